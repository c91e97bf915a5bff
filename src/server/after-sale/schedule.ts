import type { AfterSaleStepId } from '#shared/after-sale.ts';
import { addDays } from '#shared/time-zone.ts';

/**
 * When each step after a sale falls due (decision 038), on the member's calendar. The steps are
 * not stored: they follow from the sale's day, the repurchase cycle and whether the customer
 * answered; only what the member did with one is kept (after_sale_steps).
 */
export interface SaleFacts {
  /** The day of the sale (the move to Fechado) and of the one before it, if any. */
  saleDay: string;
  previousSaleDay: string | null;
  /**
   * The seller moved them to Fechado in the app. One who arrived closed (a CSV import, with or
   * without its date) gets only the repurchase reminder: a thank-you months late is no thanks.
   */
  moved: boolean;
  /** An event lies ahead of them: no testimonial nor referral asked before it. */
  event: boolean;
  /** The product's 'Ciclo de recompra (dias)'; null when it has none. */
  cycleDays: number | null;
  /** The customer wrote after the sale, and their last words were no complaint. */
  answered: boolean;
  complained: boolean;
  done: Partial<
    Record<AfterSaleStepId, { status: 'sent' | 'skipped' | 'snoozed'; until: string | null }>
  >;
}

interface Timing {
  step: AfterSaleStepId;
  /** Days after the sale it falls due, and the last day it still makes sense. */
  due: number;
  last: number;
}

/** Sales closer than this are one sale moved twice (an undo on the board), never a cycle. */
export const SAME_SALE_DAYS = 7;

/**
 * The reminder falls a little before the cycle: 15 % of it, at least a day ('30 dias' → day
 * 26). After two sales the customer's own interval is the cycle.
 */
export function repurchaseDay(facts: Pick<SaleFacts, 'saleDay' | 'previousSaleDay' | 'cycleDays'>) {
  const own = facts.previousSaleDay ? daysBetween(facts.previousSaleDay, facts.saleDay) : 0;
  const cycle = own >= SAME_SALE_DAYS ? own : facts.cycleDays;
  if (!cycle) return null;
  const lead = Math.max(1, Math.floor(cycle * 0.15));
  return { cycle, due: Math.max(1, cycle - lead) };
}

function timings(facts: SaleFacts): Timing[] {
  const listened = facts.moved && !facts.event && facts.answered && !facts.complained;
  const all: Array<Timing | null> = [
    facts.moved ? { step: 'thanks', due: 1, last: 7 } : null,
    facts.moved ? { step: 'checkIn', due: 4, last: 14 } : null,
    // A testimonial or a referral is asked only of a customer who answered, and not a complaint.
    listened ? { step: 'testimonial', due: 5, last: 45 } : null,
    listened ? { step: 'referral', due: 14, last: 60 } : null,
  ];
  const again = repurchaseDay(facts);
  if (again) {
    all.push({ step: 'repurchase', due: again.due, last: again.due + Math.min(30, again.cycle) });
  }
  return all.filter((t): t is Timing => t !== null).sort((a, b) => a.due - b.due);
}

/**
 * The step to show today, if any: the earliest one due and still timely that the member has not
 * sent or skipped; a snoozed one from its new day, for as long as its own window lasted. One step
 * at a time per customer.
 */
export function dueStep(
  facts: SaleFacts,
  today: string,
): { step: AfterSaleStepId; dueOn: string } | null {
  const day = daysBetween(facts.saleDay, today);
  const ready: Array<{ step: AfterSaleStepId; dueOn: string }> = [];
  for (const t of timings(facts)) {
    const done = facts.done[t.step];
    if (done?.status === 'sent' || done?.status === 'skipped') continue;
    if (done?.status === 'snoozed' && done.until) {
      const stillTimely = daysBetween(done.until, today) <= t.last - t.due;
      if (done.until <= today && stillTimely) ready.push({ step: t.step, dueOn: done.until });
      continue;
    }
    if (day >= t.due && day <= t.last) {
      ready.push({ step: t.step, dueOn: addDays(facts.saleDay, t.due) });
    }
  }
  return ready.sort((a, b) => a.dueOn.localeCompare(b.dueOn))[0] ?? null;
}

/** Whole days from one calendar day to another ('2026-01-01' → '2026-01-31' is 30). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The sale the steps belong to, from the customer's moves into Fechado (newest first, as ISO
 * times to the microsecond): moves less than SAME_SALE_DAYS apart are one sale, dated by its
 * first move, so a card dragged out and back (or an undo) keeps its steps. The sale before is the
 * one the customer's own interval is counted from.
 */
export function saleOf(moves: readonly string[]): { saleAt: string; previousAt: string | null } {
  let i = 0;
  while (
    i + 1 < moves.length &&
    Date.parse(moves[i]!) - Date.parse(moves[i + 1]!) < SAME_SALE_DAYS * 86_400_000
  ) {
    i++;
  }
  return { saleAt: moves[i]!, previousAt: moves[i + 1] ?? null };
}
