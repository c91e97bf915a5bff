import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../src/shared/board.ts';
import { dayIn, timeZoneCookie, timeZoneFromCookie } from '../src/shared/time-zone.ts';
import type { TodayAnswer } from '../src/shared/today.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { send, signedInUser } from './factories.ts';

// The member's "today" is the server's to derive, from the zone in their `tz` cookie.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const zoneCookie = (zone: string) => timeZoneCookie(zone).split(';')[0]!;

describe('the tz cookie', () => {
  it('names a zone the platform knows, or the default one', () => {
    expect(timeZoneFromCookie(`a=1; ${zoneCookie('Asia/Tokyo')}; b=2`)).toBe('Asia/Tokyo');
    expect(timeZoneFromCookie('tz=asia/tokyo')).toBe('Asia/Tokyo');
    for (const bad of ['', 'tz=', 'tz=Mars/Olympus', 'tz=+05:30', 'tz=%E0%A4%A', 'xtz=Asia/Tokyo'])
      expect(timeZoneFromCookie(bad), bad).toBe('America/Sao_Paulo');
  });

  it('counts calendar days in the zone', () => {
    const at = new Date('2026-11-22T23:30:00Z');
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-11-23');
    expect(dayIn('America/Sao_Paulo', at)).toBe('2026-11-22');
  });
});

describe("the member's today", () => {
  it('comes from their zone: in UTC+9 at 23:30 UTC it is already tomorrow', async () => {
    const m = await signedInUser(t);
    const created = await send(t, 'POST', '/api/customers', m.cookie, {
      nome: 'Amanhã em Brasília',
      proximo_contato: '2026-11-23',
    });
    expect(created.status).toBe(201);
    const due = (cookie: string) =>
      atTime('2026-11-22T23:30:00Z', async () => {
        const today = await send(t, 'GET', '/api/today', cookie);
        const board = await send(t, 'GET', '/api/customers/board?due=today', cookie);
        expect([today.status, board.status]).toEqual([200, 200]);
        return {
          today: ((await today.json()) as TodayAnswer).followUps.map((f) => f.nome),
          board: ((await board.json()) as Board).columns.flatMap((c) =>
            c.customers.map((x) => x.nome),
          ),
        };
      });
    const tokyo = await due(`${m.cookie}; ${zoneCookie('Asia/Tokyo')}`);
    expect(tokyo).toEqual({ today: ['Amanhã em Brasília'], board: ['Amanhã em Brasília'] });
    // Without the cookie, or with one that names no zone: Brasília's day, 22 November.
    const nothingDue = { today: [], board: [] };
    expect(await due(m.cookie)).toEqual(nothingDue);
    expect(await due(`${m.cookie}; tz=Mars/Olympus`)).toEqual(nothingDue);
    // An old client's today= is ignored: the day is the server's to say.
    const old = await atTime('2026-11-22T23:30:00Z', () =>
      send(t, 'GET', '/api/today?today=2026-11-23', m.cookie),
    );
    expect(((await old.json()) as TodayAnswer).followUps).toEqual([]);
  });
});
