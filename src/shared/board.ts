import type { Customer, Phase } from './customers.ts';

/** A board column's page: at most this many cards per request. */
export const BOARD_PAGE_MAX = 50;
/** Cards each column shows before it is scrolled: the first load stays small. */
export const BOARD_FIRST_PAGE = 20;

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
