import { differenceInDays, parseISO } from 'date-fns';
import type { Customer } from '#shared/customers.ts';

/** A card that has not changed phase for this long is marked as stalled. */
export const STALLED_DAYS = 7;

/**
 * 'Hoje' or 'Atrasado' for the next follow-up date, or null when there is none or it is later;
 * `today` is the member's own day, 'YYYY-MM-DD' (such days compare as text).
 */
export function followUpStatus(
  customer: Pick<Customer, 'proximo_contato' | 'fase'>,
  today: string,
): 'today' | 'overdue' | null {
  const due = customer.proximo_contato?.slice(0, 10);
  if (!due || customer.fase === 'closed' || customer.fase === 'lost') return null;
  if (due === today) return 'today';
  return due < today ? 'overdue' : null;
}

/** Whole days in its phase, when an open deal has not moved for STALLED_DAYS or more. */
export function stalledDays(
  customer: Pick<Customer, 'fase_alterada_em' | 'fase'>,
  now = new Date(),
): number | null {
  if (customer.fase === 'closed' || customer.fase === 'lost') return null;
  const days = differenceInDays(now, parseISO(customer.fase_alterada_em));
  return days >= STALLED_DAYS ? days : null;
}

export type FollowUpFilter = 'all' | 'today' | 'overdue';
