import type { ProductInfo } from '../product-info.ts';
import { factsOf, type Facts } from './facts.ts';

const QUOTE = /\b(?:propostas?|or[cç]amentos?)\b/giu;

/**
 * What the seller sends to close: once the customer has the proposal (Proposta), what follows it
 * in the sales process ('os horários livres e o Pix do sinal'), never the proposal again.
 */
export function stepAt(product: ProductInfo, f: Facts, atProposal: boolean): string {
  if (!atProposal || !/proposta/.test(f.step)) return f.step;
  const after = factsOf({ ...product, processo_vendas: product.processo_vendas.replace(QUOTE, '') });
  return after.step;
}
