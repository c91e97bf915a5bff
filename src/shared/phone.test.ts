import { describe, expect, it } from 'vitest';
import { whatsappDigits } from './phone.ts';

describe('whatsappDigits', () => {
  it('turns a Brazilian number as sellers type it into the digits wa.me wants', () => {
    expect(whatsappDigits('(11) 98765-4321')).toBe('5511987654321');
    expect(whatsappDigits('11987654321')).toBe('5511987654321');
    expect(whatsappDigits('+55 21 3333-4444')).toBe('552133334444');
  });

  it('is null for no phone and for what cannot be a number', () => {
    expect(whatsappDigits(null)).toBeNull();
    expect(whatsappDigits('  ')).toBeNull();
    expect(whatsappDigits('123')).toBeNull();
    expect(whatsappDigits('(11) 1234')).toBeNull();
  });
});
