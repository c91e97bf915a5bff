import type { ApiErrorBody, ApiErrorCode } from '#shared/api-error.ts';

/** An /api error as the server described it (code, pt-BR message, optional field). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;

  /** `body` is what the server sent, read as our error shape without trusting it. */
  constructor(
    status: number,
    body: { error?: Partial<Record<keyof ApiErrorBody['error'], string>> } | undefined,
  ) {
    super(body?.error?.message ?? 'Não foi possível falar com o servidor. Tente novamente.');
    this.status = status;
    this.code = (body?.error?.code as ApiErrorCode | undefined) ?? 'NETWORK_ERROR';
    this.field = body?.error?.field;
  }
}

/** The call was aborted by its signal, e.g. `AbortSignal.timeout(ms)`. */
export class TimeoutError extends Error {}

let onAuthFailure: (() => void) | undefined;
let send: typeof fetch = (input, init) => fetch(input, init);

/** The server's render of a page answers the app's calls in-process, as the member. */
export function setApiFetch(fetcher: typeof fetch) {
  send = fetcher;
}

/**
 * Called when any data call finds the session gone (401) or the membership inactive (403
 * MEMBERSHIP_INACTIVE): the app re-reads the session, and the guard sends the user to /auth
 * or the suspended screen.
 */
export function setAuthFailureHandler(handler: () => void) {
  onAuthFailure = handler;
}

/** The one fetch wrapper for /api: JSON (or a FormData) in, JSON out, errors as ApiError. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  // A FormData's multipart type and boundary are the browser's to write.
  const json = init.body !== undefined && !(init.body instanceof FormData);
  if (json && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  let res: Response;
  try {
    res = await send(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    if (init.signal?.aborted) throw new TimeoutError();
    throw new ApiError(0, undefined);
  }
  if (res.status === 204) return undefined as T;
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = new ApiError(res.status, body as ApiErrorBody | undefined);
    const dataCall = !path.startsWith('/api/auth/') && path !== '/api/me';
    if (dataCall && (error.status === 401 || error.code === 'MEMBERSHIP_INACTIVE'))
      onAuthFailure?.();
    throw error;
  }
  return body as T;
}
