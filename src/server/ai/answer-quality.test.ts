import { describe, expect, it } from 'vitest';
import { answerProblems } from './answer-quality.ts';
import { reviewAnswers, scriptProblems } from './answer-review.ts';
import { writeObjectionAnswers } from './offline/objection-writer.ts';

const input = {
  product: {
    nome: 'Kit Cachos',
    nicho: 'Cosméticos',
    preco: 'R$ 89,90',
    canal_aquisicao: 'Instagram',
    cliente_ideal: 'Mulheres de cabelo cacheado',
    objecoes: 'Preço',
    diferencial: 'Fórmula vegana',
    processo_vendas: 'Direct e WhatsApp',
    problema_resolve: 'Frizz',
    urgencia: 'Estoque limitado',
    garantia: 'Se não gostar em 30 dias, devolvo o dinheiro',
    bonus: 'Touca de cetim',
  },
  customerNeeds: 'Quer o cabelo definido para o casamento da irmã',
  objection: 'Achei caro, vou pensar',
};
const problemsOf = (content: string, title = 'Empatia') =>
  answerProblems({ title, content }, input);

describe('answerProblems', () => {
  it.each([
    'Entendo! Parcelo em 12x no cartão, fica R$ 29,70 por mês. Posso mandar o link?',
    'Faz sentido pensar. Te mando fotos de antes e depois?',
    'Oi, {nome}! Se não gostar em 30 dias, devolvo o dinheiro. Fechamos?',
    'Olha só o que vem no kit:\n- creme de pentear\n- gelatina\n- *touca de cetim* de brinde 🎁',
  ])('keeps an answer a seller could send: %j', (content) => {
    expect(problemsOf(content)).toEqual([]);
  });

  it.each([
    ['empty', '   ', /empty/],
    ['three words', 'Compra, vai, amiga!', /3 words/],
    ['a wall of text', `Entendo. ${'Cada frasco rende muito. '.repeat(60)}`, /characters/],
    ['markdown bold', '**Empatia:** entendo que achou caro, mas rende meses.', /markup/],
    ['a heading', '### Resposta\nEntendo que achou caro, mas rende meses.', /markup/],
    ['HTML', '<p>Entendo que achou caro, mas rende meses.</p>', /markup/],
    ['a bracket blank', 'O [nome do produto] rende meses, vale cada centavo!', /blank/],
    ['a brace blank', 'Fica só {valor} por mês, vale cada centavo!', /blank/],
    ['R$ XX', 'Fica só R$ XX por mês, vale cada centavo!', /blank/],
    ['a parenthesis blank', 'Oi (nome do cliente), rende meses de uso!', /blank/],
    ['a leaked undefined', 'Fica undefined por mês, vale cada centavo!', /placeholder/],
    ['a refusal', 'Como modelo de linguagem, não posso escrever mensagens de venda.', /refusal/],
    ['an apology', 'Desculpe, mas não posso ajudar com esse pedido agora.', /refusal/],
    ['English', 'I understand the price is a concern, but it is worth it for you.', /Portuguese/],
    ['the prompt', 'Quebre esta objeção. <produto> Kit Cachos </produto>', /prompt/],
    ['JSON', '{"nome": "Kit Cachos", "preco": "R$ 89,90"}', /prompt/],
    ['the objection said back', 'Achei caro, vou pensar.', /customer’s words/],
    [
      'the objection and need said back',
      'Achei caro, vou pensar. Quer o cabelo definido para o casamento da irmã.',
      /customer’s words/,
    ],
    ['doubled spaces', 'Entendo que achou caro,  mas rende meses.', /doubled/],
  ])('rejects %s', (_what, content, problem) => {
    expect(problemsOf(content).join('; ')).toMatch(problem);
  });

  it('rejects an empty or marked-up title', () => {
    const content = 'Entendo que achou caro, mas rende meses.';
    expect(problemsOf(content, ' ')).toEqual(['an empty, long or marked-up title']);
    expect(problemsOf(content, '**Empatia**')).toEqual(['an empty, long or marked-up title']);
  });
});

describe('reviewAnswers', () => {
  const offline = writeObjectionAnswers(input, () => 0.5);
  const good = [
    { title: 'Parcelamento', content: 'Entendo! Parcelo em 12x no cartão. Posso mandar o link?' },
    { title: 'Valor', content: 'Um kit rende três meses de cachos definidos, sem salão.' },
    { title: 'Prova', content: 'Minhas clientes usaram no casamento e amaram. Te mando fotos?' },
    { title: 'Garantia', content: 'Se não gostar em 30 dias, devolvo o dinheiro. Fechamos?' },
    { title: 'Agora', content: 'Fechando hoje, a touca de cetim vai de brinde. Mando o Pix?' },
  ];

  it('keeps good answers and replaces each junk one in its place, marked offline', () => {
    const given = good.map((a, i) => (i === 1 ? { ...a, content: '**Valor:** rende!' } : a));
    given[3] = { ...good[0]!, title: 'Parcelamento de novo' };
    const { answers, problems } = reviewAnswers(given, input, offline);
    expect(answers.map((a) => a.source)).toEqual(['ai', 'offline', 'ai', 'offline', 'ai']);
    expect(answers[0]).toEqual({ ...good[0], source: 'ai' });
    expect(answers[1]).toEqual({ ...offline[1], source: 'offline' });
    expect(answers[3]).toEqual({ ...offline[3], source: 'offline' });
    expect(problems).toEqual([
      'answer 2: 2 words',
      'answer 2: nothing beyond the customer’s words',
      'answer 2: markup',
      'answer 4: opens or is titled like an earlier one',
    ]);
  });

  it('takes another offline answer when the one in place would clash with a kept one', () => {
    const given = good.map((a, i) => (i === 2 ? { ...a, content: '' } : a));
    given[0] = { ...given[0]!, title: offline[2]!.title };
    const { answers } = reviewAnswers(given, input, offline);
    expect(answers[2]!.source).toBe('offline');
    expect(answers[2]!.title).not.toBe(offline[2]!.title);
    expect(new Set(answers.map((a) => a.title.toLowerCase())).size).toBe(5);
  });
});

describe('scriptProblems', () => {
  it('names each script message that fails the one check', () => {
    const script =
      '## 1. Abertura\n[[Oi, {nome}! Tudo bem?]]\n## 2. Oferta\n[[Oi]]\n[[Quer que eu reserve a sua vaga?]]\n';
    expect(scriptProblems(script, input.product)).toEqual([
      'stage 2, message 2: "vaga" for a product',
    ]);
  });
});
