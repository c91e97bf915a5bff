import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { repurchaseCycleField, type ProductField as Field } from '#shared/products.ts';
import { charLimit, CharLimit } from '../components/form/char-limit.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { fieldGuide } from './field-guide.ts';

/** On a phone the keyboard covers the lower half: bring the field being typed into view. */
function reveal(event: React.FocusEvent<HTMLElement>) {
  const target = event.currentTarget;
  setTimeout(() => target.scrollIntoView?.({ block: 'center', behavior: 'smooth' }), 300);
}

/** One diagnosis question: label, hint, good and bad example, the field and its counter. */
export function ProductField({
  field,
  number,
  registration,
  value,
  disabled,
}: {
  field: Field;
  /** Its number among the diagnosis questions, if it is one. */
  number?: number | undefined;
  /** The form's binding of this field. */
  registration: UseFormRegisterReturn;
  /** What it holds, for the counter. */
  value: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const guide = fieldGuide[field.name];
  const limit = charLimit(id, value, field.max);
  const Control = field.max >= 200 ? Textarea : Input;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {number ? `${number}. ` : ''}
        {field.label}
        {field.required ? '' : ' (opcional)'}
      </Label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {guide.hint}
      </p>
      <Control
        id={id}
        {...registration}
        onFocus={reveal}
        placeholder={guide.placeholder}
        disabled={disabled}
        rows={3}
        aria-invalid={limit.control['aria-invalid']}
        aria-describedby={`${id}-hint ${limit.control['aria-describedby']!}`}
      />
      <CharLimit limit={limit} testId={`counter-${field.name}`}>
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-brand-700">Ver exemplos</summary>
          <p className="mt-1">
            <span className="font-semibold text-brand-800">Bom:</span> {guide.good}
          </p>
          <p className="mt-1">
            <span className="font-semibold text-red-800">Evite:</span> {guide.bad}
          </p>
        </details>
      </CharLimit>
    </div>
  );
}

/**
 * The repurchase cycle, in days: optional, typed as text on the number keypad; the shared
 * schema reads it (a problem is a toast, and marks the field until it is changed).
 */
export function RepurchaseCycleField({
  registration,
  invalid,
  disabled,
}: {
  registration: UseFormRegisterReturn;
  invalid: boolean;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{repurchaseCycleField.label}</Label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {repurchaseCycleField.hint}
      </p>
      <Input
        id={id}
        {...registration}
        onFocus={reveal}
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ex.: 30"
        disabled={disabled}
        className="sm:max-w-40"
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}
