import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, databaseUnavailable, internalError, payloadTooLarge } from '../errors.ts';
import type { AppEnv } from './app-env.ts';

// node-postgres connection failures, and PostgreSQL's "cannot connect now" / "admin shutdown".
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
]);

// node-postgres's own wording; 'is not queryable': a connection the server dropped between two
// statements of a transaction.
const DOWN_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|is not queryable/i;

function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  if (e?.code && DATABASE_DOWN.has(e.code)) return true;
  if (DOWN_MESSAGE.test(e?.message ?? '')) return true;
  return e?.cause !== undefined && isDatabaseDown(e.cause);
}

/** PostgreSQL's class 22, data exception: an input it cannot read, not a fault of ours. */
function isDataException(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown };
  if (typeof e?.code === 'string' && e.code.startsWith('22')) return true;
  return e?.cause !== undefined && isDataException(e.cause);
}

/** Turns any thrown error into the JSON error shape; unexpected ones are logged, never leaked. */
export const errorHandler: ErrorHandler<AppEnv> = (err, c) => {
  let appError: AppError;
  if (err instanceof AppError) {
    appError = err;
  } else if (err instanceof HTTPException && err.status === 413) {
    appError = payloadTooLarge();
  } else if (err instanceof HTTPException && err.status < 500) {
    appError = new AppError(
      err.status,
      `HTTP_${err.status}`,
      err.message || 'Requisição inválida.',
    );
  } else if (isDataException(err)) {
    // PostgreSQL refused a value the validation let through (a date that does not exist).
    appError = new AppError(400, 'VALIDATION_ERROR', 'Valor inválido. Confira e tente novamente.');
  } else if (isDatabaseDown(err)) {
    c.get('log')?.error({ err }, 'database unavailable');
    appError = databaseUnavailable();
  } else {
    c.get('log')?.error({ err }, 'unexpected error');
    appError = internalError();
  }
  return c.json(appError.toBody(), appError.status);
};
