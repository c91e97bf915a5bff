import { z } from 'zod';
import { resultPeriods } from './results.ts';

/** GET /api/results?period=: the days of the member's own calendar, in their `tz` cookie's zone. */
export const resultsQuery = z.object({ period: z.enum(resultPeriods).default('month') });
