import { Search } from 'lucide-react';
import type * as React from 'react';
import { Input } from './input.tsx';
import { cn } from '../../lib/cn.ts';

type SearchFieldProps = Omit<React.ComponentProps<'input'>, 'type' | 'onChange'> & {
  onValueChange: (text: string) => void;
};

/** A search box with its magnifier; `className` sizes the box, the rest goes to the input. */
export function SearchField({ className, onValueChange, ...props }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
        aria-hidden
      />
      <Input
        type="search"
        onChange={(e) => onValueChange(e.target.value)}
        className="pl-9"
        {...props}
      />
    </div>
  );
}
