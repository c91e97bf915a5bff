import { useDroppable } from '@dnd-kit/core';
import type { Customer, Phase } from '#shared/customers.ts';
import { cn } from '../lib/cn.ts';
import { formatBRL } from '../lib/format.ts';
import { CustomerCard, type CardActions } from './customer-card.tsx';

/** One phase: its name, customer count and total value, and its cards. Drops land here only. */
export function PhaseColumn({
  phase,
  label,
  customers,
  actions,
}: {
  phase: Phase;
  label: string;
  customers: Customer[];
  actions: CardActions;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: phase });
  const total = customers.reduce((sum, c) => sum + (c.valor ?? 0), 0);
  return (
    <section
      ref={setNodeRef}
      aria-label={`${label}: ${customers.length} clientes`}
      data-phase={phase}
      className={cn(
        'flex w-64 shrink-0 snap-start flex-col rounded-xl border border-slate-200 bg-slate-100 p-2 transition-colors',
        isOver && 'border-brand-500 bg-brand-50',
      )}
    >
      <header className="flex items-baseline justify-between gap-2 px-1 pb-2">
        <h2 className="font-semibold text-slate-900">
          {label}{' '}
          <span
            className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700"
            data-testid={`count-${phase}`}
          >
            {customers.length}
          </span>
        </h2>
        <span className="text-sm font-medium text-slate-700" data-testid={`total-${phase}`}>
          {formatBRL(total)}
        </span>
      </header>
      <div className="grid min-h-24 content-start gap-2">
        {customers.map((customer) => (
          <CustomerCard key={customer.id} customer={customer} actions={actions} />
        ))}
      </div>
    </section>
  );
}
