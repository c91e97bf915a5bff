import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { authMessages, type Toast } from '#shared/messages.ts';
import { useSchemaForm } from '../components/form/use-schema-form.ts';
import { notify } from '../lib/notify.ts';
import { authFailureToasts, authInvalidToast } from './auth-toasts.ts';

/** The sign-in schemas: objects of text fields. */
type AuthSchema = z.ZodObject<Record<string, z.ZodString>>;
type AuthValues<S extends AuthSchema> = Record<keyof S['shape'] & string, string>;

interface AuthFormOptions<S extends AuthSchema> {
  /** The schema, from `#shared/auth-schema.ts` imported when the form needs it. */
  schema: () => Promise<S>;
  /** The form's fields, in its order: each starts empty unless given in `initial`. */
  fields: ReadonlyArray<keyof S['shape'] & string>;
  /** Values to start with; every other field starts empty. */
  initial?: Partial<AuthValues<S>>;
  /** The toast for a blank field; default 'Por favor, preencha todos os campos.'. */
  required?: Toast;
  /** The title of the toast for a failed call ('Erro no login'). */
  failure: { title: string };
  /** The call; its failure is a toast (see authFailureToasts) unless onFailure answers it. */
  send: (parsed: z.output<S>) => Promise<unknown>;
  /** Shown once the call succeeds, before `then`. */
  success: Toast;
  /** What follows a success (a redirect, a cleared form); the form stays busy until it ends. */
  then?: (parsed: z.output<S>) => void | Promise<void>;
  onFailure?: (err: unknown, parsed: z.output<S>) => boolean;
}

/** useSchemaForm for the sign-in screens: their toasts, and a call, a toast, what follows. */
export function useAuthForm<S extends AuthSchema>({
  schema,
  fields,
  initial,
  required = authMessages.requiredAll,
  failure,
  send,
  success,
  then,
  onFailure,
}: AuthFormOptions<S>) {
  const blank = Object.fromEntries(fields.map((name) => [name, '']));
  return useSchemaForm<AuthValues<S>, z.output<S>>({
    // A ZodObject is a ZodType of its output, though TypeScript does not see it for any S.
    schema: schema as unknown as () => Promise<z.ZodType<z.output<S>, unknown>>,
    defaultValues: { ...blank, ...initial } as DefaultValues<AuthValues<S>>,
    invalidToast: authInvalidToast(required, failure),
    failureToasts: authFailureToasts(failure),
    send: async (parsed) => {
      await send(parsed);
      notify.success(success);
      await then?.(parsed);
    },
    onFailure,
  });
}
