import { z } from 'zod';
import { AI_FIELD_MAX, type ObjectionRequest, type ObjectionResponse } from './ai.ts';

// The zod schemas of the AI requests and answers; ai.ts keeps the types and limits free of zod
// for the client.

export const scriptRequestSchema = z.object({
  productId: z.uuid('Selecione um produto.'),
});

const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(AI_FIELD_MAX, `No máximo ${AI_FIELD_MAX} caracteres.`);

export const objectionRequestSchema: z.ZodType<ObjectionRequest, unknown> = z.object({
  productId: z.uuid('Selecione um produto.'),
  customerNeeds: required('Por favor, preencha todos os campos.'),
  objection: required('Por favor, preencha todos os campos.'),
});

/**
 * What a provider must answer for an objection: exactly five titled responses. What each says is
 * judged one by one afterwards, so one empty or overlong answer does not sink the other four.
 */
export const objectionResponsesSchema: z.ZodType<{ responses: ObjectionResponse[] }, unknown> =
  z.object({
    responses: z
      .array(z.object({ title: z.string().trim(), content: z.string().trim() }))
      .length(5),
  });
