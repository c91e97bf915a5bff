import type { ObjectionResponse } from '#shared/ai.ts';
import type { ObjectionInput } from './engine.ts';
import type { ProductInfo } from './product-info.ts';

/**
 * The checks a text must pass before a member reads it, for any engine: the member's free text
 * is material, not something to paste, and an answer is junk when a seller could not send it as
 * it is (empty, markup, a refusal, English, the prompt, placeholders, a wall of text). Brevity
 * is not junk: a WhatsApp reply may answer in one line. A provider answer that fails is
 * replaced by the offline writer's, and the member is told (answer-review.ts).
 */

/** Longer than this is no WhatsApp reply. */
export const ANSWER_MAX_LENGTH = 1000;
/** Fewer words than this cannot answer an objection. */
const ANSWER_MIN_WORDS = 4;
const TITLE_MAX_LENGTH = 80;

/** What the member typed, as the checks see it. */
export interface TypedMaterial {
  /** Free-text inputs: each may appear at most once per text, and never inside parentheses. */
  pieces: string[];
  /** The product's name, which may appear at most twice per text. */
  productName: string;
}

/** Case- and accent-folded words, punctuation and emoji left out. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Word runs long enough to tell a paste from a shared word: four words, or the whole input. */
function runsOf(piece: string[]): { size: number; runs: Set<string> } {
  const size = Math.min(piece.length, 4);
  const runs = new Set<string>();
  for (let i = 0; i + size <= piece.length; i++) runs.add(piece.slice(i, i + size).join(' '));
  return { size, runs };
}

/** Words a writer may change inside one paste ('meu' → 'seu') without it becoming two. */
const EDIT_GAP = 2;

/** How many places the piece's runs were pasted at; runs close together are one paste. */
function pasteSpans(words: string[], piece: string[]): number {
  if (piece.length < 2) return 0;
  const { size, runs } = runsOf(piece);
  let spans = 0;
  let end = -Infinity;
  for (let i = 0; i + size <= words.length; i++) {
    if (!runs.has(words.slice(i, i + size).join(' '))) continue;
    if (i > end + EDIT_GAP) spans++;
    end = i + size;
  }
  return spans;
}

const quotedSpans = (text: string) =>
  [...text.matchAll(/["“]([^"“”]+)["”]/g)].map((m) => wordsOf(m[1] ?? ''));

const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((word, i) => word === b[i]);

/** How many times the piece was pasted into the text: word runs, or a one-word piece quoted. */
export function timesPasted(text: string, piece: string): number {
  const pieceWords = wordsOf(piece);
  if (pieceWords.length === 0) return 0;
  if (pieceWords.length === 1) {
    return quotedSpans(text).filter((quoted) => sameWords(quoted, pieceWords)).length;
  }
  return pasteSpans(wordsOf(text), pieceWords);
}

/** A parenthesis the writer put around the member's words (theirs, when the input has one). */
function pastedInParentheses(text: string, piece: string): boolean {
  if (piece.includes('(')) return false;
  const pieceWords = wordsOf(piece);
  if (pieceWords.length === 0) return false;
  const joined = ` ${pieceWords.join(' ')} `;
  return [...text.matchAll(/\(([^()]*)\)/g)].some((m) => {
    const inside = wordsOf(m[1] ?? '');
    if (inside.length === 0) return false;
    return pasteSpans(inside, pieceWords) > 0 || joined.includes(` ${inside.join(' ')} `);
  });
}

function occurrences(words: string[], name: string[]): number {
  let count = 0;
  for (let i = 0; i + name.length <= words.length; i++) {
    if (sameWords(words.slice(i, i + name.length), name)) count++;
  }
  return count;
}

/** The name up to its details (':', ' (', ' - '), when that still has two words. */
function nameWords(name: string): string[] {
  const short = wordsOf(name.split(/\s*(?::|\s\(|\s[-–—|]\s)/)[0] ?? '');
  return short.length >= 2 ? short : wordsOf(name);
}

/** Everything wrong with one text a member will read (an answer or a script message). */
export function textProblems(text: string, material: TypedMaterial): string[] {
  const problems: string[] = [];
  if (/\b(undefined|null|NaN)\b|\[object /.test(text)) problems.push('a placeholder leaked');
  if (/ {2}/.test(text)) problems.push('doubled spaces');
  if (/\s[,.;:!?…]/.test(text)) problems.push('a space before punctuation');
  for (const piece of material.pieces) {
    const label = `"${piece.slice(0, 30)}"`;
    if (pastedInParentheses(text, piece)) problems.push(`${label} pasted in parentheses`);
    if (timesPasted(text, piece) > 1) problems.push(`${label} pasted more than once`);
  }
  const name = nameWords(material.productName);
  if (name.length > 0 && occurrences(wordsOf(text), name) > 2) {
    problems.push('the product name more than twice');
  }
  return problems;
}

/** The product's free-text fields and, for an objection, the need and the objection. */
export function materialOf(
  product: ProductInfo,
  said: { customerNeeds?: string; objection?: string } = {},
): TypedMaterial {
  const { nome, ...fields } = product;
  const pieces = [...Object.values(fields), said.customerNeeds, said.objection];
  return {
    productName: nome,
    pieces: pieces.filter((p): p is string => !!p && wordsOf(p).length > 0),
  };
}

/** The first words of an answer, to tell two answers that open alike. */
export const openingOf = (text: string) => wordsOf(text).slice(0, 4).join(' ');

/** A title as two answers are told apart by. */
export const titleKey = (answer: ObjectionResponse) => answer.title.trim().toLowerCase();

export const MARKUP =
  /\*\*|__|```|`[^`\n]+`|^#{1,6}\s|<\/?[a-z][\w-]*(?:\s[^<>]*)?>|\[[^\]\n]*\]\([^)\n]*\)|^\s*\|.*\|\s*$/im;
/** Blanks the writer did not fill: '[nome do produto]', '{valor}', '(nome do cliente)', 'R$ XX'. */
export const BLANK =
  /\[[^\]\n]{1,60}\]|\{(?!\s*nome\s*\})[^{}\n]{1,60}\}|\((?:nome|produto|valor|pre[cç]o|link|data)\b[^)\n]*\)|\bX{2,}\b|R\$\s*X/i;
/** A model talking about itself or refusing, in either language. */
export const REFUSAL =
  /\b(?:(?:como|sou) (?:um |uma )?(?:modelo de linguagem|intelig[eê]ncia artificial|IA|assistente virtual)|(?:desculpe|sinto muito|lamento)[,.!]?\s+(?:mas\s+)?n[aã]o (?:posso|consigo)|n[aã]o (?:posso|consigo) (?:ajudar|atender) com (?:isso|essa solicita[cç][aã]o|esse pedido)|as an AI|language model|I(?:'m| am) sorry|I can(?:not|'t))\b/i;
/** The prompt or its data sent back: its tags, its first lines, JSON keys. */
export const ECHO =
  /<\/?(?:produto|necessidade|objecao)>|quebre esta obje[cç][aã]o|voc[eê] [eé] um especialista em vendas|\{\s*"[a-z_]+"\s*:|^\s*"[a-z_]+": "/im;

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
  if (MARKUP.test(text)) problems.push('markup');
  if (BLANK.test(text)) problems.push('a blank left to fill');
  if (REFUSAL.test(text)) problems.push('a refusal or the model speaking of itself');
  if (ECHO.test(text)) problems.push('the prompt echoed back');
  if (inEnglish(words)) problems.push('not in Portuguese');
  const said = new Set(wordsOf(`${input.objection} ${input.customerNeeds}`));
  if (words.filter((word) => !said.has(word)).length < ANSWER_MIN_WORDS) {
    problems.push('nothing beyond the customer’s words');
  }
  problems.push(...textProblems(text, material));
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
