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

type CallerAria = Pick<React.AriaAttributes, 'aria-describedby' | 'aria-invalid'>;

/**
 * Label, control, hint, and the counter when the field has a limit. The caller's own
 * aria-describedby (an error under the field) is kept beside the frame's.
 */
function FieldFrame({
  label,
  hint,
  limit,
  aria,
  children,
}: {
  label: string;
  hint?: React.ReactNode;
  limit?: FieldLimit | undefined;
  aria: CallerAria;
  children: (described: Described) => React.ReactNode;
}) {
  const id = useId();
  const counted = limit && charLimit(id, limit.value, limit.max, limit.quiet);
  const describedBy =
    [hint && `${id}-hint`, counted?.control['aria-describedby'], aria['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': aria['aria-invalid'] ?? counted?.control['aria-invalid'],
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {counted && <CharLimit limit={counted} />}
    </div>
  );
}

type FrameProps = { label: string; hint?: React.ReactNode; limit?: FieldLimit | undefined };

/**
 * A labelled input: the label is tied to the field for screen readers and taps. With a
 * `limit`, a counter and a message when over it; the text is never cut.
 */
export function TextField({
  label,
  hint,
  limit,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: React.ComponentProps<typeof Input> & FrameProps) {
  const aria = { 'aria-describedby': describedBy, 'aria-invalid': invalid };
  return (
    <FieldFrame label={label} hint={hint} limit={limit} aria={aria}>
      {(described) => <Input {...props} {...described} />}
    </FieldFrame>
  );
}

/** TextField's multi-line twin. */
export function TextareaField({
  label,
  hint,
  limit,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: React.ComponentProps<typeof Textarea> & FrameProps) {
  const aria = { 'aria-describedby': describedBy, 'aria-invalid': invalid };
  return (
    <FieldFrame label={label} hint={hint} limit={limit} aria={aria}>
      {(described) => <Textarea {...props} {...described} />}
    </FieldFrame>
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
