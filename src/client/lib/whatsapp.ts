import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** A wa.me chat link for a number of digits with country code, with an optional message. */
export function whatsAppLink(digits: string, text?: string): string {
  const base = `https://wa.me/${digits.replace(/\D/g, '')}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * The international digits of a phone as a Brazilian seller types it ('(11) 98765-4321' →
 * '5511987654321'), or null when it cannot be a valid number.
 */
export function phoneDigits(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'BR');
  return parsed?.isValid() ? parsed.number.replace('+', '') : null;
}

/** 'Maria das Dores' → 'Maria' */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
