import type { Context } from 'hono';
import { AppError } from '../errors.ts';
import { findNulText, invalidJson, invalidText, parseJson } from '../http/validate.ts';

type FieldType = 'string' | 'boolean';
export type AuthBody = Record<string, string | boolean | undefined>;

export const unsupportedMediaType = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envie os dados em formato JSON.');

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * The body of an /api/auth request, read once by us: JSON only (a form body would be read one
 * way by our limits and another by Better Auth), U+0000 refused, and only the fields that
 * endpoint takes, each of its type. What Better Auth receives is rebuilt from this object.
 */
export async function readAuthBody(
  c: Context,
  fields: Record<string, FieldType>,
): Promise<AuthBody> {
  const text = await c.req.text();
  const contentType = c.req.header('content-type');
  if ((text !== '' || contentType) && !isJson(contentType)) throw unsupportedMediaType();
  const parsed = text.trim() === '' ? {} : parseJson(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidJson();
  const nul = findNulText(parsed);
  if (nul) throw invalidText(nul);

  const body: AuthBody = {};
  for (const [name, type] of Object.entries(fields)) {
    const value = (parsed as Record<string, unknown>)[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== type) {
      throw new AppError(400, 'VALIDATION_ERROR', 'Por favor, preencha todos os campos.', name);
    }
    body[name] = value as string | boolean;
  }
  return body;
}

/** The same request (to `url`, by default its own), with the body we read and nothing else. */
export function rebuiltRequest(req: Request, body: AuthBody, url = req.url): Request {
  const headers = new Headers(req.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Request(url, { method: req.method, headers, body: JSON.stringify(body) });
}
