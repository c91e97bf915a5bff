import { productFieldNames } from '#shared/products.ts';
import { formatBRL } from '#shared/money.ts';
import type { ReplyInput } from '../engine.ts';
import type { ProductInfo } from '../product-info.ts';
import { normalized } from './chat-text.ts';
import {
  answersSeller,
  customerIntent,
  exchangeOf,
  intentOfMessage,
  latestCustomerWords,
  spoken,
  yesToHelp,
  yesToLater,
  yesToOffer,
  type Intent,
} from './reply-intent.ts';
import { ASKS, unitAmount } from './reply-lines.ts';
import { fold, lowerFirst } from './text.ts';
import { detailAnswer, productAnswer, type ProductAnswer } from './product-answer.ts';
import { featureAnswers, freeFeaturePriced, modelAsked } from './product-features.ts';
import {
  otherBought,
  productTopicsOf,
  readTurn,
  RESALE,
  talkSubject,
  type ProductTopic,
  type TurnDetails,
} from './turn.ts';

/** The product's fields say it is delivered the same day ('entrego no mesmo dia', 'pronta entrega'). */
const SAME_DAY =
  /\b(?:mesmo dia|pronta entrega|entrega (?:hoje|imediata|no dia)|entregamos hoje|entrego hoje|em ate \d+ ?h(?:oras)?)\b/;

/** Asks whether the seller has or manages it ('consegue?', 'tem?', 'dá pra?'). */
const HAVE = /\b(?:consegue|conseguiria|consegue me|tem|teria|da pra|da para|voce tem|vcs tem)\b/;

/**
 * The customer's turn, read once for every writer and check of a reply (the offline writer, the
 * provider's prompt, the check of what the provider wrote): what they are doing, their words,
 * the details (how many, the price they offer, where and when…), and what the product says of
 * delivery. A value derived again downstream would be a second reading that can disagree.
 */
export interface Reading {
  intent: Intent;
  /** The customer's latest words, normalized (chat-text.ts), and as written. */
  asked: string;
  written: string;
  latest: ReplyInput['messages'];
  turn: TurnDetails;
  /** The sum the seller would make for the quantity asked ('R$ 120,00'), when the price allows. */
  total: string | null;
  delivery: { sameDay: boolean; covers: (place: string) => boolean };
  /**
   * A question about the product itself (its material, size, colours, use, how long it lasts,
   * what comes with it, whether it serves for something) and what its fields say of it.
   */
  product: ProductAnswer | null;
  /** Other topics asked in the same turn, each with what the fields say of it. */
  more: ProductAnswer[];
  /**
   * A dose or a count the customer names that the product's fields do not ('o GABA 750mg com
   * 240 caps' of a 500 mg, 120-capsule pot), as the reply says it; null when they name none.
   */
  variant: string | null;
  /**
   * They order something the product is not ('Pode separar pra mim dois croassant' of a bread):
   * the shop sells more than the product the member registered, so its price is not theirs.
   */
  otherItem: boolean;
  /** They said yes to the seller's 'posso te ajudar?' and nothing of what with. */
  yesToHelp: boolean;
  /** Their words answer the seller's last question ('Qual módulo?' → 'Todos'). */
  answersSeller: boolean;
  /** A yes to what the seller offered to do that is no sale ('Quer que a gente abra um chamado?'). */
  yesToOffer: boolean;
  /** A yes to what the seller will send once it is ready ('…quando estiver pronto?'). */
  yesToLater: boolean;
  /** The customer had spoken before the seller's last message: a talk under way. */
  ongoing: boolean;
  /** All the seller wrote since the customer's previous words, normalized. */
  sellerTurn: string;
  /** They quote back a message of the seller's own ('Essa era a mensagem…: “…mando tudo”😞', L22). */
  quotesSeller: boolean;
  /** A buyer (Fechado) asks when the order they have comes: its tracking, not a new sale's shipping. */
  ownOrder: boolean;
}

/** A count and what it counts ('dois croassant', '10 raisins'). */
const COUNTED = /\b(?:\d+|um|uma|dois|duas|tres|quatro|cinco|seis|dez|doze)\s+(\p{L}{4,})/gu;
const NOT_AN_ITEM =
  /^(?:unidades?|kits?|potes?|pacotes?|caixas?|pecas?|vezes|dias?|horas?|semanas?|meses|anos|reais|minutos?|pessoas?|produtos?|itens?|iguais|diferentes|deles?|delas?|desse|dessa|desses|dessas|mais|cores?|tamanhos?|compras?|pedidos?|links?|fotos?|videos?|duvidas?|perguntas?|para|pra|pro|mim|cada|hoje|amanha|vermelh\p{L}*|pret[oa]s?|branc[oa]s?|azu(?:l|is)|rosas?|verdes?|amarel[oa]s?|palhas?|marrom|bege|cinzas?|douradas?|dourados?|pratead[oa]s?)$/u;

/** 'pães' → 'pao', 'potes' → 'pote': the singular to find in the product's name. */
const stem = (word: string) => word.replace(/(?:aes|oes)$/, 'ao').replace(/s$/, '');

function otherItemOf(asked: string, product: ProductInfo | null): boolean {
  const name = fold(product?.nome ?? '');
  if (!name) return false;
  return [...asked.matchAll(COUNTED)].some(
    ([, item]) => !NOT_AN_ITEM.test(item!) && !name.includes(stem(item!).slice(0, 4)),
  );
}

/** 'O Medita Chakras custa quanto?', '0 livro é quanto?', 'quanto custa a pirâmide?': the thing priced. */
const PRICED = [
  /(?:^|[.!?]\s*)(?:e\s)?([oa0]s?)\s((?:[\p{L}-]+\s){0,2}[\p{L}-]+)\s(?:é|e|custa|sai|fica|tá|ta|está|esta)\squanto\b/iu,
  /\bquanto\s(?:é|e|custa|custam|sai|fica|tá|ta|está|esta)\s([oa]s?)\s((?:[\p{L}-]+\s){0,2}[\p{L}-]+)\s?(?:[?,.!]|$)/iu,
  /\b(?:me\s(?:diz|fala|passa)\s|qual\s(?:é\s|e\s)?)o\s(?:preço|preco|valor)\sd([oa]s?)\s((?:[\p{L}-]+\s){0,2}[\p{L}-]+)\s?(?:[?,.!]|$)/iu,
];
/** Things priced with the product, never another item ('o frete', 'a parcela'). */
const PRICED_ALONG =
  /^(?:frete|entrega|envio|parcel\p{L}*|vista|desconto|produto|pedido|seu|meu|mesmo|dele|dela|esse|essa|este|esta|sinal|taxa|total|valor|preco|pix|boleto|cartao|kit|unidade|pote|caixa|pacote|mensalidade|matricula|inscricao)\b/u;

/**
 * Another thing whose price is asked, with its article ('o Medita Chakras'); null when the thing
 * is the product (any of its words in the product's own fields) or priced along with it.
 */
/** 'o livro' → 'do livro', 'a pirâmide' → 'da pirâmide'. */
const ofThe = (thing: string) => `d${thing}`;

/** A charge by the month or the year ('o valor pacote mensal é o mesmo?', CAM12). */
const RECURRING = /\b((?:pacote|plano|taxa) (?:mensal|anual)|mensalidade|assinatura)\b/;
const BY_PERIOD = /\b(?:mes|mensal|mensalidade|ano|anual|assinatura)\b/;

function otherPricedOf(written: string, product: ProductInfo | null): string | null {
  if (!product) return null;
  // Goods priced once: a monthly plan asked is another charge, looked into by its name.
  const recurring = RECURRING.exec(fold(written))?.[1];
  if (recurring && !BY_PERIOD.test(fold(product.preco ?? ''))) {
    return `${/^(?:mensalidade|assinatura)/.test(recurring) ? 'a' : 'o'} ${recurring}`;
  }
  const found = PRICED.map((re) => re.exec(written)).find(Boolean);
  if (!found) return null;
  const item = found[2]!;
  if (PRICED_ALONG.test(fold(item))) return null;
  const own = fold(productFieldNames.map((name) => product[name] ?? '').join(' '));
  const words = fold(item).split(/[\s-]+/);
  if (words.some((word) => word.length >= 3 && own.includes(word.slice(0, 5)))) return null;
  const article = found[1]!.replace('0', 'o').toLowerCase();
  return `${article} ${item}`;
}

const DOSE = /(?<![\d.,])(\d{1,6}(?:[.,]\d{1,3})?)\s?(mg|mcg|ml)\b/g;
// 'tomo 2 capsulas por dia' is a dose a day, not a pot of two.
const COUNT =
  /(?<!\d|\btom\p{L}* )(\d{1,5})\s?(?:caps|capsulas|comprimidos)\b(?! (?:por|ao|a cada) (?:dia|noite|manha))/gu;
const amounts = (re: RegExp, text: string) =>
  [...text.matchAll(re)].map((m) => m.slice(1).join(''));

/** 'dessa fórmula', 'nessa dosagem', 'nessa quantidade', or null (see Reading.variant). */
function variantOf(
  asked: string,
  product: ProductInfo | null,
  thing: string | null,
): string | null {
  if (!product) return null;
  // 'Vcs tem Biotina de 10 ml' of a GABA: another product, its price looked into by its name.
  const named = thing && fold(thing).split(' ')[0];
  const another =
    !!named && named.length >= 4 && !fold(product.nome).includes(stem(named).slice(0, 4));
  const own = fold(productFieldNames.map((name) => product[name] ?? '').join(' '));
  const other = (re: RegExp) => {
    // A product that states no dose at all may well be the one asked: its price stands.
    const have = new Set(amounts(re, own));
    return have.size > 0 && amounts(re, asked).some((amount) => !have.has(amount));
  };
  const dose = other(DOSE);
  const count = other(COUNT);
  if (!dose && !count) return null;
  // 'Biotina' as the customer capitalised a word; 'GABA' as an acronym stays.
  if (another) return `de ${/^\p{Lu}\p{Ll}/u.test(thing) ? lowerFirst(thing) : thing}`;
  if (/\bmanipul/.test(asked)) return 'dessa fórmula';
  // A volume ('o de 100ml') is a size; a dose in mg is a dosage.
  const size = dose && !/\d\s?m?c?g\b/.test(asked);
  if (size) return count ? 'nesse tamanho e quantidade' : 'nesse tamanho';
  return dose && count ? 'nessa dosagem e quantidade' : dose ? 'nessa dosagem' : 'nessa quantidade';
}

function deliveryOf(product: ProductInfo | null): Reading['delivery'] {
  const said = product ? fold(productFieldNames.map((name) => product[name] ?? '').join(' ')) : '';
  return { sameDay: SAME_DAY.test(said), covers: (place) => said.includes(fold(place)) };
}

/** The customer wrote an amount the product's price names ('27,00' of 'R$ 27,00 cada folha'). */
function citesPrice(written: string, product: ProductInfo | null): boolean {
  const amounts = product?.preco?.match(/(?<!\d)\d{1,6}[.,]\d{2}/g) ?? [];
  return amounts.some((amount) =>
    new RegExp(`(?<![\\d.,])${amount.replace('.', '\\.')}(?![\\d])`).test(written),
  );
}

/** The invoice alone asked as what comes ('Vem com a NF e tem garantia?', not '…NF e carregador?'). */
const INVOICE_COMES =
  /\b(?:vem|acompanha) (?:com )?(?:a )?(?:nf|nota(?: fiscal)?)\b(?!,? e (?!(?:tem|e|possui|qual|quanto)\b)\p{L})/u;

/**
 * The turn's questions about the product, what the fields say first ('é prata pura? vem com
 * nota?' answers the silver before checking the invoice): the first, and the rest in order.
 */
function productAnswers(
  product: ProductInfo | null,
  asked: string,
  intent: Intent,
  turn: TurnDetails,
  features: ProductAnswer[],
) {
  const read = readProductAnswers(product, asked, intent, turn, features);
  // A question of the turn nothing read ('ele tem defeito ou está funcionando?' between the
  // cables and the size, GEL4) is not dropped: 'O resto eu confirmo e já te falo.'
  // Only beside answers all said: a check already in the reply (of a topic, a thing named or
  // asked for) covers the rest.
  const said = [read.product, ...read.more].map((answer) => answer?.said);
  return intent === 'info' &&
    said.every(Boolean) &&
    !turn.checkNamed &&
    !turn.thingAsked &&
    unreadQuestion(product, asked, said.join(' '))
    ? { ...read, more: [...read.more, { topic: 'detail' as const, said: null }] }
    : read;
}

/** Words of a question the reply's other lines answer (its price, delivery, payment). */
const READ_ELSEWHERE =
  /\b(?:valor|preco|quanto|frete|entreg\p{L}*|envi\p{L}*|cheg\p{L}*|pix|cartao|parcel\p{L}*|boleto|tudo bem|tudo bom|como vai)\b/u;

/**
 * One of two or more questions that no topic, feature or detail of the fields reads, nor the
 * answers said ('Precisa de um Hub?' after 'Funciona com a Alexa, sem hub', FUM38).
 */
function unreadQuestion(product: ProductInfo | null, asked: string, said: string): boolean {
  const answered = new Set(fold(said).split(/[^\p{L}\d]+/u));
  const questions = asked
    .split(/(?<=\?)/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.endsWith('?'));
  if (questions.length < 2) return false;
  return questions.some(
    (question) =>
      question.split(/\s+/).length >= 4 &&
      !READ_ELSEWHERE.test(question) &&
      !question.split(/[^\p{L}\d]+/u).some((word) => word.length >= 3 && answered.has(word)) &&
      productTopicsOf(question).length === 0 &&
      featureAnswers(product, question).length === 0 &&
      !detailAnswer(product, question),
  );
}

function readProductAnswers(
  product: ProductInfo | null,
  asked: string,
  intent: Intent,
  turn: TurnDetails,
  features: ProductAnswer[],
) {
  const all = productTopicsOf(asked).map((topic) => productAnswer(product, topic, asked)!);
  // 'Vem com a NF…?' asks the invoice the authenticity answer gives: no check of what comes (CAF1).
  const invoiced = all.some((a) => a.topic === 'authenticity' && a.said);
  const answers = all.filter(
    (a) => !(invoiced && a.topic === 'contents' && !a.said && INVOICE_COMES.test(asked)),
  );
  if (features.length > 0) {
    const settled = new Set(features.map((feature) => feature.covers));
    const rest = answers.filter((answer) => !settled.has(answer.topic));
    return { product: features[0]!, more: [...features.slice(1), ...rest] };
  }
  // A question no topic reads may still name a detail the differential states (round 19), unless
  // the turn names a thing to check ('tem caldos?' is checked by name).
  const detail =
    answers.length === 0 && intent === 'info' && !turn.checkNamed
      ? detailAnswer(product, asked)
      : null;
  if (detail) return { product: detail, more: [] };
  const ordered = [...answers.filter((a) => a.said), ...answers.filter((a) => !a.said)];
  // 'Possui garantia e nota fiscal? Ele é inverter?': what the differential says it is not, too
  // (FRZ5).
  const besides =
    answers.length > 0 && intent === 'info' && !turn.checkNamed
      ? detailAnswer(product, asked)
      : null;
  if (
    besides?.said &&
    /^não\b/.test(besides.said) &&
    !ordered.some((a) => a.said === besides.said)
  ) {
    // Said after what the fields say and before what is checked; 'acompanha o que faz o leite
    // espumante?', its one question, needs no check of what comes after 'Não tem vaporizador de
    // leite' (CAF23).
    const oneQuestion = (asked.match(/\?/g) ?? []).length <= 1;
    const said = ordered.filter((a) => a.said);
    const checked = ordered.filter((a) => !a.said && !(oneQuestion && a.topic === 'contents'));
    const inOrder = [...said, besides, ...checked];
    return { product: inOrder[0]!, more: inOrder.slice(1) };
  }
  return { product: ordered[0] ?? null, more: ordered.slice(1) };
}

/**
 * A model asked: its fit checked by name. Of the turn's other topics only what the model does not
 * decide (the guarantee, the invoice, the voltage): 'modelo' asks for no other model, and no
 * clause of the fields is a fit for that code.
 */
const BESIDE_MODEL: readonly ProductTopic[] = ['guarantee', 'authenticity', 'usage'];

function modelAnswers(product: ProductInfo | null, asked: string) {
  const more = productTopicsOf(asked)
    .filter((topic) => BESIDE_MODEL.includes(topic))
    .map((topic) => productAnswer(product, topic, asked)!);
  return { product: { topic: 'suitability' as const, said: null }, more };
}

const letters = (text: string) =>
  normalized(text)
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();

/** The customer quotes, in quote marks, 40 letters or more of one of the seller's earlier messages. */
function quotesSellerOf(messages: ReplyInput['messages'], latest: ReplyInput['messages']) {
  const written = latest.map((m) => m.text).join(' ');
  // Marked as a quote: the seller's words repeated to order or pay are no grievance.
  if (!/[“”"«»]/.test(written)) return false;
  const theirs = letters(written);
  return messages.some((m) => {
    if (m.author !== 'seller') return false;
    const said = letters(m.text);
    return said.length >= 40 && theirs.includes(said.slice(0, 40));
  });
}

/** Words of another purchase ('quero mais um', 'vou querer outro', 'comprar de novo'). */
const NEW_PURCHASE =
  /\b(?:mais (?:um|uma|dois|duas|\d+)\b(?! vez)|(?:quero|queria|vou querer|gostaria de|comprar|pedir|encomendar|levar)\b[^.!?]{0,20}\b(?:outr[oa]s?|de novo|novamente|outra vez)|novo pedido|repetir (?:o )?pedido)\b/;
/** Words of the order a buyer has: theirs, bought, paid or charged ('quero o meu produto'). */
const THEIR_ORDER =
  /\b(?:(?:meu|minha) (?:produto|pedido|encomenda|compra|mercadoria|cartao|pagamento|dinheiro|acesso)|comprei|paguei|recebi|debit\p{L}*|cobr(?:ad|anc)\p{L}*)\b/u;
/** When an order comes asked ('o dia correto da entrega', 'previsão', 'será que chega?'). */
const ARRIVAL_ASKED =
  /\b(?:dia (?:correto |certo )?da entrega|previsao|rastreio|rastreamento|(?:quando|sera que) (?:vai )?cheg\p{L}*)\b/u;
/** An exchange or the money back weighed ('só ressarcir no cartão ou trocar por vale'). */
const BACK = /\b(?:ressarc\p{L}*|troca|trocar|devol\p{L}*|reembols\p{L}*|estorn\p{L}*)\b/u;

/**
 * A buyer (Fechado) buys again only in words of another purchase. Else an exchange or refund
 * weighed is a return, whatever else the turn asks ('dificuldades com a troca', OL62), a delivery
 * asked is the tracking of the order they have, and 'Quero
 * o meu produto' or 'no meu cartão' is about the order they have (OL42, OL52, OL53): their order
 * asked for is a complaint that it has not come, their payment looked into by name. Null when the
 * turn reads as it is.
 */
function theirOrder(
  intent: Intent,
  asked: string,
  turn: TurnDetails,
): { intent: Intent; checkNamed?: string; ownOrder?: boolean } | null {
  if (turn.quantity || NEW_PURCHASE.test(asked)) return null;
  const sale = ['ready', 'payment', 'delivery'].includes(intent);
  if (sale && BACK.test(asked)) return { intent: 'return' };
  // 'Ainda no aguardo da entrega do produto', 'Preciso de uma previsão' (OL84, OL93).
  if (intent === 'delivery' || (['info', 'other'].includes(intent) && ARRIVAL_ASKED.test(asked)))
    return { intent: 'delivery', ownOrder: true };
  if (!sale || !THEIR_ORDER.test(asked)) return null;
  if (intent === 'ready') return { intent: 'complaint' };
  return { intent: 'info', checkNamed: 'o pagamento do seu pedido' };
}

/** A voltage named by one who has just bought ('escolhi 220v', 'a voltagem é 220 ok'). */
const ORDER_VOLTAGE = /\b(?:110|127|220) ?v(?:olts?)?\b|\bvoltagem\b/;
/** 'Quando vcs forem enviar troquem para 220' (FOG13): an order's voltage, as a request. */
const SEND_IN_VOLTAGE =
  /\b(?:(?:quando|na hora de) (?:voces |vcs )?(?:for|forem) (?:enviar|mandar)|troquem?|mudem?) [^?]{0,30}\b(?:110|127|220)\b/;
/** A product sold in more than one voltage ('em 127 V ou 220 V'). */
const VOLTAGES = /\b(?:110|127) ?v?\b.*\b220 ?v?\b|\b220 ?v?\b.*\b(?:110|127) ?v?\b/;
/** Another question beside the voltage: its arrival, the invoice, another one ('tem também…'). */
const ASKS_BESIDE =
  /\b(?:quando|chega|chegar|prazo|rastreio|nota|nf|tambem|outr[ao]|presente)\b|\?.*\?/;

/**
 * 'Acabei de comprar… confirmar a opção 220v' (FOG27): the voltage of the order they made,
 * looked up, of a product sold in more than one voltage, when they ask nothing else. An exchange
 * asked of one that came ('posso trocar por uma de 220v', m293) is a return.
 */
function orderVoltageAsked(asked: string, turn: TurnDetails, input: ReplyInput): boolean {
  const requested =
    !turn.bought &&
    !/\b(?:chegou|chegaram|recebi|veio)\b/.test(asked) &&
    SEND_IN_VOLTAGE.test(asked);
  return (
    ((turn.bought && ORDER_VOLTAGE.test(asked)) || requested) &&
    VOLTAGES.test(fold(input.product?.diferencial ?? '')) &&
    !ASKS_BESIDE.test(asked.replace(SEND_IN_VOLTAGE, ' ')) &&
    !NEW_PURCHASE.test(asked) &&
    // 'troquem para 220' before it is sent is no return.
    (requested || !BACK.test(asked)) &&
    !turn.complaint &&
    !turn.afterSale
  );
}

/** 'funcionava bem a 30 metros, agora só…' (ITF11): a fault come over time, not 'se funcionava'. */
const WORKED_BEFORE = /(?<!\bse )\bfuncionava\b[^?]{0,80}\bagora\b/;
/** Help asked with one they have ('não estou conseguindo…', 'não aparece', SPG23): looked at. */
const HELP_ASKED = new RegExp(
  `\\bnao (?:estou|to|esta|ta) conseguindo\\b|\\bnao aparece\\b|${WORKED_BEFORE.source}`,
);
/**
 * They speak of one they have ('Minha câmera não segue o movimento', CAM21; 'No aplicativo não
 * aparece…', SPG13; ITF11): no question of a feature, a problem to look at.
 */
const OWN_ITEM = new RegExp(
  `^(?:a |o )?(?:minha|meu)\\b(?![^?]*\\?)|\\bnao (?:estou |esta |to |ta )?(?:consigo|conseguindo|aparece|funciona|acho|encontro)\\b|${WORKED_BEFORE.source}`,
);

/**
 * Turns a feature asked reads as a question: not a price, an order, a complaint. A liking said
 * with a need ('Perfeito… preciso de algo que eu consiga ligar a distância', LMP14) is one too.
 */
const FEATURE_READ: readonly Intent[] = ['info', 'other', 'payment', 'likes'];
/** A model asked is checked before an order or a stock is taken for it ('Preciso do damper…'). */
const MODEL_READ: readonly Intent[] = [...FEATURE_READ, 'available', 'ready'];

/** A message some kind of turn reads ('other' included), not one left to the fallback. */
const read = (m: { text: string }) => intentOfMessage(m.text) !== null;

export function readReply(input: ReplyInput): Reading {
  // The customer's words since the seller last wrote; what was said before that was answered.
  // A customer gone quiet is read by their last words, whoever wrote after them.
  const messages = input.messages.filter(spoken);
  const quiet = messages.at(-1)?.author !== 'customer';
  const latest = latestCustomerWords(
    quiet ? messages.filter((m) => m.author === 'customer') : messages,
  );
  const asked = latest.map((m) => normalized(m.text)).join(' ');
  const written = latest.map((m) => m.text).join(' ');
  const named = readTurn(asked, written);
  // A complaint that names nothing is about what the talk named last ('o seu certificado').
  const subject =
    named.complaint === 'pedido' && !/\bpedido\b/.test(asked)
      ? talkSubject(
          messages
            .slice(0, messages.length - latest.length)
            .slice(-6)
            .reverse()
            .map((m) => normalized(m.text)),
        )
      : null;
  // 'Manda o link' of a process that names no link is no card link: the way to pay is asked
  // (FUM26, VED5).
  const noLink =
    named.method === 'cartão' &&
    !/\b(?:cartao|credito|debito)\b/.test(asked) &&
    !/\blinks?\b/.test(fold(input.product?.processo_vendas ?? ''));
  const turn = {
    ...named,
    ...(subject && { complaint: subject }),
    ...(noLink && { method: null }),
  };
  const unit = unitAmount(input.product?.preco);
  const exchange = exchangeOf(messages);
  // A word of a question in an answer to the seller's own ('Encontrar o link de acesso…', to
  // 'qual é a principal dificuldade?') is what they were asked for, not a question back.
  const first = customerIntent(messages);
  // One sentence only: 'Emagrecer. A consulta online funciona igual a presencial' asks after it.
  const answers = answersSeller(exchange);
  const said =
    first === 'info' &&
    answers &&
    !ASKS.test(asked) &&
    latest.every((m) => !/[.!;]\s*\p{Lu}/u.test(m.text))
      ? 'other'
      : first;
  const quotesSeller = quotesSellerOf(messages, latest);
  const unread = said === 'info' || said === 'other';
  // 'Como eu não tenho condições pra ir pro vitalício, me diz o preço do livro' too.
  const otherPriced =
    said === 'price' || said === 'expensive' ? otherPricedOf(written, input.product) : null;
  // 'Somente um lado é 27,00?' asks about a figure of the price: a price question; 'preciso
  // de 120 dessas, consegue?' whether that many are to be had.
  const intent: Intent = quotesSeller
    ? 'other'
    : // 'Eu comprei o Livro Digital…' of a course: another thing they have, no payment of it.
      said === 'paid' && otherBought(asked, written, input.product?.nome)
      ? 'other'
      : // 'O Medita Chakras custa quanto?': not the product's price; its own is looked up.
        otherPriced
        ? 'info'
        : unread && citesPrice(written, input.product)
          ? 'price'
          : unread && turn.quantity && !turn.productTopic && HAVE.test(asked)
            ? 'available'
            : // 'Como faço pra ser revendedor': a question, on the terms of resale.
              unread && RESALE.test(asked)
              ? 'info'
              : // 'Moro no Pará': where it would go, for a delivery; not where a turn read as
                // something else is said from ('moro no Japão… pede o meu CPF').
                unread && turn.place && /\b(?:moro|fico)\b/.test(asked) && !latest.some(read)
                ? 'delivery'
                : // 'A gente paga no dia que chega?' asks how to pay, not when it comes.
                  turn.payOnArrival && !turn.complaint && !turn.afterSale
                  ? 'payment'
                  : // 'Obrigado, fiz a compra' tells a purchase: its payment is looked at (SEN13).
                    said === 'thanks' && turn.bought && input.customer.fase !== 'closed'
                    ? 'paid'
                    : said;
  const voltageOfOrder = input.customer.fase !== 'closed' && orderVoltageAsked(asked, turn, input);
  const order =
    input.customer.fase === 'closed'
      ? theirOrder(intent, asked, turn)
      : voltageOfOrder
        ? { intent: 'info' as const, checkNamed: 'a voltagem do seu pedido' }
        : null;
  // A feature of the goods asked before a sale ('tem visão noturna?', 'vende o cartão?' of a
  // camera whose card is a microSD) is a question, whatever word of a payment or an hour it has.
  const beforeSale = input.customer.fase !== 'closed' && !turn.complaint;
  // Thanks that tell what they saw ('os 3 pinos… são mais finos. Obrigado', SPG15) ask nothing.
  const features =
    beforeSale && !OWN_ITEM.test(asked) && intent !== 'thanks'
      ? featureAnswers(input.product, asked)
      : [];
  // 'serve na BRM50NBANA?': the seller checks that model by name, whatever clause names a line.
  const model = beforeSale ? modelAsked(written, input.product) : null;
  const asksModel = !!model && MODEL_READ.includes(intent);
  const asksFeature =
    !model &&
    features.length > 0 &&
    (FEATURE_READ.includes(intent) ||
      // 'Tem disponível na cor preta?' where the colour goes by stock: no yes to give (SAP3).
      (intent === 'available' && features.some((feature) => feature.covers)) ||
      (intent === 'price' && freeFeaturePriced(input.product, asked)));
  // 'não estou conseguindo fazer ela ligar…, teriam como dar um auxílio?': help asked with
  // what they have, looked at, no 'Boa pergunta' (SPG23).
  const readAs: Intent =
    asksFeature || asksModel
      ? 'info'
      : intent === 'info' && HELP_ASKED.test(asked)
        ? 'other'
        : (order?.intent ?? intent);
  // What a feature said settles is not checked too ('ambiente externo' after 'só para uso
  // interno', SPG18); what it does not is ('por segundos' after the schedule, SPG10).
  const settled = (said: string | null) =>
    asksFeature && !!said && featureAnswers(input.product, fold(said)).length > 0;
  const check = {
    ...turn,
    ...(settled(turn.checkNamed) && { checkNamed: null }),
    // 'Tem temperatura do branco?' of 'branco do quente ao frio': no thing left to look for.
    ...(settled(turn.thingAsked) && { thingAsked: null }),
  };
  return {
    intent: readAs,
    asked,
    written,
    latest,
    turn: model
      ? { ...turn, checkNamed: `se serve no modelo ${model}` }
      : otherPriced
        ? { ...turn, checkNamed: `o valor ${ofThe(otherPriced)}` }
        : order?.checkNamed
          ? { ...turn, checkNamed: order.checkNamed }
          : check,
    total: unit && turn.quantity ? formatBRL(unit * turn.quantity).replace('\u00a0', ' ') : null,
    delivery: deliveryOf(input.product),
    ...(model
      ? modelAnswers(input.product, asked)
      : // 'funcionava bem a 30 metros, agora só…' (ITF11): a fault of theirs, no size to check.
        WORKED_BEFORE.test(asked) || voltageOfOrder
        ? { product: null, more: [] }
        : productAnswers(input.product, asked, readAs, turn, features)),
    variant: variantOf(asked, input.product, turn.thingAsked),
    otherItem: otherItemOf(asked, input.product),
    yesToHelp: yesToHelp(exchange),
    answersSeller: answers,
    yesToOffer: yesToOffer(exchange),
    yesToLater: yesToLater(exchange),
    ongoing: exchange.ongoing,
    sellerTurn: exchange.sellerTurn,
    quotesSeller,
    ownOrder: !!order?.ownOrder,
  };
}
