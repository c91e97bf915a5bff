import type { ObjectionResponse } from '#shared/ai.ts';
import type { ObjectionInput } from './engine.ts';
import { MARKUP, materialOf, messageProblems, wordsOf } from './message-check.ts';

/**
 * What makes an objection answer junk on top of the one message check (message-check.ts): a
 * seller could not send it as it is (empty, a refusal, English, the prompt, a wall of text, the
 * customer's words only). Brevity is not junk: a WhatsApp reply may answer in one line. A
 * provider answer that fails is replaced by the offline writer's, and the member is told
 * (answer-review.ts).
 */

/** Longer than this is no WhatsApp reply. */
export const ANSWER_MAX_LENGTH = 1000;
/** Fewer words than this cannot answer an objection. */
const ANSWER_MIN_WORDS = 4;
const TITLE_MAX_LENGTH = 80;

/** The first words of an answer, to tell two answers that open alike. */
export const openingOf = (text: string) => wordsOf(text).slice(0, 4).join(' ');

/** A title as two answers are told apart by. */
export const titleKey = (answer: ObjectionResponse) => answer.title.trim().toLowerCase();

/** A model talking about itself or refusing, in either language. */
export const REFUSAL =
  /\b(?:(?:como|sou) (?:um |uma )?(?:modelo de linguagem|intelig[eê]ncia artificial|IA|assistente virtual)|(?:desculpe|sinto muito|lamento)[,.!]?\s+(?:mas\s+)?n[aã]o (?:posso|consigo)|n[aã]o (?:posso|consigo) (?:ajudar|atender) com (?:isso|essa solicita[cç][aã]o|esse pedido)|as an AI|language model|I(?:'m| am) sorry|I can(?:not|'t))\b/i;
/** The prompt or its data sent back: its tags, its first lines, JSON keys. */
export const ECHO =
  /<\/?(?:produto|necessidade|objecao)>|quebre esta obje[cç][aã]o|voc[eê] [eé] um especialista em vendas|\{\s*"[a-z_]+"\s*:|^[ \t]*"[a-z_]+": "/im;

const ENGLISH = new Set(
  'the and you your is are to of for with this that it we our can will have be if not but i my what how would just get'.split(
    ' ',
  ),
);
const PORTUGUESE = new Set(
  'de que e o os você voce para pra com não nao um uma é da do seu sua por mais na no em te se mas isso está esta'.split(
    ' ',
  ),
);

export function inEnglish(words: string[]): boolean {
  let english = 0;
  let portuguese = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) english++;
    else if (PORTUGUESE.has(word)) portuguese++;
  }
  return english >= 3 && english > portuguese;
}

/** Everything that makes one answer junk; empty when a seller could send it as it is. */
export function answerProblems(
  { title, content }: ObjectionResponse,
  input: ObjectionInput,
  material = materialOf(input.product, input),
): string[] {
  const text = content.trim();
  if (!text) return ['empty'];
  const problems: string[] = [];
  const words = wordsOf(text);
  if (words.length < ANSWER_MIN_WORDS) problems.push(`${words.length} words`);
  if (text.length > ANSWER_MAX_LENGTH) problems.push(`${text.length} characters`);
  if (REFUSAL.test(text)) problems.push('a refusal or the model speaking of itself');
  if (ECHO.test(text)) problems.push('the prompt echoed back');
  if (inEnglish(words)) problems.push('not in Portuguese');
  const said = new Set(wordsOf(`${input.objection} ${input.customerNeeds}`));
  if (words.filter((word) => !said.has(word)).length < ANSWER_MIN_WORDS) {
    problems.push('nothing beyond the customer’s words');
  }
  problems.push(...messageProblems(text, material));
  const heading = title.trim();
  if (!heading || heading.length > TITLE_MAX_LENGTH || MARKUP.test(heading)) {
    problems.push('an empty, long or marked-up title');
  }
  return problems;
}

/** Everything wrong with a set of five objection answers; empty when they can be sent. */
export function answerSetProblems(answers: ObjectionResponse[], input: ObjectionInput): string[] {
  const material = materialOf(input.product, input);
  const problems: string[] = [];
  if (answers.length !== 5) problems.push(`${answers.length} answers instead of 5`);
  if (new Set(answers.map((a) => titleKey(a))).size !== answers.length) {
    problems.push('two answers with the same title');
  }
  if (new Set(answers.map((a) => openingOf(a.content))).size !== answers.length) {
    problems.push('two answers with the same opening');
  }
  answers.forEach((answer, i) => {
    for (const problem of answerProblems(answer, input, material)) {
      problems.push(`answer ${i + 1}: ${problem}`);
    }
  });
  return problems;
}
