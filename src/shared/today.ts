import { z } from 'zod';
import type { Phase } from './customers.ts';
import type { scriptStages } from './script-format.ts';

export type ScriptStageName = (typeof scriptStages)[number];

/** The script stage whose message fits a customer in each phase. */
export const stageForPhase: Record<Phase, ScriptStageName> = {
  prospect: 'Abertura',
  contacted: 'Diagnóstico',
  interested: 'Apresentação do pitch',
  proposal: 'Fechamento',
  closed: 'Follow-up',
  lost: 'Follow-up',
};

/** A follow-up due today or overdue, with the message to send (GET /api/today). */
export interface DueFollowUp {
  id: string;
  nome: string;
  telefone: string | null;
  /** The phone's international digits for a wa.me link; null when it is not a valid number. */
  whatsapp: string | null;
  fase: Phase;
  proximo_contato: string;
  /** 0 for today, 3 for three days late. */
  daysLate: number;
  stage: ScriptStageName;
  /** `{nome}` already filled with the customer's first name. */
  message: string;
  /** script: from the member's latest script for the customer's product; offline: written now. */
  source: 'script' | 'offline';
}

export interface TodayAnswer {
  followUps: DueFollowUp[];
}

/** PATCH /api/customers/:id/next-contact */
export const nextContactSchema = z.object({ proximo_contato: z.iso.date().nullable() });
