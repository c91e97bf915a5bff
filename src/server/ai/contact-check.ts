import { fold } from './offline/text.ts';

/**
 * Contacts a text may give only when the product's own fields give them: a link, a phone
 * number, an e-mail, a street address or a CEP. A model that writes one took it from somewhere
 * else (another customer's conversation, an injected instruction) or made it up, so the text
 * fails the check and the offline one is used.
 *
 * Every pattern is one bounded run anchored at a word start (no nested or overlapping
 * quantifiers), and no more than CHECKED_LENGTH characters are read, so a hostile text costs
 * linear time. Each kind is blanked once found, so a phone inside a link is one link.
 */

/** Far longer than any message a member reads; a longer text is refused unread. */
const CHECKED_LENGTH = 8000;

const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}\.[\p{L}\p{N}.-]{1,190}/gu;
const SCHEME = /^(?:https?:\/\/|www\.)/i;
/** A domain's last label and its top-level one ('loja.com', 'wa.me', 'bit.ly'). */
const DOMAIN =
  /(?<![\p{L}\p{N}_-])[\p{L}\p{N}-]{1,63}\.(?:com|net|org|br|me|io|app|site|store|shop|link|ly|bio|info|online|digital|co|tv|xyz|page|vip|club|dev|ee|gl|gg|to|cc)(?![\p{L}\p{N}_-])/iu;
/** What ends a link written in a message. */
const TOKEN_BREAK = /([\s<>"'()]+)/u;
const CEP = /(?<![\p{N}.])(?:\d{5}|\d{2}\.\d{3})-\d{3}(?!\p{N})|(?<!\p{L})cep:? ?\d{8}(?!\p{N})/giu;
const STREET =
  /(?<![\p{L}\p{N}])(?:rua|r\.|avenida|av\.|av|travessa|trav\.|tv\.|alameda|al\.|rodovia|rod\.|estrada|pra[cç]a)(?=[\s,])/giu;
/** Between a street's kind and its number: its name, a comma, 'nº'. */
const STREET_NAME = /^[\p{L}\s.'ºª°,-]*$/u;
const STREET_KINDS: Record<string, string> = {
  r: 'rua',
  av: 'avenida',
  trav: 'travessa',
  tv: 'travessa',
  al: 'alameda',
  rod: 'rodovia',
  praca: 'praca',
};
const NUMBER_WORDS = new Set(['n', 'no', 'nº', 'num', 'numero']);
/** Digits with the separators a phone is written with ('+55 (11) 98765-4321'). */
const DIGIT_RUN = /(?<![\p{N}.,])\+?\(?\d[\d(). -]{0,24}/gu;

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const isWordChar = (char: string) => /[\p{L}\p{N}]/u.test(char);

/** The text without the given characters at its end (a loop: `/[.-]+$/` is quadratic). */
function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/** A link as written, without the punctuation around it, its scheme, 'www.' or final slash. */
function linkKey(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && !isWordChar(token.charAt(start))) start++;
  while (end > start && !isWordChar(token.charAt(end - 1)) && token.charAt(end - 1) !== '/') end--;
  const link = token
    .slice(start, end)
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '');
  return trimEnd(link, '/');
}

/** A phone number as its national digits: no country code, no trunk zero. */
function phoneKey(digits: string): string {
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  return national.length >= 12 && national.startsWith('55') ? national.slice(2) : national;
}

/** Each street found: its kind, name and number ('avenida brasil 500'). */
function streetsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(STREET)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 60);
    const digit = after.search(/\d/);
    if (digit < 0 || !STREET_NAME.test(after.slice(0, digit))) continue;
    const name = words(after.slice(0, digit));
    while (name.length > 0 && NUMBER_WORDS.has(name.at(-1)!)) name.pop();
    const kind = words(match[0])[0]!;
    const number = /^\d{1,5}/.exec(after.slice(digit))![0];
    found.push([STREET_KINDS[kind] ?? kind, ...name, number].join(' '));
  }
  return found;
}

interface Contacts {
  links: string[];
  emails: string[];
  addresses: string[];
  phones: string[];
}

function contactsIn(raw: string): Contacts {
  const found: Contacts = { links: [], emails: [], addresses: [], phones: [] };
  let text = raw.replace(EMAIL, (email) => {
    found.emails.push(trimEnd(email.toLowerCase(), '.-'));
    return ' ';
  });
  text = text
    .split(TOKEN_BREAK)
    .map((token) => {
      if (!SCHEME.test(token) && !DOMAIN.test(token)) return token;
      found.links.push(linkKey(token));
      return ' ';
    })
    .join('');
  text = text.replace(CEP, (cep) => {
    found.addresses.push(`cep ${cep.replace(/\D/g, '')}`);
    return ' ';
  });
  found.addresses.push(...streetsIn(text));
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const groups = run.split(/\D+/).filter(Boolean);
    const digits = groups.join('');
    if (digits.length >= 8 && groups.some((g) => g.length >= 4))
      found.phones.push(phoneKey(digits));
  }
  return found;
}

const samePhone = (a: string, b: string) =>
  a === b || (a.length >= 8 && b.endsWith(a)) || (b.length >= 8 && a.endsWith(b));

const KINDS: ReadonlyArray<readonly [keyof Contacts, string, (a: string, b: string) => boolean]> = [
  // A bare domain matches the product's own link to a page of it.
  ['links', 'a link', (link, own) => own === link || own.startsWith(`${link}/`)],
  ['phones', 'a phone number', samePhone],
  ['emails', 'an e-mail', (a, b) => a === b],
  ['addresses', 'an address', (a, b) => a === b],
];

/**
 * Each kind of contact in the text that `known` (the product's fields, as the member typed
 * them) does not give; empty when there is none. The contact itself is left out: it may be
 * another customer's.
 */
export function contactProblems(text: string, known: string): string[] {
  if (text.length > CHECKED_LENGTH) return ['too long to check for contacts'];
  const said = contactsIn(text);
  const own = contactsIn(known.slice(0, CHECKED_LENGTH));
  return KINDS.filter(([kind, , same]) =>
    said[kind].some((contact) => !own[kind].some((ownContact) => same(contact, ownContact))),
  ).map(([, what]) => `${what} the product does not have`);
}

/** Whether the text gives any contact at all. */
export const hasContact = (text: string): boolean =>
  Object.values(contactsIn(text.slice(0, CHECKED_LENGTH))).some((list) => list.length > 0);
