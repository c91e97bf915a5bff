import { z } from 'zod';
import { resultPeriods } from './results.ts';

/** GET /api/results?period=&today=: today is the member's own calendar day. */
export const resultsQuery = z.object({
  period: z.enum(resultPeriods).default('month'),
  today: z.iso.date(),
});
