// Fields a customer must never read — the seller's notes on the ideal client, and the goal in
// 'Urgência e objetivo' — are never quoted in a script or an objection answer.
import { describe, expect, it } from 'vitest';
import { productFields } from '#shared/products.ts';
import { corpusProducts } from '../../../../tests/fixtures/offline-corpus-products.ts';
import { productInfo, type ProductInfo } from '../product-info.ts';
import { wordsOf } from '../message-check.ts';
import { writeObjectionAnswers } from './objection-writer.ts';
import { writeScript } from './script-writer.ts';

const excel = productInfo({
  nome: 'Curso de Excel do zero ao avançado',
  nicho: 'Cursos online de planilhas',
  preco: '12x de R$ 29,70',
  canal_aquisicao: 'Instagram',
  cliente_ideal: 'Mulheres que usam planilha no trabalho da cliente e querem promoção',
  objecoes: 'Não tenho tempo; tá caro',
  diferencial: 'Aulas curtas com exercícios prontos',
  processo_vendas: 'Link de pagamento no cartão em até 12x',
  problema_resolve: 'Perder horas fazendo planilhas na mão',
  urgencia: 'Quero bater a meta de 60 alunos em dezembro. A turma fecha no dia 15.',
  garantia: '7 dias de garantia',
  bonus: null,
});

const sellerOnly = productFields.filter((f) => !f.forCustomer).map((f) => f.name);

/** Four words in a row from a seller-only field: quoted to the customer. */
function quoted(text: string, product: ProductInfo): string | null {
  const said = ` ${wordsOf(text).join(' ')} `;
  for (const field of sellerOnly) {
    const words = wordsOf(product[field] ?? '');
    for (let i = 0; i + 4 <= words.length; i++) {
      const run = words.slice(i, i + 4).join(' ');
      if (said.includes(` ${run} `)) return `${field}: ${run}`;
    }
  }
  return null;
}

const products = [excel, ...Object.values(corpusProducts)] as ProductInfo[];

describe('what only the seller reads', () => {
  it('marks the ideal client as the seller’s own', () => {
    expect(sellerOnly).toEqual(['cliente_ideal']);
  });

  it.each(products.map((p) => [p.nome, p] as const))('%s: never quoted', (_name, product) => {
    const texts = [
      writeScript(product, () => 0.3),
      writeScript(product, () => 0.8),
      ...writeObjectionAnswers(
        { product, customerNeeds: 'Quero aprender rápido', objection: 'Tá caro' },
        () => 0.5,
      ).map((a) => a.content),
    ];
    for (const text of texts) {
      expect(quoted(text, product)).toBeNull();
      expect(text).not.toMatch(/\bmeta\b|60 alunos/);
    }
  });

  it('keeps the urgency a customer may hear', () => {
    const script = writeScript(excel, () => 0.3);
    expect(script).not.toMatch(/meta de 60/);
  });
});
