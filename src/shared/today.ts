import type { DueAfterSaleStep } from './after-sale.ts';
import type { Phase } from './customers.ts';
import type { DueReactivation } from './reactivation.ts';
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
  /** An open Pix charge in Proposta: the follow-up asks "Conseguiu fazer o Pix?". */
  awaitingPayment: boolean;
  /** 1 = first nudge, 2 = second, 3 = the last one ("posso encerrar por aqui?"). */
  attempt: number;
  /** This is the phase's last attempt. */
  lastAttempt: boolean;
  /** The last attempt went unanswered: suggest Perdido with reason "sem resposta". */
  suggestLost: boolean;
  /** The deal's value, as numeric text ('1500.00'); null when none was typed. */
  valor: string | null;
  /** The last paragraph of the customer's notes, for the row (see lastNote). */
  ultima_nota: string | null;
  /** The follow-up written for the phase and attempt, greeting the customer by first name. */
  message: string;
  /**
   * What the customer asked that the seller promised to check and FechaZap cannot answer (no
   * earlier answer of theirs): the row asks the seller to answer it in the message.
   */
  owedQuestion: string | null;
  /** ai: the provider wrote it; offline: the offline writer; script: the built-in script. */
  source: 'ai' | 'offline' | 'script';
}

/** An open customer (not Fechado or Perdido) without a next contact ('Sem próximo passo'). */
export interface WithoutNextStep {
  id: string;
  nome: string;
  fase: Phase;
  whatsapp: string | null;
  /** The value as the database keeps it ("1500.00"), null when not set. */
  valor: string | null;
}

/** A page of 'Sem próximo passo' (GET /api/today/without-next-step?offset=). */
export interface WithoutNextStepPage {
  customers: WithoutNextStep[];
  /** How many open customers have no next contact, in all. */
  total: number;
}

export interface TodayAnswer {
  followUps: DueFollowUp[];
  /** The first page of 'Sem próximo passo'. */
  withoutNextStep: WithoutNextStepPage;
  /** The steps after a sale due today ('Depois da venda'), the earliest first. */
  afterSale: DueAfterSaleStep[];
  /** 'Reativar': customers worth another try today, at most 5. */
  reactivate: DueReactivation[];
}

/** POST /api/customers/:id/follow-ups: the follow-up was sent and recorded. */
export interface FollowUpSent {
  eventId: string;
  proximo_contato: string | null;
  previous: { proximo_contato: string | null };
}

/** POST /api/customers/:id/cadence: the cadence of a customer without a next step started. */
export interface CadenceStarted {
  proximo_contato: string;
  previous: { proximo_contato: string | null };
}
