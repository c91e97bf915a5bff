import { useDroppable } from '@dnd-kit/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { PhaseSummary } from '#shared/board.ts';
import type { Phase } from '#shared/customers.ts';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';
import { formatBRL, plural } from '../lib/format.ts';
import { cardsOf } from './api/board-cache.ts';
import type { BoardFilters } from './api/board-keys.ts';
import { columnOptions } from './api/get-phase-page.ts';
import { CardList } from './card-list.tsx';
import { CardSkeleton } from './board-skeleton.tsx';
import type { CardActions } from './customer-card.tsx';

/**
 * One phase: its name, the server's count and value total, and its cards, loaded a page at a
 * time as the column scrolls. Drops land on the whole column, loaded cards or not.
 */
export function PhaseColumn({
  phase,
  label,
  summary,
  filters,
  actions,
  shownOnPhone,
}: {
  phase: Phase;
  label: string;
  summary: PhaseSummary | undefined;
  filters: BoardFilters;
  actions: CardActions;
  /** Below the desktop width only the column of the chosen tab is shown. */
  shownOnPhone: boolean;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: phase });
  const column = useInfiniteQuery(columnOptions(useQueryClient(), phase, filters));
  const cards = useMemo(() => cardsOf(column.data), [column.data]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = column;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const count = summary?.count ?? cards.length;

  return (
    <section
      ref={setNodeRef}
      aria-label={`${label}: ${plural(count, 'cliente', 'clientes')}`}
      data-phase={phase}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border p-2 transition-colors',
        !shownOnPhone && 'max-xl:hidden',
        isOver ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-slate-100',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-2 px-1 pb-2">
        <h2 className="font-semibold text-slate-900">
          {label}{' '}
          <span
            className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700"
            data-testid={`count-${phase}`}
          >
            {count}
          </span>
        </h2>
        <span className="text-sm font-medium text-slate-700" data-testid={`total-${phase}`}>
          {formatBRL(summary?.total ?? 0)}
        </span>
      </header>
      <CardList
        cards={cards}
        actions={actions}
        draggedId={typeof active?.id === 'string' ? active.id : null}
        canLoadMore={hasNextPage && !isFetchingNextPage && !isFetchNextPageError}
        onLoadMore={loadMore}
      />
      {isFetchingNextPage && <CardSkeleton label="Carregando mais clientes..." />}
      {isFetchNextPageError && (
        <Button variant="outline" size="sm" className="mt-2" onClick={loadMore}>
          Tentar novamente
        </Button>
      )}
    </section>
  );
}
