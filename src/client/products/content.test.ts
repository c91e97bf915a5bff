import { describe, expect, it } from 'vitest';
import { productInputSchema } from '#shared/product-schema.ts';
import { productFieldNames, productFields } from '#shared/products.ts';
import { nicheExamples } from './examples.ts';
import { fieldGuide } from './field-guide.ts';

const requiredNiches = [
  'Roupas e moda',
  'Cosméticos',
  'Doces e bolos',
  'Marmitas',
  'Cursos online',
  'Serviços de beleza',
  'Consultoria',
  'Artesanato',
];

const emoji = /\p{Extended_Pictographic}/u;

describe('fieldGuide', () => {
  it('has a guide for every product field and nothing else', () => {
    expect(Object.keys(fieldGuide).sort()).toEqual([...productFieldNames].sort());
  });

  it.each(productFields.map((f) => [f.name, f] as const))(
    '%s: every string is filled and fits the maximum length',
    (name, field) => {
      const guide = fieldGuide[name];
      for (const text of [guide.hint, guide.placeholder, guide.good, guide.bad]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(emoji);
      }
      const hinted = /Ex\.: (.+)$/.exec(guide.hint)?.[1];
      for (const text of [guide.placeholder, guide.good, guide.bad, hinted ?? '']) {
        expect(text.length, `${name}: "${text}"`).toBeLessThanOrEqual(field.max);
      }
      expect(guide.good).not.toBe(guide.bad);
      expect(guide.good.length).toBeGreaterThan(guide.bad.length);
    },
  );

  it('numbers the nine diagnosis questions in the Help Center order', () => {
    const byQuestion = Object.entries(fieldGuide)
      .filter(([, guide]) => guide.question !== undefined)
      .sort(([, a], [, b]) => a.question! - b.question!)
      .map(([name, guide]) => [guide.question, name]);
    expect(byQuestion).toEqual([
      [1, 'nicho'],
      [2, 'cliente_ideal'],
      [3, 'preco'],
      [4, 'canal_aquisicao'],
      [5, 'problema_resolve'],
      [6, 'objecoes'],
      [7, 'diferencial'],
      [8, 'processo_vendas'],
      [9, 'urgencia'],
    ]);
    expect(fieldGuide.nome.question).toBeUndefined();
    expect(fieldGuide.garantia.question).toBeUndefined();
    expect(fieldGuide.bonus.question).toBeUndefined();
  });
});

describe('nicheExamples', () => {
  it('starts with the eight required niches, in order', () => {
    expect(nicheExamples.length).toBeGreaterThanOrEqual(requiredNiches.length);
    expect(nicheExamples.length).toBeLessThanOrEqual(requiredNiches.length + 2);
    expect(nicheExamples.slice(0, requiredNiches.length).map((e) => e.label)).toEqual(
      requiredNiches,
    );
  });

  it('has unique kebab-case ids and unique labels', () => {
    const ids = nicheExamples.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const labels = nicheExamples.map((e) => e.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  describe.each(nicheExamples.map((e) => [e.label, e] as const))('%s', (_label, example) => {
    it('fills every field within its maximum length, without emojis', () => {
      expect(Object.keys(example.values).sort()).toEqual([...productFieldNames].sort());
      for (const field of productFields) {
        const value = example.values[field.name];
        expect(value.trim(), field.name).not.toBe('');
        expect(value, field.name).toBe(value.trim());
        expect(value.length, `${field.name}: "${value}"`).toBeLessThanOrEqual(field.max);
        expect(value, field.name).not.toMatch(emoji);
      }
    });

    it('passes the product schema', () => {
      const result = productInputSchema.safeParse(example.values);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    });
  });
});
