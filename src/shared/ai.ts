import { z } from 'zod';
import type { ApiErrorCode } from './api-error.ts';

export const AI_FIELD_MAX = 500;

export const scriptRequestSchema = z.object({
  productId: z.uuid('Selecione um produto.'),
});

const required = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(AI_FIELD_MAX, `No máximo ${AI_FIELD_MAX} caracteres.`);

export const objectionRequestSchema = z.object({
  productId: z.uuid('Selecione um produto.'),
  customerNeeds: required('Por favor, preencha todos os campos.'),
  objection: required('Por favor, preencha todos os campos.'),
});
export type ObjectionRequest = z.infer<typeof objectionRequestSchema>;

/** What any engine must answer for an objection: exactly five titled responses. */
export const objectionResponsesSchema = z.object({
  responses: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(120),
        content: z.string().trim().min(1).max(1500),
      }),
    )
    .length(5),
});
export type ObjectionResponse = z.infer<typeof objectionResponsesSchema>['responses'][number];

export interface ObjectionResult {
  responses: ObjectionResponse[];
  /** 'offline' when the provider failed and the built-in answers were used (still counts). */
  mode: 'ai' | 'offline';
}

export interface SavedScript {
  id: string;
  produto_id: string | null;
  produto_nome: string | null;
  script_content: string;
  created_at: string;
}

export interface QuotaUsage {
  used: number;
  limit: number;
  remaining: number;
}

/** GET /api/limits */
export interface Limits {
  date: string;
  scripts: QuotaUsage;
  objections: QuotaUsage;
}

/** The lines of POST /api/scripts' NDJSON stream. */
export type ScriptStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; script: SavedScript }
  | { type: 'error'; error: { code: ApiErrorCode; message: string } };
