import type { ProductInfo } from '../product-info.ts';
import { needOf, objectionOf } from './customer-words.ts';
import { deadlineOf } from './deadline.ts';
import { factsOf, PICKUP_SAID, type Facts, type ObjectionKind } from './facts.ts';
import { timeAnswer, type AnswerContext } from './answer-context.ts';
import { nounPhrase } from './noun-phrase.ts';
import { empathy, nextStep, payment, risk, value, type Frame } from './objection-frames.ts';
import { readReply } from './reading.ts';
import { waysIn } from './reply-lines.ts';
import { sentenceOf } from './product-frames.ts';
import { relationOf } from './reply-writer.ts';
import { fold, pick as pickWith, upperFirst } from './text.ts';

export interface ObjectionInput {
  product: ProductInfo;
  /** 'Qual a necessidade do cliente?' */
  customerNeeds: string;
  /** 'Qual objeção foi recebida?' */
  objection: string;
}

export interface ObjectionAnswer {
  title: string;
  content: string;
}

/** Kinds whose fifth answer pushes nothing: it agrees the next step instead (objection-frames.ts). */
const UNPUSHED = new Set(['later', 'others', 'broke', 'gone']);

const techniques: Array<{ title: (f: Facts, kind: string) => string; frame: Frame }> = [
  { title: () => 'Empatia e uma pergunta', frame: empathy },
  { title: () => 'Mostrar o valor', frame: value },
  { title: () => 'Facilitar o pagamento', frame: payment },
  {
    title: (f) => (f.guarantee ? 'Reversão de risco com a garantia' : 'Tirar as dúvidas antes'),
    frame: risk,
  },
  {
    title: (f, kind) =>
      UNPUSHED.has(kind)
        ? 'Combinar o próximo passo'
        : f.urgency && f.bonus
          ? 'Urgência com bônus'
          : f.urgency
            ? 'Urgência'
            : f.bonus
              ? 'Bônus para decidir'
              : 'Combinar o próximo passo',
    frame: nextStep,
  },
];

/**
 * They ask for a discount without naming a price ('tem desconto?', 'é o valor final?'); one they
 * got already ('Recebi um desconto de vcs…') asks for none.
 */
const ASKS_DISCOUNT =
  /\b(?:(?<!\b(?:recebi|ganhei|tive|usei|apliquei) (?:um |o |uma |esse |meu )?)desconto|cupom|valor final|preco final|ultimo preco|menor preco|abaix\p{L}*|faz (?:por )?menos|(?:faz|fazer|sai|fica) mais (?:barato|em conta)|negoci\p{L}*)\b/u;

/**
 * What the customer asked, answered in each answer's own words (five openings, never alike):
 * their own price and a discount are looked into, never agreed to nor refused; a question the
 * fields answer is answered. Null when the objection asks nothing.
 */

function replyTo(product: ProductInfo, objection: string, kind: ObjectionKind | null) {
  const reading = readReply({
    product,
    customer: { nome: '', fase: 'contacted', valor: null, observacoes: null },
    messages: [{ author: 'customer', at: new Date(0).toISOString(), text: objection }],
    sellerSamples: [],
  });
  const offer = reading.turn.counterOffer;
  if (offer) {
    const price = `${offer}${reading.turn.counterEach ? ' cada' : ''}`;
    return (at: number) => ({
      first: true,
      text: [
        `Por ${price}, eu preciso ver se consigo. Já te falo!`,
        `Deixa eu ver se consigo fazer por ${price} e já te respondo.`,
        `Vou ver aqui se dá pra fazer por ${price} e te falo.`,
        `Sobre os ${price}, me deixa ver o que consigo e já te digo.`,
        `Vou fazer as contas pra ver se fecha em ${price} e te respondo.`,
      ][at]!,
    });
  }
  // 'Estou sem cartão.. só tenho o pix': the Pix the process takes.
  if (kind === 'nocard' && /\bpix\b/.test(fold(product.processo_vendas ?? ''))) {
    return (at: number) => ({
      first: true,
      text: [
        'Pode ser no Pix, sim!',
        'Sem problema: dá pra pagar no Pix.',
        'No Pix dá certinho!',
        'Pode pagar no Pix, sem problema.',
        'Dá pra fazer no Pix, sim.',
      ][at]!,
    });
  }
  // 'Acabei pedindo em outro lugar para compensar a taxa de entrega': the pickup the process offers.
  if (
    /\btaxa de entrega|\bfrete\b/.test(fold(objection)) &&
    PICKUP_SAID.test(fold(product.processo_vendas ?? ''))
  ) {
    return (at: number) => ({
      first: true,
      text: [
        'Entendo! Se ajudar, dá pra retirar aqui, sem a taxa de entrega.',
        'Da próxima vez, se preferir, você pode retirar aqui e não paga a entrega.',
        'Se ficar bom pra você, dá pra retirar aqui, sem taxa nenhuma.',
        'Uma ideia: retirando aqui, você não paga a taxa de entrega.',
        'Se ajudar, a retirada aqui é sem taxa.',
      ][at]!,
    });
  }
  // 'pagando dois fretes', 'o frete saiu 65' (m559): the freight is what weighs, looked into.
  if (reading.turn.oneFreight || reading.turn.freightDear) {
    const what = reading.turn.oneFreight
      ? 'mandar tudo num frete só'
      : 'um frete mais em conta pra você';
    return (at: number) => ({
      first: true,
      text: [
        `Entendo, o frete pesa mesmo. Deixa eu ver se consigo ${what} e já te falo.`,
        `Vou ver se consigo ${what} e te respondo.`,
        `Sobre o frete, deixa eu ver se consigo ${what} e já te falo.`,
        `Vou conferir aqui se consigo ${what} e te digo.`,
        `Deixa eu ver o frete com calma, se consigo ${what}, e te falo.`,
      ][at]!,
    });
  }
  if (ASKS_DISCOUNT.test(fold(objection))) {
    // The condition they ask it on, in their words: 'levando 4', 'sem pingente'.
    const quantity =
      reading.turn.quantity ??
      /(?<![\d,.])([2-9]|\d{2,3}) (?!vezes|reais|parcelas|meses|dias)\p{L}{3,}/u.exec(
        objection,
      )?.[1];
    const without = /\bsem (?:o |a |os |as )?\p{L}{3,}/iu.exec(objection)?.[0];
    const on = quantity ? `levando ${quantity}` : (without?.toLowerCase() ?? null);
    return (at: number) => ({
      first: true,
      text: (on
        ? [
            `${upperFirst(on)}, deixa eu ver o desconto que consigo e já te falo.`,
            `Vou ver que desconto consigo ${on} e te respondo.`,
            `Deixa eu ver o que dá pra fazer ${on} e já te falo.`,
            `Sobre o desconto ${on}, vou ver aqui o que consigo e te digo.`,
            `Vou fazer as contas ${on} e te falo o desconto que consigo.`,
          ]
        : [
            'Sobre o desconto, deixa eu ver o que consigo e já te falo.',
            'Vou ver se consigo um desconto pra você e te respondo.',
            'Deixa eu ver o que dá pra fazer de desconto e já te falo.',
            'Sobre desconto, vou ver aqui o que consigo e te digo.',
            'Vou fazer as contas pra ver que desconto consigo e te falo.',
          ])[at]!,
    });
  }
  const said = reading.product && sentenceOf(reading.product);
  const clause = reading.product?.said ?? undefined;
  return said ? () => ({ first: false, text: said, clause }) : () => null;
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Five answers to a customer's objection, each with its own technique and title, written from
 * the product's fields, the customer's need and the objection: every one answers what the
 * customer asked, and each brings one more fact of the product. The need goes to two answers,
 * what holds the customer back to one; each call picks another deal.
 */
export function writeObjectionAnswers(
  input: ObjectionInput,
  random: () => number = Math.random,
): ObjectionAnswer[] {
  const f = factsOf(input.product);
  const objection = objectionOf(input.objection);
  const need = needOf(input.customerNeeds);
  const [needAt, alsoNeedAt, constraintAt] = shuffled([0, 1, 2, 3, 4], random);
  const replyToAsk = replyTo(input.product, input.objection, objection.kind);
  // 'Não tenho tempo' asks nothing, and is answered with time all the same.
  const timeReply =
    objection.kind === 'time'
      ? { first: /\bdemora/.test(fold(input.objection)), text: timeAnswer(f, input.objection) }
      : null;
  const reply = (at: number) => replyToAsk(at) ?? timeReply;
  const process = fold(input.product.processo_vendas ?? '');
  const base = {
    f,
    kind: objection.kind ?? ('general' as const),
    deadline: deadlineOf(input.objection, input.customerNeeds),
    product: f.short ? nounPhrase(f.short) : null,
    relation: relationOf(fold(input.objection)),
    ways: waysIn(process),
    pick: <T>(items: readonly T[]) => pickWith(random, items),
  };
  return techniques.map(({ title, frame }, at): ObjectionAnswer => {
    const context: AnswerContext = {
      ...base,
      reply: reply(at),
      need: at === needAt || at === alsoNeedAt ? need && { ...need, constraint: null } : null,
      constraint: at === constraintAt ? (need?.constraint ?? null) : null,
    };
    return { title: title(f, base.kind), content: frame(context) };
  });
}

/**
 * The basic answers used when the AI provider fails ('Respostas geradas (modo offline)'): the
 * offline engine's own answers, built from the product and the objection's text.
 */
export function offlineFallbackAnswers(input: ObjectionInput): ObjectionAnswer[] {
  return writeObjectionAnswers(input);
}
