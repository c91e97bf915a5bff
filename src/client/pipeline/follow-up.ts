import type { Customer } from '#shared/customers.ts';
import { fromDateOnly } from '../lib/format.ts';

/** A card that has not changed phase for this long is marked as stalled. */
export const STALLED_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** 'Hoje' or 'Atrasado' for the next follow-up date, or null when there is none or it is later. */
export function followUpStatus(
  customer: Pick<Customer, 'proximo_contato' | 'fase'>,
  now = new Date(),
): 'today' | 'overdue' | null {
  if (!customer.proximo_contato || customer.fase === 'closed' || customer.fase === 'lost')
    return null;
  const due = fromDateOnly(customer.proximo_contato).getTime();
  const today = startOfDay(now).getTime();
  if (due === today) return 'today';
  return due < today ? 'overdue' : null;
}

/** Whole days in its phase, when an open deal has not moved for STALLED_DAYS or more. */
export function stalledDays(
  customer: Pick<Customer, 'fase_alterada_em' | 'fase'>,
  now = new Date(),
): number | null {
  if (customer.fase === 'closed' || customer.fase === 'lost') return null;
  const days = Math.floor((now.getTime() - Date.parse(customer.fase_alterada_em)) / DAY);
  return days >= STALLED_DAYS ? days : null;
}

export type FollowUpFilter = 'all' | 'today' | 'overdue';
