import type { Author } from '#shared/conversations.ts';
import { phaseIds, type Phase } from '#shared/customers.ts';
import { normalized } from './offline/chat-text.ts';
import { intentOfMessage, type Intent } from './offline/reply-intent.ts';
import { payingOf } from './offline/turn.ts';

/** What each thing a customer does says of their phase; the rest says nothing clear. */
const PHASE_OF: Partial<Record<Intent, Phase>> = {
  ready: 'proposal',
  counter: 'interested',
  paid: 'closed',
  price: 'interested',
  expensive: 'interested',
  think: 'interested',
  payment: 'interested',
  delivery: 'interested',
  info: 'interested',
  likes: 'interested',
};

/** Phases a conversation cannot move a customer out of: the deal is done. */
const SETTLED: ReadonlySet<Phase> = new Set(['closed']);

/**
 * The phase a conversation suggests from what the customer said (asked the price → interested;
 * "manda o Pix" → proposal), or null. The furthest any customer message reaches counts; it never
 * moves a customer backwards (a lost customer who writes again may come back). Applied only when
 * the member taps it.
 */
export function suggestPhase(
  messages: Array<{ author: Author; text: string }>,
  current: Phase | null,
): Phase | null {
  if (current && SETTLED.has(current)) return null;
  const order = (phase: Phase) => phaseIds.indexOf(phase);
  let furthest: Phase | null = null;
  for (const message of messages) {
    if (message.author !== 'customer') continue;
    const intent = intentOfMessage(message.text);
    // A payment promised ('vou pagar o boleto hoje') is a customer at Proposta, not a closed deal.
    const promised = intent === 'paid' && payingOf(normalized(message.text)) === 'promised';
    const phase = promised ? 'proposal' : intent ? PHASE_OF[intent] : undefined;
    if (phase && (!furthest || order(phase) > order(furthest))) furthest = phase;
  }
  if (!furthest) return null;
  if (current && current !== 'lost' && order(furthest) <= order(current)) return null;
  return furthest;
}
