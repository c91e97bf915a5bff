import type * as React from 'react';
import { useId } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

/** A labelled input: the label is tied to the field for screen readers and taps. */
export function TextField({
  label,
  hint,
  ...props
}: React.ComponentProps<typeof Input> & { label: string; hint?: React.ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
