import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The international digits of a phone as a Brazilian seller types it ('(11) 98765-4321' →
 * '5511987654321'), or null when it cannot be a valid number: what a wa.me link needs. The
 * server answers them with every customer (`whatsapp`), so the phone metadata (120 KB) never
 * has to reach the browser.
 */
export function whatsappDigits(phone: string | null): string | null {
  if (!phone?.trim()) return null;
  const parsed = parsePhoneNumberFromString(phone, 'BR');
  return parsed?.isValid() ? parsed.number.replace('+', '') : null;
}
