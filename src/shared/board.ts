import type { Customer, Phase } from './customers.ts';

/** A board column's page: at most this many cards per request. */
export const BOARD_PAGE_MAX = 50;
/** Cards each column shows before it is scrolled: the first load stays small. */
export const BOARD_FIRST_PAGE = 20;

/**
 * A card on the board: the customer without the notes (the dialog loads them), with the last
 * of them and whether a Pix charge waits for payment.
 */
export type CustomerCard = Omit<Customer, 'observacoes'> & {
  /** The notes' last line, as `lastNote` reads it; null without notes. */
  ultima_nota: string | null;
  /** 'Aguardando pagamento': in Proposta with an unpaid Pix charge. */
  aguardando_pagamento: boolean;
};

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

/** A card's last note is at most this long: the card shows one line of it. */
export const LAST_NOTE_MAX = 160;

/**
 * The notes' last line that says something: sellers add to the notes at the end, so it is the
 * latest. Cut at LAST_NOTE_MAX characters; null when there are no notes.
 */
export function lastNote(notes: string | null): string | null {
  const line = notes
    ?.split(/\r?\n/)
    .map((l) => l.trim())
    .findLast((l) => l.length > 0);
  if (!line) return null;
  return line.length > LAST_NOTE_MAX ? `${line.slice(0, LAST_NOTE_MAX - 1).trimEnd()}…` : line;
}
