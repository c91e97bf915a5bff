import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, formatMoneyInput, groupDigits, MAX_MONEY, readMoney } from './money.ts';

const valueOf = (text: string) => {
  const reading = readMoney(text);
  return reading.ok ? reading.value : reading.message;
};

describe('readMoney', () => {
  it.each([
    ['1234.56', 1234.56],
    ['1234,56', 1234.56],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['R$ 1.500,00', 1500],
    ['R$\u00a01.500,00', 1500],
    ['r$10', 10],
    ['1500', 1500],
    ['99,9', 99.9],
    ['0,07', 0.07],
    ['1.234.567', 1234567],
    ['1,234,567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['1 234,56', 1234.56],
    // A single dot before three digits groups thousands, as Brazilians write them.
    ['1.500', 1500],
    ['R$ 1.500', 1500],
    ['1.500,00', 1500],
    ['12.345', 12345],
    ['123.456', 123456],
    ['R$297', 297],
    ['R$297,00', 297],
    ['297,5', 297.5],
    // One or two digits after a lone dot can only be cents (what a dot-decimal file writes).
    ['1.5', 1.5],
    ['29.90', 29.9],
    ['  250  ', 250],
    ['-5', -5],
    ['-R$ 1.234,50', -1234.5],
    ['R$ -10,00', -10],
    ['', null],
    ['   ', null],
  ])('reads %j as %j', (text, value) => {
    expect(valueOf(text)).toBe(value);
  });

  it.each(['1,234', '1,500', 'R$ 1,500', '12,345', '0,500', '0.500'])(
    'refuses %j as ambiguous',
    (text) => {
      expect(valueOf(text)).toMatch(/^Valor ambíguo: /);
    },
  );

  it('says how to write the ambiguous amount either way', () => {
    expect(valueOf('1,500')).toBe(
      'Valor ambíguo: "1,500". A vírgula separa só os centavos (1,50); para milhares, escreva 1.500 ou 1500.',
    );
    expect(valueOf('0.500')).toBe(
      'Valor ambíguo: "0.500". A vírgula separa só os centavos (0,50); para milhares, escreva 500.',
    );
  });

  it.each([
    'dez reais',
    '1.234,567',
    '1234.567',
    '12.34,56',
    '1,234,5',
    '1.2.3',
    '1.234.567.89',
    ',5',
    '1234,',
    '--5',
    '- R$ -5',
    'US$ 10',
    '1e3',
    '0x10',
  ])('refuses %j', (text) => {
    expect(valueOf(text)).toBe(`Valor inválido: "${text}". Use só números, por exemplo 1.500,00.`);
  });
});

describe('the pt-BR rule, for every amount', () => {
  /** 1234567 → '1.234.567', without cents. */
  const grouped = (whole: number, mark: string) =>
    // eslint-disable-next-line regexp/no-super-linear-move -- the digits of one number, never more than 16
    String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, mark);
  const wholes = fc.integer({ min: 1000, max: 999_999_999 });

  it('reads thousands grouped by dots, with or without R$ and cents', () => {
    fc.assert(
      fc.property(
        wholes,
        fc.constantFrom('', 'R$ ', 'R$'),
        fc.constantFrom('', ',00'),
        (n, prefix, cents) => {
          expect(valueOf(`${prefix}${grouped(n, '.')}${cents}`)).toBe(n);
        },
      ),
    );
  });

  it('reads the same amount from pt-BR and from a dot-decimal spreadsheet', () => {
    const cents = fc.integer({ min: 0, max: 99_999_999_999 }).map((c) => c / 100);
    fc.assert(
      fc.property(cents, (value) => {
        const [whole, decimals] = value.toFixed(2).split('.');
        const n = Number(whole);
        expect(valueOf(`${grouped(n, '.')},${decimals}`)).toBe(value);
        expect(valueOf(`${grouped(n, ',')}.${decimals}`)).toBe(value);
        expect(valueOf(`${whole}.${decimals}`)).toBe(value);
        expect(valueOf(`${whole},${decimals}`)).toBe(value);
      }),
    );
  });

  it('refuses a lone comma before three digits, which reads two ways, saying how to write it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 }), (a, b) => {
        const text = `${a},${String(b).padStart(3, '0')}`;
        expect(valueOf(text)).toMatch(/^Valor ambíguo: .*para milhares, escreva /);
      }),
    );
  });

  it('never reads a value from text with more than two decimals and no grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (a, b) => {
        expect(readMoney(`${a}.${String(b).padStart(3, '0')}`).ok).toBe(false);
        expect(readMoney(`${a},${String(b).padStart(3, '0')}`).ok).toBe(false);
      }),
    );
  });
});

describe('formatting', () => {
  it("groups whole numbers as Intl's pt-BR does", () => {
    const intl = new Intl.NumberFormat('pt-BR');
    for (const n of [0, 7, 999, 1000, 12_345, 1_000_000, 2_147_483_647])
      expect(groupDigits(n)).toBe(intl.format(n));
  });

  it('writes amounts the way Brazilians read them', () => {
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatMoneyInput(1234.5)).toBe('1234,50');
    expect(formatMoneyInput(0.1 + 0.2)).toBe('0,30');
  });

  const TEN_MILLION_IN_CENTS = 1_000_000_000;
  const amounts = fc
    .integer({ min: -TEN_MILLION_IN_CENTS, max: TEN_MILLION_IN_CENTS })
    .map((cents) => cents / 100);

  it('reads back every amount it writes, up to R$ 10 million, to the cent', () => {
    fc.assert(
      fc.property(amounts, (value) => {
        expect(valueOf(formatBRL(value))).toBe(value);
        expect(valueOf(formatMoneyInput(value))).toBe(value);
        expect(valueOf(String(value))).toBe(value);
      }),
      { numRuns: 20_000 },
    );
  });

  it("writes what Intl's pt-BR currency format writes, sums of amounts and the database's edge included", () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const sums = fc
      .array(amounts, { maxLength: 20 })
      .map((values) => values.reduce((a, b) => a + b, 0));
    fc.assert(
      fc.property(
        fc.oneof(amounts, sums, fc.double({ min: -1e10, max: 1e10, noNaN: true })),
        (value) => {
          expect(formatBRL(value)).toBe(intl.format(value));
        },
      ),
      { numRuns: 20_000 },
    );
    for (const value of [0, -0, 1.005, 2.675, -0.004, 0.005, MAX_MONEY, -MAX_MONEY, 1e-7])
      expect(formatBRL(value), String(value)).toBe(intl.format(value));
  });

  it('reads back the edges and every cent of the first real', () => {
    const edges = [0, 0.01, 0.99, 1, 999.99, 1000, 1000.01, 999_999.99, 1_000_000, 10_000_000];
    for (let cents = 0; cents <= 100; cents++) edges.push(cents / 100);
    for (const value of edges) {
      expect(valueOf(formatBRL(value))).toBe(value);
      expect(valueOf(formatMoneyInput(value))).toBe(value);
    }
  });
});
