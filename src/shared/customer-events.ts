/** One line of a customer's history (GET /api/customers/:id/events). */
export interface CustomerEvent {
  type: 'created' | 'phase' | 'value' | 'message' | 'conversation';
  /**
   * phase: phase ids; value: amounts in BRL as decimal text; message: the script stage;
   * conversation: how many messages a shared chat added.
   */
  from: string | null;
  to: string | null;
  at: string;
}
