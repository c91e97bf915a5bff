import type { PastAnswer } from './engine.ts';
import { ownAnswer, withoutGreetingName } from './seller-samples.ts';
import { normalized } from './offline/chat-text.ts';
import { fold } from './offline/text.ts';
import { PROMISES_CHECK } from './check-words.ts';

/**
 * The seller's own answers to questions customers asked before (decision 035): when the
 * product's fields say nothing of what a customer asks ('é à prova d'água?'), the answer the
 * seller already gave another customer to the same question is the reply, instead of "vou
 * confirmar". Only an answer to the same question, in most of its words, is used: a wrong answer
 * is worse than a check.
 */

const ANSWER_MIN_LENGTH = 3;
const ANSWER_MAX_LENGTH = 300;
/** The share of the two questions' words they must have in common to be the same question. */
const SAME_QUESTION = 0.5;

/** Money goes stale and belongs to the product's price, never to an old answer. */
const MONEY = /r\$|(?<!\d)\d{1,9},\d{2}\b|\breais\b/i;
/** So does a date ('a validade é para 04/2022', m438). */
const DATE = /(?<!\d)\d{1,2}\/\d{2,4}(?!\d)|\b20\d{2}\b/;

/** Words that say nothing of what is asked ('voce', 'tem', 'esse'). */
const FILLER = new Set(
  'para pra com sem que qual quais quanto quantos quantas tem vem voce voces isso esse essa essas esses este esta ele ela eles elas sao uma umas uns mesmo pode posso ainda tambem como muito bem boa bom dia tarde noite ola oi produto gostaria saber queria seria favor obrigado obrigada amigo amiga'.split(
    ' ',
  ),
);

/** 'd'água', 'dágua' and 'd agua' are 'água'. */
const unElided = (words: string) => words.replace(/\bd ?'?(agua)\b/g, '$1');

/** The question's words that carry its meaning, each cut to its first five letters. */
function stemsOf(question: string): Set<string> {
  return new Set(
    unElided(normalized(question))
      .split(/[^\p{L}\d]+/u)
      .filter((w) => w.length >= 4 && !FILLER.has(w))
      .map((w) => w.slice(0, 5)),
  );
}

/**
 * Whether a question and an answer may be reused: an answer of the seller's own words only,
 * given right after the question or right after the seller promised to check it.
 */
export function reusable(pair: PastAnswer): boolean {
  const answer = pair.answered.trim();
  const named = withoutGreetingName(answer);
  const rest = named.replace(OPENING, '').replace(APOLOGY, '');
  const greeted = rest !== named;
  return (
    (!greeted || ANSWER_START.test(fold(rest))) &&
    (pair.checked === undefined || PROMISES_CHECK.test(normalized(pair.checked))) &&
    answer.length >= ANSWER_MIN_LENGTH &&
    answer.length <= ANSWER_MAX_LENGTH &&
    stemsOf(pair.asked).size > 0 &&
    !PROMISES_CHECK.test(normalized(answer)) &&
    !MONEY.test(answer) &&
    !DATE.test(answer) &&
    !MARKETPLACE.test(fold(answer)) &&
    // The signature is not said again ('Atc, Equipe Eclock'): the shop's name in it is no
    // other customer's.
    ownAnswer(answer.replace(SIGNATURE, ''))
  );
}

/** A question that asks for a value ('qual o tamanho?', 'queria saber a medida'), not a yes or no. */
const OPEN_QUESTION =
  /\b(?:qual|quais|quanto|quantos|quantas|como|onde|quando|queria saber|quero saber|gostaria de saber)\b/;
const LEADS_YES_OR_NO = /^(?:sim|n[aã]o)\b/iu;
const LEADS_NO = /^(?:n[aã]o|infelizmente)\b/iu;
const YES_OR_NO_SAME = 0.6;
/** An answer that is a yes or a no and little else ('Não temos.', 'Sim, temos!'). */
const YES_OR_NO = /^(?:sim|nao|não|temos|tenho)\b[^.!?]{0,20}[.!?]*$/iu;

/** A measure the customer asks of ('na medida de 60 cm', 'tamanho 45', '220v'): its number. */
const numbersOf = (text: string) =>
  [
    ...normalized(text).matchAll(
      /(?<![\d.,])(\d+(?:[.,]\d+)?) ?(?:cm|mm|m|metros?|centimetros?|milimetros?|kg|g|gramas?|ml|l|litros?|v|volts?|w)\b|\b(?:tamanho|medida|numero) (?:de )?(\d+(?:[.,]\d+)?)/g,
    ),
  ].map((m) => m[1] ?? m[2]!);

/**
 * A number asked must be the one answered: 'tem na medida de 60 cm?' is not answered by the
 * measure of another question ('4 de altura por 2 de largura', m578), only by an answer or a
 * question that holds 60.
 */
const sameNumbers = (asked: string, pair: PastAnswer) => {
  const known = new Set([...numbersOf(pair.asked), ...numbersOf(pair.answered)]);
  return numbersOf(asked).every((n) => known.has(n));
};

/**
 * A marketplace's words ('estão no corpo do anúncio', 'clique em comprar'): said to a buyer of a
 * listing, not to a customer on WhatsApp (m506).
 */
const MARKETPLACE =
  /\b(?:anuncio|mercado ?livre|compra garantida|clique em comprar|clicar em comprar)\b/;

/** A greeting, a name after it or a signature the seller wrote to that customer ('Att, Loja'). */
const OPENING =
  /^(?:(?:oi+e?|ol[aá]|bom dia|boa tarde|boa noite|opa|tudo (?:bem|bom)\??)(?:\s*[,.!?]+\s*|\s+))+(?:(?:prezad[oa]|amig[oa]|querid[oa])\s*[,.!]*\s*)?/iu;
/** A follow-up's own opening, said to that customer about their wait ('Desculpa a demora!'). */
const APOLOGY =
  /^(?:(?:desculpa|desculpe|perd[aã]o) (?:a|pela) demora(?: pra te responder)?[\s,.!]*|sobre o que voc[eê] me perguntou:\s*)+/iu;
const SIGNATURE = /\b(?:att|atc|atenciosamente|abra[cç]os?)\b[\s\S]*$/iu;
/** The old customer called by a title ('prezado cliente', 'cara amiga'): not this customer. */
const TITLE =
  /(?<![\s,]),?\s*\b(?:prezad|car|querid)[oa]s? (?:client[ea]s?|amig[oa]s?|comprador(?:a|es)?)\b,?/giu;
/** Between two commas the title leaves one ('Sim, cara amiga, vai' → 'Sim, vai'). */
const untitled = (title: string) => (title.startsWith(',') && title.endsWith(',') ? ',' : '');

/** The answer without the greeting, the name it called that customer by, and the apology. */
const opened = (answer: string) =>
  withoutGreetingName(answer.trim()).replace(OPENING, '').replace(APOLOGY, '');

/**
 * What an answer starts with after a greeting, when no name came in between: a word nobody is
 * called ('oi maria tudo bem?' keeps 'maria': the pair is not reused).
 */
const ANSWER_START =
  /^(?:[^\p{L}]|(?:sim|nao|e|eh|tem|temos|tenho|pode|podemos|vai|vem|fica|ficam|serve|o|a|os|as|um|uma|no|na|de|do|da|com|sem|so|ja|ainda|infelizmente|claro|olha|entao|obrigad[oa]|pra|para|por|esse|essa|este|esta|isso|aqui|nos|eu|a gente|ele|ela|eles|elas|acabamos|estamos|segue|sobre|todos?|todas?|cada|bom|boa|perfeito|certo|ok|depende|somente|apenas|trabalhamos|vendemos|enviamos|entregamos|aceitamos|fazemos|nao temos)\b)/u;

/** The answer as said again to another customer: no greeting, no signature, a capital first. */
export function cleanAnswer(answer: string): string {
  const said = opened(answer.replace(SIGNATURE, ''))
    .replace(TITLE, untitled)
    .replace(/\.{2,}/g, '.')
    .replace(/(?<! ) +(?=[,.!?;:])/g, '');
  const trimmed = said.trim().replace(/(?<![\s,;])[\s,;]+$/, '');
  const ended = /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
  return ended.charAt(0).toUpperCase() + ended.slice(1);
}

/**
 * The seller's answer to the question asked now, when they answered the same question before:
 * the one whose question shares the most of its words (at least half of both together), newest
 * first among equals; null when none does. The product's own name says nothing of what is asked
 * ('essa cortina fica boa no varão?' is not 'vende o varão da cortina?', m466).
 */
export function pastAnswerFor(
  asked: string,
  pastAnswers: readonly PastAnswer[] = [],
  productName = '',
): string | null {
  const named = stemsOf(productName);
  const meaning = (question: string) =>
    new Set([...stemsOf(question)].filter((stem) => !named.has(stem)));
  const now = meaning(asked);
  if (now.size === 0) return null;
  let best: { answer: string; score: number } | null = null;
  const open = OPEN_QUESTION.test(fold(asked));
  for (const pair of pastAnswers) {
    if (!reusable(pair)) continue;
    // A bare 'Não temos.' answered a yes-or-no question: never 'qual o tamanho?' (m546).
    if (open && YES_OR_NO.test(cleanAnswer(pair.answered))) continue;
    if (!sameNumbers(asked, pair)) continue;
    const then = meaning(pair.asked);
    const shared = [...now].filter((stem) => then.has(stem)).length;
    const score = shared / new Set([...now, ...then]).size;
    // 'Não. …' said to a question that asks much more ('é original e à prova d'água?') says no
    // to all of it; one more word ('é resistente a água? é à prova d'água?') is the same question.
    const said = cleanAnswer(pair.answered);
    const more = [...now].some((stem) => !then.has(stem));
    if (more && score < YES_OR_NO_SAME && LEADS_YES_OR_NO.test(said)) continue;
    // A no to a narrower question is no answer to a wider one: 'infelizmente não' to 'tem cinza
    // escuro?' says nothing of 'tem cinza?' (m584).
    const narrower = [...then].some((stem) => !now.has(stem));
    if (narrower && score < YES_OR_NO_SAME && LEADS_NO.test(said)) continue;
    if (shared > 0 && score >= SAME_QUESTION && (!best || score > best.score)) {
      best = { answer: pair.answered, score };
    }
  }
  return best ? cleanAnswer(best.answer) : null;
}
