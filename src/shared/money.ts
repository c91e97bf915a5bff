// Amounts in reais, as members type them and as spreadsheets write them. One reader and one
// writer, so the form, the imports, the CSV export and the API agree on every value.

/** The longest amount a form field takes: 'R$ 9.999.999.999,99' and a sign. */
export const MONEY_TEXT_MAX = 20;

/** The largest amount the database column holds (numeric(12, 2)). */
export const MAX_MONEY = 9_999_999_999.99;

export type MoneyReading = { ok: true; value: number | null } | { ok: false; message: string };

/** Thousands grouped by one mark: '1.234', '1,234,567'. */
const GROUPED = /^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/;

/**
 * A lone mark before three digits that pt-BR cannot read as thousands: a comma ('1,500' is
 * thousands in a dot-decimal file, a decimal mark in pt-BR) or a dot after a zero ('0.500').
 */
const AMBIGUOUS = /^(?:\d{1,3},\d{3}|0\d{0,2}\.\d{3})$/;

const invalid = (text: string): MoneyReading => ({
  ok: false,
  message: `Valor inválido: "${text}". Use só números, por exemplo 1.500,00.`,
});

/** '1,500': both ways to write what the member may have meant, 1,50 or 1.500. */
function ambiguous(text: string, digits: string): MoneyReading {
  const [head = '', tail = ''] = digits.split(/[.,]/);
  const whole = Number(head + tail);
  const thousands = whole >= 1000 ? `${Math.floor(whole / 1000)}.${tail} ou ${whole}` : whole;
  return {
    ok: false,
    message: `Valor ambíguo: "${text}". A vírgula separa só os centavos (${Number(head)},${tail.slice(0, 2)}); para milhares, escreva ${thousands}.`,
  };
}

/** The amount in whole digits and up to two decimal digits, or null if that is not what it is. */
const amount = (integer: string, decimals: string) =>
  /^\d+$/.test(integer) && /^\d{0,2}$/.test(decimals)
    ? Number(`${integer}.${decimals || '0'}`)
    : null;

/** Splits '1.234,56' into its integer digits and decimals, or null when it cannot. */
function splitDigits(digits: string): { integer: string; decimals: string } | 'ambiguous' | null {
  const lastMark = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  if (lastMark < 0) return { integer: digits, decimals: '' };
  if (AMBIGUOUS.test(digits)) return 'ambiguous';
  // Dots before groups of three are thousands in pt-BR ('1.500'); so are repeated commas.
  if (GROUPED.test(digits)) return { integer: digits.replace(/[.,]/g, ''), decimals: '' };
  const head = digits.slice(0, lastMark);
  const decimals = digits.slice(lastMark + 1);
  if (!decimals) return null;
  if (/^\d+$/.test(head)) return { integer: head, decimals };
  const groupedByTheOtherMark = GROUPED.test(head) && !head.includes(digits[lastMark]!);
  return groupedByTheOtherMark ? { integer: head.replace(/[.,]/g, ''), decimals } : null;
}

/**
 * Reads amounts as Brazilians write them, and as spreadsheets export them: '1.500',
 * 'R$ 1.500', '1.234,56', 'R$297,00', '297,5', '1500', and '1234.56', '1,234.56', '29.90'.
 * Blank is null. The pt-BR rule (decision 007): a dot before groups of three digits groups
 * thousands ('1.500' is 1500); with both marks, the last one is the decimal mark and the other
 * must group thousands; one or two digits after the last mark are cents. A lone comma before
 * three digits ('1,500') is 1,5 in pt-BR and 1500 in a dot-decimal file: a wrong guess is a
 * 1000× error, so it is refused with both ways to write it; repeated groups ('1,234,567')
 * can only be thousands. A negative amount is read as such: whether it is allowed is the
 * caller's rule.
 */
export function readMoney(input: string): MoneyReading {
  const text = input.trim();
  const compact = text.replace(/\s/g, '');
  if (!compact) return { ok: true, value: null };
  const match = /^(-?)(?:R\$)?(-?)([\d.,]+)$/i.exec(compact);
  if (!match || (match[1] && match[2])) return invalid(text);
  const parts = splitDigits(match[3]!);
  if (parts === 'ambiguous') return ambiguous(text, match[3]!);
  const value = parts && amount(parts.integer, parts.decimals);
  if (value === null) return invalid(text);
  return { ok: true, value: match[1] || match[2] ? -value : value };
}

/**
 * 1234 → '1.234': a whole number grouped as pt-BR writes it, without Intl (a page's first Intl
 * formatter costs a phone tens of milliseconds; see formatBRL).
 */
export const groupDigits = (whole: number): string =>
  // eslint-disable-next-line regexp/no-super-linear-move -- the digits of one number, never more than 16
  String(Math.trunc(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * 1234.5 → 'R$ 1.234,50', as the board and the cards show amounts: what Intl's pt-BR currency
 * format writes (a no-break space after R$, cents rounded half up), written here because a
 * page's first Intl formatter costs a phone tens of milliseconds.
 */
export function formatBRL(value: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const text = String(Math.abs(value));
  // From the shortest decimal form, as Intl rounds: 1.005 is 1,01.
  const cents = text.includes('e')
    ? Math.round(Math.abs(value) * 100)
    : Math.round(Number(`${text}e2`));
  const whole = groupDigits(Math.floor(cents / 100));
  return `${sign}R$\u00a0${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** 1234.5 → '1234,50': a plain number for a form field or a pt-BR spreadsheet cell. */
export const formatMoneyInput = (value: number) => value.toFixed(2).replace('.', ',');
