import { STOP_LINE } from '#shared/campaigns.ts';
import { firstName } from '#shared/first-name.ts';
import type { Logger } from '../logger.ts';
import type { AiEngine, CampaignInput, ReplyInput, SellAgainInput } from './engine.ts';
import { productInfo, type ProductInfo } from './product-info.ts';
import { replyProblems } from './reply-quality.ts';
import { fold } from './offline/text.ts';

/**
 * A provider's message to sell again — a campaign's, an after-sale step's, a Reativar one —
 * passes the reply's check (reply-quality.ts: no fact the product does not have, no field
 * pasted, pt-BR, 40–700 characters), greets the customer by first name, and leaves the line to
 * stop to us. Else the offline message is used (decisions 038, 039).
 */
function problems(
  text: string,
  said: {
    customerName: string;
    product: ProductInfo | null;
    bought: boolean;
    lastWords: string | null;
    /** The seller's own words for this message (a campaign's offer): facts it may state. */
    offer?: string | null;
    pixPrice?: number | null;
  },
): string[] {
  const { offer = null, pixPrice = null } = said;
  const product = said.product
    ? { ...said.product, urgencia: [said.product.urgencia, offer].filter(Boolean).join('\n') }
    : offer
      ? productInfo({ urgencia: offer })
      : null;
  const asReply: ReplyInput = {
    product,
    customer: {
      nome: said.customerName,
      fase: said.bought ? 'closed' : 'contacted',
      valor: pixPrice === null ? null : pixPrice.toFixed(2),
      observacoes: null,
    },
    messages: said.lastWords
      ? [{ author: 'customer', at: new Date(0).toISOString(), text: said.lastWords }]
      : [],
    sellerSamples: [],
  };
  const found = replyProblems(text, asReply);
  const first = firstName(said.customerName);
  if (first && !fold(text).includes(fold(first))) found.push('the customer not greeted by name');
  if (/\bsair\b|descadastr/iu.test(text)) found.push('the line to stop written in');
  return found;
}

export const campaignMessageProblems = (text: string, input: CampaignInput) =>
  problems(text, input);

export const sellAgainProblems = (text: string, input: SellAgainInput) =>
  problems(text, { ...input, bought: !['noAnswer', 'price'].includes(input.purpose) });

/** The provider's campaign message with the line to stop, or null (an error, or a failed check). */
export async function campaignMessageFromProvider(
  engine: AiEngine,
  input: CampaignInput,
  stopLine: boolean,
  log: Logger,
): Promise<string | null> {
  try {
    const text = await engine.writeCampaignMessage(input);
    const found = campaignMessageProblems(text, input);
    if (found.length === 0) return stopLine ? `${text}\n\n${STOP_LINE}` : text;
    log.warn({ engine: engine.name, problems: found }, 'campaign message kept offline');
  } catch (err) {
    log.warn({ err, engine: engine.name }, 'campaign message fell back to offline');
  }
  return null;
}

/** An after-sale or Reativar message: the provider's when it passes, else the offline one. */
export async function sellAgainFor(
  engine: AiEngine,
  input: SellAgainInput,
  log: Logger,
): Promise<{ text: string; source: 'ai' | 'offline' }> {
  if (engine.name === 'offline') return { text: input.offline, source: 'offline' };
  try {
    const text = await engine.writeSellAgain(input);
    const found = sellAgainProblems(text, input);
    if (found.length === 0) return { text, source: 'ai' };
    log.warn({ engine: engine.name, problems: found }, 'sell-again message kept offline');
  } catch (err) {
    log.warn({ err, engine: engine.name }, 'sell-again message fell back to offline');
  }
  return { text: input.offline, source: 'offline' };
}
