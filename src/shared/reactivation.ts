/**
 * 'Reativar' in Hoje (issue 42): a short daily list of customers worth another try, each with a
 * message that picks up their last conversation. Only customers who wrote to the seller; never
 * one who asked to stop.
 */
export const reactivationRules = {
  /** Rows a day: those acted on today count. */
  perDay: 5,
  /** Lost for 'Sem resposta' at least this long ago. */
  noAnswerDays: 30,
  /** Lost for 'Preço' at least this long ago, and shown only as a commerce date comes near. */
  priceDays: 14,
  priceOccasionWithinDays: 21,
  /** Closed, and this many days past their product's repurchase cycle. */
  pastCycleDays: 14,
  /** A customer acted on (sent or skipped) is not listed again for this long. */
  restDays: 90,
} as const;

export const reactivationKinds = ['noAnswer', 'price', 'pastCycle'] as const;
export type ReactivationKind = (typeof reactivationKinds)[number];

export const reactivationLabels: Record<ReactivationKind, string> = {
  noAnswer: 'Parou de responder',
  price: 'Achou caro',
  pastCycle: 'Hora de comprar de novo',
};

/** A customer on today's list, with the message (GET /api/today, `reactivate`). */
export interface DueReactivation {
  customerId: string;
  nome: string;
  telefone: string | null;
  whatsapp: string | null;
  kind: ReactivationKind;
  produto: string | null;
  /** The customer's last message, as they wrote it. */
  lastWords: string;
  message: string;
  /** Who wrote the message: the AI provider, or FechaZap's own writer. */
  source: 'ai' | 'offline';
}

/** POST /api/customers/:id/reactivation. */
export type ReactivationAction = { action: 'sent'; text: string } | { action: 'skipped' };
