/**
 * Text helpers for the offline writers. Product fields are free text typed by sellers (long,
 * several sentences, trailing periods, capitalised starts); messages need short, clean pieces
 * that read well in the middle of a sentence.
 */

/** Words that keep their capital letter in the middle of a sentence. */
const properNouns = new Set(
  (
    'instagram whatsapp tiktok facebook google youtube linkedin pinterest kwai telegram ' +
    'twitter threads shopee shein amazon magalu hotmart kiwify eduzz pix sebrae anvisa ' +
    'correios reels stories ifood olx brasil deus natal páscoa excel canva photoshop ' +
    'powerpoint notion'
  ).split(' '),
);

/** Short words that start a sentence: lower-cased even when a capitalised word follows. */
const functionWords = new Set(
  (
    'a o as os e é em no na nos nas um uma de do da dos das com para pra se quem que não sem ' +
    'por pelo pela ao eu meu minha nosso nossa seu sua todo toda muito muita muitos muitas ' +
    'mais cada quando'
  ).split(' '),
);

/** Words a cut must not end on. */
const danglingWords = new Set(
  (
    'a o as os e ou em no na nos nas um uma de do da dos das com para pra se que por pelo pela ' +
    'ao à sem mas como seu sua meu minha até'
  ).split(' '),
);

/** Trimmed, on one line, without the format's reserved characters; null when empty. */
export function clean(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value
    .replace(/\[\[|\]\]|[{}]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '…')
    .replace(/(?<!\s)\s+([,.;:!?…])/g, '$1')
    // 'Kit:Shampoo' spaced; a name's own colon between capitals ('CS:GO') kept.
    .replace(/([,;]|(?<!\p{Lu}):)(?=\p{L})/gu, '$1 ')
    .replace(/^[\s,.;:!?…\-–—•*]+/, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : null;
}

/** Plain, case-folded and without accents, for keyword matching. */
export { fold } from '#shared/fold.ts';

/** The sentences of a text, split after . ! ? or … when the next one starts a new sentence. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=["“'(]?[\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

function balanced(text: string): boolean {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return count(/\(/g) === count(/\)/g) && count(/"/g) % 2 === 0 && count(/“/g) === count(/”/g);
}

/** Drops trailing punctuation and words a sentence cannot end on. */
function tidyEnd(text: string): string {
  let out = text.replace(/(?<![\s,;:(\-–—])[\s,;:(\-–—]+$/, '');
  for (;;) {
    const last = /(?<!\S)(\S+)$/.exec(out)?.[1];
    if (!last || !danglingWords.has(last.toLowerCase()) || out === last) return out;
    out = out.slice(0, -last.length).replace(/(?<![\s,;:(\-–—])[\s,;:(\-–—]+$/, '');
  }
}

/** One sentence cut to `max` characters at a clause boundary, or failing that between words. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  for (const separator of ['; ', ', ', ' e ', ' ou ', ' com ', ' que ', ' ']) {
    for (let at = head.lastIndexOf(separator); at >= max * 0.4;) {
      const cut = tidyEnd(text.slice(0, at));
      if (cut.length >= max * 0.4 && balanced(cut)) return cut;
      at = head.lastIndexOf(separator, at - 1);
    }
  }
  const cut = tidyEnd(text.slice(0, max));
  return balanced(cut) ? cut : tidyEnd(cut.replace(/[("“][^("“]*$/, ''));
}

/** As many whole sentences as fit in `max`; at least the first one, shortened. */
export function clip(text: string, max: number): string {
  const parts = sentences(text);
  let out = '';
  for (const sentence of parts) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > max) break;
    out = next;
  }
  return out || shorten(parts[0] ?? text, max);
}

/** The first sentence, shortened to `max`. */
export function firstSentence(text: string, max: number): string {
  return shorten(sentences(text)[0] ?? text, max);
}

/** Without trailing punctuation, so it can be followed by more text. */
export function stripEnd(text: string): string {
  return text.replace(/(?<![\s.,;:!?…\-–—])[\s.,;:!?…\-–—]+$/, '');
}

/**
 * The first letter lower-cased for use after other words, unless the first word looks like a
 * proper noun or an acronym ('Instagram', 'MEIs', 'Maria Silva').
 */
export function lowerFirst(text: string): string {
  const [first, second] = text.split(/[\s,;:.!?()"“”]+/);
  if (!first || !/^\p{Lu}\p{Ll}*$/u.test(first)) return text;
  const key = first.toLowerCase();
  if (properNouns.has(key)) return text;
  // 'Sim. Aguardamos…': a new sentence after it, so no title in two capitalised words.
  const ended = /^[^\s,;:]*[.!?]/.test(text.slice(first.length));
  if (!functionWords.has(key) && !ended && second && /^\p{Lu}/u.test(second)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The first letter capitalised, past any opening quote or parenthesis. */
export function upperFirst(text: string): string {
  return text.replace(/^(["“'(]*)(\p{L})/u, (_m, open: string, letter: string) => {
    return open + letter.toUpperCase();
  });
}

/**
 * A piece to embed mid-sentence: first sentence, no final period, first letter lower-cased.
 * With `beforeColon`, a long enough head before a colon is all that is kept ('Não encontrar
 * roupa que veste bem: na loja…'), so it can itself follow a colon.
 */
export function inline(value: string | null, max: number, beforeColon = false): string | null {
  if (!value) return null;
  const sentence = firstSentence(value, max);
  const colon = beforeColon ? sentence.indexOf(': ') : -1;
  const text = stripEnd(lowerFirst(colon >= 20 ? sentence.slice(0, colon) : sentence));
  return text || null;
}

/** Whole sentences that stand on their own, ending with punctuation. */
export function asSentences(value: string | null, max: number): string | null {
  if (!value) return null;
  const text = upperFirst(clip(value, max)).replace(/(?<![\s,;:\-–—])[\s,;:\-–—]+$/, '');
  if (!text) return null;
  return /[.!?…]["”)]?$/.test(text) ? text : `${text}.`;
}

/** The random pick used by every writer. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const index = Math.min(items.length - 1, Math.max(0, Math.floor(random() * items.length)));
  return items[index] as T;
}

/** A word asked without its last vowel, so 'caixa' finds 'caixinha' (m091, m670). */
export const stemOf = (word: string) => (word.length >= 5 ? word.replace(/[aeo]s?$/, '') : word);
