import { describe, expect, it } from 'vitest';
import { occasionsFrom } from './calendar.ts';
import {
  leftOutBecause,
  nextSendingDay,
  plannedDays,
  sendingNow,
  type CandidateFacts,
} from './plan.ts';

const zone = 'America/Sao_Paulo';
/** 10:00 in São Paulo on a day. */
const at = (day: string, hour = 10) =>
  new Date(`${day}T${String(hour + 3).padStart(2, '0')}:00:00Z`);
const facts = (over: Partial<CandidateFacts> = {}): CandidateFacts => ({
  wroteOrBought: true,
  optedOut: false,
  hasWhatsapp: true,
  complained: false,
  campaignSends: [],
  ...over,
});

describe('the campaign calendar', () => {
  it('computes the moving dates', () => {
    const next = Object.fromEntries(occasionsFrom('2027-01-02').map((o) => [o.id, o.day]));
    expect(next).toMatchObject({
      pascoa: '2027-03-28',
      'dia-das-maes': '2027-05-09',
      'dia-dos-pais': '2027-08-08',
      'black-friday': '2027-11-26',
      natal: '2027-12-25',
      oferta: null,
    });
  });

  it('skips Sundays and national holidays', () => {
    expect(nextSendingDay('2026-12-05')).toBe('2026-12-05'); // a Saturday
    expect(nextSendingDay('2026-12-06')).toBe('2026-12-07'); // Sunday → Monday
    expect(nextSendingDay('2026-12-25')).toBe('2026-12-26'); // Natal → Saturday
    expect(nextSendingDay('2027-03-26')).toBe('2027-03-27'); // Sexta-feira Santa
  });
});

describe('sending now', () => {
  const open = (now: Date, today: string, leftToday = 30) =>
    sendingNow(now, { today, timeZone: zone, leftToday });

  it('a Sunday says when it resumes', () => {
    expect(open(at('2026-12-06'), '2026-12-06')).toEqual({
      open: false,
      because:
        'Domingo não tem envio de campanha, para proteger seu número. Recomeça amanhã, segunda-feira, 07/12, às 9:00.',
      firstDay: '2026-12-07',
    });
  });

  it('a holiday, before 9:00, after 20:00 and the cap reached each wait', () => {
    expect(open(at('2026-12-25'), '2026-12-25')).toMatchObject({
      because: expect.stringMatching(/^Hoje é feriado \(Natal\).*Recomeça amanhã, sábado, 26\/12/),
    });
    expect(open(at('2026-12-04', 8), '2026-12-04')).toMatchObject({
      because: 'Os envios de campanha começam às 9:00.',
      firstDay: '2026-12-04',
    });
    // Saturday evening: Sunday is skipped.
    expect(open(at('2026-12-05', 20), '2026-12-05')).toMatchObject({
      because: expect.stringMatching(/terminaram às 20:00\. Recomeça na segunda-feira, 07\/12/),
    });
    expect(open(at('2026-12-04'), '2026-12-04', 0)).toMatchObject({ open: false });
    expect(open(at('2026-12-04', 19), '2026-12-04')).toEqual({ open: true });
  });
});

describe('the days planned', () => {
  it('100 customers: 30 today, then 30 a sending day, Sunday skipped', () => {
    const days = plannedDays(100, {
      today: '2026-12-04',
      leftToday: 30,
      dailyCap: 30,
      todayOpen: true,
    });
    const count = (day: string) => days.filter((d) => d === day).length;
    expect([count('2026-12-04'), count('2026-12-05'), count('2026-12-06')]).toEqual([30, 30, 0]);
    expect([count('2026-12-07'), count('2026-12-08')]).toEqual([30, 10]);
  });

  it('a closed today starts on the next sending day', () => {
    expect(
      plannedDays(2, { today: '2026-12-06', leftToday: 30, dailyCap: 1, todayOpen: false }),
    ).toEqual(['2026-12-07', '2026-12-08']);
  });
});

describe('who is left out', () => {
  const now = at('2026-12-04');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

  it('one reached by another campaign 3 days ago, with the reason', () => {
    expect(
      leftOutBecause(facts({ campaignSends: [{ at: daysAgo(3), answered: true }] }), now),
    ).toBe('Recebeu outra campanha há 3 dias: no máximo uma a cada 7 dias');
    expect(
      leftOutBecause(facts({ campaignSends: [{ at: daysAgo(8), answered: false }] }), now),
    ).toBeNull();
  });

  it('two unanswered rest 60 days; one who never wrote, or asked to stop, never gets one', () => {
    const unanswered = (last: number) =>
      facts({
        campaignSends: [
          { at: daysAgo(last), answered: false },
          { at: daysAgo(last + 10), answered: false },
        ],
      });
    expect(leftOutBecause(unanswered(20), now)).toMatch(/descansa 60 dias/);
    expect(leftOutBecause(unanswered(61), now)).toBeNull();
    expect(leftOutBecause(facts({ wroteOrBought: false }), now)).toMatch(/Nunca escreveu/);
    expect(leftOutBecause(facts({ optedOut: true }), now)).toMatch(/não receber/);
    expect(leftOutBecause(facts({ complained: true }), now)).toMatch(/reclamação sem resposta/);
  });
});
