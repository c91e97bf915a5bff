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

/**
 * Who wrote an answer the member reads: 'ai' for the configured engine (the offline engine too,
 * when no provider is configured), 'offline' for the offline writer standing in for a provider
 * that failed or whose answer did not pass the review.
 */
export type AnswerSource = 'ai' | 'offline';

/** An answer as POST /api/objections gives it, saying who wrote it. */
export interface SourcedAnswer extends ObjectionResponse {
  source: AnswerSource;
}

export interface ObjectionResult {
  responses: SourcedAnswer[];
  /** 'offline' when every answer is the offline writer's in place of the provider's (still counts). */
  mode: AnswerSource;
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
  replies: QuotaUsage;
  /** Minutes of customers' voice notes transcribed (each note counts its minutes, rounded up). */
  audioMinutes: QuotaUsage;
  /** Campaign messages written by the AI provider (past it, the offline writer writes them). */
  campaignMessages: QuotaUsage;
}

/** The lines of POST /api/scripts' NDJSON stream. */
export type ScriptStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'done'; script: SavedScript }
  | { type: 'error'; error: { code: ApiErrorCode; message: string } };
