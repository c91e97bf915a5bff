import type { Need } from './customer-words.ts';
import type { Deadline } from './deadline.ts';
import { problemOf, type Facts, type ObjectionKind } from './facts.ts';
import { after, withArticle, type NounPhrase } from './noun-phrase.ts';
import type { KindWords } from './objection-kinds.ts';
import type { Pick } from './script-lines.ts';
import { fold } from './text.ts';

/**
 * What one answer may use. The writer hands the customer's words to only some of the five
 * answers (the quote to one, the need to two, the constraint to one more), so none is pasted
 * everywhere; the others speak of the objection through its kind.
 */
export interface AnswerContext {
  f: Facts;
  k: KindWords;
  /** What the objection is about, to answer it and not another one. */
  kind: ObjectionKind | 'general';
  /** A date the customer gave ('antes do Natal'), in every answer that can use it. */
  deadline: Deadline | null;
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

/** The customer's date, said back: 'Como você precisa disso antes do Natal, …'. */
export function onTime(c: AnswerContext, then: string): string | null {
  if (!c.deadline) return null;
  // The quote already says it ('Só consigo assinar depois do dia 5').
  if (c.quote && fold(c.quote).includes(fold(c.deadline.date))) return null;
  return c.deadline.later
    ? `Se for melhor ${c.deadline.when}, a gente já deixa tudo combinado agora e você não perde ${c.f.secure}.`
    : `Como você precisa disso ${c.deadline.when}, ${then}`;
}

/** A clause of the differential about time ('sofá seco em 4 horas', 'aulas curtas'). */
const timely =
  /curt|rápid|rapid|minut|\bhoras?\b|prátic|pratic|ritmo|sábado|domingo|em casa|a domicílio|na hora|no mesmo dia|busc|levamos|\bdias?\b/i;

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

/** One sentence that answers this kind of objection with the product's facts. */
export function answerTo(c: AnswerContext, withFact = true): string {
  const { f, pick } = c;
  switch (c.kind) {
    case 'time': {
      const clause = timeClause(f);
      return join(timeAnswers[f.kind], withFact && clause && `E olha só: ${clause}.`);
    }
    case 'trust':
      return (
        (withFact && f.guarantee) || 'Posso te mostrar antes como funciona, sem compromisso nenhum.'
      );
    case 'others':
      return 'Se quiser, te mando um resumo com o valor e as condições pra você mostrar.';
    case 'later':
      return 'Se ficou alguma dúvida, me fala que eu respondo agora mesmo.';
    case 'stock':
      return 'Se quiser, compara com o que você já tem e vê a diferença com os próprios olhos.';
    default:
      // The cost of going on as things are, only where the product solves a problem.
      if (f.price && f.priceIsAmount && problemOf(f)) {
        return pick([
          `No fim, ${f.price} sai mais barato do que continuar como está.`,
          `Colocando na ponta do lápis, ${f.price} é um investimento, não um gasto.`,
        ]);
      }
      if (!problemOf(f))
        return 'Qualquer dúvida sobre o valor, me fala que eu te explico certinho.';
      return 'Pensa nisso como investimento, não como gasto: continuar sem resolver também custa.';
  }
}
