import type { Need } from './customer-words.ts';
import type { Facts } from './facts.ts';
import { after, withArticle, type NounPhrase } from './noun-phrase.ts';
import type { KindWords } from './objection-kinds.ts';
import type { Pick } from './script-lines.ts';

/**
 * What one answer may use. The writer hands the customer's words to only some of the five
 * answers (the quote to one, the need to two, the constraint to one more), so none is pasted
 * everywhere; the others speak of the objection through its kind.
 */
export interface AnswerContext {
  f: Facts;
  k: KindWords;
  /** The product with the article it takes ('o Kit Cachos'), or null when it has no name. */
  product: NounPhrase | null;
  /** The objection in the customer's words, in this answer only. */
  quote: string | null;
  asks: boolean;
  need: Need | null;
  constraint: string | null;
  pick: Pick;
}

/** Sentences joined with single spaces, empty ones left out. */
export const join = (...parts: Array<string | null | false | undefined>) =>
  parts
    .filter((p): p is string => !!p)
    .map((p) => p.trim())
    .join(' ');

/**
 * Whether a need can be said of other customers too: short, with nobody's name, relative or
 * date in it ('perder barriga', not 'o casamento da irmã').
 */
const general = (text: string) =>
  text.split(' ').length <= 6 &&
  !/\d|\s\p{Lu}|\b(seu|sua|seus|suas|você|dela|dele|irmã|irmão|mãe|pai|filh[oa]s?|marido|esposa|namorad[oa]|noiv[oa]|sobrinh[oa]|avó|avô|amig[oa]s?|segunda|terça|quarta|quinta|sexta|sábado|domingo)\b/u.test(
    text,
  );

/** 'Você me contou que quer vender mais bolos pelo Instagram.' */
export function told(c: AnswerContext): string | null {
  const { need, pick } = c;
  if (need?.predicate) {
    return pick([
      `Você me contou que ${need.predicate}.`,
      `Pelo que entendi, você ${need.predicate}.`,
    ]);
  }
  if (need?.topic) {
    return pick([
      `Você me falou ${after('de', need.topic)}.`,
      `Anotei aqui o que você me contou sobre ${withArticle(need.topic)}.`,
    ]);
  }
  return null;
}

/** A clause leading into a sentence: 'Já que você quer vender mais bolos pelo Instagram,'. */
export function lead(c: AnswerContext): string | null {
  const { need, pick } = c;
  if (need?.predicate)
    return pick([`Já que você ${need.predicate},`, `Se você ${need.predicate},`]);
  if (need?.topic) return `Pensando ${after('em', need.topic)},`;
  return null;
}

/** 'Muita gente me procura porque também quer…', or what the customer told when it is personal. */
export function shared(c: AnswerContext): string | null {
  const { need } = c;
  if (need?.predicate && general(need.predicate)) {
    return `Muita gente chega aqui porque também ${need.predicate}.`;
  }
  if (need?.topic && general(need.topic.text)) {
    return `Muita gente me procura pensando ${after('em', need.topic)} também.`;
  }
  return told(c);
}

/** 'Quando você diz "Tá caro"', or null when this answer does not quote. */
export const heard = (c: AnswerContext, verb: 'diz' | 'disse' = 'diz') =>
  c.quote && `${c.asks ? (verb === 'diz' ? 'pergunta' : 'perguntou') : verb} "${c.quote}"`;

/** The product in a sentence ('o Kit Cachos'), or what stands for it when it has no name. */
export const productOr = (c: AnswerContext, fallback: string) =>
  c.product ? withArticle(c.product) : fallback;

/** The request that closes an answer. */
export const ask = (c: AnswerContext) =>
  c.pick([`Quer que eu já reserve ${c.f.secure} pra você?`, `Posso te mandar ${c.f.step} agora?`]);
