import type { Phase } from '#shared/customers.ts';
import type { DueFollowUp } from '#shared/today.ts';

// The follow-ups API of issue 29, as the client reads it. The new fields are optional so
// /inicio keeps working against a server that does not send them yet.

/** A due follow-up with its attempt: 1 = first nudge, 3 = the last "posso encerrar por aqui?". */
export type TodayFollowUp = Omit<DueFollowUp, 'source'> & {
  source: DueFollowUp['source'] | 'ai';
  attempt?: number;
  lastAttempt?: boolean;
  /** The last attempt went unanswered: suggest Perdido with reason "sem resposta". */
  suggestLost?: boolean;
};

/** An open customer (not Fechado or Perdido) without a next contact. */
export interface CustomerWithoutNextStep {
  id: string;
  nome: string;
  fase: Phase;
  whatsapp: string | null;
  valor: string | null;
}

/** GET /api/today */
export interface TodayHome {
  followUps: TodayFollowUp[];
  withoutNextStep?: CustomerWithoutNextStep[];
}

/** POST /api/customers/:id/follow-ups */
export interface FollowUpRecorded {
  eventId: string;
  proximo_contato: string | null;
  previous: { proximo_contato: string | null };
}

/** POST /api/customers/:id/cadence */
export interface CadenceStarted {
  proximo_contato: string | null;
  previous: { proximo_contato: string | null };
}

/** The phases a cadence applies to: the open ones. */
export const cadencePhases = ['prospect', 'contacted', 'interested', 'proposal'] as const;
export type CadencePhase = (typeof cadencePhases)[number];

/** GET/PUT /api/account/cadences: days after each attempt, per phase. */
export type Cadences = Record<CadencePhase, number[]>;
