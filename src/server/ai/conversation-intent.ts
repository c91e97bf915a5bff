import type { Author } from '#shared/conversations.ts';
import type { Phase } from '#shared/customers.ts';

/**
 * The phase a conversation suggests from what the customer said (asked the price → interested;
 * "manda o Pix" → proposal), or null. Applied only when the member taps it.
 * CONTRACT ONLY — the replies workstream implements it.
 */
export function suggestPhase(
  messages: Array<{ author: Author; text: string }>,
  current: Phase | null,
): Phase | null {
  void messages;
  void current;
  return null;
}
