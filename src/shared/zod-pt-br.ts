import { ptBR } from 'zod/locales';

/**
 * zod's pt-BR messages, for the issues a schema gives no message of its own: passed to every
 * parse whose errors a member may read (request bodies, import rows, forms).
 */
export const ptBRErrors = ptBR().localeError;
