// Decision 035: the seller's own earlier answers, used where the product's fields are silent.
// The pairs are real (Puppim/MEGAHack db.csv, a watch seller's answers on Mercado Livre).
import { describe, expect, it } from 'vitest';
import type { ReplyInput } from './engine.ts';
import { productInfo } from './product-info.ts';
import { cleanAnswer, pastAnswerFor, reusable } from './past-answers.ts';
import { replyProblems } from './reply-quality.ts';
import { writeOfflineReplies } from './offline/reply-writer.ts';

const relogios = productInfo({
  nome: 'Kit 10 relógios masculinos com caixinha',
  nicho: 'Relógios para revenda',
  preco: 'R$ 138,00 o kit com 10 (R$ 13,80 cada)',
  diferencial: 'Todos testados antes de enviar, já com pilha e caixinha',
  processo_vendas: 'Fecho pelo WhatsApp, recebo no Pix ou boleto e envio pelos Correios.',
});

const waterproof = {
  asked: 'E a prova dágua',
  answered: 'Não prezado cliente. O fabricante não recomenda banho de mar ou piscina com ele.',
};
const shop = {
  asked: 'Amigo você tem loja física ?',
  answered: 'Boa noite não temos loja fisica ! Att',
};

describe('the seller’s earlier answers', () => {
  it('answer the same question asked in other words', () => {
    expect(pastAnswerFor('É à prova da água?', [waterproof])).toBe(
      'Não. O fabricante não recomenda banho de mar ou piscina com ele.',
    );
    expect(pastAnswerFor('vcs tem loja fisica?', [waterproof, shop])).toBe(
      'Não temos loja fisica!',
    );
  });

  it('never answer a different question that shares a word', () => {
    const dose = { asked: 'Quantas cápsulas vem no pote?', answered: 'Vem 60 cápsulas.' };
    expect(pastAnswerFor('Quantas cápsulas toma por dia?', [dose])).toBeNull();
    expect(pastAnswerFor('Tem na cor verde?', [waterproof, shop])).toBeNull();
    // A bare 'Não temos.' is no answer to 'qual o tamanho?' (m546); 'Não. …' to a question that
    // asks more says no to all of it.
    const noneLeft = { asked: 'Tem tamanho 60?', answered: 'Não temos.' };
    expect(pastAnswerFor('Queria saber o tamanho irmão', [noneLeft])).toBeNull();
    expect(pastAnswerFor('autentico original e a prova dagua', [waterproof])).toBeNull();
  });

  it('are said without the shop’s signature, whose name is no other customer’s (m568)', () => {
    const water = {
      asked: 'É prova dágua',
      answered:
        'Oi, tudo bem? Esse modelo possui 3ATM e não pode ter contato direto com a água. Atc, Equipe Eclock.',
    };
    expect(pastAnswerFor('Ele eh a prova de água', [water])).toBe(
      'Esse modelo possui 3ATM e não pode ter contato direto com a água.',
    );
  });

  it('never answer a number or a colour asked with another one’s answer (m578, m579, m584)', () => {
    const pendant = {
      asked: 'Qual a medida do pingente',
      answered: '4 de altura por 2 de largura',
    };
    const length = {
      asked: 'Queria saber o tamanho irmão',
      answered: 'Boa tarde , 70 centímetros',
    };
    expect(pastAnswerFor('tem ela na medida de 60 cm', [pendant])).toBeNull();
    expect(pastAnswerFor('Tem ela tamanho 45', [length])).toBeNull();
    expect(pastAnswerFor('Tem ela tamanho 70?', [length])).toBe('70 centímetros.');
    const darkGrey = { asked: 'Tem cinza escuro', answered: 'Boa tarde, infelizmente não' };
    expect(pastAnswerFor('Tem na cor cinza?', [darkGrey])).toBeNull();
    expect(pastAnswerFor('tem cinza escuro?', [darkGrey])).toBe('Infelizmente não.');
    // A count is no measure: 'vem as 2?' is answered by 'somente 1 folha' (m337).
    const leaves = { asked: 'Vem as duas folhas? E qual a cor?', answered: 'Somente 1 folha.' };
    const asked = 'Vem só uma folha da cortina??? Ou vem as 2???';
    expect(pastAnswerFor(asked, [leaves], 'Cortina blackout')).toBe('Somente 1 folha.');
    // A no to a wider question still answers a narrower one (m400).
    const rod = {
      asked: 'Vocês vendem o varão também?',
      answered: 'Infelizmente o varão não temos.',
    };
    const wider = 'Você vende o varão para essa cortina em outro anúncio?';
    expect(pastAnswerFor(wider, [rod], 'Cortina blackout')).toBe('Infelizmente o varão não temos.');
  });

  it('are said again only when they carry nothing of the other customer nor a price', () => {
    const asked = 'Qual o prazo?';
    expect(reusable({ asked, answered: 'Chega em 3 dias úteis.' })).toBe(true);
    expect(reusable({ asked, answered: 'Te liguei no 11 98765-4321, me retorna.' })).toBe(false);
    expect(reusable({ asked, answered: 'Vai pra Rua das Flores, 12.' })).toBe(false);
    expect(reusable({ asked, answered: 'Sai por R$ 22,90 pro seu CEP.' })).toBe(false);
    expect(reusable({ asked, answered: 'Já enviei pra Márcia ontem.' })).toBe(false);
    expect(reusable({ asked, answered: 'Vou verificar e já te falo.' })).toBe(false);
    expect(reusable({ asked, answered: 'Iremos verificar,para informar com exatidão.' })).toBe(
      false,
    );
    // A marketplace's words, said to a listing's buyer (m506).
    const listing = 'Não. O fabricante não recomenda. Os detalhes estão no corpo do anúncio.';
    expect(reusable({ asked, answered: listing })).toBe(false);
  });

  it('lose the greeting and the signature they had', () => {
    expect(
      cleanAnswer(
        'Boa noite.. sim, 10 relógios nas caixinhas individuais de acrílico. Att Real Times',
      ),
    ).toBe('Sim, 10 relógios nas caixinhas individuais de acrílico.');
  });

  it('drop the old customer called by a title, wherever it stands (m412)', () => {
    expect(
      cleanAnswer(
        'Não prezado cliente. O fabricante não recomenda banho de mar ou piscina com ele.',
      ),
    ).toBe('Não. O fabricante não recomenda banho de mar ou piscina com ele.');
    expect(
      cleanAnswer('3 meses. O contato com a água prezado cliente, deve sempre ser evitado.'),
    ).toBe('3 meses. O contato com a água deve sempre ser evitado.');
    expect(cleanAnswer('Sim, cara amiga, vai com nota.')).toBe('Sim, vai com nota.');
  });

  it('never carry the old customer’s name, nor an apology for that wait', () => {
    for (const answered of [
      "Oi, Maria! Desculpa a demora! Não é à prova d'água.",
      "Oi Maria, não é à prova d'água.",
      "Boa tarde, Maria! Desculpa a demora! Sobre o que você me perguntou: não é à prova d'água.",
    ]) {
      expect(pastAnswerFor('É à prova d’água?', [{ asked: 'é a prova dagua?', answered }])).toBe(
        "Não é à prova d'água.",
      );
    }
  });

  it('are never reused when an unknown word follows the greeting: it may be a name', () => {
    for (const answered of [
      "oi maria tudo bem? é à prova d'água sim",
      'tudo bem, joana? é sim, pode molhar',
      'desculpa a demora maria, é sim',
      'Olá dona maria é sim',
      'boa tarde joana é sim',
    ]) {
      expect(reusable({ asked: 'é a prova dagua?', answered }), answered).toBe(false);
    }
    for (const answered of ["oi, tudo bem? é à prova d'água sim", 'boa tarde! sim, pode molhar']) {
      expect(reusable({ asked: 'é a prova dagua?', answered }), answered).toBe(true);
    }
  });

  it('never take a nudge or a promise to check as an answer', () => {
    for (const answered of [
      'Oi! Não esqueci de você: ainda estou vendo aquilo que você me perguntou.',
      'Já vejo isso pra você. Te respondo em seguida.',
    ]) {
      expect(reusable({ asked: 'é a prova dagua?', answered }), answered).toBe(false);
    }
  });

  it('are said after the customer’s name in lower case (m493)', () => {
    const socket = { asked: 'Vem com tomada?', answered: 'Sim. Aguardamos sua compra.' };
    const [, second] = writeOfflineReplies({
      product: relogios,
      customer: { nome: 'Camila Souza', fase: 'contacted', valor: null, observacoes: null },
      messages: [{ author: 'customer', at: '2026-06-24T17:29:00Z', text: 'Ela vem com tomada?' }],
      sellerSamples: [],
      pastAnswers: [socket],
    });
    expect(second).toMatch(/^Camila, sim\. Aguardamos sua compra\./);
  });

  it('never match on the product’s own name alone (m466)', () => {
    const rod = { asked: 'Vcs vender o varão da cortina também ?', answered: 'Varão não temos.' };
    expect(pastAnswerFor('Essa cortina fica boa no varão?', [rod])).toBe('Varão não temos.');
    expect(
      pastAnswerFor('Essa cortina fica boa no varão?', [rod], 'Cortina corta-luz com ilhós'),
    ).toBeNull();
  });

  it('are not said again with a date, which goes stale, nor with the old greeting (m438)', () => {
    const expiry = {
      asked: 'Qual a validade?',
      answered: 'Olá, tudo bem? Acabamos de receber esse lote, a validade é para 04/2022.',
    };
    expect(reusable(expiry)).toBe(false);
    expect(cleanAnswer('Olá, tudo bem? Acabamos de receber esse lote.')).toBe(
      'Acabamos de receber esse lote.',
    );
  });

  it('turn a check into the answer, and the check still passes the reply', () => {
    const input: ReplyInput = {
      product: relogios,
      customer: { nome: 'Camila Souza', fase: 'contacted', valor: null, observacoes: null },
      messages: [
        {
          author: 'customer',
          at: '2026-06-24T17:29:00Z',
          text: 'É resistente a água? é a prova dagua?',
        },
      ],
      sellerSamples: [],
      pastAnswers: [shop, waterproof],
    };
    const written = writeOfflineReplies(input, new Date('2026-06-24T17:30:00Z'));
    for (const reply of written) {
      expect(reply).toMatch(/fabricante não recomenda banho de mar/i);
      expect(replyProblems(reply, input)).toEqual([]);
    }
    const before = writeOfflineReplies(
      { ...input, pastAnswers: [] },
      new Date('2026-06-24T17:30:00Z'),
    );
    for (const reply of before)
      expect(reply).toMatch(/confirmar|Deixa eu ver|Já vejo|Vi aqui|vou ver/i);
  });
});
