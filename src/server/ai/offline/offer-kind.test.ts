import { describe, expect, it } from 'vitest';
import { itMaps } from '../../../../tests/helpers/it-maps.ts';
import { productInfo } from '../product-info.ts';
import {
  AGE_RANGE,
  fewWordsOf,
  nameInSentence,
  nicheOf,
  nounsFor,
  offerKindOf,
  whoOf,
} from './offer-kind.ts';

const product = productInfo;

describe('offerKindOf', () => {
  it.each([
    [
      { nome: 'Higienização de sofá 3 lugares a domicílio', nicho: 'Limpeza de estofados' },
      'service',
    ],
    [{ nome: 'Excel para RH', nicho: 'CURSOS ONLINE' }, 'course'],
    [{ nome: 'Mentoria de Instagram para confeiteiras' }, 'course'],
    [{ nome: 'Clube do Café', nicho: 'Assinatura de cafés especiais' }, 'subscription'],
    [{ nome: 'Caixa de snacks saudáveis', preco: 'R$ 89,90 por mês' }, 'subscription'],
    [{ nome: 'Curso de bolos', preco: '12x de R$ 29,70 por mês' }, 'course'],
    [{ nome: 'Workshop de Páscoa presencial', nicho: 'Confeitaria' }, 'event'],
    [{ nome: 'Banho e tosa com leva e traz', nicho: 'Pet shop' }, 'service'],
    [{ nome: 'KIT CACHOS PODEROSOS 🌀', nicho: 'COSMÉTICOS' }, 'product'],
    [{ nome: 'Semijoias Lua', diferencial: 'Um ano de garantia no banho.' }, 'product'],
    [{ nome: 'Design de unhas', processo_vendas: 'Agendo pelo WhatsApp' }, 'service'],
    // Posted goods, whatever hours the seller keeps or the product schedules (round 23).
    [
      {
        nome: 'Kit Vedação para Panela de Pressão Elétrica',
        processo_vendas: 'Envio pelos Correios com rastreio. Atendo das 8h às 18h.',
      },
      'product',
    ],
    [
      {
        nome: 'Tomada inteligente Wi-Fi',
        diferencial: 'Liga e desliga pelo app, com horários programados',
        processo_vendas: 'Envio pelos Correios, com nota fiscal.',
      },
      'product',
    ],
  ])('reads %j as a %s', (fields, kind) => {
    expect(offerKindOf(product(fields))).toBe(kind);
  });

  it('gives each kind its own nouns', () => {
    expect(nounsFor('course')).toMatchObject({ order: 'vaga', delivery: 'acesso' });
    expect(nounsFor('service')).toMatchObject({
      yourOrder: 'o seu horário',
      delivery: 'atendimento',
    });
    expect(nounsFor('product')).toMatchObject({ order: 'pedido', theDelivery: 'a entrega' });
    expect(nounsFor('event').order).toBe('inscrição');
    expect(nounsFor('subscription').order).toBe('assinatura');
  });
});

describe('nameInSentence', () => {
  itMaps(nameInSentence, [
    ['Higienização de sofá 3 lugares a domicílio', 'higienização de sofá 3 lugares a domicílio'],
    ['Excel para RH', 'Excel para RH'],
    ['Planilhas de Excel para o RH', 'planilhas de Excel para o RH'],
    ['iPhone 13 seminovo', 'iPhone 13 seminovo'],
    ['FechaZap', 'FechaZap'],
    ['KIT CACHOS PODEROSOS', 'kit cachos poderosos'],
    ['Personal Online - Plano Trimestral', 'Personal Online - Plano Trimestral'],
    ['Imersão Vendas no Direct', 'Imersão Vendas no Direct'],
    ['Semijoias Lua (banho de ouro 18k)', 'Semijoias Lua (banho de ouro 18k)'],
    ['Mentoria de Instagram para confeiteiras', 'mentoria de Instagram para confeiteiras'],
    ['bolo de pote', 'bolo de pote'],
  ]);
});

describe('whoOf', () => {
  itMaps(whoOf, [
    ['Mães que trabalham fora, de 28 a 50 anos, classe B', 'mães que trabalham fora'],
    ['Mulheres entre 25 e 40 anos que querem emagrecer', 'mulheres que querem emagrecer'],
    ['Analistas de RH (25-45) que usam planilhas todo dia', 'analistas de RH'],
    ['MULHERES EM TRANSIÇÃO CAPILAR QUE JÁ GASTARAM MUITO', 'mulheres em transição capilar'],
    ['Tutores de cães pequenos que trabalham fora o dia todo.', 'tutores de cães pequenos'],
    ['quem trabalha no centro e quer um docinho 😋', 'quem trabalha no centro'],
    ['', null],
  ]);

  it('finds age ranges however typed', () => {
    for (const text of [
      '28 a 50 anos',
      'entre 25 e 40',
      'de 30-45 anos',
      'acima de 30 anos',
      '(25-40)',
    ]) {
      expect(AGE_RANGE.test(text), text).toBe(true);
    }
    expect(AGE_RANGE.test('minha filha de 12 anos')).toBe(false);
  });
});

describe('fewWordsOf and nicheOf', () => {
  itMaps(fewWordsOf, [
    ['Sofá manchado, com cheiro de xixi de pet e ácaro', 'sofá manchado'],
    ['FRIZZ E CACHO QUE DESMANCHA NO SEGUNDO DIA', 'frizz e cacho que desmancha'],
    ['Falta de tempo para levar o cachorro ao banho.', 'falta de tempo'],
    ['Chegar no fim da gravidez sem nenhuma foto bonita', 'chegar no fim da gravidez'],
    ['Perder horas montando folha de ponto e banco de horas na mão', null],
  ]);

  it.each([
    [
      'Limpeza e higienização de estofados em Campinas',
      'limpeza e higienização de estofados',
      'em Campinas',
    ],
    [
      'Assistência técnica de celulares no centro de Osasco',
      'assistência técnica de celulares',
      'no centro de Osasco',
    ],
    [
      'LIMPEZA DE CASAS E APARTAMENTOS NA ZONA SUL',
      'limpeza de casas e apartamentos',
      'na zona sul',
    ],
    ['Leitura para crianças de 3 a 8 anos', 'leitura para crianças', null],
    ['Pet shop', 'pet shop', null],
  ])('%j → %j %j', (niche, topic, place) => {
    expect(nicheOf(niche)).toEqual({ topic, place });
  });
});
