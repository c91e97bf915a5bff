import { held, join, onTime, productOr, told, type AnswerContext } from './answer-context.ts';
import { fold, lowerFirst, stripEnd, upperFirst } from './text.ts';
import { waysSaid } from './reply-lines.ts';

/**
 * The five answers to an objection (issue 40): each one a message a seller would send as it is.
 * It answers what the customer asked (a discount, a price of their own, a question the fields
 * answer) in `c.reply`, then brings one fact of the product — what sets it apart, the ways to
 * pay, the guarantee, the bonus or the urgency — and ends in one question. No coach sayings, no
 * testimonials nobody has, no quote of the customer's words, and a customer who wants time
 * ('vou ver com a mãe') is given it.
 */
export type Frame = (c: AnswerContext) => string;

/** The customer wants time: thinking it over, or asking someone first. */
const wantsTime = (c: AnswerContext) => c.kind === 'later' || c.kind === 'others';

/** No money now ('não tenho condições de pagar'): heard, shown a way to pay, never pushed. */
const broke = (c: AnswerContext) => c.kind === 'broke';

/** The customer gave up ('deixa pra lá'): answered kindly, the door left open, nothing pushed. */
const gaveUp = (c: AnswerContext) => c.kind === 'gone';
const COME_BACK = 'Se mudar de ideia, é só me chamar.';

/** The answer to the customer's ask, where this answer puts it (empathy puts it first). */
const replyFirst = (c: AnswerContext) => (c.reply?.first ? c.reply.text : null);
const replyAfter = (c: AnswerContext) => (c.reply && !c.reply.first ? c.reply.text : null);

const heardWords: Record<AnswerContext['kind'], string> = {
  price: 'Entendo, o valor pesa mesmo.',
  broke: 'Entendo, e agradeço por me contar.',
  nocard: 'Entendi!',
  compare: 'Entendo, é bom comparar antes de decidir.',
  later: 'Claro, pensa com calma.',
  others: 'Claro, vê com calma.',
  time: 'Entendo, a correria é grande.',
  trust: 'Entendo, é normal querer ter certeza antes.',
  stock: 'Entendi, você já tem algo parecido.',
  general: 'Entendi!',
  gone: 'Tudo bem, sem problema nenhum!',
};

const questionOf = (c: AnswerContext) => {
  switch (c.kind) {
    case 'price':
    case 'compare':
      return `É mais o valor ou ficou alguma dúvida sobre ${productOr(c, 'o que eu ofereço')}?`;
    case 'trust':
      return 'O que falta pra você decidir com tranquilidade?';
    case 'broke':
      return 'Se ficar mais fácil mais pra frente, posso te chamar?';
    case 'stock':
      return 'O que você tem hoje resolve do jeito que você quer?';
    case 'gone':
      return 'Se mudar de ideia, é só me chamar, tá?';
    default:
      return c.pick([
        'Ficou alguma dúvida que eu possa te responder?',
        'Tem alguma coisa que eu possa te explicar melhor?',
      ]);
  }
};

export const empathy: Frame = (c) =>
  join(
    // Here the answer to their ask always comes first: the other four open with their own words.
    c.reply?.text,
    c.kind === 'others' && c.relation
      ? `Claro, vê com ${c.relation} com calma.`
      : c.reply
        ? null
        : heardWords[c.kind],
    told(c),
    held(c, 'então a gente vai no seu ritmo.'),
    onTime(c, 'me avisa quando decidir, que eu me organizo pra isso.'),
    c.reply?.first
      ? `Enquanto isso, ficou alguma dúvida sobre ${productOr(c, 'o que eu ofereço')}?`
      : questionOf(c),
  );

/** A differential that starts with the seller's own verb ('Faço o site…') is said as it is. */
const SELLER_VERB =
  /^(?:faço|faco|entrego|deixo|levo|atendo|uso|trabalho|envio|mando|monto|produzo|crio|ensino|dou|ofereço|busco|preparo|personalizo|garanto)\b/i;

/** What sets the product apart, as the member wrote it, or the price when nothing does. */
export const value: Frame = (c) => {
  const diff = c.f.diff && stripEnd(c.f.diff);
  // The answer already says the differential's words ('É de prata 925 maciça…'): said once.
  const answered = !!diff && !!c.reply?.clause && fold(diff).includes(fold(c.reply.clause));
  const price = c.f.price && c.f.priceIsAmount ? c.f.price : null;
  const lead = replyFirst(c) ? 'E vale lembrar' : 'Vale lembrar';
  return join(
    replyFirst(c),
    answered
      ? `Lembrando que ${lowerFirst(c.reply!.text)}`
      : diff
        ? SELLER_VERB.test(diff)
          ? `${replyFirst(c) ? 'E lembrando' : 'Lembrando'} que ${lowerFirst(diff)}.`
          : `${lead}: ${lowerFirst(diff)}.`
        : price
          ? `${upperFirst(productOr(c, 'o valor'))} sai por ${price}.`
          : `Posso te explicar direitinho como funciona ${productOr(c, 'o que eu ofereço')}?`,
    !answered && replyAfter(c),
    told(c),
    held(c, 'e isso pesa a favor.'),
    gaveUp(c)
      ? COME_BACK
      : wantsTime(c) || broke(c)
        ? 'Se quiser, te mando um resumo com tudo pra você ver depois.'
        : diff || price
          ? c.pick(['Quer que eu te mande mais detalhes?', 'Quer que eu te conte mais?'])
          : null,
  );
};

/** The instalments the price states ('3x de R$ 56,63'), else null. */
const instalmentsOf = (price: string | null) =>
  /(?<!\d)\d{1,2}\s?x(?:\s?de)?\s?R\$\s?[\d.]+,\d{2}(?:\s?sem juros)?/i.exec(price ?? '')?.[0] ??
  null;

export const payment: Frame = (c) => {
  // No card to pay with: the card's instalments are no help.
  const instalments = c.kind === 'nocard' ? null : instalmentsOf(c.f.price);
  const ways = waysSaid(c.ways);
  const price = c.f.price && c.f.priceIsAmount && !c.reply?.first ? c.f.price : null;
  // No card: the price at sight, on the way they have (the reply said which).
  if (c.kind === 'nocard' && c.reply && c.f.price && c.f.priceIsAmount) {
    const whole = /R\$ ?[\d.]+,\d{2}/.exec(c.f.price)?.[0];
    return join(
      replyFirst(c),
      whole && `À vista fica ${whole}.`,
      replyAfter(c),
      told(c),
      'Quer que eu te mande os dados pra pagar?',
    );
  }
  // Thinking it over, money unsaid: the instalments told for when they decide, not pressed.
  if (wantsTime(c) && instalments && !c.reply) {
    return join(
      `Quando decidir, se ficar melhor, dá pra fazer em ${instalments.replace(/\s?x\s?/, 'x ')}.`,
      told(c),
      onTime(c, 'me avisa com um tempinho, que eu me organizo.'),
      'Qualquer dúvida, é só me chamar.',
    );
  }
  return join(
    replyFirst(c),
    instalments
      ? `${replyFirst(c) ? 'E, se' : 'Se'} ajudar, dá pra fazer em ${instalments.replace(/\s?x\s?/, 'x ')}.`
      : price
        ? `${upperFirst(productOr(c, 'o valor'))} sai por ${price}${ways ? `, e dá pra pagar ${ways}` : ''}.`
        : ways
          ? `${replyFirst(c) ? 'E aqui' : 'Aqui'} dá pra pagar ${ways}.`
          : 'Sobre o pagamento, me diz como fica melhor pra você, que eu vejo aqui.',
    c.f.deposit && 'Dá pra começar com um sinal e pagar o resto depois.',
    replyAfter(c),
    told(c),
    held(c, 'então a gente acha um jeito que caiba.'),
    gaveUp(c)
      ? COME_BACK
      : instalments || c.f.deposit
        ? 'Assim fica melhor pra você?'
        : (price || ways) && 'Me diz como fica melhor pra você pagar, que eu vejo aqui.',
  );
};

/** The guarantee said in a sentence of the seller's, never pasted as one ('Garantia de 6 meses.'). */
function guaranteeSentence(g: string): string {
  const text = stripEnd(g);
  if (/^garantia\b/i.test(text)) return `Você tem ${lowerFirst(text)}.`;
  // '7 dias de garantia incondicional' already says it is one.
  if (/^\d/.test(text))
    return /garantia/i.test(text) ? `Você tem ${text}.` : `Você tem garantia de ${text}.`;
  // A sentence of the member's own ('Se o seu cacho não melhorar…, devolvo seu dinheiro').
  if (/^(?:se|caso|devolvo|troco|refaço|garanto)\b/i.test(text) || /garantia/i.test(text))
    return `${upperFirst(text)}.`;
  return `Você tem ${lowerFirst(text)}.`;
}

export const risk: Frame = (c) =>
  join(
    replyFirst(c),
    c.f.guarantee
      ? guaranteeSentence(c.f.guarantee)
      : `${replyFirst(c) ? 'E pode' : 'Pode'} me perguntar tudo antes de decidir, que eu te respondo por aqui.`,
    replyAfter(c),
    told(c),
    held(c, 'então pode ir no seu tempo.'),
    onTime(c, 'dá pra combinar tudo com antecedência.'),
    broke(c) && c.f.guarantee && 'Então, quando der certo pra você, dá pra comprar sem medo.',
    gaveUp(c)
      ? COME_BACK
      : broke(c)
        ? 'Sem pressão nenhuma, tá?'
        : c.f.guarantee
          ? c.pick(['Ficou mais alguma dúvida?', 'Posso te ajudar com mais alguma coisa?'])
          : 'O que você gostaria de saber?',
  );

/** The urgency and the bonus as news; a customer who wants time is never pushed. */
export const nextStep: Frame = (c) => {
  const urgency = c.f.urgency && `Só um aviso: ${lowerFirst(stripEnd(c.f.urgency))}.`;
  if (gaveUp(c)) {
    return join(
      replyFirst(c),
      replyFirst(c) ? null : 'Tudo bem!',
      urgency,
      replyAfter(c),
      COME_BACK,
    );
  }
  if (broke(c)) {
    return join(
      replyFirst(c),
      replyFirst(c) ? null : 'Sem problema nenhum.',
      replyAfter(c),
      'Quando ficar melhor pra você, é só me chamar.',
      'Posso te chamar mais pra frente pra ver se ficou mais fácil?',
    );
  }
  if (wantsTime(c)) {
    return join(
      replyFirst(c),
      replyFirst(c) ? null : 'Sem pressa!',
      urgency,
      replyAfter(c),
      told(c),
      onTime(c, 'me avisa com um tempinho, que eu me organizo.'),
      c.relation
        ? 'Posso te chamar amanhã pra saber o que vocês decidiram?'
        : 'Posso te chamar amanhã pra saber o que você decidiu?',
    );
  }
  const first = !replyFirst(c) && !urgency;
  return join(
    replyFirst(c),
    urgency,
    c.f.bonus && `${first ? 'Vai' : 'E ainda vai'} de bônus: ${lowerFirst(stripEnd(c.f.bonus))}.`,
    !urgency && !c.f.bonus && !replyFirst(c) && 'Quando quiser fechar, é só me falar.',
    replyAfter(c),
    told(c),
    held(c, 'então eu deixo tudo pronto pra você.'),
    onTime(c, 'vale não deixar pra última hora.'),
    c.f.urgency ? `Quer que eu separe ${c.f.secure}?` : `Posso te mandar ${c.f.step}?`,
  );
};
