import { lastNote, type CustomerCard, type PhaseSummary } from '#shared/board.ts';
import type { Customer, Phase } from '#shared/customers.ts';
import type { ColumnData } from './get-phase-page.ts';

// Pure edits of the cached board, for the optimistic move: a column's pages and the summary.

export const withoutCard = (id: string) => (column: ColumnData | undefined) =>
  column && {
    ...column,
    pages: column.pages.map((page) => ({
      ...page,
      customers: page.customers.filter((c) => c.id !== id),
    })),
  };

/** The card goes on top of the column's first page, whatever its place on the server. */
export const withCardOnTop = (card: CustomerCard) => (column: ColumnData | undefined) =>
  column && {
    ...column,
    pages: column.pages.map((page, i) => ({
      ...page,
      customers: [...(i === 0 ? [card] : []), ...page.customers.filter((c) => c.id !== card.id)],
    })),
  };

/** The saved customer in place of its card, where the card is. */
export const withCardReplaced = (saved: Customer) => (column: ColumnData | undefined) =>
  column && {
    ...column,
    pages: column.pages.map((page) => ({
      ...page,
      customers: page.customers.map((c) =>
        c.id === saved.id ? toCard(saved, c.aguardando_pagamento && saved.fase === 'proposal') : c,
      ),
    })),
  };

/** A saved customer as its card; only the server knows of a Pix charge, the card keeps the mark. */
export const toCard = (
  { observacoes, ...customer }: Customer,
  aguardando_pagamento = false,
): CustomerCard => ({ ...customer, ultima_nota: lastNote(observacoes), aguardando_pagamento });

/** One card's count and value leave `from`; they reach `to` unless the card left the filter. */
export const withCardMoved =
  (card: Pick<CustomerCard, 'valor'>, from: Phase, to: Phase | null, toValue = card.valor) =>
  (summary: PhaseSummary[] | undefined) =>
    summary?.map((s) => {
      if (s.fase === from) return { ...s, count: s.count - 1, total: s.total - (card.valor ?? 0) };
      if (s.fase === to) return { ...s, count: s.count + 1, total: s.total + (toValue ?? 0) };
      return s;
    });

/** A column's cards in order; a moved card may also come back on a later page, once. */
export function cardsOf(column: ColumnData | undefined): CustomerCard[] {
  const seen = new Set<string>();
  const cards: CustomerCard[] = [];
  for (const page of column?.pages ?? [])
    for (const card of page.customers)
      if (!seen.has(card.id)) {
        seen.add(card.id);
        cards.push(card);
      }
  return cards;
}
