import { z } from 'zod';
import { BOARD_PAGE_MAX } from './board.ts';
import { phaseIds } from './customers.ts';

/**
 * The board's filters, all applied by the server: a search over name, phone digits, email and
 * product (case and accents ignored), and the follow-ups due on the member's own day (in their
 * `tz` cookie's zone).
 */
export const boardQuery = z.object({
  q: z.string().trim().max(120).optional(),
  due: z.enum(['today', 'overdue']).optional(),
});
export type BoardQuery = z.infer<typeof boardQuery>;

export const phasePageQuery = boardQuery.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(BOARD_PAGE_MAX).default(BOARD_PAGE_MAX),
});

export const phaseParam = z.enum(phaseIds);
