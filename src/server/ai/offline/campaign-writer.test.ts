import { describe, expect, it } from 'vitest';
import { occasionIds } from '#shared/campaigns.ts';
import { offerCorpus } from '../../../../tests/fixtures/offer-corpus.ts';
import { materialOf, messageProblems } from '../message-check.ts';
import { writeCampaignMessage, type CampaignMessageInput } from './campaign-writer.ts';

const base: CampaignMessageInput = {
  occasion: 'natal',
  customerName: 'Márcia Lopes',
  theirProduct: null,
  bought: false,
  lastWords: null,
  product: null,
  offer: null,
  pixPrice: null,
  stopLine: true,
  variant: 0,
  repeats: true,
};

describe('the campaign messages', () => {
  it('pass the message check for every offer of the corpus and every occasion', () => {
    for (const { product } of offerCorpus) {
      for (const [i, occasion] of occasionIds.entries()) {
        const text = writeCampaignMessage({
          ...base,
          occasion,
          product,
          theirProduct: product.nome,
          bought: i % 2 === 0,
          pixPrice: i % 3 === 0 ? 49.9 : null,
          variant: i * 17,
        });
        expect(text).toMatch(/^(Oi|Olá|Márcia)[,!]/u);
        expect(text).toMatch(/responder SAIR\.$/);
        const body = text.split('\n\n')[0]!;
        expect(messageProblems(body, materialOf(product)), `${product.nome}: ${text}`).toEqual([]);
      }
    }
  });

  it('name what they bought, a kind last word, the offer and the Pix price', () => {
    const say = (over: Partial<CampaignMessageInput>) =>
      writeCampaignMessage({ ...base, stopLine: false, ...over });
    expect(
      say({
        theirProduct: 'Bolo de pote',
        bought: true,
        lastWords: 'Amei o bolo, obrigada!',
        pixPrice: 12,
      }),
    ).toBe(
      'Oi, Márcia! Tudo bem? Que bom que você gostou do bolo de pote! Para o Natal, preparei uma condição especial pra quem já é cliente: R$\u00a012,00 no Pix. Quer que eu te conte mais?',
    );
    expect(
      say({
        theirProduct: 'Limpeza de sofá',
        occasion: 'dia-das-maes',
        offer: '10% de desconto até sexta',
      }),
    ).toBe(
      'Oi, Márcia! Tudo bem? Da última vez a gente conversou sobre a limpeza de sofá. Para o Dia das Mães, preparei uma condição especial: 10% de desconto até sexta. Quer que eu te conte mais?',
    );
  });

  it('offers one more of what is bought once, to give on a gift day, and asks nothing after', () => {
    const jewel = offerCorpus.find((o) => o.key === 'semijoias')!.product;
    const curtain = { ...jewel, nome: 'Cortina corta-luz' };
    expect(
      writeCampaignMessage({
        ...base,
        stopLine: false,
        product: curtain,
        theirProduct: 'Cortina corta-luz',
        bought: true,
        repeats: false,
      }),
    ).toBe(
      'Oi, Márcia! Tudo bem? Lembrei de você, que já comprou a cortina corta-luz comigo. Para o Natal, se quiser mais uma, pra você ou pra presentear, é só me falar.',
    );
    expect(
      writeCampaignMessage({
        ...base,
        occasion: 'black-friday',
        stopLine: false,
        product: curtain,
        theirProduct: 'Cortina corta-luz',
        bought: true,
        repeats: false,
      }),
    ).toMatch(/Na Black Friday, se quiser mais uma, é só me falar\.$/);
  });

  it('says they liked it only when their words say so (m217: a blessing is no liking)', () => {
    const to = (lastWords: string) =>
      writeCampaignMessage({ ...base, theirProduct: 'Corrente de prata', bought: true, lastWords });
    expect(to('Amei a corrente, obrigada!')).toMatch(/Que bom que você gostou da corrente/);
    expect(to('Deus Abençoe bom final de semana pra vcs')).not.toMatch(/gostou/);
  });

  it('customers alike get different texts, one variant from the next', () => {
    const texts = new Set(
      Array.from({ length: 100 }, (_, variant) =>
        writeCampaignMessage({ ...base, theirProduct: 'Bolo', bought: true, variant }),
      ),
    );
    expect(texts.size).toBe(100);
  });
});
