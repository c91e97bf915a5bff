import { useDroppable } from '@dnd-kit/core';
import type { PhaseSummary } from '#shared/board.ts';
import { phases, type Phase } from '#shared/customers.ts';
import { cn } from '../lib/cn.ts';
import { formatBRL, plural } from '../lib/format.ts';

/** A tab's droppable id: a card dropped on a tab moves to its phase. */
export const tabDropId = (phase: Phase) => `tab:${phase}`;

function PhaseTab({
  phase,
  label,
  summary,
  selected,
  onSelect,
}: {
  phase: Phase;
  label: string;
  summary: PhaseSummary | undefined;
  selected: boolean;
  onSelect: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: tabDropId(phase), data: { phase } });
  const count = summary?.count ?? 0;
  return (
    <button
      ref={setNodeRef}
      type="button"
      aria-pressed={selected}
      aria-label={`${label}: ${plural(count, 'cliente', 'clientes')}, ${formatBRL(summary?.total ?? 0)}`}
      data-tab={phase}
      onClick={onSelect}
      className={cn(
        'grid min-h-14 min-w-0 cursor-pointer content-center rounded-lg border px-1.5 py-1 text-left transition-colors',
        'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-hidden',
        isOver
          ? 'border-brand-500 bg-brand-100'
          : selected
            ? 'border-brand-700 bg-white shadow-sm'
            : 'border-slate-200 bg-slate-100',
      )}
    >
      {/* The label alone on its line: at 360 px 'Prospecção' and its count did not fit. */}
      <span className="truncate text-[13px] font-semibold tracking-tight text-slate-900 sm:text-sm">
        {label}
      </span>
      <span className="truncate text-[11px] text-slate-600 sm:text-xs">
        <span className="font-medium text-slate-700">{count}</span> ·{' '}
        {formatBRL(summary?.total ?? 0)}
      </span>
    </button>
  );
}

/**
 * Below the desktop width, the six phases as tabs over the one column shown: their counts and
 * totals at a glance, and each a place to drop a card on, all in view (no sideways scrolling).
 */
export function PhaseTabs({
  summary,
  shown,
  onShow,
}: {
  summary: PhaseSummary[] | undefined;
  shown: Phase;
  onShow: (phase: Phase) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Fases"
      className="mb-3 grid grid-cols-3 gap-1.5 sm:grid-cols-6 xl:hidden"
      data-testid="phase-tabs"
    >
      {phases.map((p) => (
        <PhaseTab
          key={p.id}
          phase={p.id}
          label={p.label}
          summary={summary?.find((s) => s.fase === p.id)}
          selected={p.id === shown}
          onSelect={() => onShow(p.id)}
        />
      ))}
    </div>
  );
}
