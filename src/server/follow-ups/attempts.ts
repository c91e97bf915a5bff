import { sql, type SQL } from 'drizzle-orm';
import type { Cadences, CadencePhase } from '#shared/today-cadence.ts';

/**
 * The follow-ups sent to customer `c` (an alias of clientes) since it last answered: since its
 * latest message in the shared conversation, its phase change or its open Pix charge (a charge
 * starts its own cadence, 'Conseguiu fazer o Pix?'), whichever is latest. greatest() skips nulls.
 */
export const unansweredFollowUps = (c: SQL): SQL => sql`(
  select count(*)::int from follow_ups f
  where f.customer_id = ${c}.id and f.created_at > greatest(${c}.fase_alterada_em,
    (select max(m.sent_at) from conversation_messages m
      where m.customer_id = ${c}.id and m.author = 'customer'),
    (select max(pc.created_at) from pix_charges pc
      where pc.customer_id = ${c}.id and pc.paid_at is null)))`;

export interface Attempt {
  /** 1-based, at most the cadence's length. */
  attempt: number;
  attempts: number;
  lastAttempt: boolean;
  /** Every attempt went unanswered. */
  suggestLost: boolean;
}

/** The next attempt for a customer with `unanswered` follow-ups in the phase's cadence. */
export function attemptOf(cadences: Cadences, phase: CadencePhase, unanswered: number): Attempt {
  const attempts = cadences[phase].length;
  const attempt = Math.min(unanswered + 1, attempts);
  return {
    attempt,
    attempts,
    lastAttempt: attempt === attempts,
    suggestLost: unanswered >= attempts,
  };
}

/** Days until the next contact after sending `attempt` (1-based) in the phase's cadence. */
export function daysAfterAttempt(cadences: Cadences, phase: CadencePhase, attempt: number) {
  const steps = cadences[phase];
  return steps[Math.min(attempt, steps.length) - 1]!;
}
