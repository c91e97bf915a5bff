import { z } from 'zod';
import { BOARD_PAGE_MAX } from './board-limits.ts';
import { phaseIds, type Customer, type Phase } from './customers.ts';

export { BOARD_FIRST_PAGE, BOARD_PAGE_MAX } from './board-limits.ts';

/** A card on the board: the customer without the notes (the dialog loads them). */
export type CustomerCard = Omit<Customer, 'observacoes'>;

export interface PhaseSummary {
  fase: Phase;
  count: number;
  /** Sum of the deals' values in BRL. */
  total: number;
}

export interface PhasePage {
  customers: CustomerCard[];
  /** Opaque; absent when the column has no more cards. */
  nextCursor: string | null;
}

export interface BoardColumn extends PhaseSummary, PhasePage {}

/** GET /api/customers/board */
export interface Board {
  columns: BoardColumn[];
}

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
