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

/** vCards a file may hold: a whole address book shared at once is not a sales lead list. */
export const MAX_CONTACTS = 500;

export class NotVcardError extends Error {}

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

/** A property line (unfolded) longer than this is no contact's field: left out unread. */
export const MAX_VCARD_LINE = 4_000;
/** Parameters one property may carry ('TEL;TYPE=CELL;PREF=1:…' has two). */
export const MAX_VCARD_PARAMS = 16;
/** Pictures and keys: large, and nothing the app keeps. */
const UNREAD = /^(?:[\w-]+\.)?(?:photo|logo|sound|key)[;:]/i;

/**
 * The file cut to what the parser may read, in one pass: at most MAX_CONTACTS cards, no
 * pictures, no line past MAX_VCARD_LINE or MAX_VCARD_PARAMS. A line with 400,000 parameters
 * took the parser seconds; here it is skipped like a picture.
 */
export function boundedVcards(input: string): string {
  const lines: string[] = [];
  let cards = 0;
  for (const line of input.replace(/^\uFEFF/, '').split(/\r?\n(?![ \t])/)) {
    const unfolded = line.replace(/\r?\n[ \t]/g, '');
    if (unfolded.length > MAX_VCARD_LINE || UNREAD.test(unfolded)) continue;
    const colon = unfolded.indexOf(':');
    const name = colon < 0 ? unfolded : unfolded.slice(0, colon);
    if (name.split(';').length - 1 > MAX_VCARD_PARAMS) continue;
    lines.push(unfolded);
    if (/^end:vcard\s*$/i.test(unfolded) && ++cards >= MAX_CONTACTS) break;
  }
  return lines.join('\r\n');
}

/** The contacts of a .vcf (vCard 3.0 or 4.0, one or many cards) with ical.js. */
export function readVcards(input: string): ReadContact[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(boundedVcards(input));
  } catch {
    throw new NotVcardError();
  }
  const cards = (Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : parsed) as
    unknown[] | undefined;
  const contacts: ReadContact[] = [];
  for (const jcal of cards ?? []) {
    if (!Array.isArray(jcal) || jcal[0] !== 'vcard') continue;
    const card = new ICAL.Component(jcal as [string, unknown[], unknown[]]);
    const phones = card
      .getAllProperties('tel')
      .map((p) => phoneText(p.getFirstValue()))
      .filter((p): p is string => p !== null);
    const name =
      text(card.getFirstPropertyValue('fn')) ??
      text((card.getFirstPropertyValue('n') as string[] | null)?.slice(0, 2).reverse()) ??
      phones[0];
    if (!name) continue;
    contacts.push({
      name,
      ...bestPhone(phones),
      email: text(card.getFirstPropertyValue('email')),
    });
  }
  if (contacts.length === 0) throw new NotVcardError();
  return contacts.slice(0, MAX_CONTACTS);
}
