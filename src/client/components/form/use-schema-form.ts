import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Toast } from '#shared/messages.ts';
import { ptBRErrors } from '#shared/zod-pt-br.ts';
import { errorToast, type ErrorToasts } from '../../lib/error-toast.ts';
import { notify } from '../../lib/notify.ts';

export interface SchemaFormOptions<Values extends FieldValues, Parsed> {
  /** The shared schema the server validates the same request with. */
  schema: z.ZodType<Parsed, unknown>;
  defaultValues: DefaultValues<Values>;
  /** The toast for the first problem; the schema's order is the order the member is told in. */
  invalidToast: (field: string, message: string) => Toast;
  /** Sends the parsed values; throws when the call fails. */
  send: (parsed: Parsed) => Promise<void>;
  /** The screen's toasts for a failed call (see errorToast). */
  failureToasts: ErrorToasts;
  /**
   * For a failure the screen answers in its own way (a toast with an action, another form):
   * returns true when it has, and errorToast's toast is not shown.
   */
  onFailure?: (err: unknown, parsed: Parsed) => boolean;
}

export type SchemaForm<Values extends FieldValues, Parsed> = UseFormReturn<
  Values,
  unknown,
  Parsed
> & {
  /** For the form's onSubmit; never rejects (a failure is a toast). */
  submit: (event?: React.BaseSyntheticEvent) => void;
  busy: boolean;
};

function firstError(errors: FieldErrors): [string, string] | null {
  for (const [field, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string') return [field, error.message];
  }
  return null;
}

/**
 * The one form layer: react-hook-form with the shared zod schema as its resolver. Checks run
 * on submit; the first problem is a toast and its field gets the focus; the call's failure is
 * a toast chosen by errorToast; a submit while one is in flight is ignored.
 */
export function useSchemaForm<Values extends FieldValues, Parsed>(
  options: SchemaFormOptions<Values, Parsed>,
): SchemaForm<Values, Parsed> {
  const { schema, defaultValues, invalidToast, send, failureToasts, onFailure } = options;
  const form = useForm<Values, unknown, Parsed>({
    // The shared schemas take unknown input (a request body); here it is the form's values.
    resolver: zodResolver<Values, unknown, Parsed>(schema as z.ZodType<Parsed, Values>, {
      error: ptBRErrors,
    }),
    defaultValues,
    shouldFocusError: true,
  });
  const inFlight = useRef(false);

  const submit = (event?: React.BaseSyntheticEvent) =>
    void form.handleSubmit(
      async (parsed) => {
        if (inFlight.current) return;
        inFlight.current = true;
        try {
          await send(parsed);
        } catch (err) {
          if (!onFailure?.(err, parsed)) notify.error(errorToast(err, failureToasts));
        } finally {
          inFlight.current = false;
        }
      },
      (errors) => {
        const first = inFlight.current ? null : firstError(errors);
        if (first) notify.error(invalidToast(...first));
      },
    )(event);

  return { ...form, submit, busy: form.formState.isSubmitting };
}
