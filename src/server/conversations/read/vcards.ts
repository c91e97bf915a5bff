import ICAL from 'ical.js';
import { whatsappDigits } from '#shared/phone.ts';

/** A contact read from a vCard, before it is compared with the member's customers. */
export interface ReadContact {
  name: string;
  phone: string | null;
  /** The phone's international digits, null when it is not a valid number. */
  whatsapp: string | null;
  email: string | null;
}

/** The contacts of a file, and how many of its cards could not be read. */
export interface ReadVcards {
  contacts: ReadContact[];
  unread: number;
}

/** vCards a file may hold: a whole address book shared at once is not a sales lead list. */
export const MAX_CONTACTS = 500;

export class NotVcardError extends Error {}

/** A property line (unfolded) longer than this is no contact's field: left out unread. */
export const MAX_VCARD_LINE = 4_000;
/** Parameters one property may carry ('TEL;TYPE=CELL;PREF=1:…' has two). */
export const MAX_VCARD_PARAMS = 16;
/** Pictures and keys: large, and nothing the app keeps. */
const UNREAD = /^(?:[\w-]+\.)?(?:photo|logo|sound|key)[;:]/i;
const QUOTED_PRINTABLE = /;(?:encoding=)?quoted-printable(?:;|$)/i;
const BEGIN = /^begin:vcard\s*$/i;
const END = /^end:vcard\s*$/i;

/**
 * The file as one character per byte: each value is decoded with its own CHARSET (vCard 2.1
 * writes Latin-1 or Shift_JIS beside UTF-8), so bytes must reach that step untouched.
 */
function bytesAsText(input: string | Uint8Array): string {
  let bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const label = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    bytes = new TextEncoder().encode(new TextDecoder(label).decode(bytes));
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '');
}

/**
 * Physical lines joined into properties: a line starting with a space or tab continues the one
 * before (folding), and so does the line after a quoted-printable '=' (2.1's soft break, which
 * Android writes unindented). A property past MAX_VCARD_LINE is dropped, its length counted
 * without joining it further, so a file of one endless line costs one pass.
 */
function* properties(text: string): Generator<string> {
  let current: string | null = null;
  let over = false;
  let quotedPrintable = false;
  let soft = false;
  // '\r\r\n' is iOS 6's line end, one break.
  for (const line of text.replaceAll('\r\n', '\n').split(/\r\n|\r|\n/)) {
    const continues =
      current !== null && (soft ? !BEGIN.test(line) && !END.test(line) : /^[ \t]/.test(line));
    if (!continues) {
      if (current !== null && !over) yield current;
      current = '';
      over = false;
      const colon = line.indexOf(':');
      quotedPrintable = QUOTED_PRINTABLE.test(colon < 0 ? line : line.slice(0, colon));
    }
    const part = continues && !soft ? line.slice(1) : line;
    soft = quotedPrintable && line.endsWith('=');
    // The '=' is cut from the line, never from the property: that would copy it every line.
    const piece = soft ? part.slice(0, -1) : part;
    over ||= current!.length + piece.length > MAX_VCARD_LINE;
    if (!over) current += piece;
  }
  if (current !== null && !over) yield current;
}

const paramCount = (line: string) => {
  const colon = line.indexOf(':');
  return (colon < 0 ? line : line.slice(0, colon)).split(';').length - 1;
};

/**
 * The file cut to what the parser may read, in one pass, before any parsing: at most
 * MAX_CONTACTS cards, each its property lines, without pictures, lines past MAX_VCARD_LINE or
 * MAX_VCARD_PARAMS (a line with 400,000 parameters took the parser seconds), or lines with no
 * value (comments, stray picture data). A card nested in another (2.1's AGENT) is a card of
 * its own; one left open at the end of the file is kept.
 */
export function boundedVcards(input: string | Uint8Array): string[][] {
  const cards: string[][] = [];
  const open: string[][] = [];
  for (const line of properties(bytesAsText(input))) {
    if (BEGIN.test(line)) open.push([]);
    else if (END.test(line)) {
      const card = open.pop();
      if (card && cards.push(card) >= MAX_CONTACTS) return cards;
    } else if (open.length > 0 && !UNREAD.test(line) && line.includes(':')) {
      if (paramCount(line) <= MAX_VCARD_PARAMS) open.at(-1)!.push(line);
    }
  }
  return [...cards, ...open.reverse()].slice(0, MAX_CONTACTS);
}

/** Bytes as text of their charset; without one (or a wrong one), UTF-8, else Windows-1252. */
function decoded(bytes: string, charset: string | null): string {
  const raw = Buffer.from(bytes, 'latin1');
  for (const label of [charset, 'utf-8']) {
    try {
      if (label) return new TextDecoder(label, { fatal: true }).decode(raw);
    } catch {
      // an unknown label, or bytes that are not of it: the next
    }
  }
  return new TextDecoder('windows-1252').decode(raw);
}

/** The property's name, parameters and value, split where no quotes hold the mark; or null. */
function split(line: string): { name: string; params: string[]; value: string } | null {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === ';' || c === ':')) {
      parts.push(line.slice(start, i));
      start = i + 1;
      if (c === ':') {
        const [name = '', ...params] = parts;
        return { name, params, value: line.slice(start) };
      }
    }
  }
  return null;
}

const READ = /^(?:[\w-]+\.)?(?:fn|n|tel|email)$/i;
const ENCODINGS = /^(?:quoted-printable|base64|b|7bit|8bit)$/i;

/**
 * A property the app reads (FN, N, TEL, EMAIL) as vCard 3.0 writes it, else null: 2.1's bare
 * parameters ('TEL;CELL;PREF') become TYPE=, a quoted-printable value is decoded, and every
 * value becomes text of its CHARSET.
 */
function asVcard3(line: string): string | null {
  const property = split(line);
  if (!property || !READ.test(property.name)) return null;
  const { name, params, value } = property;
  let charset: string | null = null;
  let quotedPrintable = false;
  const kept: string[] = [];
  for (const param of params) {
    const eq = param.indexOf('=');
    const key = eq < 0 ? '' : param.slice(0, eq).toLowerCase();
    const v = param.slice(eq + 1);
    if (key === 'charset') charset = v;
    else if (key === 'encoding' || (key === '' && ENCODINGS.test(v)))
      quotedPrintable = /^quoted-printable$/i.test(v);
    else if (v) kept.push(key ? param : `TYPE=${v}`);
  }
  const bytes = quotedPrintable
    ? value.replace(/=([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : value;
  const escaped = decoded(bytes, charset).replace(/\r\n|\r|\n/g, '\\n');
  return `${[name, ...kept].join(';')}:${escaped}`;
}

const text = (value: unknown): string | null => {
  const s = Array.isArray(value) ? value.filter(Boolean).join(' ') : value;
  return typeof s === 'string' && s.trim() ? s.trim() : null;
};

/** vCard 4.0 may write a phone as a URI ("tel:+55-11-…"). */
const phoneText = (value: unknown) => text(value)?.replace(/^tel:/i, '') ?? null;

/** The first number WhatsApp can reach (a card may list a landline first), else the first. */
function bestPhone(phones: string[]): { phone: string | null; whatsapp: string | null } {
  for (const phone of phones) {
    const whatsapp = whatsappDigits(phone);
    if (whatsapp) return { phone, whatsapp };
  }
  return { phone: phones[0] ?? null, whatsapp: null };
}

/** One card's contact with ical.js, null when the card has no name, phone or email. */
function contactOf(lines: string[]): ReadContact | null {
  const v4 = lines.some((l) => /^version:\s*4/i.test(l));
  const props = lines.flatMap((l) => asVcard3(l) ?? []);
  const source = ['BEGIN:VCARD', `VERSION:${v4 ? '4.0' : '3.0'}`, ...props, 'END:VCARD'];
  const card = new ICAL.Component(
    ICAL.parse(source.join('\r\n')) as [string, unknown[], unknown[]],
  );
  const phones = card
    .getAllProperties('tel')
    .map((p) => phoneText(p.getFirstValue()))
    .filter((p): p is string => p !== null);
  const email = text(card.getFirstPropertyValue('email'));
  const name =
    text(card.getFirstPropertyValue('fn')) ??
    text((card.getFirstPropertyValue('n') as string[] | null)?.slice(0, 2).reverse()) ??
    phones[0] ??
    email;
  return name ? { name, ...bestPhone(phones), email } : null;
}

/**
 * The contacts of a .vcf (vCard 2.1, 3.0 or 4.0; one card or many): a card that cannot be read
 * is skipped and counted; only a file with no card read is refused (NotVcardError).
 */
export function readVcards(input: string | Uint8Array): ReadVcards {
  const contacts: ReadContact[] = [];
  let unread = 0;
  for (const lines of boundedVcards(input)) {
    let contact: ReadContact | null = null;
    try {
      contact = contactOf(lines);
    } catch {
      // ical.js refused the card: counted below
    }
    if (contact) contacts.push(contact);
    else unread++;
  }
  if (contacts.length === 0) throw new NotVcardError();
  return { contacts, unread };
}
