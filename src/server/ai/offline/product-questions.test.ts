// Issue 40: a question about the product itself (its material, size, colours, use, how long it
// lasts, what comes with it, whether it serves for something) is answered from the product's
// fields, and only from them. The customers' words are from the reading set's tune split
// (tests/fixtures/real/customer-messages, ids in the comments); the products are that set's.
import { describe, expect, it } from 'vitest';
import type { ReplyInput } from '../engine.ts';
import { productInfo, type ProductInfo } from '../product-info.ts';
import { replyPrompt } from '../prompts.ts';
import { replyProblems } from '../reply-quality.ts';
import { normalized } from './chat-text.ts';
import { readReply } from './reading.ts';
import { writeOfflineReplies } from './reply-writer.ts';
import { productTopicOf, type ProductTopic } from './turn.ts';

const bermudas = productInfo({
  nome: 'Kit 5 bermudas de moletom masculinas',
  nicho: 'Roupas masculinas',
  preco: 'R$ 99,90 o kit com 5',
  diferencial: 'Moletom flanelado, cores à escolha, do PP ao GG',
  processo_vendas: 'Pedido pelo WhatsApp e pagamento no Pix',
  garantia: 'Troca de tamanho em até 7 dias',
});
const correntes = productInfo({
  nome: 'Corrente de prata 925 com pingente',
  nicho: 'Joias em prata',
  preco: 'R$ 169,90 ou 3x de R$ 56,63',
  diferencial: 'Prata 925 maciça com certificado e caixinha para presente',
  processo_vendas: 'Pedido pelo WhatsApp, Pix ou link do cartão',
  garantia: 'Garantia vitalícia da prata',
  bonus: 'Caixinha para presente',
});
const biotina = productInfo({
  nome: 'Biotina 60 cápsulas (kit com 3 potes)',
  nicho: 'Cabelo, pele e unhas',
  preco: 'R$ 49,90 o kit com 3 potes',
  diferencial: 'Uma cápsula por dia; cada pote dura dois meses',
  processo_vendas: 'Pedido pelo WhatsApp e pagamento no Pix',
});
const formas = productInfo({
  nome: 'Kit 5 formas de alumínio para bolo',
  nicho: 'Utensílios de confeitaria',
  preco: 'R$ 79,90 o kit',
  diferencial: 'Alumínio grosso, borda alta de 7 cm, não empena',
  processo_vendas: 'Pedido pelo WhatsApp e pagamento no Pix',
});
const cortinaLed = productInfo({
  nome: 'Cortina de LED 3 x 2 m para painel',
  nicho: 'Decoração de festas',
  preco: 'R$ 89,90',
  diferencial: 'Luz branca quente com 8 funções, testada antes de enviar',
  processo_vendas: 'Pedido pelo WhatsApp e pagamento no Pix',
});
const relogios = productInfo({
  nome: 'Kit 10 relógios masculinos com caixinha',
  nicho: 'Relógios para revenda',
  preco: 'R$ 138,00 o kit com 10',
  diferencial: 'Todos testados antes de enviar, já com pilha e caixinha',
  processo_vendas: 'Pedido pelo WhatsApp e pagamento no Pix',
});
const ferramentas = productInfo({
  nome: 'Maleta com jogo de chaves e soquetes 40 peças',
  nicho: 'Ferramentas',
  preco: 'R$ 129,90',
  diferencial: 'Aço cromo-vanádio, maleta completa, com nota fiscal',
  processo_vendas: 'Pedido pelo WhatsApp e pagamento no Pix',
});

function inputFor(text: string, product: ProductInfo | null): ReplyInput {
  return {
    product,
    customer: { nome: 'Márcia Lopes', fase: 'contacted', valor: null, observacoes: null },
    messages: [
      { author: 'seller', at: '2026-11-24T12:00:00Z', text: 'Oi! Vi seu comentário.' },
      { author: 'customer', at: '2026-11-25T13:58:00Z', text },
    ],
    sellerSamples: [],
  };
}

const now = new Date('2026-11-25T14:00:00Z');

describe('a question about the product itself, read with its topic', () => {
  it.each<[string, ProductTopic]>([
    // material
    ['É 100% algodão?', 'material'], // m145
    ['Maciça ou oca?', 'material'], // m241
    ['realizei a compra hj. e realmente prata ??? ou e banhado ??', 'material'], // m248
    ['q material é?', 'material'],
    // size
    ['Elas são formas altas?', 'size'], // m194
    ['Boa tarde tem tamanho exg, ou 54-56', 'size'], // m157
    ['Vocês fazem de outro tamanho?', 'size'], // m310
    ['O cordão é fino?', 'size'], // m244
    ['Vai até o chão?', 'size'], // m335
    ['qual tamanho vc tem?', 'size'],
    // variants
    ['Posso escolher os modelos??', 'variants'], // m071
    ['A final os relógios são masculinos ou femininos?', 'variants'], // m065
    ['Não tem em pó?', 'variants'], // m062
    ['tem em azul?', 'variants'],
    // usage
    ['Comprei a biotina. Posso tomar duas cápsulas por dia?', 'usage'], // m050
    ['Ele liga na tomada?', 'usage'], // m303
    ['Ele tem funções ou é fixo', 'usage'], // m279
    ['como usa?', 'usage'],
    // duration / validity
    ['Qual o prazo de validade deles? Já que é 3 frascos.! Obrigada.', 'duration'], // m041
    ['Ele não desbota', 'duration'], // m226
    ['dura quanto?', 'duration'],
    // contents
    ['Vem com blecaute?', 'contents'], // m314
    ['Oi o relógio vem em caixinha ?', 'contents'], // m105
    ['Vem em embalagem para presente?', 'contents'], // m223
    ['Vem com o ferro pra pendurar?', 'contents'], // m321
    ['o q vem no kit?', 'contents'],
    // suitability
    ['Essas chaves são adaptáveis para carro e moto?', 'suitability'], // m173
    ['Esses shorts só serve para ir a academia ?', 'suitability'], // m160
    ['Eu tenho gastrite posso tomar mesmo assim??', 'suitability'], // m016
    ['serve pra moto?', 'suitability'],
  ])('%s → %s', (text, topic) => {
    expect(productTopicOf(normalized(text))).toBe(topic);
  });

  it.each([
    'qto custa?',
    'entrega em campinas?',
    'vou pensar',
    'como funciona?',
    'Tá disponível ????',
  ])('%s is no question about the product itself', (text) => {
    expect(productTopicOf(normalized(text))).toBeNull();
  });
});

describe('answered from the product’s fields', () => {
  it.each<[string, ProductInfo, RegExp]>([
    ['É 100% algodão?', bermudas, /é de moletom flanelado\./i], // m145
    ['Maciça ou oca?', correntes, /prata 925 maciça/], // m241
    ['Boa tarde tem tamanho exg, ou 54-56', bermudas, /do PP ao GG/], // m157
    ['Elas são formas altas?', formas, /borda alta de 7 cm/], // m194
    ['Comprei a biotina. Posso tomar duas cápsulas por dia?', biotina, /uma cápsula por dia/], // m050
    ['Ele tem funções ou é fixo', cortinaLed, /8 funções/], // m279
    ['Oi o relógio vem em caixinha ?', relogios, /pilha e caixinha/], // m105
    ['Vem em embalagem para presente?', correntes, /caixinha para presente/], // m223
    ['A final os relógios são masculinos ou femininos?', relogios, /são masculinos\./i], // m065
    ['Ele tem funções ou é fixo', cortinaLed, /tem 8 funções\./i], // m279
    ['Os modelos são esses da foto São masculino?', relogios, /são masculinos\./i], // m562
  ])('%s: the clause that answers it, in every reply that answers', (text, product, clause) => {
    const input = inputFor(text, product);
    const replies = writeOfflineReplies(input, now);
    expect(replies.filter((r) => clause.test(r)).length, replies.join('\n')).toBe(3);
    for (const reply of replies) expect(replyProblems(reply, input), reply).toEqual([]);
  });
});

describe('when the fields are silent', () => {
  // A size or what comes with it is asked back; a dose, a use or a health question is not
  // the customer's to answer: the seller only checks.
  it.each<[string, ProductInfo | null, RegExp | null]>([
    ['Vem com blecaute?', bermudas, null], // m314
    ['Ele liga na tomada?', cortinaLed, null], // m303
    ['Essas chaves são adaptáveis para carro e moto?', ferramentas, null], // m173
    ['O cordão é fino?', correntes, /Qual tamanho você procura\?/], // m244
    ['dura quanto?', null, null],
    // Models asked, colours answered would be another question's answer.
    ['Posso escolher os modelos??', bermudas, null], // m071, on another product
    // A colour asked of a product whose fields name none: not the name's 'masculinos' (m565).
    ['Tem na cor dourada ou invés de prata?', relogios, null],
    // How many to take is a dose, not a price (m557).
    ['Oi. Para , de dia e noite, quantos comprimidos eu tomo? Grato.', relogios, null],
    // How long a pot lasts is not its expiry date.
    ['Qual o prazo de validade deles? Já que é 3 frascos.! Obrigada.', biotina, null], // m041
  ])('%s: the seller checks and asks what the customer needs', (text, product, ask) => {
    const input = inputFor(text, product);
    const replies = writeOfflineReplies(input, now);
    const checks = replies.filter((r) => /Vou confirmar|Deixa eu ver|[Cc]onfirmo/.test(r));
    expect(checks.length, replies.join('\n')).toBe(3);
    if (ask) {
      expect(replies.filter((r) => ask.test(r)).length, replies.join('\n')).toBeGreaterThanOrEqual(
        2,
      );
    }
    for (const reply of replies) {
      expect(replyProblems(reply, input), reply).toEqual([]);
      // Neither invented nor refused.
      expect(reply).not.toMatch(
        /\b(?:sim|não)\b[,!.]|não (?:tem|vem|serve|temos|faço)|tomada|carro/i,
      );
      // What comes with it is checked by name, never stated.
      expect(reply.replace(/se vem com blecaute/, '')).not.toMatch(/blecaute/);
    }
  });

  it('never quotes the seller’s own notes, even when only they say it', () => {
    const product = { ...bermudas, cliente_ideal: 'Homens que querem bermuda de algodão orgânico' };
    const input = inputFor('É 100% algodão?', product); // m145
    expect(readReply(input).product).toEqual({ topic: 'material', said: 'moletom flanelado' });
    for (const reply of writeOfflineReplies(input, now)) expect(reply).not.toMatch(/algod/i);
    expect(
      replyProblems('Oi, Márcia! É de algodão orgânico, pode ficar tranquila.', input),
    ).toContain('a material detail the product does not have (algodao)');
  });
});

describe('the check refuses a detail of the topic the fields do not state', () => {
  it.each<[string, ProductInfo, string, string]>([
    [
      'É 100% algodão?',
      bermudas,
      'Oi, Márcia! Sim, é 100% algodão, pode ficar tranquila.',
      'material',
    ], // m145
    [
      'Vocês fazem de outro tamanho?',
      formas,
      'Oi, Márcia! Tenho também com borda de 10 cm, quer ver?',
      'size',
    ], // m310
    [
      'Posso escolher os modelos??',
      correntes,
      'Oi, Márcia! Tenho na cor dourada e prateada também.',
      'variants',
    ], // m071
    [
      'Ele liga na tomada?',
      cortinaLed,
      'Oi, Márcia! Liga na tomada e também funciona com pilhas.',
      'usage',
    ], // m303
    ['dura quanto?', biotina, 'Oi, Márcia! Cada pote dura 6 meses se tomar certinho.', 'duration'],
    [
      'Vem com blecaute?',
      bermudas,
      'Oi, Márcia! Vem com blecaute sim, e é bem grossinho.',
      'contents',
    ], // m314
  ])('%s', (text, product, reply, topic) => {
    const problems = replyProblems(reply, inputFor(text, product));
    expect(
      problems.some((p) => p.startsWith(`a ${topic} detail`)),
      problems.join('; '),
    ).toBe(true);
  });

  it('refuses a yes to "serve pra …?" the fields do not give', () => {
    const input = inputFor('Essas chaves são adaptáveis para carro e moto?', ferramentas); // m173
    expect(
      replyProblems('Sim, Márcia! Serve para carro e moto, pode comprar tranquila.', input),
    ).toContain('says it serves where the product does not say');
  });

  it('accepts a detail the fields state, and a sentence that only checks or asks', () => {
    const usage = inputFor('Comprei a biotina. Posso tomar duas cápsulas por dia?', biotina); // m050
    expect(
      replyProblems(
        'Oi, Márcia! O indicado é uma cápsula por dia, cada pote dura dois meses.',
        usage,
      ),
    ).toEqual([]);
    const material = inputFor('É 100% algodão?', bermudas); // m145
    expect(
      replyProblems('Oi, Márcia! Vou confirmar se é de algodão e já te falo, tá?', material),
    ).toEqual([]);
    const size = inputFor('Elas são formas altas?', formas); // m194
    expect(replyProblems('Oi, Márcia! São sim, têm borda alta de 7 cm.', size)).toEqual([]);
  });
});

describe('the provider reads the same question', () => {
  it('gets the topic and what the fields say of it in <leitura>', () => {
    const prompt = replyPrompt(inputFor('É 100% algodão?', bermudas)); // m145
    expect(prompt).toMatch(/"pergunta_sobre_o_produto":\s*"material"/);
    expect(prompt).toMatch(/"o_produto_diz":\s*"moletom flanelado"/);
    const silent = replyPrompt(inputFor('Vem com blecaute?', bermudas)); // m314
    expect(silent).toMatch(/"o_produto_diz":\s*null/);
  });

  it('gets what they ask the seller has, and the size there is beside the one asked', () => {
    const thing = replyPrompt(inputFor('Vocês têm maca peruana?', bermudas)); // m741
    expect(thing).toMatch(/"pergunta_se_o_vendedor_tem":\s*"maca peruana"/);
    const named = replyPrompt(inputFor('Serve na xre 15/15 ?', bermudas)); // sample-perguntas L7
    expect(named).toMatch(/"o_que_conferir_nas_palavras_do_cliente":\s*"se serve na xre 15\/15"/);
    const size = replyPrompt(inputFor('Tem g1', bermudas)); // m723
    expect(size).toMatch(/"o_produto_diz_em_vez_disso":\s*"Vai do PP ao GG\."/);
  });
});
