import { useCallback, useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Toast } from '#shared/messages.ts';
import { ApiError } from '../../lib/api.ts';
import { errorToast, type ErrorToasts } from '../../lib/error-toast.ts';
import { notify } from '../../lib/notify.ts';

export interface SchemaFormOptions<Values extends FieldValues, Parsed> {
  /**
   * The shared schema the server validates the same request with, loaded when the member first
   * enters a field (or submits): zod is not needed to show a form.
   */
  schema: () => Promise<z.ZodType<Parsed, unknown>>;
  defaultValues: DefaultValues<Values>;
  /**
   * The toast for the first problem; the schema's order is the order the member is told in.
   * null when the form shows that problem itself (its field's `error`, or the limit's message
   * under a field too long): no toast for it, the next problem's is shown if it has one.
   */
  invalidToast: (field: string, message: string) => Toast | null;
  /** Sends the parsed values; throws when the call fails. */
  send: (parsed: Parsed) => Promise<void>;
  /** The screen's toasts for a failed call (see errorToast). */
  failureToasts: ErrorToasts;
  /**
   * For a failure the screen answers in its own way (a toast with an action, another form):
   * returns true when it has, and errorToast's toast is not shown.
   */
  onFailure?: (err: unknown, parsed: Parsed) => boolean;
  /**
   * A refusal naming one of the form's fields (the `field` of the error body) is set on that
   * field and focuses it, for the form to show under it (formState.errors), rather than a toast.
   */
  serverErrorsOnFields?: boolean;
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

/** The toast of the first problem that has one. */
function firstToast(
  errors: FieldErrors,
  invalidToast: (field: string, message: string) => Toast | null,
): Toast | null {
  for (const [field, error] of Object.entries(errors)) {
    const toast = typeof error?.message === 'string' ? invalidToast(field, error.message) : null;
    if (toast) return toast;
  }
  return null;
}

/**
 * The one form layer: react-hook-form with the shared zod schema as its resolver. Checks run
 * on submit; the first problem is a toast (or shown by the form under its field, see
 * invalidToast) and its field gets the focus; the call's failure is a toast chosen by
 * errorToast; a submit while one is in flight is ignored.
 */
export function useSchemaForm<Values extends FieldValues, Parsed>(
  options: SchemaFormOptions<Values, Parsed>,
): SchemaForm<Values, Parsed> {
  const { schema, defaultValues, invalidToast, send, failureToasts, onFailure } = options;
  const { serverErrorsOnFields = false } = options;
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
    // Checked again at the next submit, not while the member types.
    reValidateMode: 'onSubmit',
  });
  const inFlight = useRef(false);

  /** Sets a refusal naming one of the form's fields on it; false for any other failure. */
  const onField = (err: unknown) => {
    if (!(err instanceof ApiError) || !err.field || !(err.field in form.getValues())) return false;
    form.setError(
      err.field as Path<Values>,
      { type: 'server', message: err.message },
      { shouldFocus: true },
    );
    return true;
  };

  const submit = (event?: React.BaseSyntheticEvent) =>
    void form
      .handleSubmit(
        async (parsed) => {
          if (inFlight.current) return;
          inFlight.current = true;
          try {
            await send(parsed);
          } catch (err) {
            if (serverErrorsOnFields && onField(err)) return;
            if (!onFailure?.(err, parsed)) notify.error(errorToast(err, failureToasts));
          } finally {
            inFlight.current = false;
          }
        },
        (errors) => {
          const toast = inFlight.current ? null : firstToast(errors, invalidToast);
          if (toast) notify.error(toast);
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
