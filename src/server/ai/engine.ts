import type { ObjectionResponse } from '#shared/ai.ts';
import type { Author } from '#shared/conversations.ts';
import type { Phase } from '#shared/customers.ts';
import type { CadencePhase } from '#shared/today-cadence.ts';
import type { AfterSaleStepId } from '#shared/after-sale.ts';
import type { ReactivationKind } from '#shared/reactivation.ts';
import type { CampaignMessageInput } from './offline/campaign-writer.ts';
import type { ProductInfo } from './product-info.ts';

export interface ObjectionInput {
  product: ProductInfo;
  customerNeeds: string;
  objection: string;
}

/** What a reply to a customer's latest words is written from. */
export interface ReplyInput {
  /** The product of interest, or the member's only product; null when neither is known. */
  product: ProductInfo | null;
  customer: { nome: string; fase: Phase; valor: string | null; observacoes: string | null };
  /** The conversation's last messages (up to 20), oldest first; the last customer ones are answered. */
  messages: Array<{ author: Author; at: string; text: string }>;
  /** What the seller wrote before to any customer, newest first (up to 60): their voice. */
  sellerSamples: string[];
  /**
   * Questions customers asked before and what the seller answered right after, newest first:
   * the answer a product's fields do not hold (past-answers.ts). None when not given.
   */
  pastAnswers?: PastAnswer[];
  /** The member's display name, for a customer who asks who answers ('qual é o seu nome?'). */
  sellerName?: string | null;
}

/** A customer's question and the seller's message right after it, in one conversation. */
export interface PastAnswer {
  asked: string;
  answered: string;
  /** The seller's own message between the question and this answer ('Vou confirmar…'). */
  checked?: string;
}

/** What a follow-up to an open customer who has not answered yet is written from. */
export interface FollowUpInput {
  /** The product of interest, or the member's only product; null when neither is known. */
  product: ProductInfo | null;
  customer: {
    nome: string;
    fase: CadencePhase;
    valor: string | null;
    observacoes: string | null;
    /** The product as typed on the customer, for one with no product of the member's. */
    produto_interesse: string | null;
  };
  /** 1 = the first nudge; `attempts` = the last one ("posso encerrar por aqui?"). */
  attempt: number;
  attempts: number;
  /** The customer's last messages (up to 5), oldest first, when the conversation was shared. */
  customerWords: Array<{ at: string; text: string }>;
  /**
   * The conversation's last messages, both sides (up to 10), oldest first: whether the customer
   * is waiting for an answer, and what the seller already sent (the price).
   */
  conversation?: Array<{ author: Author; at: string; text: string }>;
  /** Whole days since the last contact. */
  daysSince: number;
  /** What the seller wrote before to any customer, newest first (up to 60): their voice. */
  sellerSamples: string[];
  /** The seller's earlier answers (ReplyInput), for a question the follow-up still owes. */
  pastAnswers?: PastAnswer[];
}

/** What a campaign message is written from (decision 039): the offline writer's input. */
export type CampaignInput = Omit<CampaignMessageInput, 'variant' | 'stopLine'> & {
  /** The occasion as a sentence names it ('Natal', 'Oferta'). */
  occasionName: string;
};

/** What an after-sale or Reativar message is written from (decisions 038 and 039). */
export interface SellAgainInput {
  purpose: AfterSaleStepId | ReactivationKind;
  customerName: string;
  /** The member's product the card names, or null. */
  product: ProductInfo | null;
  /** The card's 'Produto de interesse', when no product of theirs matches. */
  typedProduct: string | null;
  /** The customer's last message, when any. */
  lastWords: string | null;
  /** Days since the sale (or since the customer was lost). */
  days: number;
  /** The commerce date coming, with its article ('o Natal'), for the lost-for-price case. */
  occasion: string | null;
  /** The offline writer's message: what the provider's must match in purpose. */
  offline: string;
}

/**
 * One interface, two engines (decision 005): the built-in offline writer, or an
 * OpenAI-compatible provider through the AI SDK. Both write the format of shared/script-format.ts.
 */
export interface AiEngine {
  readonly name: 'offline' | 'provider';
  /** The script as it is written; throws (a provider error or time-out) to fail the generation. */
  streamScript(product: ProductInfo): AsyncIterable<string>;
  /** Exactly five titled answers; throws when it cannot give them. */
  breakObjection(input: ObjectionInput): Promise<ObjectionResponse[]>;
  /** Exactly three replies to the customer's latest words; throws when it cannot give them. */
  writeReplies(input: ReplyInput): Promise<string[]>;
  /** One follow-up for the customer's phase and attempt; throws when it cannot write it. */
  writeFollowUp(input: FollowUpInput): Promise<string>;
  /** One campaign message, without the line to stop (added after the check). */
  writeCampaignMessage(input: CampaignInput): Promise<string>;
  /** One after-sale or Reativar message. */
  writeSellAgain(input: SellAgainInput): Promise<string>;
}
