import { cn } from '../../lib/cn.ts';

/**
 * A segmented control of toggle buttons (aria-pressed), one of them on: a period, a range.
 * Radix's ToggleGroup would bring roving focus the three-button rows here do not need.
 */
export function ToggleGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex w-fit gap-1 rounded-lg bg-slate-100 p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-10 cursor-pointer rounded-md px-3 text-sm font-medium transition-colors hover:text-slate-900',
            'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-hidden',
            option.value === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The period a screen's figures cover: 'Período', its options as toggle buttons. */
export function PeriodPicker<T extends string | number>(
  props: Omit<React.ComponentProps<typeof ToggleGroup<T>>, 'label'>,
) {
  return <ToggleGroup label="Período" {...props} />;
}
