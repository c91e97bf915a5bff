// The examples a seller's first week found (issue 40): a reply answers what the turn asked, with
// the product's own numbers, and promises nothing the product does not say.
import { describe, expect, it } from 'vitest';
import { productInfo } from '../product-info.ts';
import type { ReplyInput } from '../engine.ts';
import { normalized } from './chat-text.ts';
import { customerIntent } from './reply-intent.ts';
import { writeOfflineReplies } from './reply-writer.ts';
import { readTurn } from './turn.ts';
import { replyProblems } from '../reply-quality.ts';

const boloDePote = productInfo({
  nome: 'Bolo de pote gourmet',
  nicho: 'Doces caseiros em Campinas',
  preco: 'R$ 12,00',
  diferencial: 'Feito no dia, com recheio cremoso',
  processo_vendas: 'Pedido pelo WhatsApp, pagamento no Pix, entrego no mesmo dia',
});

const turn = (text: string) => readTurn(normalized(text), text);

function repliesTo(text: string, product = boloDePote): string[] {
  const input = inputFor(text, product);
  return writeOfflineReplies(input, new Date('2026-11-25T14:00:00Z'));
}

function inputFor(text: string, product = boloDePote): ReplyInput {
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

const examples = [
  'Qto fica 10 bolos de pote? É pro aniversário',
  'Faz por 10 cada? Pago no pix',
  'Vcs entregam no centro? Hoje ainda dá?',
  'ainda n recebi meu pedido 😡',
  'Hoje ainda dá?',
  'entrega em campinas?',
];

describe('the turn read with its details', () => {
  it.each([
    ['Qto fica 10 bolos de pote? É pro aniversário', { quantity: 10, occasion: 'aniversário' }],
    ['quero duas caixas', { quantity: 2 }],
    ['quanto custa a limpeza de um sofá de 3 lugares?', { quantity: null }],
    [
      'Faz por 10 cada? Pago no pix',
      { counterOffer: 'R$ 10,00', counterEach: true, method: 'pix' },
    ],
    ['fecha por 100?', { counterOffer: 'R$ 100,00', quantity: null }],
    ['Vcs entregam no centro? Hoje ainda dá?', { place: 'centro', day: 'hoje' }],
    ['manda pra são paulo amanhã?', { place: 'São Paulo', day: 'amanhã' }],
    ['vc atende na zona sul?', { place: 'zona sul' }],
    ['ainda n recebi meu pedido 😡', { complaint: 'pedido' }],
    ['não consigo acessar o curso', { complaint: 'pedido' }],
    ['oi, tudo bem?', { quantity: null, complaint: null, counterOffer: null, place: null }],
    ['Chega quando??? Para o cep 01310-100', { cepGiven: true }],
    ['vc entrega pra minha casa?', { place: null }],
    ['Este jogo de chave é muito pequeno, não gostei', { complaint: 'pedido' }],
  ] as const)('%j', (text, details) => {
    expect(turn(text)).toMatchObject(details);
  });

  it('tells a complaint and a counter-offer from other asks', () => {
    const said = (text: string) => customerIntent([{ author: 'customer', text }]);
    expect(said('ainda n recebi meu pedido 😡')).toBe('complaint');
    expect(said('Faz por 10 cada? Pago no pix')).toBe('counter');
    expect(said('Pago no pix?')).toBe('payment');
  });
});

describe('replies that answer the turn from the product’s facts', () => {
  it('prices a quantity as the seller would, and takes up the occasion', () => {
    const replies = repliesTo('Qto fica 10 bolos de pote? É pro aniversário');
    expect(replies[0]).toContain('Os 10 saem por R$ 120,00, a R$ 12,00 cada.');
    expect(replies.join(' ')).toContain('Pro aniversário, me diz a data');
    expect(replies.join(' ')).not.toMatch(/garantia/);
  });

  it('never agrees to a counter-offer, and names the price they offered', () => {
    const replies = repliesTo('Faz por 10 cada? Pago no pix');
    for (const reply of replies) {
      expect(reply).not.toMatch(/^(?:claro|pode ser|fechado|combinado|sim)\b/i);
      expect(reply).not.toMatch(/pode ser no pix, sim/i);
    }
    expect(replies[0]).toMatch(/R\$ 12,00/);
    expect(replies[0]).toMatch(/Por R\$ 10,00 cada, deixa eu ver se consigo/);
    expect(replies[1]).toMatch(/Você queria por R\$ 10,00 cada, né\?/);
  });

  it('answers the day a delivery asks from the product, and checks a place it does not name', () => {
    const [first] = repliesTo('Vcs entregam no centro? Hoje ainda dá?');
    expect(first).toContain('Dá sim, eu entrego no mesmo dia.');
    expect(first).toContain('Pro centro, me passa o endereço que eu confirmo a entrega');
    expect(first).not.toMatch(/CEP/);
    const [campinas] = repliesTo('entrega em campinas?');
    expect(campinas).toContain('Entrego em Campinas, sim.');
  });

  it('does not say yes to a day the product does not promise', () => {
    const noSameDay = productInfo({ ...boloDePote, processo_vendas: 'Pedido pelo WhatsApp' });
    const [first] = repliesTo('Hoje ainda dá?', noSameDay);
    expect(first).toContain('Pra hoje, deixa eu ver se consigo');
  });

  it('apologises for an order that did not arrive, and looks into it', () => {
    const replies = repliesTo('ainda n recebi meu pedido 😡');
    expect(replies[0]).toBe(
      'Oi, Márcia! Vou ver agora o que aconteceu com o seu pedido e já te dou um retorno.'.replace(
        'Oi, Márcia!',
        'Poxa, Márcia, me desculpa!',
      ),
    );
    for (const reply of replies) expect(reply).not.toMatch(/Me conta um pouco mais/);
  });
});

describe('the same reading gates the replies', () => {
  it.each(examples)('%j: every offline reply passes the check a provider’s must pass', (text) => {
    for (const reply of repliesTo(text)) expect(replyProblems(reply, inputFor(text))).toEqual([]);
  });
});

// Issue 40, after a sale: what the customer did or asks once they bought is answered as such.
describe('after a sale', () => {
  const intentOf = (...texts: string[]) =>
    customerIntent(texts.map((text) => ({ author: 'customer' as const, text })));

  it('reads a delivery promise the customer says was broken as a complaint, never a yes', () => {
    const broken = 'comprei até hoje nada e vc disse que entregava no mesmo dia';
    expect(intentOf(broken)).toBe('complaint');
    expect(intentOf('ainda n recebi meu pedido 😡', 'vc disse que entregava hoje')).toBe(
      'complaint',
    );
    expect(intentOf('Nada de entregar no mesmo dia. O meu pedido foi semana passada')).toBe(
      'complaint',
    );
    for (const text of [broken, 'ainda n recebi meu pedido 😡']) {
      const replies = repliesTo(text);
      for (const reply of replies) {
        expect(reply).not.toMatch(/Dá sim|mesmo dia|entrego|R\$/);
        expect(reply).toMatch(/desculpa|Sinto muito|transtorno/i);
        expect(replyProblems(reply, inputFor(text))).toEqual([]);
      }
      expect(replies.join(' ')).toMatch(/número do pedido/);
    }
  });

  it('answers a delivery question only when one was asked', () => {
    const input = inputFor('ainda n recebi meu pedido 😡');
    input.messages.push({
      author: 'customer',
      at: '2026-11-25T13:59:00Z',
      text: 'vc disse que entregava hoje',
    });
    for (const reply of writeOfflineReplies(input, new Date('2026-11-25T14:00:00Z'))) {
      expect(reply).not.toMatch(/Dá sim|mesmo dia|Me passa o endereço/);
    }
  });

  it.each([
    'Acabei de fazer o pagamento',
    'já paguei',
    'fiz o pix agora',
    'mandei o comprovante',
    'Já fiz meu Pagamento ontem via Boleto',
    'Eu acabei de efetuar o pagamento das duas pulseiras',
  ])('%j: a payment made is thanked and confirmed, never asked again', (text) => {
    expect(intentOf(text)).toBe('paid');
    expect(turn(text).paying).toBe('paid');
    for (const reply of repliesTo(text)) {
      expect(reply).not.toMatch(/chave Pix|link|R\$|sai por|forma fica melhor|rastreio/);
      expect(reply).toMatch(/confer|verific|confirm/);
      expect(replyProblems(reply, inputFor(text))).toEqual([]);
    }
    expect(repliesTo(text).join(' ')).toMatch(/Agradeço|agradeço|Obrigad/);
  });

  it.each(['vou pagar o boleto hoje', 'Vou pagar o boleto amanhã', 'pago amanhã cedo'])(
    '%j: a payment promised is thanked and awaited, not checked as made',
    (text) => {
      expect(intentOf(text)).toBe('paid');
      expect(turn(text).paying).toBe('promised');
      const replies = repliesTo(text);
      for (const reply of replies) {
        expect(reply).not.toMatch(/chave Pix|link|R\$|sai por|forma fica melhor/);
        expect(reply).not.toMatch(/conferir o pagamento aqui|verificar o pagamento/);
        expect(replyProblems(reply, inputFor(text))).toEqual([]);
      }
      expect(replies.join(' ')).toMatch(/aguardo|aguardando/);
      expect(replies.join(' ')).toMatch(/Agradeço|agradeço|Obrigad/);
    },
  );

  it.each([
    ['quero trocar', 'exchange'],
    ['veio com defeito, dá pra trocar?', 'exchange'],
    ['posso devolver?', 'refund'],
    ['quero meu dinheiro de volta', 'refund'],
    ['reembolso', 'refund'],
    ['quero o estorno', 'refund'],
    ['Gostaria de trocar o tamanho escolhido de G para GG', 'exchange'],
  ] as const)('%j: an after-sale request, neither taken nor refused', (text, request) => {
    expect(intentOf(text)).toBe('return');
    expect(turn(text).afterSale).toBe(request);
    const replies = repliesTo(text);
    for (const reply of replies) {
      expect(reply).not.toMatch(/^(?:Claro|Sim|Oba|Fechado|Perfeito)\b/);
      expect(reply).not.toMatch(
        /pode trocar|troco sim|faço a troca|devolvo|não (?:faço|aceito)|R\$|Pix|dúvida/,
      );
      expect(reply).toMatch(/vou ver|Vou ver|verific|confer/i);
      expect(replyProblems(reply, inputFor(text))).toEqual([]);
    }
    expect(replies.join(' ')).toMatch(/número do pedido/);
  });

  it('asks for a photo of a defect, and reads a policy question before buying as one', () => {
    expect(repliesTo('veio com defeito, dá pra trocar?').join(' ')).toMatch(/foto/);
    expect(repliesTo('quero meu dinheiro de volta').join(' ')).not.toMatch(/foto/);
    expect(intentOf('vc aceita troca?')).toBe('info');
  });

  it.each([
    'Pronta Entrega',
    'pronta entrega?',
    'Tem em pronta entrega? Quais cores disponíveis?',
    'Boa Noite. Você tem para pronta entrega essa cor Avelã ?',
    'vcs tem pra entrega imediata?',
    'faz com entrega rápida?',
  ])('%j: asks for it now, no place', (text) => {
    expect(turn(text).place).toBeNull();
    expect(turn(text).quick).toBe(true);
    for (const reply of repliesTo(text)) {
      expect(reply).not.toMatch(/Pra Pronta|Pro Pronta|Pra Entrega|Pra entrega imediata/i);
      expect(replyProblems(reply, inputFor(text))).toEqual([]);
    }
  });

  it('still reads a place after a slot-like phrase', () => {
    expect(turn('tem pra pronta entrega em campinas?')).toMatchObject({
      place: 'Campinas',
      quick: true,
    });
  });
});
