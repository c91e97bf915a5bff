import type { ApiErrorCode } from '#shared/api-error.ts';
import type { Toast } from '#shared/messages.ts';
import { ApiError, TimeoutError } from './api.ts';

/** The toasts a screen has for a failed call; errorToast picks one. */
export interface ErrorToasts {
  /** The screen's own toast: shown when the server could not be reached or failed (5xx). */
  fallback: Toast;
  /** How the screen words a refusal (4xx) in the server's words; default: its title over them. */
  withMessage?: (message: string) => Toast;
  /** The screen's toast for the codes it names, in place of the server's message. */
  codes?: Partial<Record<ApiErrorCode, Toast>>;
  /** The call gave up waiting (an AbortSignal.timeout). */
  timeout?: Toast;
  /** The browser is offline: what the screen kept, and what to do when the connection is back. */
  offline?: Toast;
}

const OFFLINE: Toast = {
  title: 'Você está sem internet',
  description: 'Confira a conexão e tente de novo quando ela voltar.',
};

const offlineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The one rule for the toast of a failed call: a code the screen names gets the screen's
 * toast; any other refusal (4xx) shows the server's pt-BR message, which says what to fix;
 * no answer or a server failure (5xx) shows the screen's own fallback, since the server's
 * generic 'Algo deu errado' would tell the member less.
 */
export function errorToast(err: unknown, toasts: ErrorToasts): Toast {
  if (err instanceof TimeoutError) return toasts.timeout ?? toasts.fallback;
  if (!(err instanceof ApiError)) return toasts.fallback;
  if (err.status === 0 && offlineNow()) return toasts.offline ?? OFFLINE;
  const named = toasts.codes?.[err.code];
  if (named) return named;
  if (err.status === 0 || err.status >= 500) return toasts.fallback;
  return toasts.withMessage
    ? toasts.withMessage(err.message)
    : { title: toasts.fallback.title, description: err.message };
}
