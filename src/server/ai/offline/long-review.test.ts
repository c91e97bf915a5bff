// Round 16's independent review: the readings made for long turns (long-turns.test.ts) tried on
// other sellers' customers — a bakery, a perfume shop, a nutritionist — and on the course's own.
// Each misreading found is reproduced here first, then narrowed.
import { describe, expect, it } from 'vitest';
import {
  curso,
  nutri,
  padaria,
  perfume,
} from '../../../../tests/fixtures/real/customer-messages/products.ts';
import {
  firstReply as first,
  firstReplyTo as said,
} from '../../../../tests/helpers/offline-replies.ts';

const BROKE = /Quando der certo pra você/;

describe('round 16: the review', () => {
  it('a hardship word that is no money hardship, or comes with an order or a question, is no broke answer', () => {
    for (const [product, text] of [
      [
        nutri,
        'Eu como de tudo e ganho pouco peso, queria engordar um pouco. Como funciona a consulta?',
      ],
      [perfume, 'esse perfume é muito doce, fica pesado pra mim. Tem algum mais leve?'],
      [nutri, 'Estou desempregada, então tenho tempo pra cozinhar. Quero fazer o plano de 3 meses'],
      [padaria, 'Minha filha está desempregada e quer um bolo pro aniversário dela, vcs fazem?'],
      [nutri, 'Estou com dificuldades, vc pode me ajudar?'],
      [nutri, 'Tô passando por um aperto financeiro, consigo pagar em 2x?'],
    ] as const) {
      expect(said(product, text), text).not.toMatch(BROKE);
    }
  });

  it('a price compared is no haggle', () => {
    expect(
      said(nutri, 'Qual plano tem o valor melhor, a consulta avulsa ou o de 3 meses?'),
    ).not.toMatch(/o que consigo fazer/);
    expect(said(nutri, 'Achei o valor melhor que o da outra nutri que fui')).not.toMatch(
      /pensa antes|o que consigo fazer/,
    );
  });

  it('"se eu comprasse / fizesse…" still asks how to pay, answered', () => {
    expect(said(curso, 'se eu comprasse hj, dá pra pagar no pix?')).toMatch(/Pix, sim/);
    expect(
      said(nutri, 'Se eu fizesse o plano de 3 meses, posso pagar no cartão em 3x?'),
    ).not.toMatch(/Boa pergunta/);
  });

  it('gladness is not read into bad news, a "but", or an order', () => {
    for (const [product, text] of [
      [nutri, 'Não fiquei muito encantada com o cardápio, achei repetitivo'],
      [padaria, 'Cobraram 8 reais de taxa pra 3 quadras, fiquei impressionada com isso'],
      [nutri, 'Tive bons resultados no começo mas depois engordei tudo de novo'],
      [perfume, 'fiquei encantada com o perfume, quero mais um'],
    ] as const) {
      expect(said(product, text), text).not.toMatch(/Fico muito feliz por você/);
    }
  });

  it('the seller’s words repeated to order or pay are no grievance', () => {
    const order = 'Seu pedido: 2 pães italianos, entrega sábado às 9h, total R$ 52,00. Confirma?';
    expect(
      first(
        padaria,
        ['seller', order],
        ['customer', `${order.replace(' Confirma?', '')} Confirmado! Vou fazer o pix`],
      ),
    ).not.toMatch(/Você tem razão/);
    const price = 'Pra entrar é um pagamento único de R$ 997,00 ou 12x de R$ 99,70.';
    expect(
      first(
        curso,
        ['seller', price],
        ['customer', 'Pra entrar é um pagamento único de R$ 997,00 ou 12x? Quero em 12x no cartão'],
      ),
    ).not.toMatch(/Você tem razão/);
  });

  it('"já é a 2a vez que peço" of a loyal customer, or a question asked again, is answered', () => {
    expect(
      said(padaria, 'Já é a 2a vez que peço aqui, sempre chega quentinho. Quero 3 pães amanhã'),
    ).not.toMatch(/Desculpa a demora/);
    expect(said(perfume, 'ja eh a 3 vez q pergunto, qual o valor do de 10ml??')).toMatch(/R\$/);
  });

  it('their own "ainda não" is no promise the seller broke', () => {
    expect(
      said(nutri, 'Vc falou que ia me ligar, mas ainda não estou em casa. Liga depois das 18h'),
    ).not.toMatch(/desculpa pela demora/);
  });

  it('money gone by a joke, or "entrar em contato", is no trouble to look into', () => {
    expect(
      said(perfume, 'Não sei pra onde foi meu dinheiro esse mês kkk mas quero o de 5ml'),
    ).not.toMatch(/seu pagamento/);
    expect(
      said(
        nutri,
        'não estou conseguindo entrar em contato pelo telefone, por isso mandei aqui. Quero marcar uma consulta',
      ),
    ).not.toMatch(/me desculpa/);
  });

  it('"vou tentar… se eu não conseguir vc entrega?" is a question, answered', () => {
    expect(
      said(padaria, 'vou tentar passar aí amanhã cedo, se eu não conseguir vc entrega?'),
    ).not.toMatch(/Se não conseguir, me chama/);
  });

  it('a way refused and then chosen in a question is the one chosen', () => {
    const card = said(padaria, 'Não tenho cartão, mas minha filha tem. Pode ser no cartão dela?');
    expect(card).not.toMatch(/chave Pix/);
    expect(
      said(nutri, 'Não tenho pix hoje pq estou sem celular, amanhã faço o pix, pode ser?'),
    ).not.toMatch(/link do cartão/);
  });
});
