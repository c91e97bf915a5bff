import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  default: 'border-transparent bg-brand-700 text-white',
  secondary: 'border-transparent bg-slate-100 text-slate-800',
  outline: 'border-slate-300 text-slate-800',
  destructive: 'border-transparent bg-red-100 text-red-800',
  success: 'border-transparent bg-brand-100 text-brand-900',
  warning: 'border-transparent bg-amber-100 text-amber-900',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      data-slot="badge"
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
