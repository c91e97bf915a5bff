import type { Context } from 'hono';
import { z } from 'zod';
import { AppError } from '../errors.ts';

const ptBR = z.locales.ptBR().localeError;

export const invalidJson = () =>
  new AppError(400, 'INVALID_JSON', 'O corpo da requisição não é um JSON válido.');

/**
 * Parses the JSON body with a shared zod schema. The first problem becomes a 400 naming the
 * field: the schema's own pt-BR message where it has one, zod's pt-BR default otherwise.
 */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body: unknown = await c.req.json().catch(() => {
    throw invalidJson();
  });
  const result = schema.safeParse(body, { error: ptBR });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  throw new AppError(400, 'VALIDATION_ERROR', issue.message, field);
}
