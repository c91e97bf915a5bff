import { describe, expect, it } from 'vitest';
import { afterSaleStepIds } from '#shared/after-sale.ts';
import { offerCorpus } from '../../../../tests/fixtures/offer-corpus.ts';
import { materialOf, messageProblems } from '../message-check.ts';
import { writeAfterSale } from './after-sale-writer.ts';

describe('the after-sale messages', () => {
  it('pass the message check for every offer of the corpus and every step', () => {
    for (const { product } of offerCorpus) {
      for (const step of afterSaleStepIds) {
        const text = writeAfterSale({
          step,
          customerName: 'Márcia Lopes',
          product,
          typedProduct: product.nome,
          days: 28,
        });
        expect(text).toMatch(/^Oi, Márcia! /);
        expect(messageProblems(text, materialOf(product)), `${product.nome}: ${text}`).toEqual([]);
      }
    }
  });

  it('speak of a shipped product, a visit and an access each in its own words', () => {
    const kinds = Object.fromEntries(offerCorpus.map((o) => [o.key, o.product]));
    const say = (key: string, step: 'thanks' | 'repurchase', days = 30) =>
      writeAfterSale({
        step,
        customerName: 'Ana',
        product: kinds[key]!,
        typedProduct: null,
        days,
      });
    expect(say('sofa', 'repurchase', 180)).toMatch(/Já faz uns 6 meses que eu fiz a higienização/);
    expect(say('sofa', 'repurchase', 180)).toMatch(/reservo o seu horário\.$/);
    expect(Object.keys(kinds).some((k) => /Conseguiu acessar/.test(say(k, 'thanks')))).toBe(true);
    expect(Object.keys(kinds).some((k) => /Assim que chegar/.test(say(k, 'thanks')))).toBe(true);
  });

  it('without a product, names the purchase', () => {
    const text = writeAfterSale({
      step: 'thanks',
      customerName: '',
      product: null,
      typedProduct: null,
      days: 1,
    });
    expect(text).toBe(
      'Oi! Passando pra agradecer pela compra. Assim que chegar, me conta se ficou tudo certinho?',
    );
  });
});
