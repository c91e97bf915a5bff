import { describe, expect, it } from 'vitest';
import { productInfo, type ProductInfo } from '../product-info.ts';
import { factsOf } from './facts.ts';
import { offerOf, productPhrase, stepAt } from './reply-offer.ts';

const product = (fields: Partial<ProductInfo> & { nome: string }) => productInfo(fields);
const offer = (p: ProductInfo) => offerOf(p, factsOf(p));

describe('offerOf, what a customer secures and how they get it', () => {
  it.each([
    [
      product({ nome: 'Kit Cachos', processo_vendas: 'Pix e Correios' }),
      'separo o seu pedido',
      'delivery',
    ],
    [product({ nome: 'Higienização de sofá a domicílio' }), 'reservo o seu horário', 'visit'],
    [
      product({ nome: 'Curso de Excel', urgencia: 'Turma fecha domingo' }),
      'garanto a sua vaga',
      'access',
    ],
    [product({ nome: 'E-book 100 receitas low carb' }), 'libero o seu acesso', 'access'],
    [product({ nome: 'Workshop de Páscoa' }), 'garanto a sua inscrição', 'access'],
    [
      product({
        nome: 'Clube do café',
        nicho: 'Assinatura',
        processo_vendas: 'envio pelos Correios',
      }),
      'ativo a sua assinatura',
      'delivery',
    ],
    [
      product({ nome: 'Assinatura de flores semanais', preco: 'R$ 120 por mês' }),
      'ativo a sua assinatura',
      'delivery',
    ],
    [
      product({ nome: 'App de finanças', preco: 'R$ 19,90 por mês' }),
      'ativo a sua assinatura',
      'access',
    ],
  ])('%#: %j', (p, hold, reach) => {
    expect(offer(p).hold.now).toBe(hold);
    expect(offer(p).reach).toBe(reach);
  });

  it("is what the scripts and objection answers secure too: an e-book's access, not a place", () => {
    expect(factsOf(product({ nome: 'E-book 100 receitas low carb' })).secure).toBe('o seu acesso');
    expect(
      factsOf(product({ nome: 'Curso de Excel', urgencia: 'Turma fecha domingo' })).secure,
    ).toBe('a sua vaga');
  });
});

describe('productPhrase', () => {
  it.each([
    ['Higienização de sofá 3 lugares a domicílio', 'a higienização de sofá 3 lugares a domicílio'],
    ['Excel para RH', 'o Excel para RH'],
    ['Personal Online', 'o Personal Online'],
  ])('%j → %j', (name, phrase) => {
    const full = name === 'Personal Online' ? 'Personal Online - Plano Trimestral' : name;
    expect(productPhrase(name, full)).toBe(phrase);
  });
});

describe('stepAt', () => {
  it('once past the quote, sends what follows it', () => {
    const p = product({
      nome: 'Sofá',
      processo_vendas: 'Orçamento pelo WhatsApp, agendamento e sinal de 30% no Pix',
    });
    const f = factsOf(p);
    expect(stepAt(p, f, false)).toBe('a proposta com todos os detalhes');
    expect(stepAt(p, f, true)).toBe('os horários livres e o Pix do sinal');
  });
});
