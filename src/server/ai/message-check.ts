import { productFieldNames } from '#shared/products.ts';
import { contactProblems } from './contact-check.ts';
import type { ProductInfo } from './product-info.ts';
import { tidyName } from './offline/member-text.ts';
import { fold } from './offline/text.ts';
import {
  AGE_RANGE,
  nameInSentence,
  offerKindOf,
  wrongNouns,
  type OfferKind,
} from './offline/offer-kind.ts';

/**
 * The one check every text a member reads goes through, whichever engine wrote it and wherever
 * it is shown (a script message, an objection answer, a follow-up, a reply): what the member
 * typed is material to understand, never text to quote. It flags a field pasted (six of its
 * words in a row), a paste repeated or in parentheses, the customer's need said twice, an age
 * range, a noun that does not fit the kind of offer ('o seu pedido' for a course), markup,
 * bullets, blanks, doubled spaces, and a link, phone, e-mail or address the product's own fields
 * do not give (contact-check.ts). Decision 029.
 */

/** What the member typed, as the checks see it. */
export interface TypedMaterial {
  /** Free-text inputs: each may appear at most once per text, and never inside parentheses. */
  pieces: string[];
  /** The product's name, which may appear at most twice per text. */
  productName: string;
}

/** Case- and accent-folded words, punctuation and emoji left out. */
export function wordsOf(text: string): string[] {
  return fold(text)
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

/** The text's words with the product's name taken out: the name said is no field pasted. */
function withoutName(words: string[], name: string[]): string[] {
  if (name.length < 2) return words;
  const kept: string[] = [];
  for (let i = 0; i < words.length;) {
    if (sameWords(words.slice(i, i + name.length), name)) {
      kept.push('\u0000');
      i += name.length;
    } else kept.push(words[i++]!);
  }
  return kept;
}

/** A parenthesis the writer put around the member's words (not one the member typed). */
function pastedInParentheses(text: string, piece: string, typed: string[] = []): boolean {
  if (piece.includes('(')) return false;
  const pieceWords = wordsOf(piece);
  if (pieceWords.length === 0) return false;
  const joined = ` ${pieceWords.join(' ')} `;
  return [...text.matchAll(/\(([^()]*)\)/g)].some((m) => {
    const inside = wordsOf(m[1] ?? '');
    if (inside.length === 0) return false;
    // The member's own parenthesis ('R$ 397 (lote 1)'), kept as they typed it.
    if (typed.some((field) => field.includes(m[0]))) return false;
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
  const short = wordsOf(name.split(/:|\s\(|\s[-–—|]\s/)[0] ?? '');
  return short.length >= 2 ? short : wordsOf(name);
}

/** Everything wrong with one text a member will read (an answer or a script message). */
export function textProblems(text: string, material: TypedMaterial): string[] {
  const problems: string[] = [];
  if (/\b(undefined|null|NaN)\b|\[object /.test(text)) problems.push('a placeholder leaked');
  if (/ {2}/.test(text)) problems.push('doubled spaces');
  if (/\s[,.;:!?…]/.test(text)) problems.push('a space before punctuation');
  // 'O guarda-roupa sapateira 4 colunas…' names the product; its words shared with the
  // differential ('4 colunas com cabideiro') are no paste of it (SAP7).
  const unnamed = withoutName(wordsOf(text), wordsOf(material.productName));
  for (const piece of material.pieces) {
    const label = `"${piece.slice(0, 30)}"`;
    if (pastedInParentheses(text, piece, material.pieces))
      problems.push(`${label} pasted in parentheses`);
    const pieceWords = wordsOf(piece);
    const times =
      pieceWords.length > 1 ? pasteSpans(unnamed, pieceWords) : timesPasted(text, piece);
    if (times > 1) problems.push(`${label} pasted more than once`);
  }
  const name = nameWords(material.productName);
  if (name.length > 0 && occurrences(wordsOf(text), name) > 2) {
    problems.push('the product name more than twice');
  }
  return problems;
}

/** What the member typed, as the one check sees it. */
export interface MessageMaterial extends TypedMaterial {
  /** The fields that describe (niche, ideal client, problem, objections, channel, process): never quoted. */
  described: string[];
  /** The customer's need as the member typed it: a text may speak of it once. */
  need: string | null;
  /** The kind of offer, whose nouns a text must use; null when there is no product. */
  kind: OfferKind | null;
  /** Every field of the product, folded: a noun the member used there is theirs to use. */
  own: string;
}

/**
 * Fields a message may state as the member typed them, once: the name, the price and the
 * promises made to customers (differential, urgency, guarantee, bonus). The others describe the
 * business to us; a message says what they mean, not what they say.
 */
const DESCRIBED = [
  'nicho',
  'cliente_ideal',
  'problema_resolve',
  'objecoes',
  'canal_aquisicao',
  'processo_vendas',
] as const;

/** Every field but the name, which is stated as it is. */
const FIELDS = productFieldNames.filter((name) => name !== 'nome');

/** The product's free-text fields and, for an objection, the need and the objection. */
export function materialOf(
  product: ProductInfo,
  said: { customerNeeds?: string; objection?: string } = {},
): MessageMaterial {
  // A stored product carries its id and dates too: only the twelve fields are the member's words.
  const fields = FIELDS.map((key) => product[key]);
  const typed = (p: string | null | undefined): p is string => !!p && wordsOf(p).length > 0;
  return {
    productName: product.nome,
    pieces: [...fields, said.customerNeeds, said.objection].filter(typed),
    described: DESCRIBED.map((key) => product[key]).filter(typed),
    need: typed(said.customerNeeds) ? said.customerNeeds : null,
    kind: offerKindOf(product),
    own: fold([product.nome, ...fields].join(' ')),
  };
}

/** Six of a field's words in a row is a paste; five is the most a message borrows. */
const PASTE_RUN = 6;

/** Whether six words in a row of the field are in the words (customer quotes left out). */
function pastedRun(text: string, field: string): boolean {
  const runs = new Set<string>();
  for (const typed of bySentence(field)) {
    for (let i = 0; i + PASTE_RUN <= typed.length; i++) {
      runs.add(typed.slice(i, i + PASTE_RUN).join(' '));
    }
  }
  if (runs.size === 0) return false;
  // A run across two of our sentences ('…em casa. E quem…') is a coincidence, not a paste.
  return bySentence(text).some((words) => {
    for (let i = 0; i + PASTE_RUN <= words.length; i++) {
      if (runs.has(words.slice(i, i + PASTE_RUN).join(' '))) return true;
    }
    return false;
  });
}

const bySentence = (text: string) => text.split(/(?<![.!?…])[.!?…]+(?:\s|$)/).map(wordsOf);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A generic name typed with capitals ('Higienização de sofá', 'KIT CACHOS') inside a sentence. */
function capitalisedName(text: string, name: string): boolean {
  return [name, tidyName(name)].some((typed) => {
    const opening = typed.trim().split(/\s+/).slice(0, 2).join(' ');
    if (!opening || nameInSentence(typed).startsWith(opening)) return false;
    return new RegExp(`(?<=[\\p{Ll}\\d,]\\s)${escaped(opening)}(?![\\p{L}])`, 'u').test(text);
  });
}

/** Markdown bullets ('* ', '• ', '+ '); a '- ' list is how people type one in WhatsApp. */
const BULLET = /^[^\S\n\r\u2028\u2029]*[*•+]\s/m;

/**
 * Everything that keeps a text from being sent as it is; empty when a seller could send it.
 * Wherever a text is shown, this is the check it passed (decision 029).
 */
export function messageProblems(text: string, material: MessageMaterial): string[] {
  const { need } = material;
  const others = need ? material.pieces.filter((p) => p !== need) : material.pieces;
  const problems = textProblems(text, { ...material, pieces: others });
  if (need && timesPasted(text, need) > 1) problems.push('the need used twice');
  if (need && pastedInParentheses(text, need, material.pieces)) {
    problems.push('the need pasted in parentheses');
  }
  const unquoted = text.replace(/["“][^"“”]*["”]/g, ' ');
  for (const field of material.described) {
    if (pastedRun(unquoted, field)) problems.push(`"${field.slice(0, 30)}" pasted`);
  }
  if (AGE_RANGE.test(text)) problems.push('an age range');
  if (capitalisedName(text, material.productName)) {
    problems.push('the product name capitalised mid-sentence');
  }
  if (material.kind) {
    const folded = fold(text);
    for (const [noun, re] of wrongNouns[material.kind]) {
      if (re.test(folded) && !material.own.includes(fold(noun))) {
        problems.push(`"${noun}" for a ${material.kind}`);
      }
    }
  }
  if (MARKUP.test(text) || BULLET.test(text)) problems.push('markup');
  if (BLANK.test(text)) problems.push('a blank left to fill');
  problems.push(...contactProblems(text, material.own));
  return problems;
}

export const MARKUP =
  /\*\*|__|```|`[^`\n]+`|^#{1,6}\s|<\/?[a-z][\w-]*(?:\s[^<>]*)?>|\[[^[\]\n]*\]\([^)\n]*\)|^[^\S\n\r\u2028\u2029]*\|.*\|\s*$/im;
/** Blanks the writer did not fill: '[nome do produto]', '{valor}', '(nome do cliente)', 'R$ XX'. */
export const BLANK =
  /\[[^\]\n]{1,60}\]|\{(?!\s*nome\s*\})[^{}\n]{1,60}\}|\((?:nome|produto|valor|pre[cç]o|link|data)\b[^)\n]*\)|\bX{2,}\b|R\$\s*X/i;
