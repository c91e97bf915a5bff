import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/time-zone.ts';
import { dueStep, saleOf, type SaleFacts } from './schedule.ts';

const sale = '2026-03-02';
const day = (n: number) => addDays(sale, n);
const facts = (more: Partial<SaleFacts> = {}): SaleFacts => ({
  saleDay: sale,
  previousSaleDay: null,
  moved: true,
  event: false,
  cycleDays: 30,
  answered: false,
  complained: false,
  done: {},
  ...more,
});

describe('the steps after a sale', () => {
  it('a 30-day product: the thanks on day 1, nothing on day 2 once sent, the repurchase on day 26', () => {
    expect(dueStep(facts(), day(0))).toBeNull();
    expect(dueStep(facts(), day(1))).toEqual({ step: 'thanks', dueOn: day(1) });
    const thanked = facts({ done: { thanks: { status: 'sent', until: null } } });
    expect(dueStep(thanked, day(2))).toBeNull();
    expect(dueStep(thanked, day(4))?.step).toBe('checkIn');
    const checked = facts({
      done: {
        thanks: { status: 'sent', until: null },
        checkIn: { status: 'skipped', until: null },
      },
    });
    expect(dueStep(checked, day(25))).toBeNull();
    expect(dueStep(checked, day(26))).toEqual({ step: 'repurchase', dueOn: day(26) });
  });

  it('two sales 40 days apart: the next reminder before day 40 after the last', () => {
    const again = facts({
      previousSaleDay: addDays(sale, -40),
      done: { thanks: { status: 'sent', until: null }, checkIn: { status: 'sent', until: null } },
    });
    const due = dueStep(again, day(39));
    expect(due?.step).toBe('repurchase');
    expect(due!.dueOn < day(40)).toBe(true);
    expect(dueStep(again, day(33))).toBeNull();
  });

  it('asks for a testimonial and a referral only of a customer who answered, not a complaint', () => {
    const quiet = facts({ cycleDays: null, done: { thanks: { status: 'sent', until: null } } });
    expect(
      dueStep(
        { ...quiet, done: { ...quiet.done, checkIn: { status: 'sent', until: null } } },
        day(6),
      ),
    ).toBeNull();
    const answered = {
      ...quiet,
      answered: true,
      done: { ...quiet.done, checkIn: { status: 'sent' as const, until: null } },
    };
    expect(dueStep(answered, day(6))?.step).toBe('testimonial');
    expect(dueStep({ ...answered, complained: true }, day(6))).toBeNull();
  });

  it('a stale step is not sent late, and a snoozed one comes back on its day', () => {
    expect(dueStep(facts({ cycleDays: null }), day(16))).toBeNull();
    const snoozed = facts({ done: { thanks: { status: 'snoozed', until: day(4) } } });
    expect(dueStep(snoozed, day(3))).toBeNull();
    expect(dueStep(snoozed, day(4))).toEqual({ step: 'thanks', dueOn: day(4) });
  });

  it('a snoozed step lasts only its own window, and does not hide the reminder after it', () => {
    const snoozed = facts({
      done: {
        thanks: { status: 'snoozed', until: day(7) },
        checkIn: { status: 'sent', until: null },
      },
    });
    expect(dueStep(snoozed, day(7))?.step).toBe('thanks');
    expect(dueStep(snoozed, day(13))?.step).toBe('thanks');
    expect(dueStep(snoozed, day(14))).toBeNull();
    expect(dueStep(snoozed, day(26))?.step).toBe('repurchase');
  });

  it('a customer who arrived closed (an import) gets only the repurchase reminder', () => {
    const imported = facts({ moved: false });
    expect(dueStep(imported, day(1))).toBeNull();
    expect(dueStep(imported, day(26))?.step).toBe('repurchase');
  });

  it('moves into Fechado days apart are one sale; a second order a day later is no cycle', () => {
    const at = (d: number) => `${addDays(sale, d)}T18:00:00.000000Z`;
    expect(saleOf([at(3), at(0)])).toEqual({ saleAt: at(0), previousAt: null });
    expect(saleOf([at(40), at(0)])).toEqual({ saleAt: at(40), previousAt: at(0) });
    const twice = facts({ previousSaleDay: addDays(sale, -1), cycleDays: 30 });
    expect(
      dueStep(
        {
          ...twice,
          done: {
            thanks: { status: 'sent', until: null },
            checkIn: { status: 'sent', until: null },
          },
        },
        day(26),
      )?.step,
    ).toBe('repurchase');
  });
});
