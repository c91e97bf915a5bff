import type { Need } from './customer-words.ts';
import type { Deadline } from './deadline.ts';
import type { Facts, ObjectionKind } from './facts.ts';
import { after, withArticle, type NounPhrase } from './noun-phrase.ts';
import type { Pick } from './script-lines.ts';
import { fold, lowerFirst, stripEnd } from './text.ts';

/**
 * What one answer may use. The writer hands the customer's need to two of the five answers and
 * what holds them back to one more, so none is pasted everywhere; the customer's own words are
 * answered (`reply`), never quoted back.
 */
export interface AnswerContext {
  f: Facts;
  /** What the objection is about, to answer it and not another one. */
  kind: ObjectionKind | 'general';
  /** A date the customer gave ('antes do Natal'), in every answer that can use it. */
  deadline: Deadline | null;
  /** The product with the article it takes ('o Kit Cachos'), or null when it has no name. */
  product: NounPhrase | null;
  /**
   * The answer to what the customer asked (a discount, their own price, a question the fields
   * answer), in this answer's words; `first` when it opens the answer; `clause`, the field's
   * words it answers with.
   */
  reply: { text: string; first: boolean; clause?: string } | null;
  /** Who the customer will ask first ('sua mãe'), from their words. */
  relation: string | null;
  /** The ways to pay the sales process names ('no Pix', 'no cartão'). */
  ways: string[];
  need: Need | null;
  constraint: string | null;
  pick: Pick;
}

/** What a sentence adds: its words after an 'E olha só:' lead-in, lower case. */
const added = (part: string) => stripEnd(part.replace(/^E olha só: /, '')).toLowerCase();

/**
 * Sentences joined with single spaces, empty ones left out, and an 'E olha só: …' whose fact an
 * earlier sentence already said (the differential, then its time clause again).
 */
export const join = (...parts: Array<string | null | false | undefined>) =>
  parts
    .filter((p): p is string => !!p)
    .flatMap((p) => p.trim().split(/(?<=[.!?])\s+(?=E olha só: )/))
    .filter((p, i, all) => {
      if (!p.startsWith('E olha só: ')) return true;
      const before = all.slice(0, i).join(' ').toLowerCase();
      return !before.includes(added(p));
    })
    .join(' ');

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

/** What holds the customer back, in the one answer that has it: 'E eu sei que você está sem tempo, …'. */
export const held = (c: AnswerContext, then: string) =>
  c.constraint && `E eu sei que você está ${c.constraint}, ${then}`;

/** The product in a sentence ('o Kit Cachos'), or what stands for it when it has no name. */
export const productOr = (c: AnswerContext, fallback: string) =>
  c.product ? withArticle(c.product) : fallback;

/** The customer's date, said back: 'Como você precisa disso antes do Natal, …'. */
export function onTime(c: AnswerContext, then: string): string | null {
  if (!c.deadline) return null;
  return c.deadline.later
    ? `Se for melhor ${c.deadline.when}, a gente já deixa tudo combinado agora e você não perde ${c.f.secure}.`
    : `Como você precisa disso ${c.deadline.when}, ${then}`;
}

/** A clause of the differential about time ('sofá seco em 4 horas', 'aulas curtas'). */
const timely =
  /curt|rápid|rapid|minut|\bhoras?\b|prátic|pratic|ritmo|sábado|domingo|em casa|a domicílio|(?:pront|entreg|feit)\p{L}* na hora|no mesmo dia|busc|levamos|\b(?:em|até) [1-7] dias?\b|\b(?:por|no) dia\b/iu;

export function timeClause(f: Facts): string | null {
  if (!f.diff) return null;
  const clauses = f.diff.split(/[,;.]\s+|(?<!\s)\s+e\s+(?=\p{L})/u).map((p) => p.trim());
  return clauses.find((p) => timely.test(p) && p.split(' ').length >= 2) ?? null;
}

const timeAnswers: Record<Facts['kind'], string> = {
  service: 'Você só escolhe o melhor dia e horário, e eu cuido do resto.',
  course: 'Dá pra encaixar no tempo que você tiver, um pouco por dia.',
  subscription: 'Dá pra encaixar na rotina que você já tem, sem virar mais uma obrigação.',
  event: 'É um compromisso só, com data marcada, e dá pra se organizar com antecedência.',
  product: 'Você não perde tempo com isso: é só me dizer o que quer, e eu cuido do resto.',
};

/**
 * 'Não tenho tempo' answered with what the offer asks of the customer's time, and a fact;
 * 'demora pra secar?' asks how long it takes: the fact first, when the fields have one.
 */
export function timeAnswer(f: Facts, objection = ''): string {
  const clause = timeClause(f);
  if (clause && /\bdemora/.test(fold(objection))) return `Não demora, não: ${lowerFirst(clause)}.`;
  return join(timeAnswers[f.kind], clause && `E olha só: ${lowerFirst(clause)}.`);
}
