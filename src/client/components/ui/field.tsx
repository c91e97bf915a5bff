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

/** The email field of the sign-in screens: the right keyboard and autofill on a phone. */
export function EmailField(props: Omit<React.ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A secondary action that reads as a link ('Esqueceu sua senha?', 'Voltar ao login'). */
export function TextButton(props: React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="justify-self-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      {...props}
    />
  );
}
