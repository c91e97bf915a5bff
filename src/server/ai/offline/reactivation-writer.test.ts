import { describe, expect, it } from 'vitest';
import { reactivationKinds } from '#shared/reactivation.ts';
import { offerCorpus } from '../../../../tests/fixtures/offer-corpus.ts';
import { materialOf, messageProblems } from '../message-check.ts';
import { writeReactivation } from './reactivation-writer.ts';

describe('the Reativar messages', () => {
  it('pass the message check for every offer of the corpus and every kind', () => {
    for (const { product } of offerCorpus) {
      for (const kind of reactivationKinds) {
        const text = writeReactivation({
          kind,
          customerName: 'Márcia Lopes',
          product,
          typedProduct: product.nome,
          lastWords: 'quanto fica?',
          days: 75,
          occasion: 'o Natal',
        });
        expect(text).toMatch(/^Oi, Márcia! Tudo bem\? /);
        expect(messageProblems(text, materialOf(product)), `${product.nome}: ${text}`).toEqual([]);
      }
    }
  });

  it('picks up the last conversation and offers to check, never a discount', () => {
    const sofa = offerCorpus.find((o) => o.key === 'sofa')!.product;
    const say = (kind: (typeof reactivationKinds)[number], lastWords = 'ok, obrigada') =>
      writeReactivation({
        kind,
        customerName: 'Ana',
        product: sofa,
        typedProduct: null,
        lastWords,
        days: 200,
        occasion: null,
      });
    expect(say('noAnswer')).toMatch(/Faz um tempo que a gente conversou sobre a higienização/);
    expect(say('noAnswer', 'e quanto fica?')).toMatch(/Da última vez você me perguntou sobre/);
    expect(say('price')).toMatch(/ Quer que eu veja se consigo uma condição melhor pra você\?$/);
    expect(say('price')).not.toMatch(/desconto|%|R\$/);
    expect(say('pastCycle')).toMatch(
      /Já faz uns 7 meses que eu fiz a higienização.*Quer marcar a próxima\?$/,
    );
  });
});
