import type { ApiErrorBody } from '#shared/api-error.ts';

/** An /api error as the server described it (code, pt-BR message, optional field). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, body: Partial<ApiErrorBody> | undefined) {
    super(body?.error?.message ?? 'Não foi possível falar com o servidor. Tente novamente.');
    this.status = status;
    this.code = body?.error?.code ?? 'NETWORK_ERROR';
    this.field = body?.error?.field;
  }
}

/** The one fetch wrapper for /api: JSON in, JSON out, errors as ApiError. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (res.status === 204) return undefined as T;
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new ApiError(res.status, body as ApiErrorBody | undefined);
  return body as T;
}
