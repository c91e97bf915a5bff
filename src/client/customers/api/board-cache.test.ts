import { describe, expect, it } from 'vitest';
import type { PhaseSummary } from '#shared/board.ts';
import { cardsOf, withCardMoved, withCardOnTop, withoutCard } from './board-cache.ts';
import type { ColumnData } from './get-phase-page.ts';
import { testCard } from '../../test/fixtures.ts';

const card = (id: string, valor: number | null = null) => testCard({ id, valor });
const column = (...pages: string[][]): ColumnData => ({
  pages: pages.map((ids) => ({ customers: ids.map((id) => card(id)), nextCursor: 'c' })),
  pageParams: pages.map((_, i) => (i === 0 ? null : `p${i}`)),
});
const ids = (data: ColumnData | undefined) => cardsOf(data).map((c) => c.id);

describe('the cached board', () => {
  it('puts a moved card on top and shows it once when a later page brings it again', () => {
    const moved = withCardOnTop(card('x'))(column(['a', 'b'], ['c']));
    expect(ids(moved)).toEqual(['x', 'a', 'b', 'c']);
    const reloaded = {
      ...moved!,
      pages: [...moved!.pages, { customers: [card('x')], nextCursor: null }],
    };
    expect(ids(reloaded)).toEqual(['x', 'a', 'b', 'c']);
  });

  it('takes a card out of whichever page holds it', () => {
    expect(ids(withoutCard('c')(column(['a', 'b'], ['c', 'd'])))).toEqual(['a', 'b', 'd']);
    expect(withoutCard('a')(undefined)).toBeUndefined();
  });

  it('moves one count and the value between two columns, or only out of the filter', () => {
    const summary: PhaseSummary[] = [
      { fase: 'prospect', count: 3, total: 300 },
      { fase: 'contacted', count: 1, total: 10 },
      { fase: 'closed', count: 0, total: 0 },
    ];
    expect(withCardMoved(card('a', 100), 'prospect', 'contacted')(summary)).toEqual([
      { fase: 'prospect', count: 2, total: 200 },
      { fase: 'contacted', count: 2, total: 110 },
      { fase: 'closed', count: 0, total: 0 },
    ]);
    expect(withCardMoved(card('a'), 'prospect', null)(summary)?.map((s) => s.count)).toEqual([
      2, 1, 0,
    ]);
  });
});
