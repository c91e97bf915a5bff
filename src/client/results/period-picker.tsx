import type { ResultPeriod } from '#shared/results.ts';
import { cn } from '../lib/cn.ts';

/** resultPeriods of #shared/results.ts, copied: that module brings zod into the route. */
export const periods = ['month', '30', '90'] as const satisfies readonly ResultPeriod[];

export const periodLabels: Record<ResultPeriod, { button: string; phrase: string }> = {
  month: { button: 'Este mês', phrase: 'neste mês' },
  '30': { button: '30 dias', phrase: 'nos últimos 30 dias' },
  '90': { button: '90 dias', phrase: 'nos últimos 90 dias' },
};

/** Este mês / 30 dias / 90 dias, as a segmented control of toggle buttons. */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: ResultPeriod;
  onChange: (period: ResultPeriod) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Período"
      className="inline-flex w-fit gap-1 rounded-lg bg-slate-100 p-1"
    >
      {periods.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={p === period}
          onClick={() => onChange(p)}
          className={cn(
            'min-h-10 cursor-pointer rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:text-slate-900',
            'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-hidden',
            p === period && 'bg-white text-slate-900 shadow-sm',
          )}
        >
          {periodLabels[p].button}
        </button>
      ))}
    </div>
  );
}
