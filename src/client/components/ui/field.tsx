import type * as React from 'react';
import { useId } from 'react';
import { charLimit, CharLimit } from '../form/char-limit.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { Textarea } from './textarea.tsx';

/** A field's maximum length and its current text, for the counter and the too-long message. */
export interface FieldLimit {
  max: number;
  value: string | null | undefined;
  /** The counter only near the limit (see charLimit). */
  quiet?: boolean;
}

/** What a field's control is told by its frame: its id and the ARIA the frame adds. */
interface Described {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
}

type FrameProps = {
  label: string;
  hint?: React.ReactNode;
  limit?: FieldLimit | undefined;
  /** A message under the field that marks it invalid ('Informe o email.'). */
  error?: React.ReactNode;
};

type CallerAria = Pick<React.AriaAttributes, 'aria-describedby' | 'aria-invalid'>;

/**
 * Label, control, hint, the counter when the field has a limit, and the error. A caller's own
 * aria-describedby is kept beside the frame's. `render` draws the control from the caller's
 * other props and what the frame adds.
 */
function FieldFrame<P extends CallerAria>({
  label,
  hint,
  limit,
  error,
  'aria-describedby': callerDescribedBy,
  'aria-invalid': callerInvalid,
  render,
  ...control
}: P & FrameProps & { render: (props: Omit<P, keyof CallerAria> & Described) => React.ReactNode }) {
  const id = useId();
  const counted = limit && charLimit(id, limit.value, limit.max, limit.quiet);
  const describedBy =
    [
      hint && `${id}-hint`,
      counted?.control['aria-describedby'],
      callerDescribedBy,
      error && `${id}-error`,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {render({
        ...(control as unknown as Omit<P, keyof CallerAria>),
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : (callerInvalid ?? counted?.control['aria-invalid']),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {counted && <CharLimit limit={counted} />}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled input: the label is tied to the field for screen readers and taps. With a
 * `limit`, a counter and a message when over it; the text is never cut.
 */
export function TextField(props: React.ComponentProps<typeof Input> & FrameProps) {
  return <FieldFrame {...props} render={(control) => <Input {...control} />} />;
}

/** TextField's multi-line twin. */
export function TextareaField(props: React.ComponentProps<typeof Textarea> & FrameProps) {
  return <FieldFrame {...props} render={(control) => <Textarea {...control} />} />;
}

/** The email field of the sign-in screens: the right keyboard and autofill on a phone. */
export function EmailField(props: Omit<React.ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A customer's phone (WhatsApp): the phone keypad, and a number of the right shape as example. */
export function PhoneField(props: Omit<React.ComponentProps<typeof TextField>, 'type'>) {
  return <TextField type="tel" inputMode="tel" placeholder="(11) 98765-4321" {...props} />;
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
