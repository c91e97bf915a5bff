import { addDays } from 'date-fns';
import { toDateOnly } from './format.ts';

/**
 * The member's own calendar day as 'YYYY-MM-DD': the server cannot know the seller's time
 * zone, so 'today' and 'this month' are always sent from here.
 */
export const localDay = (date = new Date()) => toDateOnly(date);

/** The calendar day `days` after today, as 'YYYY-MM-DD'. */
export const dayFromToday = (days: number, now = new Date()) => localDay(addDays(now, days));
