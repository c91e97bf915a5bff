import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CustomerCard } from '#shared/board.ts';
import type { Customer, LostReason, Phase } from '#shared/customers.ts';
import { api } from '../../lib/api.ts';
import { withCardMoved, withCardOnTop, withCardReplaced, withoutCard } from './board-cache.ts';
import { customerKeys, type BoardFilters } from './board-keys.ts';
import { refreshCustomers } from './refresh.ts';

/** What PATCH /api/customers/:id changes: the phase, with its reason, value and start. */
export interface PhaseChange {
  fase: Phase;
  motivo_perda?: LostReason | null;
  /** The value asked on the way to Fechado, or the one Desfazer puts back; absent, unchanged. */
  valor?: number | null;
  /** Desfazer: when the card had entered the phase it goes back to. */
  fase_alterada_em?: string;
}

/** A move on the board: the card as shown, and where it goes. */
export interface Move extends PhaseChange {
  card: CustomerCard;
  /** The filters of the board shown: the columns and counts the move edits. */
  filters: BoardFilters;
}

const moveKey = ['customers', 'move'] as const;

/**
 * PATCH /api/customers/:id, the one call that moves a customer to another phase: the board's
 * drop and menu, the phase a conversation suggests, Hoje's Perdido and its Desfazer.
 */
export const moveCustomer = (
  id: string,
  { fase, motivo_perda, valor, fase_alterada_em }: PhaseChange,
) =>
  api<Customer>(`/api/customers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify({ fase, motivo_perda, valor, fase_alterada_em }),
  });

/** The due filters leave closed and lost deals out: a card moved there leaves the board. */
const staysInFilter = (fase: Phase, filters: BoardFilters) =>
  !filters.due || (fase !== 'closed' && fase !== 'lost');

/**
 * A drop on the board: the card moves at once to the top of its new column and the counts
 * follow (optimistic); the phase is saved; on failure everything snaps back. Then the counts,
 * Hoje, Resultados and the customer's dialog are read again (refreshCustomers); the cards stay
 * where the member put them.
 */
export function useMoveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveKey,
    mutationFn: (move: Move) => moveCustomer(move.card.id, move),
    onMutate: ({ card, fase, motivo_perda, valor, fase_alterada_em, filters }) => {
      const from = customerKeys.column(card.fase, filters);
      const to = customerKeys.column(fase, filters);
      const summary = customerKeys.summary(filters);
      const touched: QueryKey[] = [from, to, summary];
      // The card moves in this same task; reloads in flight are cancelled, not awaited.
      for (const key of touched) void queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = touched.map((key) => [key, queryClient.getQueryData(key)] as const);

      const stays = staysInFilter(fase, filters);
      const moved: CustomerCard = {
        ...card,
        fase,
        motivo_perda: fase === 'lost' ? (motivo_perda ?? null) : null,
        valor: valor === undefined ? card.valor : valor,
        fase_alterada_em: fase_alterada_em ?? new Date().toISOString(),
        // A mark inside Proposta: it goes with the move out and comes back with the undo.
        aguardando_pagamento: card.aguardando_pagamento && fase === 'proposal',
      };
      queryClient.setQueryData(from, withoutCard(card.id));
      if (stays) queryClient.setQueryData(to, withCardOnTop(moved));
      queryClient.setQueryData(
        summary,
        withCardMoved(card, card.fase, stays ? fase : null, moved.valor),
      );
      return { before };
    },
    onSuccess: (saved, { fase, filters }) =>
      queryClient.setQueryData(customerKeys.column(fase, filters), withCardReplaced(saved)),
    onError: (_err, _move, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: (saved, _err, { card }) =>
      refreshCustomers(queryClient, {
        id: card.id,
        saved,
        // The columns shown keep the cards where the member put them (other filters' columns
        // reload when shown again); another move still in flight would see its optimistic
        // counts overwritten, so the last one to settle reads them.
        later:
          queryClient.isMutating({ mutationKey: moveKey }) > 1
            ? ['columns', 'summaries']
            : ['columns'],
      }),
  });
}

/** The phase a conversation suggests, applied by the member's tap on the share page. */
export function useApplyPhase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, fase }: { customerId: string; fase: Phase }) =>
      moveCustomer(customerId, { fase }),
    onSettled: (saved, _err, { customerId }) =>
      refreshCustomers(queryClient, { id: customerId, saved }),
  });
}
