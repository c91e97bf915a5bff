import { differenceInCalendarDays, differenceInDays, parseISO } from 'date-fns';
import type { Customer } from '#shared/customers.ts';
import { fromDateOnly } from '../lib/format.ts';

/** A card that has not changed phase for this long is marked as stalled. */
export const STALLED_DAYS = 7;

/** 'Hoje' or 'Atrasado' for the next follow-up date, or null when there is none or it is later. */
export function followUpStatus(
  customer: Pick<Customer, 'proximo_contato' | 'fase'>,
  now = new Date(),
): 'today' | 'overdue' | null {
  if (!customer.proximo_contato || customer.fase === 'closed' || customer.fase === 'lost')
    return null;
  const daysLeft = differenceInCalendarDays(fromDateOnly(customer.proximo_contato), now);
  if (daysLeft === 0) return 'today';
  return daysLeft < 0 ? 'overdue' : null;
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
