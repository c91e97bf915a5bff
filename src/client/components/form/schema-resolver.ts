// The validation half of the form layer: zod, its resolver and its pt-BR messages, loaded apart
// from the form (see useSchemaForm), so a page with a form does not evaluate zod to show it.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
// eslint-disable-next-line no-restricted-imports -- this module is the one useSchemaForm loads lazily
import { ptBRErrors } from '#shared/zod-pt-br.ts';

export function schemaResolver<Values extends FieldValues, Parsed>(
  schema: z.ZodType<Parsed, unknown>,
): Resolver<Values, unknown, Parsed> {
  // The shared schemas take unknown input (a request body); here it is the form's values.
  return zodResolver<Values, unknown, Parsed>(schema as z.ZodType<Parsed, Values>, {
    error: ptBRErrors,
  });
}
