import { DEFAULT_TIME_ZONE } from '#shared/time-zone.ts';
import { fold } from './text.ts';

/**
 * How a seller writes, read from what they sent customers before: the greeting they open with,
 * 'vc' or 'você', the emoji they use (or none), the line they sign off with, short or long
 * messages. The offline writer picks its phrases by it, so a reply reads like the seller's own.
 */
export interface Voice {
  /** As the seller writes it ('Oi', 'Oii', 'Olá', 'Opa'); 'timeOfDay' for Bom dia / Boa tarde. */
  greeting: string;
  /** Writes 'vc' rather than 'você'. */
  vc: boolean;
  /** Their usual emoji, or null for a seller who writes without. */
  emoji: string | null;
  /** The closing they repeat ('Beijos!', 'Qualquer dúvida me chama'), or null. */
  signOff: string | null;
  /** Their messages are short: replies keep to the essentials. */
  short: boolean;
}

/** A seller with no messages yet: a plain, friendly WhatsApp voice. */
export const PLAIN_VOICE: Voice = {
  greeting: 'Oi',
  vc: false,
  emoji: null,
  signOff: null,
  short: false,
};

const GREETINGS: ReadonlyArray<readonly [RegExp, string | null]> = [
  [/^(bom dia|boa tarde|boa noite)\b/, 'timeOfDay'],
  [/^(ola|oi+e?|opa|e ai|eai|hey|salve)\b/, null],
];
const EMOJI = /\p{Extended_Pictographic}\u{FE0F}?(?:\u{200D}\p{Extended_Pictographic}\u{FE0F}?)*/gu;
const HAS_EMOJI = new RegExp(EMOJI.source, 'u');
/** Messages shorter than this, in the median, make a short voice. */
const SHORT_MEDIAN = 90;

/** The item seen most often (told apart by `key`), as first written, with its count. */
function mostCommon(
  items: string[],
  key: (item: string) => string = (item) => item,
): { item: string; count: number } | null {
  const counts = new Map<string, { item: string; count: number }>();
  for (const item of items) {
    const seen = counts.get(key(item));
    if (seen) seen.count++;
    else counts.set(key(item), { item, count: 1 });
  }
  let best: { item: string; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best;
}

/** The greeting word as the seller writes it, capitalised: 'oii' → 'Oii', 'ola' → 'Ola'. */
function greetingOf(sample: string): string | null {
  const text = sample.trim().replace(EMOJI, '').trim();
  const folded = fold(text);
  for (const [re, kind] of GREETINGS) {
    const match = re.exec(folded);
    if (!match) continue;
    if (kind) return kind;
    const written = text.slice(0, match[0].length);
    return written.charAt(0).toUpperCase() + written.slice(1).toLowerCase();
  }
  return null;
}

/** The last short sentence of a message, a candidate sign-off. */
function closingOf(sample: string): string | null {
  const lines = sample.trim().split(/\n+/);
  const last = lines
    .at(-1)!
    .split(/(?<=[.!?])\s+|(?<!\s)\s*\p{Extended_Pictographic}\u{FE0F}?\s*/u)
    .filter((part) => part.trim())
    .at(-1)!
    .trim();
  const bare = last.replace(EMOJI, '').trim();
  if (lines.length === 1 && last === sample.trim()) return null;
  // A question ('Tudo bem?') asks something of this customer; it is no sign-off.
  return bare.length >= 3 && bare.length <= 40 && !bare.endsWith('?') ? bare : null;
}

/** The seller's voice from their messages (newest first); the plain voice without any. */
export function voiceOf(samples: string[]): Voice {
  const texts = samples.map((s) => s.trim()).filter((s) => s.length > 0);
  if (texts.length === 0) return PLAIN_VOICE;
  const words = texts.flatMap((t) => fold(t).split(/[^\p{L}]+/u));
  const vc = words.filter((w) => w === 'vc' || w === 'vcs').length;
  const voce = words.filter((w) => w === 'voce' || w === 'voces').length;
  const greeting = mostCommon(texts.map(greetingOf).filter((g): g is string => !!g));
  const withEmoji = texts.filter((t) => HAS_EMOJI.test(t));
  const emoji = mostCommon(texts.flatMap((t) => t.match(EMOJI) ?? []));
  const closing = mostCommon(
    texts.map(closingOf).filter((c): c is string => !!c),
    (c) => fold(c).replace(/[^\p{L}]+/gu, ' '),
  );
  const lengths = texts.map((t) => t.length).sort((a, b) => a - b);
  return {
    greeting: greeting?.item ?? PLAIN_VOICE.greeting,
    vc: vc > voce,
    emoji: emoji && withEmoji.length * 3 >= texts.length ? emoji.item : null,
    signOff:
      closing && closing.count >= 2 && closing.count * 4 >= texts.length ? closing.item : null,
    short: lengths[Math.floor(lengths.length / 2)]! < SHORT_MEDIAN,
  };
}

/** 'Bom dia', 'Boa tarde' or 'Boa noite' for the hour in Brazil. */
export function timeOfDayGreeting(now: Date): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: DEFAULT_TIME_ZONE,
    }).format(now),
  );
  if (hour >= 5 && hour < 12) return 'Bom dia';
  if (hour >= 12 && hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** A written reply in the seller's voice: 'vc' or 'você', their emoji, their sign-off. */
export function inVoice(text: string, voice: Voice): string {
  let out = voice.vc
    ? text.replace(/\b([Vv])ocê(s?)(?!\p{L})/gu, (_m, v: string, s: string) => `${v}c${s}`)
    : text;
  if (voice.emoji) {
    // After the first exclamation, as sellers put it, or at the end.
    const at = out.search(/!(\s|$)/);
    out =
      at >= 0
        ? `${out.slice(0, at + 1)} ${voice.emoji}${out.slice(at + 1)}`
        : `${out} ${voice.emoji}`;
  }
  if (voice.signOff && !fold(out).includes(fold(voice.signOff))) {
    out = `${out}\n${voice.signOff}`;
  }
  return out;
}
