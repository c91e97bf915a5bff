import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// The full metadata ('max', about 50 KB gzipped, loaded by the browser only on demand): the
// 'min' set checks lengths only, so '905-555-1234' passed as (90) 5555-1234 from a DDD that does
// not exist, and it cannot tell a mobile from a landline.
const parse = (phone: string | null) =>
  phone?.trim() ? parsePhoneNumberFromString(phone, 'BR') : undefined;

/**
 * The international digits of a phone as a Brazilian seller types it ('(11) 98765-4321' →
 * '5511987654321'), or null when it is no valid number: what a wa.me link needs. Without a +
 * it is read as Brazilian; a number of another country needs its + and country code.
 */
export function whatsappDigits(phone: string | null): string | null {
  const parsed = parse(phone);
  return parsed?.isValid() ? parsed.number.replace('+', '') : null;
}

/** A Brazilian mobile number as +55…, else null: what a Pix 'Celular' key must be. */
export function brazilianMobile(phone: string): string | null {
  const parsed = parse(phone);
  return parsed?.isValid() && parsed.country === 'BR' && parsed.getType() === 'MOBILE'
    ? parsed.number
    : null;
}

/** A valid Brazilian landline (Pix refuses it as a 'Celular' key with its own words). */
export function isBrazilianLandline(phone: string): boolean {
  const parsed = parse(phone);
  return Boolean(parsed?.isValid() && parsed.country === 'BR' && parsed.getType() === 'FIXED_LINE');
}

export const FOREIGN_PHONE_HINT =
  'Este número não parece de celular do Brasil. Para outro país, comece com + e o código do país.';

/** The word under a customer's phone that no wa.me link can be made of; null when it can. */
export const phoneHint = (phone: string | null) =>
  phone?.trim() && whatsappDigits(phone) === null ? FOREIGN_PHONE_HINT : null;
