import { STOP_LINE } from '#shared/campaigns.ts';
import { firstName } from '#shared/first-name.ts';
import type { Logger } from '../logger.ts';
import type { AiEngine, CampaignInput, ReplyInput } from './engine.ts';
import { productInfo } from './product-info.ts';
import { replyProblems } from './reply-quality.ts';
import { fold } from './offline/text.ts';

/**
 * A provider's campaign message passes the reply's check (reply-quality.ts: no fact the product
 * does not have, no field pasted, pt-BR, 40–700 characters) with the campaign's offer and Pix
 * price as facts it may state, and greets the customer by first name, without the line to stop
 * (it is added after).
 */
export function campaignMessageProblems(text: string, input: CampaignInput): string[] {
  // The seller's offer for this campaign is said by the seller: a figure or a discount in it
  // may be repeated.
  const product = input.product
    ? {
        ...input.product,
        urgencia: [input.product.urgencia, input.offer].filter(Boolean).join('\n'),
      }
    : input.offer
      ? productInfo({ urgencia: input.offer })
      : null;
  const asReply: ReplyInput = {
    product,
    customer: {
      nome: input.customerName,
      fase: input.bought ? 'closed' : 'contacted',
      valor: input.pixPrice === null ? null : input.pixPrice.toFixed(2),
      observacoes: null,
    },
    messages: input.lastWords
      ? [{ author: 'customer', at: new Date(0).toISOString(), text: input.lastWords }]
      : [],
    sellerSamples: [],
  };
  const problems = replyProblems(text, asReply);
  const first = firstName(input.customerName);
  if (first && !fold(text).includes(fold(first))) problems.push('the customer not greeted by name');
  if (/\bsair\b|descadastr/iu.test(text)) problems.push('the line to stop written in');
  return problems;
}

/** The provider's message with the line to stop, or null (an error, or a failed check). */
export async function campaignMessageFromProvider(
  engine: AiEngine,
  input: CampaignInput,
  stopLine: boolean,
  log: Logger,
): Promise<string | null> {
  try {
    const text = await engine.writeCampaignMessage(input);
    const problems = campaignMessageProblems(text, input);
    if (problems.length === 0) return stopLine ? `${text}\n\n${STOP_LINE}` : text;
    log.warn({ engine: engine.name, problems }, 'campaign message kept offline');
  } catch (err) {
    log.warn({ err, engine: engine.name }, 'campaign message fell back to offline');
  }
  return null;
}
