import type { Context } from 'hono';
import type { z } from 'zod';
import { ptBRErrors } from '#shared/zod-pt-br.ts';
import { AppError } from '../errors.ts';

const MAX_DEPTH = 32;

export const tooDeep = () =>
  new AppError(400, 'INVALID_JSON', 'O corpo da requisição tem níveis demais.');

/**
 * PostgreSQL text cannot hold U+0000: such text is refused at the door, naming the field.
 * Walks the body without recursion; nesting deeper than any form needs is refused too.
 */
export function findNulText(body: unknown): string[] | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object') {
      if (path.length >= MAX_DEPTH) throw tooDeep();
      for (const [key, item] of Object.entries(value))
        stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

export const invalidText = (field: string[]) =>
  new AppError(
    400,
    'INVALID_TEXT',
    'O texto tem um caractere inválido. Apague e digite de novo.',
    field.join('.') || undefined,
  );

export const invalidJson = () =>
  new AppError(400, 'INVALID_JSON', 'O corpo da requisição não é um JSON válido.');

/**
 * What a shared zod schema reads from a body or a query. The first problem becomes a 400 naming
 * the field: the schema's own pt-BR message where it has one, zod's pt-BR default otherwise.
 */
function parseWith<S extends z.ZodType>(input: unknown, schema: S): z.infer<S> {
  const nul = findNulText(input);
  if (nul) throw invalidText(nul);
  const result = schema.safeParse(input, { error: ptBRErrors });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  throw new AppError(400, 'VALIDATION_ERROR', issue.message, field);
}

/** Parses the JSON body with a shared zod schema (see parseWith). */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body: unknown = await c.req.json().catch(() => {
    throw invalidJson();
  });
  return parseWith(body, schema);
}

/** Parses a query string with a shared zod schema; a bad value is a 400 naming the parameter. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(c.req.query(), schema);
}
