import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody, ApiErrorCode } from '#shared/api-error.ts';

/** The one typed application error: code, HTTP status, pt-BR message, optional field. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ApiErrorCode;
  readonly field: string | undefined;

  constructor(status: ContentfulStatusCode, code: ApiErrorCode, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
      },
    };
  }
}

export const notFound = () =>
  new AppError(404, 'NOT_FOUND', 'Não encontrado. Verifique o endereço e tente novamente.');

export const payloadTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'O conteúdo enviado é grande demais.');

export const internalError = () =>
  new AppError(
    500,
    'INTERNAL_ERROR',
    'Algo deu errado do nosso lado. Tente novamente em alguns instantes.',
  );

export const databaseUnavailable = () =>
  new AppError(
    503,
    'DATABASE_UNAVAILABLE',
    'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
  );
