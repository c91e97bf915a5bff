import type * as React from 'react';
import { useId } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Loading indicator announced politely to screen readers (role="status"). */
export function Spinner({
  className,
  label = 'Carregando...',
  ...props
}: React.ComponentProps<'span'> & { label?: string }) {
  const labelId = useId();
  return (
    <span
      role="status"
      aria-labelledby={labelId}
      data-slot="spinner"
      className={cn('inline-flex items-center text-brand-700', className)}
      {...props}
    >
      <LoaderCircleIcon
        aria-hidden="true"
        className="size-5 animate-spin motion-reduce:animate-none"
      />
      <span id={labelId} className="sr-only">
        {label}
      </span>
    </span>
  );
}
