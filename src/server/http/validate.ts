import type { Context } from 'hono';
import type { z } from 'zod';
import { ptBRErrors } from '#shared/zod-pt-br.ts';
import { AppError } from '../errors.ts';

const MAX_DEPTH = 32;

export const tooDeep = () =>
  new AppError(400, 'INVALID_JSON', 'O corpo da requisição tem níveis demais.');

export const invalidJson = () =>
  new AppError(400, 'INVALID_JSON', 'O corpo da requisição não é um JSON válido.');

/**
 * JSON text parsed once a linear scan has found it nested at most MAX_DEPTH deep: JSON.parse
 * copes with any depth, but JSON.stringify (drizzle's jsonb, the logger) and PostgreSQL do not,
 * and a RangeError there is a 500. Refused bodies are 400s, `tooDeep` or `invalidJson`.
 */
export function parseJson(text: string): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > MAX_DEPTH) throw tooDeep();
    } else if (char === '}' || char === ']') depth--;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}

/** PostgreSQL text cannot hold U+0000: such text is refused at the door, naming the field. */
export function findNulText(body: unknown): string[] | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object') {
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
  return parseWith(parseJson(await c.req.text()), schema);
}

/** Parses a query string with a shared zod schema; a bad value is a 400 naming the parameter. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(c.req.query(), schema);
}
