import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ProductField as Field } from '#shared/products.ts';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { cn } from '../lib/cn.ts';
import { fieldGuide } from './field-guide.ts';

/** The counter turns red within 10 characters of the limit. */
export const NEAR_LIMIT = 10;

/** One diagnosis question: label, hint, good and bad example, the field and its counter. */
export function ProductField({
  field,
  number,
  registration,
  length,
  disabled,
}: {
  field: Field;
  /** Its number among the diagnosis questions, if it is one. */
  number?: number | undefined;
  /** The form's binding of this field. */
  registration: UseFormRegisterReturn;
  /** How many characters it holds, for the counter. */
  length: number;
  disabled: boolean;
}) {
  const id = useId();
  const guide = fieldGuide[field.name];
  const nearLimit = length >= field.max - NEAR_LIMIT;
  const Control = field.max >= 200 ? Textarea : Input;
  // On a phone the keyboard covers the lower half: bring the field being typed into view.
  const reveal = (event: React.FocusEvent<HTMLElement>) => {
    const target = event.currentTarget;
    setTimeout(() => target.scrollIntoView?.({ block: 'center', behavior: 'smooth' }), 300);
  };

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
        maxLength={field.max}
        placeholder={guide.placeholder}
        disabled={disabled}
        rows={3}
        aria-describedby={`${id}-hint ${id}-count`}
      />
      <div className="flex items-start justify-between gap-3">
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-brand-700">Ver exemplos</summary>
          <p className="mt-1">
            <span className="font-semibold text-brand-800">Bom:</span> {guide.good}
          </p>
          <p className="mt-1">
            <span className="font-semibold text-red-800">Evite:</span> {guide.bad}
          </p>
        </details>
        <span
          id={`${id}-count`}
          data-testid={`counter-${field.name}`}
          data-near-limit={nearLimit}
          className={cn(
            'shrink-0 text-sm tabular-nums',
            nearLimit ? 'font-semibold text-red-700' : 'text-slate-600',
          )}
        >
          {length}/{field.max}
        </span>
      </div>
    </div>
  );
}
