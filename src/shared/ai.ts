import type { ApiErrorCode } from './api-error.ts';

/** The most a member may write in each text field of the objection breaker. */
export const AI_FIELD_MAX = 500;

/** POST /api/objections (ai-schema.ts validates it). */
export interface ObjectionRequest {
  productId: string;
  customerNeeds: string;
  objection: string;
}

/** One of the five answers to an objection. */
export interface ObjectionResponse {
  title: string;
  content: string;
}

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
