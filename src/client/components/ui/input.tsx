import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

/** Shared look of text fields (input, textarea, select trigger). */
export const fieldClasses = [
  'w-full min-w-0 rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900 md:text-sm',
  'placeholder:text-slate-500',
  'focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-hidden',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-60',
  'aria-invalid:border-red-700 aria-invalid:focus-visible:ring-red-700',
].join(' ');

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClasses,
        'h-11 py-2 read-only:bg-slate-50 file:mr-3 file:border-0 file:bg-transparent file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
