import { describe, expect, it } from 'vitest';
import { afterSaleStepIds } from '#shared/after-sale.ts';
import { offerCorpus } from '../../../../tests/fixtures/offer-corpus.ts';
import { materialOf, messageProblems } from '../message-check.ts';
import { productInfo } from '../product-info.ts';
import { saleName, writeAfterSale } from './after-sale-writer.ts';

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
    expect(say('sofa', 'repurchase', 180)).toMatch(/Se quiser marcar a próxima, é só me falar\.$/);
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

  it('name the product as a chat does, without the listing’s details', () => {
    expect(saleName('Maleta com jogo de chaves e soquetes 40 peças')).toBe('maleta');
    expect(saleName('Cortina de LED 3 x 2 m para painel')).toBe('cortina de LED');
    expect(saleName('Biotina 60 cápsulas (kit com 3 potes)'.split(' (')[0]!)).toBe('biotina');
    expect(saleName('Kit Emagrecedor Dia e Noite')).toBe('Kit Emagrecedor Dia e Noite');
    // One capital after 'de' names what it is of: the thing itself is no brand.
    expect(saleName('Filhote de Rottweiler com pedigree')).toBe('filhote de Rottweiler');
    expect(saleName('Bolo de Pote Gourmet')).toBe('Bolo de Pote Gourmet');
  });

  it('ask a made-to-order product to be ordered again, not booked', () => {
    const bolo = productInfo({
      nome: 'Bolo personalizado para festas',
      nicho: 'Confeitaria',
      processo_vendas: 'Encomenda pelo WhatsApp com 15 dias de antecedência, sinal de 50% no Pix.',
    });
    expect(
      writeAfterSale({
        step: 'repurchase',
        customerName: 'Ana',
        product: bolo,
        typedProduct: null,
        days: 60,
      }),
    ).toMatch(/Se quiser encomendar de novo, é só me falar\.$/);
  });

  it('thank a local delivery as arrived: a motoboy brings it the same day', () => {
    const marmita = productInfo({
      nome: 'Marmita do dia',
      processo_vendas: 'Pedido pelo WhatsApp e o motoboy leva.',
    });
    const say = (step: 'thanks' | 'checkIn') =>
      writeAfterSale({ step, customerName: 'Ana', product: marmita, typedProduct: null, days: 1 });
    expect(say('thanks')).toBe(
      'Oi, Ana! Passando pra agradecer pelo pedido. Chegou tudo certinho?',
    );
    expect(say('checkIn')).not.toMatch(/já chegou/);
  });

  it('say a year as a year, and leave out a card that names a quantity', () => {
    const say = (typedProduct: string, days: number) =>
      writeAfterSale({
        step: 'repurchase',
        customerName: 'Ana',
        product: null,
        typedProduct,
        days,
      });
    expect(say('Limpeza de sofá', 365)).toMatch(/Já faz um ano /);
    expect(say('Limpeza de sofá', 730)).toMatch(/Já faz uns 2 anos /);
    expect(say('2 potes de creatina', 30)).toBe(
      'Oi, Ana! Já faz 30 dias que você comprou comigo. Se quiser repetir, é só me falar que eu já separo o seu pedido.',
    );
  });
});
