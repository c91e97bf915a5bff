import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerCard, PhaseSummary } from '#shared/board.ts';
import { cardsOf } from './board-cache.ts';
import { customerKeys } from './board-keys.ts';
import type { ColumnData } from './get-phase-page.ts';
import { useMoveCustomer } from './move-customer.ts';
import { createTestQueryClient } from '../../test/render-app.tsx';
import { testCard } from '../../test/fixtures.ts';

const card = (id: string, fase: CustomerCard['fase'], valor: number | null) =>
  testCard({ id, fase, valor, fase_alterada_em: '2026-10-01T00:00:00.000Z' });
const ana = card('a', 'prospect', 100);
const columnOf = (...cards: CustomerCard[]): ColumnData => ({
  pages: [{ customers: cards, nextCursor: 'more' }],
  pageParams: [null],
});
const summary: PhaseSummary[] = [
  { fase: 'prospect', count: 40, total: 4000 },
  { fase: 'contacted', count: 7, total: 70 },
];

function setUp(patch: () => Response, filters = {}) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    customerKeys.column('prospect', filters),
    columnOf(ana, card('b', 'prospect', 5)),
  );
  queryClient.setQueryData(
    customerKeys.column('contacted', filters),
    columnOf(card('c', 'contacted', 10)),
  );
  queryClient.setQueryData(customerKeys.summary(filters), summary);
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    return Promise.resolve(init.method === 'PATCH' ? patch() : Response.json(summary));
  });
  const { result } = renderHook(() => useMoveCustomer(), {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
  const ids = (fase: 'prospect' | 'contacted') =>
    cardsOf(queryClient.getQueryData(customerKeys.column(fase, filters))).map((c) => c.id);
  const counts = () => queryClient.getQueryData<PhaseSummary[]>(customerKeys.summary(filters));
  return { move: result, ids, counts, calls, queryClient };
}

describe('moving a card', () => {
  it('puts it on top of its new column at once, with the count and value, then the counts are read again', async () => {
    const saved = { ...ana, fase: 'contacted', observacoes: 'nota' };
    const { move, ids, counts, calls, queryClient } = setUp(() => Response.json(saved));
    act(() => move.current.mutate({ card: ana, fase: 'contacted', filters: {} }));
    expect(ids('prospect')).toEqual(['b']);
    expect(ids('contacted')).toEqual(['a', 'c']);
    expect(counts()).toEqual([
      { fase: 'prospect', count: 39, total: 3900 },
      { fase: 'contacted', count: 8, total: 170 },
    ]);
    await waitFor(() =>
      expect(queryClient.getQueryState(customerKeys.summary({}))?.isInvalidated).toBe(true),
    );
    expect(calls).toEqual(['PATCH /api/customers/a']);
    const top = queryClient.getQueryData<ColumnData>(customerKeys.column('contacted', {}));
    // The saved row replaces the card: its notes' last line comes with it.
    expect(top?.pages[0]?.customers[0]).toEqual({ ...ana, fase: 'contacted', ultima_nota: 'nota' });
  });

  it('puts everything back when the save fails', async () => {
    const { move, ids, counts } = setUp(() => new Response('{}', { status: 500 }));
    const failed = vi.fn();
    act(() =>
      move.current.mutate({ card: ana, fase: 'contacted', filters: {} }, { onError: failed }),
    );
    await waitFor(() => expect(failed).toHaveBeenCalled());
    expect(ids('prospect')).toEqual(['a', 'b']);
    expect(ids('contacted')).toEqual(['c']);
    expect(counts()).toEqual(summary);
  });

  it('takes it off a due-date board when it moves to Fechado', () => {
    const filters = { due: 'overdue', today: '2026-11-22' } as const;
    const { move, ids, counts } = setUp(() => Response.json(ana), filters);
    act(() => move.current.mutate({ card: ana, fase: 'closed', filters }));
    expect(ids('prospect')).toEqual(['b']);
    expect(counts()?.[0]).toEqual({ fase: 'prospect', count: 39, total: 3900 });
  });
});
