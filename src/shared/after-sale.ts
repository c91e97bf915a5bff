/**
 * After a sale (issue 42): the ready messages a closed customer gets, one step at a time, in
 * Hoje. The steps follow from the sale's day, the product's repurchase cycle and the
 * conversation (server/after-sale/schedule.ts); what the member did with each is kept.
 */
export const afterSaleStepIds = [
  'thanks',
  'checkIn',
  'testimonial',
  'referral',
  'repurchase',
] as const;
export type AfterSaleStepId = (typeof afterSaleStepIds)[number];

/** What each step is, as the row says it. */
export const afterSaleStepLabels: Record<AfterSaleStepId, string> = {
  thanks: 'Agradecer a compra',
  checkIn: 'Perguntar como está sendo',
  testimonial: 'Pedir um depoimento',
  referral: 'Pedir uma indicação',
  repurchase: 'Lembrar de comprar de novo',
};

/** How many days 'Adiar' puts a step off. */
export const AFTER_SALE_SNOOZE_DAYS = 3;

/** A step due today for a closed customer, with its message (GET /api/today, `afterSale`). */
export interface DueAfterSaleStep {
  customerId: string;
  nome: string;
  telefone: string | null;
  /** The phone's international digits for a wa.me link; null when it is not a valid number. */
  whatsapp: string | null;
  step: AfterSaleStepId;
  /** The sale the step belongs to: the moment the customer moved to Fechado (ISO). */
  saleAt: string;
  /** The day the step fell due, on the member's calendar (yyyy-mm-dd). */
  dueOn: string;
  /** What the customer bought, as the card names it; null when it names nothing. */
  produto: string | null;
  message: string;
  /** Who wrote the message: the AI provider, or FechaZap's own writer. */
  source: 'ai' | 'offline';
}

/** POST /api/customers/:id/after-sale: what the member did with a step. */
export type AfterSaleAction =
  | { step: AfterSaleStepId; saleAt: string; action: 'sent'; text: string }
  | { step: AfterSaleStepId; saleAt: string; action: 'skipped' | 'snoozed' };
