import { USAGE_DAYS } from '../constants.ts';
import { cn } from '../../lib/cn.ts';

export type UsageDays = (typeof USAGE_DAYS)[number];

/** 7 / 30 / 90 dias, as a segmented control of toggle buttons. */
export function PeriodPicker({
  days,
  onChange,
}: {
  days: UsageDays;
  onChange: (days: UsageDays) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Período"
      className="inline-flex w-fit gap-1 rounded-lg bg-slate-100 p-1"
    >
      {USAGE_DAYS.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={d === days}
          onClick={() => onChange(d)}
          className={cn(
            'min-h-10 cursor-pointer rounded-md px-3 text-sm font-medium text-slate-700 transition-colors hover:text-slate-900',
            'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-hidden',
            d === days && 'bg-white text-slate-900 shadow-sm',
          )}
        >
          {d} dias
        </button>
      ))}
    </div>
  );
}
