import { intentOfMessage } from './reply-intent.ts';

/**
 * What a customer's last words rule out before a campaign or a Reativar message (decision 039):
 * a complaint or a return the seller has not answered is answered first, and a customer who
 * said they paid is no lost deal to win back.
 */
export function lastWordsStop(
  lastWords: string | null,
  lastAuthor: string | null,
): 'complaint' | 'paid' | null {
  if (!lastWords) return null;
  const intent = intentOfMessage(lastWords);
  if (lastAuthor === 'customer' && (intent === 'complaint' || intent === 'return'))
    return 'complaint';
  return intent === 'paid' ? 'paid' : null;
}
