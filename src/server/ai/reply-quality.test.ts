import { describe, expect, it } from 'vitest';
import { replyProducts } from '../../../tests/fixtures/reply-corpus.ts';
import type { ReplyInput } from './engine.ts';
import { replyProblems } from './reply-quality.ts';

const [, kit] = replyProducts[0]!;
const [, sofa] = replyProducts[1]!;
const [, course] = replyProducts[2]!;

const input = (
  product: ReplyInput['product'],
  text = 'ta caro, vou pensar com calma e te aviso depois',
): ReplyInput => ({
  product,
  customer: { nome: 'Ana', fase: 'interested', valor: null, observacoes: null },
  messages: [{ author: 'customer', at: '2026-11-25T14:00:00Z', text }],
  sellerSamples: [],
});

describe('replyProblems, the check every reply passes', () => {
  it.each([
    [
      kit,
      'Entendo, Ana! O Kit Cachos Definidos sai por R$ 89,90 e tem garantia de 30 dias. Te mando o Pix?',
    ],
    [kit, 'Claro, Ana! E ainda vai de brinde a touca de cetim 🎁 Quer que eu separe o seu?'],
    [sofa, 'Oi, Ana! A partir de R$ 180, e eu vejo o horário que fica melhor pra você. Pode ser?'],
    [null, 'Entendo, Ana! Pensa com calma, e qualquer dúvida é só me chamar aqui, tá?'],
  ])('keeps a reply a seller could send', (product, reply) => {
    expect(replyProblems(reply, input(product))).toEqual([]);
  });

  it.each([
    ['too short', kit, 'Oi, Ana! Tudo bem?', /characters/],
    ['too long', kit, `Oi, Ana! ${'Te conto mais sobre o kit. '.repeat(30)}`, /characters/],
    ['markup', kit, 'Oi, Ana! O **Kit Cachos** sai por R$ 89,90, quer que eu separe?', /markup/],
    ['a blank', kit, 'Oi, [nome]! O kit sai por R$ 89,90, quer que eu separe o seu?', /blank/],
    [
      'a brace',
      kit,
      'Oi, {nome}! O kit sai por R$ 89,90, quer que eu separe o seu?',
      /placeholder/,
    ],
    [
      'undefined',
      kit,
      'Oi, undefined! O kit sai por R$ 89,90, quer que eu separe o seu?',
      /placeholder/,
    ],
    [
      'a noun wrong for a course',
      course,
      'Oi, Ana! Quer que eu separe o seu pedido? Te mando o link de pagamento agora.',
      /pedido/,
    ],
    [
      'an age range',
      sofa,
      'Oi, Ana! Atendo muitas mães de 28 a 50 anos aqui na região. Quer ver um horário?',
      /age range/,
    ],
    [
      'a field pasted',
      sofa,
      'Oi, Ana! Trabalho com limpeza e higienização de estofados em Campinas, quer um horário?',
      /pasted/,
    ],
    [
      'an invented price',
      kit,
      'Oi, Ana! Pra você faço por R$ 79,90, fechamos hoje mesmo?',
      /price/,
    ],
    [
      'invented installments',
      kit,
      'Oi, Ana! Dá pra parcelar em 3x no cartão, te mando o link agora?',
      /installment/,
    ],
    [
      'a guarantee the service has not',
      sofa,
      'Oi, Ana! Tem garantia de 30 dias, se não gostar devolvo o dinheiro.',
      /guarantee/,
    ],
    [
      'a bonus the service has not',
      sofa,
      'Oi, Ana! Fechando hoje, a impermeabilização vai de brinde pra você.',
      /bonus/,
    ],
    [
      'a discount',
      sofa,
      'Oi, Ana! Fechando hoje eu te dou 10% de desconto na limpeza do sofá.',
      /discount/,
    ],
    [
      'interest-free',
      kit,
      'Oi, Ana! Parcelo sem juros no cartão, quer que eu te mande o link?',
      /interest-free/,
    ],
    [
      'a price without a product',
      null,
      'Oi, Ana! Sai por R$ 50, quer que eu separe um pra você hoje?',
      /price/,
    ],
    [
      'a guarantee without a product',
      null,
      'Oi, Ana! Tem garantia, se não gostar eu devolvo o dinheiro, tá?',
      /guarantee/,
    ],
    [
      'the customer’s words pasted back',
      kit,
      'Oi, Ana! Você disse "vou pensar com calma e te aviso", tudo bem!',
      /pasted back/,
    ],
    [
      'English',
      kit,
      'Hi Ana! I understand, and we can talk about it when you are ready to buy.',
      /Portuguese/,
    ],
    [
      'a refusal',
      kit,
      'Desculpe, mas não posso ajudar com isso. Como modelo de linguagem, não vendo.',
      /refusal/,
    ],
    [
      'the prompt echoed',
      kit,
      'Oi, Ana! <conversa> não entendi a sua mensagem, pode repetir pra mim?',
      /echoed/,
    ],
  ])('flags %s', (_what, product, reply, problem) => {
    expect(replyProblems(reply, input(product)).join('; ')).toMatch(problem);
  });

  it('lets a check name what it checks in the customer’s words, never their whole question', () => {
    const asked = input(kit, 'Serve para o modelo subaqua 14504 que eu tenho aqui em casa?');
    const named = 'Oi, Ana! Vou confirmar se serve para o modelo subaqua 14504 e já te falo.';
    expect(replyProblems(named, asked)).toEqual([]);
    const whole = 'Oi, Ana! Vou confirmar se serve para o modelo subaqua 14504 que eu tenho aqui.';
    expect(replyProblems(whole, asked)).toContain('the customer’s words pasted back');
    const stated = 'Oi, Ana! Serve para o modelo subaqua 14504, pode ficar tranquila.';
    expect(replyProblems(stated, asked)).toContain('the customer’s words pasted back');

    // A paste split over two sentences is still one.
    const split = 'Oi, Ana! Entendo que ta caro. Vou pensar com calma junto com você, tá?';
    expect(replyProblems(split, input(kit))).toContain('the customer’s words pasted back');
  });

  it('lets a reply speak of a gift without inventing a bonus', () => {
    const reply = 'Oi, Ana! É ótimo pra dar de presente, e eu embalo com carinho. Quer pra quando?';
    expect(replyProblems(reply, input(sofa))).toEqual([]);
  });

  it('accepts the proposal’s value the customer was given', () => {
    const given = { ...input(kit), customer: { ...input(kit).customer, valor: '150.00' } };
    expect(
      replyProblems(
        'Oi, Ana! Como combinamos, fica R$ 150,00 com a entrega. Te mando o Pix?',
        given,
      ),
    ).toEqual([]);
  });

  it('lets a reply name the product the customer named, even in their words', () => {
    const named = input(kit, 'quero saber do kit cachos definidos');
    expect(
      replyProblems(
        'Claro, Ana! O Kit Cachos Definidos sai por R$ 89,90. Quer que eu separe o seu?',
        named,
      ),
    ).toEqual([]);
  });
});

describe('replyProblems on the turn as read', () => {
  const bolo = {
    ...kit!,
    nome: 'Bolo de pote gourmet',
    preco: 'R$ 12,00',
    processo_vendas: 'Pedido pelo WhatsApp, pagamento no Pix',
    garantia: null,
    bonus: null,
  };

  it('takes the total the seller would make for the quantity asked', () => {
    const asked = input(bolo, 'Qto fica 10 bolos de pote? É pro aniversário');
    const reply = 'Oi, Ana! Os 10 saem por R$ 120,00, a R$ 12,00 cada. Pra quando você precisa?';
    expect(replyProblems(reply, asked)).toEqual([]);
    expect(replyProblems(reply.replace('120,00', '130,00'), asked)).toContainEqual(
      expect.stringMatching(/a price the product does not have/),
    );
  });

  it('takes a check of whether there is free freight, not free freight stated (m710)', () => {
    const asked = input(bolo, 'Quantos para o frete ser grátis?');
    const checked =
      'Oi, Ana! Vou ver se tem frete grátis a partir de alguma quantidade e já te falo.';
    expect(replyProblems(checked, asked)).toEqual([]);
    const promised = 'Oi, Ana! Acima de 10 potes o frete é grátis. Quer que eu separe os seus?';
    expect(replyProblems(promised, asked)).toContain('something free the product does not have');
  });

  it('lets a complaint name the gifts it is about, never a gift asked for be promised', () => {
    const missed = input(bolo, 'Os brindes que vocês iam mandar não chegaram até hoje');
    const lookedInto =
      'Poxa, Ana, me desculpa! Vou ver agora o que aconteceu com os seus brindes e já te dou um retorno.';
    expect(replyProblems(lookedInto, missed)).toEqual([]);
    const promised = 'Oi, Ana! Tem brinde sim: vai uma colher de brinde em cada pote.';
    expect(replyProblems(promised, input(bolo, 'Tem brinde?'))).toContain(
      'a bonus the product does not have',
    );
  });

  it('refuses a reply that takes a counter-offer', () => {
    const asked = input(bolo, 'Faz por 10 cada? Pago no pix');
    const agreed = 'Claro, Ana! Faço por R$ 10,00 cada, pode mandar o Pix que eu separo.';
    expect(replyProblems(agreed, asked)).toContain('agrees to a counter-offer');
    const checked = 'Oi, Ana! O pote sai por R$ 12,00. Por R$ 10,00 cada, deixa eu ver se consigo.';
    expect(replyProblems(checked, asked)).toEqual([]);
  });

  it('refuses a reply to a complaint that does not look into it', () => {
    const asked = input(bolo, 'ainda n recebi meu pedido 😡');
    const offhand = 'Oi, Ana! Me conta um pouco mais do que você procura, tá bom?';
    expect(replyProblems(offhand, asked)).toContain('a complaint not looked into');
  });

  // Issue 40: each after-sale turn answered as what it is.
  it('refuses a delivery answered to a complaint, even one the product promises', () => {
    const sameDay = { ...bolo, processo_vendas: 'Pedido pelo WhatsApp, entrego no mesmo dia' };
    const asked = input(sameDay, 'comprei até hoje nada e vc disse que entregava no mesmo dia');
    const yes = 'Oi, Ana! Dá sim, eu entrego no mesmo dia. Me passa o endereço que eu vejo.';
    expect(replyProblems(yes, asked)).toContain('a complaint answered as a delivery question');
    const sorry = 'Poxa, Ana, me desculpa! Vou ver agora o que aconteceu com o seu pedido.';
    expect(replyProblems(sorry, asked)).toEqual([]);
  });

  it('refuses a reply that asks again for a payment the customer made', () => {
    const asked = input(bolo, 'Acabei de fazer o pagamento');
    const again = 'Oi, Ana! O bolo sai por R$ 12,00. Quer que eu te mande a chave Pix?';
    expect(replyProblems(again, asked)).toContain('asks again for a payment made');
    const thanks = 'Agradeço, Ana! Vou conferir o pagamento aqui e já te confirmo.';
    expect(replyProblems(thanks, asked)).toEqual([]);
  });

  it('refuses a yes or a no to a health question: the doctor says (m441)', () => {
    const asked = input(bolo, 'sou diabética, posso comer?');
    const yes = 'Oi, Ana! Pode sim, é só não exagerar. Quer que eu separe o seu?';
    expect(replyProblems(yes, asked)).toContain('a health question not sent to the doctor');
    const doctor = 'Oi, Ana! Nesse caso, o mais seguro é perguntar ao seu médico antes, tá?';
    expect(replyProblems(doctor, asked)).toEqual([]);
  });

  it('refuses a reply that takes or refuses an exchange or a refund', () => {
    const asked = input(bolo, 'veio com defeito, dá pra trocar?');
    for (const reply of [
      'Claro, Ana! Pode trocar sim, me manda o produto que eu troco.',
      'Oi, Ana! Infelizmente não faço troca depois da entrega, tá?',
    ]) {
      expect(replyProblems(reply, asked)).toContain('takes or refuses an after-sale request');
    }
    const checked =
      'Poxa, Ana, sinto muito! Vou ver o seu pedido aqui. Me manda uma foto do defeito?';
    expect(replyProblems(checked, asked)).toEqual([]);
  });

  it('refuses a same-day delivery the product does not promise', () => {
    const asked = input(bolo, 'Vcs entregam no centro? Hoje ainda dá?');
    const promised = 'Oi, Ana! Dá sim, entrego no mesmo dia aí no centro. Me passa o endereço?';
    expect(replyProblems(promised, asked)).toContain(
      'a same-day delivery the product does not promise',
    );
  });
});
