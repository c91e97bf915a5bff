import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClasses } from './input.tsx';
import { Label } from './label.tsx';

export interface Option {
  value: string;
  label: string;
}

/**
 * A labelled choice on the platform's own <select>: the phone's native picker on touch, and
 * nothing to load or hydrate (the custom Select weighs 15 KB). With a placeholder and no value,
 * the placeholder shows and cannot be picked back.
 */
export function NativeSelect({
  label,
  value,
  options,
  onChange,
  placeholder,
  disabled,
  describedBy,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The id of a note about the choice, read with it. */
  describedBy?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          aria-describedby={describedBy}
          className={cn(fieldClasses, 'h-11 cursor-pointer appearance-none py-2 pr-9')}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
          aria-hidden
        />
      </div>
    </div>
  );
}
