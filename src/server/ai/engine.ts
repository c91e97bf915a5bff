import type { ObjectionResponse } from '#shared/ai.ts';
import type { ProductInfo } from './product-info.ts';

export interface ObjectionInput {
  product: ProductInfo;
  customerNeeds: string;
  objection: string;
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
}
