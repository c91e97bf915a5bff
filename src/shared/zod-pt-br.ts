import type { z } from 'zod';
import { ptBR } from 'zod/locales';
import { tooLongMessage } from './text-limit.ts';

const locale = ptBR().localeError;

/**
 * zod's pt-BR messages, for the issues a schema gives no message of its own: passed to every
 * parse whose errors a member may read (request bodies, import rows, forms). A text too long
 * says the limit and how many characters were typed, as the form's field does.
 */
export const ptBRErrors: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'too_big' && issue.origin === 'string' && typeof issue.input === 'string'
    ? tooLongMessage(Number(issue.maximum), issue.input.length)
    : locale(issue);
