import { describe, expect, it } from 'vitest';
import {
  brazilianMobile,
  FOREIGN_PHONE_HINT,
  isBrazilianLandline,
  phoneHint,
  whatsappDigits,
} from './phone.ts';

describe('whatsappDigits', () => {
  it('turns a Brazilian number as sellers type it into the digits wa.me wants', () => {
    expect(whatsappDigits('(11) 98765-4321')).toBe('5511987654321');
    expect(whatsappDigits('11987654321')).toBe('5511987654321');
    expect(whatsappDigits('+55 21 3333-4444')).toBe('552133334444');
  });

  it('reads a number of another country only with its + and country code', () => {
    expect(whatsappDigits('+1 905-555-1234')).toBe('19055551234');
    expect(whatsappDigits('+351 912 345 678')).toBe('351912345678');
    // Without the +, these were Brazilian numbers of DDDs that do not exist (90, 91…).
    expect(whatsappDigits('905-555-1234')).toBeNull();
    expect(whatsappDigits('(905) 555-1234')).toBeNull();
    expect(whatsappDigits('912 345 678')).toBeNull();
  });

  it('is null for no phone and for what cannot be a number', () => {
    expect(whatsappDigits(null)).toBeNull();
    expect(whatsappDigits('  ')).toBeNull();
    expect(whatsappDigits('123')).toBeNull();
    expect(whatsappDigits('(11) 1234')).toBeNull();
    // A mobile without its 9: eight digits starting with 8 are no landline either.
    expect(whatsappDigits('(11) 8765-4321')).toBeNull();
  });
});

describe('Brazilian mobiles and landlines', () => {
  it('takes a mobile as +55… and refuses a landline, a foreign number and nonsense', () => {
    expect(brazilianMobile('(11) 98765-4321')).toBe('+5511987654321');
    expect(brazilianMobile('+55 21 99876-5432')).toBe('+5521998765432');
    expect(brazilianMobile('(11) 3333-4444')).toBeNull();
    expect(brazilianMobile('+1 905-555-1234')).toBeNull();
    expect(brazilianMobile('905-555-1234')).toBeNull();
  });

  it('tells a landline apart', () => {
    expect(isBrazilianLandline('(11) 3333-4444')).toBe(true);
    expect(isBrazilianLandline('(11) 98765-4321')).toBe(false);
    expect(isBrazilianLandline('1234')).toBe(false);
  });
});

describe('phoneHint', () => {
  it('has a word for a number no wa.me link can be made of, none otherwise', () => {
    expect(phoneHint('905-555-1234')).toBe(FOREIGN_PHONE_HINT);
    expect(phoneHint('(11) 1234')).toBe(FOREIGN_PHONE_HINT);
    expect(phoneHint('(11) 98765-4321')).toBeNull();
    expect(phoneHint('+1 905-555-1234')).toBeNull();
    expect(phoneHint('')).toBeNull();
    expect(phoneHint(null)).toBeNull();
  });
});
