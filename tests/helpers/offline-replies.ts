// The offline replies to one customer message, as the reading-set tests write them: the
// customer's only turn after the seller's hello, each reply passing the runtime check.
import { expect } from 'vitest';
import type { ReplyInput } from '../../src/server/ai/engine.ts';
import type { ProductInfo } from '../../src/server/ai/product-info.ts';
import { replyProblems } from '../../src/server/ai/reply-quality.ts';
import { readReply } from '../../src/server/ai/offline/reading.ts';
import { writeOfflineReplies } from '../../src/server/ai/offline/reply-writer.ts';

export const now = new Date('2026-06-24T17:30:00Z');

export function inputFor(text: string, product: ProductInfo): ReplyInput {
  return {
    product,
    customer: { nome: 'Márcia Lopes', fase: 'contacted', valor: null, observacoes: null },
    messages: [
      { author: 'seller', at: '2026-06-23T17:30:00Z', text: 'Oi, tudo bem? Pode me chamar.' },
      { author: 'customer', at: '2026-06-24T17:29:00Z', text },
    ],
    sellerSamples: [],
  };
}

/** The three replies, each passing the runtime check. */
export function replies(text: string, product: ProductInfo): string[] {
  const input = inputFor(text, product);
  const written = writeOfflineReplies(input, now);
  for (const reply of written) expect(replyProblems(reply, input), reply).toEqual([]);
  return written;
}

export const intentOf = (text: string, product: ProductInfo) =>
  readReply(inputFor(text, product)).intent;

/** The three replies to the last turn of a conversation ('customer'/'seller', text), each checked. */
export function repliesInTalk(
  turns: Array<[ReplyInput['messages'][number]['author'], string]>,
  product: ProductInfo,
): string[] {
  const input: ReplyInput = {
    ...inputFor('', product),
    messages: turns.map(([author, text], i) => ({
      author,
      text,
      at: new Date(now.getTime() - (turns.length - i) * 60_000).toISOString(),
    })),
  };
  const written = writeOfflineReplies(input, now);
  for (const reply of written) expect(replyProblems(reply, input), reply).toEqual([]);
  return written;
}

/** The first of the three replies to the last turn of a conversation, checked (as above). */
export const firstReply = (product: ProductInfo, ...turns: Parameters<typeof repliesInTalk>[0]) =>
  repliesInTalk(turns, product)[0]!;

/** The first reply to one customer message with nothing before it, checked. */
export const firstReplyTo = (product: ProductInfo, text: string) =>
  firstReply(product, ['customer', text]);
