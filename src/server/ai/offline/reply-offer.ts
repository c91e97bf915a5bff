import { productInfo, type ProductInfo } from '../product-info.ts';
import { factsOf, type Facts } from './facts.ts';
import { nounPhrase, withArticle, type NounPhrase } from './noun-phrase.ts';
import { nameInSentence, nounsFor, offerKindOf, selfPaced, type OfferKind } from './offer-kind.ts';
import { fold, lowerFirst } from './text.ts';
import { productFieldNames } from '#shared/products.ts';

/**
 * The offer as a reply or a follow-up speaks of it: its kind decides what the customer secures
 * and how they get it ('separo o seu pedido', 'garanto a sua vaga'; the CEP for a delivery, the
 * neighbourhood for a visit, an e-mail for an access), and the sales process what the seller
 * sends to close at the customer's phase.
 */
export interface Offer {
  kind: OfferKind;
  /** What the customer secures, with its possessive ('a sua vaga'). */
  order: string;
  /** The seller securing it, said ('separo o seu pedido') and offered ('separe o seu pedido'). */
  hold: { now: string; ask: string };
  /** How the customer gets it: shipped to an address, a visit or a booking, or an access. */
  reach: 'delivery' | 'visit' | 'access';
}

/** The verb a seller uses to secure each thing, first person and subjunctive. */
const HOLD: Record<string, readonly [string, string]> = {
  pedido: ['separo', 'separe'],
  horário: ['reservo', 'reserve'],
  vaga: ['garanto', 'garanta'],
  inscrição: ['garanto', 'garanta'],
  assinatura: ['ativo', 'ative'],
};

/** What is used on a screen, not received at home. */
const DIGITAL =
  /\b(?:app|aplicativo|online|plataforma|digital|streaming|videos?|aulas?|software|sistema|treinos?)\b/;

export function offerOf(product: ProductInfo, f: Facts): Offer {
  const kind = offerKindOf(product);
  // Only the member's fields: a stored product carries its id and dates too.
  const said = fold(productFieldNames.map((name) => product[name] ?? '').join(' '));
  const nouns = nounsFor(kind);
  // A course taken at one's own pace (an e-book, recorded lessons) has no place to hold: its
  // access is released.
  if (selfPaced(product, kind)) {
    return {
      kind,
      order: 'o seu acesso',
      hold: { now: 'libero o seu acesso', ask: 'libere o seu acesso' },
      reach: 'access',
    };
  }
  const [now, ask] = HOLD[nouns.order]!;
  // A subscription box is shipped; an app or an online plan is accessed.
  const shipped =
    kind === 'product' || (kind === 'subscription' && (f.delivers || !DIGITAL.test(said)));
  return {
    kind,
    order: nouns.yourOrder,
    hold: { now: `${now} ${nouns.yourOrder}`, ask: `${ask} ${nouns.yourOrder}` },
    reach: shipped ? 'delivery' : kind === 'service' ? 'visit' : 'access',
  };
}

/** Only a name typed on the customer ('Limpeza de sofá'): its kind, read from the name alone. */
export function offerOfName(nome: string): Offer {
  const named = productInfo({ nome });
  return offerOf(named, factsOf(named));
}

/** Without a product: a thing to order, delivered. */
export const UNKNOWN_OFFER: Offer = {
  kind: 'product',
  order: 'o seu pedido',
  hold: { now: 'separo o seu pedido', ask: 'separe o seu pedido' },
  reach: 'delivery',
};

/**
 * The product as it sits in a sentence, with its article: the short name ('Personal Online' of
 * 'Personal Online - Plano Trimestral') cased as the whole name reads inside a sentence
 * (offer-kind.ts: a generic or title-case name lower-cased, a brand's capitals kept).
 */
export function productPhrase(short: string, typed: string): string {
  return withArticle(productNoun(short, typed));
}

/** The same, as a noun phrase: its article apart, for 'do bolo de pote' and the like. */
export function productNoun(short: string, typed: string): NounPhrase {
  const cased = nameInSentence(typed).split(' ');
  const words = short.split(' ').map((word, i) => {
    const same = cased[i] !== undefined && fold(cased[i]) === fold(word);
    return same ? cased[i]! : i === 0 ? lowerFirst(word) : word;
  });
  return nounPhrase(words.join(' '));
}

const QUOTE = /\b(?:propostas?|or[cç]amentos?)\b/giu;

/**
 * What the seller sends to close: once the customer is past the proposal, what follows it in
 * the sales process ('os horários livres e o Pix do sinal'), never the proposal again.
 */
export function stepAt(product: ProductInfo, f: Facts, pastQuote: boolean): string {
  if (!pastQuote || !/proposta/.test(f.step)) return f.step;
  const after = factsOf({
    ...product,
    processo_vendas: product.processo_vendas.replace(QUOTE, ''),
  });
  return after.step;
}
