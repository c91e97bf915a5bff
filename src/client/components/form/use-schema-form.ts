import { useCallback, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Toast } from '#shared/messages.ts';
import { errorToast, type ErrorToasts } from '../../lib/error-toast.ts';
import { notify } from '../../lib/notify.ts';

export interface SchemaFormOptions<Values extends FieldValues, Parsed> {
  /**
   * The shared schema the server validates the same request with, loaded when the member first
   * enters a field (or submits): zod is not needed to show a form.
   */
  schema: () => Promise<z.ZodType<Parsed, unknown>>;
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

/** Runs `load` once and keeps its promise; after a failure (a chunk that did not arrive), again. */
function retryingOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= load().catch((err: unknown) => {
      promise = undefined;
      throw err;
    }));
}

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
  // Made once per form: the schema's loader is the same on every render.
  const [loadResolver] = useState(() =>
    retryingOnce(() =>
      Promise.all([import('./schema-resolver.ts'), schema()]).then(([{ schemaResolver }, loaded]) =>
        schemaResolver<Values, Parsed>(loaded),
      ),
    ),
  );
  const form = useForm<Values, unknown, Parsed>({
    resolver: async (values, context, options) => (await loadResolver())(values, context, options),
    defaultValues,
    shouldFocusError: true,
  });
  const inFlight = useRef(false);

  const submit = (event?: React.BaseSyntheticEvent) =>
    void form
      .handleSubmit(
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
      )(event)
      .catch((err: unknown) => notify.error(errorToast(err, failureToasts)));

  // The schema is asked for as soon as the member enters a field: it is in before they submit.
  const { register: registerField } = form;
  const register = useCallback<typeof registerField>(
    (name, fieldOptions) => ({
      ...registerField(name, fieldOptions),
      onFocus: () => void loadResolver().catch(() => {}),
    }),
    [registerField, loadResolver],
  );

  return { ...form, register, submit, busy: form.formState.isSubmitting };
}
