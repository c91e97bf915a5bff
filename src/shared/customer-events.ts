/** One line of a customer's history (GET /api/customers/:id/events). */
export interface CustomerEvent {
  type: 'created' | 'phase' | 'value' | 'message';
  /** phase: phase ids; value: amounts in BRL as decimal text; message: the script stage. */
  from: string | null;
  to: string | null;
  at: string;
}
