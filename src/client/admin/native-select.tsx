import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { fieldClasses } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { cn } from '../lib/cn.ts';

export interface Option {
  value: string;
  label: string;
}

/**
 * A labelled filter on the platform's own <select>: the phone's native picker on touch, and
 * lighter than the custom Select, which would add its weight to every console section.
 */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
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
          className={cn(fieldClasses, 'h-11 cursor-pointer appearance-none py-2 pr-9')}
        >
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
