import { firstName } from '#shared/first-name.ts';
import type { ReplyInput } from '../engine.ts';
import { normalized } from './chat-text.ts';
import { factsOf } from './facts.ts';
import { acknowledges } from './other-replies.ts';
import { startLine, framesFor, isProductQuestion, pastAnswerFrames } from './reply-frames.ts';
import { answeredToo } from './product-frames.ts';
import { pastAnswerFor } from '../past-answers.ts';
import {
  ADDRESS_GIVEN,
  intentOfMessage,
  LINK_PROMISED,
  PRAISE,
  PRAISE_BUT,
  PRODUCT_PRAISE,
  type Intent,
} from './reply-intent.ts';
import {
  boughtAlready,
  call,
  otherWayAsked,
  type Piece,
  type ReplyContext,
} from './reply-lines.ts';
import { neededBy } from './deadline.ts';
import { offerOf, productPhrase, stepAt, UNKNOWN_OFFER } from './reply-offer.ts';
import { inVoice, timeOfDayGreeting, voiceOf, type Voice } from './reply-voice.ts';
import { fold, stripEnd, upperFirst } from './text.ts';
import { readReply, type Reading } from './reading.ts';
import { measureAsked, nameInTurn, REFUSED_WAY } from './turn.ts';
import { businessAnswers } from './business-answers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** The proposal's value as a customer reads it: '350.5' → 'R$ 350,50'; text with a number as is. */
export function proposalValue(valor: string | null): string | null {
  const text = valor?.trim();
  if (!text || !/\d/.test(text)) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return money.format(Number(text)).replace(/\u00a0/g, ' ');
  return text;
}

const RELATIONS: Record<string, string> = {
  marido: 'seu marido',
  esposa: 'sua esposa',
  mulher: 'sua esposa',
  namorado: 'seu namorado',
  namorada: 'sua namorada',
  noivo: 'seu noivo',
  noiva: 'sua noiva',
  socio: 'seu sócio',
  socia: 'sua sócia',
  mae: 'sua mãe',
  pai: 'seu pai',
  chefe: 'seu chefe',
};

/** Who the customer said they will ask ('vou ver c meu marido' → 'seu marido'). */
export function relationOf(words: string): string | null {
  const match =
    /\b(?:meu|minha|o|a|com|ver|falar com|conversar com) (marido|esposa|mulher|namorad[oa]|noiv[oa]|soci[oa]|mae|pai|chefe)\b/.exec(
      words,
    );
  return match ? (RELATIONS[match[1]!] ?? null) : null;
}

const METHOD_STEPS: Partial<Record<NonNullable<Reading['turn']['method']>, [RegExp, string]>> = {
  pix: [/\bpix\b/, 'a chave Pix'],
  boleto: [/\bboleto\b/, 'o boleto'],
  cartão: [/\bcartao\b|\bcredito\b/, 'o link do cartão'],
};

/** The way to pay the customer named ('manda o boleto'), where the sales process takes it. */
function methodStep(method: Reading['turn']['method'], process: string): string | null {
  const known = method ? METHOD_STEPS[method] : undefined;
  return known && known[0].test(process) ? known[1] : null;
}

/** The one other way the process takes, when they would rather not use one ('não queria usar o cartão'). */
function otherThanRefused(asked: string, process: string): Reading['turn']['method'] {
  const refused = REFUSED_WAY.exec(asked)?.[1];
  if (!refused) return null;
  const others = (['pix', 'cartão', 'boleto'] as const).filter(
    (way) =>
      fold(way) !== (refused === 'credito' ? 'cartao' : refused) &&
      METHOD_STEPS[way]![0].test(process),
  );
  return others.length === 1 ? others[0]! : null;
}

const PHOTOS =
  /\b(?:(?:mand|envi|pass)(?!ei\b|amos\b)\p{L}*|tem|ver)[\s.]+(?:(?:uma|umas|as|os|o|mais|um)[\s.]+)?(fotos?|videos?|cardapio|catalogo)\b|\b(?:mand|envi|pass)\p{L}*[\s.]+(?:as|os)[\s.]+(medidas|tamanhos)\b/u;
/** Praise of a visit, met with 'Volte sempre!' ('voltaremos', 'a comida', 'o ambiente'). */
const VISIT =
  /\b(?:voltaremos|voltarei|volto|comida|prato|ambiente|garcom|garcon|garson|loja|restaurante|visita)\b/;
/** The price asked of something, with the article its contraction gives ('dos passadores'). */
const PRICE_OF =
  /\b(?:valor|preco|quanto (?:custa|custam|e|sai|saem|fica|ficam))\s+d?(o|a|os|as)\s+(\p{L}{4,})\b/u;

const BONUS_CONDITION =
  /\b(?:na compra|nas compras|em compras|acima de|a partir de|levando|pra quem|para quem|no pedido|nos pedidos)\b.*$/iu;

/** What the bonus gives that a price is asked of, with its article ('os passadores'); else null. */
function bonusPriced(asked: string, bonus: string | null) {
  const priced = PRICE_OF.exec(asked);
  if (!priced || !bonus) return null;
  const [, article, noun] = priced as unknown as [string, string, string];
  const stem = noun.slice(0, 5);
  // What the bonus gives is its first word ('Bateria reserva em cada relógio' gives a battery,
  // not a watch, m068), said as the bonus writes it, accents and all.
  const word = bonus.split(/[^\p{L}]+/u).find(Boolean);
  if (!word || !fold(word).startsWith(stem)) return null;
  const plural = /s$/i.test(word);
  const said = `${article.charAt(0)}${plural ? 's' : ''} ${word.toLowerCase()}`;
  // A bonus with a condition is said with it ('na compra de 2 kits'), never as free for all.
  const found = BONUS_CONDITION.exec(bonus)?.[0];
  const condition = found && stripEnd(found);
  return { thing: said, plural, condition: condition ? ` ${condition.toLowerCase()}` : '' };
}

/** The message asks only for what `ask` names: greetings and politeness aside. */
const onlyAsks = (asked: string, ask: string) =>
  asked
    .replace(ask, ' ')
    .replace(
      /\b(?:oi|ola|bom dia|boa tarde|boa noite|tem|teria|mais|me|pode|poderia|consegue|por favor|pf|pfv|outras?|outros?|de novo|ai)\b/g,
      ' ',
    )
    .replace(/[^\p{L}]/gu, '') === '';

const SENT: Record<string, string> = {
  medidas: 'as medidas',
  tamanhos: 'os tamanhos',
  cardapio: 'o cardápio',
  catalogo: 'o catálogo',
  video: 'um vídeo',
  videos: 'os vídeos',
};

/** A way to pay the seller does not take, asked along ('Tem estoque … pra tirar no boleto?'). */
function otherWayLine(intent: Intent, c: ReplyContext): string | null {
  const way = intent === 'payment' || intent === 'ready' ? null : otherWayAsked(c);
  return way ? `Vou ver se consigo ${way} e já te falo.` : null;
}

/** The one way to pay the seller's last words name ('…os detalhes do Pix?'), else null. */
function wayOffered(sellerTurn: string): Reading['turn']['method'] {
  const named = (
    [
      ['pix', /\bpix\b/],
      ['cartão', /\bcartao\b/],
      ['boleto', /\bboleto\b/],
    ] as const
  ).filter(([, re]) => re.test(sellerTurn));
  return named.length === 1 ? named[0]![0] : null;
}

/**
 * The turns in which praise of the product is all there is to answer. 'amei 😍' is 'likes': from
 * a buyer (Fechado) praise too, from anyone else a liking of what is offered, a yes to sell to.
 */
const PRAISED_ONLY: readonly Intent[] = ['other', 'info', 'thanks'];
/**
 * A buyer's review speaks of the price, the colours and the delivery without asking them (ML81,
 * ML96, OL44).
 */
const BUYER_PRAISED: readonly Intent[] = ['price', 'available', 'delivery'];
/**
 * A question a review asks and answers itself ('Falar o que, né?', 'As câmeras? nem se fala',
 * 'Poderia ser melhor? sim'): nothing for the seller to answer.
 */
const RHETORICAL =
  /\b(?:ne|neh|nao e)\s*[?!]+|(?<!\?)\?+\s*(?=(?:nem se fala|sim|nao|claro|com certeza|simplesmente|maravilhos\p{L}*)\b)/gu;
/** What a buyer would have done otherwise ('Vcs deveriam mandar…', 'só gostaria de ter recebido uma…'). */
const SUGGESTION =
  /\b(?:(?:voces|vcs|voce|vc|a loja) (?:deveriam|poderiam|podiam)|gostaria de ter recebido (?:um|uma)|seria bom se|fica a (?:dica|sugestao)|sugiro|sugestao)\b/;
/** Turns after a sale, which no answer about the business itself fits. */
const AFTER_SALE: readonly Intent[] = ['complaint', 'return', 'paid'];
/**
 * Question marks an emoji lost on the way: after a space and before no word ('Excelente ?,'), or
 * glued to the next word.
 */
const STRAY_MARKS = /\s\?+(?=[\s.!,]|$|\p{Extended_Pictographic})|(?<!\?)\?+(?=\p{L})/gu;

/** Praise and nothing else to answer: thanked, nothing sold. */
function praiseAlone(asked: string, intent: Intent, phase: ReplyInput['customer']['fase']) {
  const buyer = boughtAlready(phase);
  const praised =
    PRAISE.test(asked) ||
    (PRODUCT_PRAISE.test(asked) &&
      (PRAISED_ONLY.includes(intent) || (buyer && BUYER_PRAISED.includes(intent)))) ||
    // A buyer who likes what came ('o celular é lindo demais, comprem'): thanked, not sold to.
    (buyer && intent === 'likes');
  return (
    praised &&
    // A lost emoji ('é incrível ??', 'poco x5 ?maravilhoso') asks nothing, nor 'né?'.
    !asked.replace(STRAY_MARKS, ' ').replace(RHETORICAL, ' ').includes('?') &&
    !AFTER_SALE.includes(intent)
  );
}

/** The kinds of turn whose replies also answer the product questions asked along. */
const ANSWERS_TOO: readonly Intent[] = ['available', 'price', 'delivery', 'payment', 'ready'];

/** The pieces as one message: '~' pieces only for a seller who writes long ones. */
function compose(pieces: Piece[], voice: Voice): string {
  return pieces
    .filter((p): p is string => !!p && p !== '~')
    .filter((p) => !(voice.short && p.startsWith('~')))
    .map((p) => p.replace(/^~/, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** When something comes, asked ('em quanto tempo chega', 'qual o prazo'). */
const WHEN_IT_COMES =
  /\b(?:quando (?:chega|vem|recebo|sai|libera)|quanto tempo|qual (?:e )?(?:o )?prazo|quantos dias)\b/;

/**
 * Three replies to the customer's latest words, offline: what they are doing decides the three
 * approaches; the product's facts, the customer's name, phase and proposal fill them; the
 * seller's own messages decide how they sound.
 */
export function writeOfflineReplies(input: ReplyInput, now = new Date()): string[] {
  const reading = readReply(input);
  const { asked, written, latest, delivery, product, more, variant, otherItem } = reading;
  const f = input.product ? factsOf(input.product) : null;
  const offer = f ? offerOf(input.product!, f) : UNKNOWN_OFFER;
  // An address given for a course (a certificate by post): noted, no access promised.
  const lastText = latest.at(-1)?.text ?? '';
  const intent =
    reading.intent === 'delivery' &&
    offer.reach === 'access' &&
    (ADDRESS_GIVEN.test(asked) ||
      // An answer to the seller's question, unless it asks when ('ana@gmail.com, em quanto tempo
      // chega o acesso').
      (reading.answersSeller && !WHEN_IT_COMES.test(asked)) ||
      // A delivery read in an earlier message than the last ('…ou vem Sedex, não?', then 'Vcs
      // falaram que tem um local para assinar'), not one asked again ('??'); or a sending waited
      // for ('Aguardo o envio!').
      (intentOfMessage(lastText) !== 'delivery' && /\p{L}/u.test(lastText)) ||
      /\baguard\p{L}* (?:o|a) (?:envio|entrega)\b/u.test(asked))
      ? 'other'
      : reading.intent;
  // 'Pode sim, por favor' to 'posso te passar os detalhes do Pix?': the way the seller offered.
  const turn =
    intent === 'ready' && !reading.turn.method
      ? { ...reading.turn, method: wayOffered(reading.sellerTurn) }
      : reading.turn;
  const voice = voiceOf(input.sellerSamples);
  // At Proposta, or asking for the Pix or the link, the customer is past the quote.
  const pastQuote =
    input.customer.fase === 'proposal' ||
    (intent === 'ready' && /\b(?:pix|link|chave|boleto)\b/.test(asked)) ||
    // 'Por favor envie sim' after 'Já te mando o link…': the link they are waiting for.
    (intent === 'ready' && LINK_PROMISED.test(reading.sellerTurn));
  const last = input.messages.at(-1);
  const process = fold(input.product?.processo_vendas ?? '');
  const context: ReplyContext = {
    intent,
    // 'meu nome é Eunice' is the name in this reply; a mixed-up one complained of is not used.
    name: nameInTurn(latest.map((m) => m.text).join(' ')) ?? firstName(input.customer.nome),
    hi: voice.greeting === 'timeOfDay' ? timeOfDayGreeting(now) : voice.greeting,
    f,
    product: f?.short ? productPhrase(f.short, input.product!.nome) : null,
    value: proposalValue(input.customer.valor),
    relation: relationOf(asked),
    asked,
    written,
    sellerName: firstName(input.sellerName ?? '') || null,
    lastSaid: normalized(lastText),
    lastWritten: lastText,
    process,
    // 'oi, tudo bem?' asks; 'torcer pra dar tudo certo' does not.
    yesToHelp: reading.yesToHelp,
    answersSeller: reading.answersSeller,
    yesToOffer: reading.yesToOffer,
    yesToLater: reading.yesToLater,
    quotesSeller: reading.quotesSeller,
    ongoing: reading.ongoing,
    sellerTurn: reading.sellerTurn,
    askedHowAreYou:
      intent !== 'greeting' &&
      intent !== 'quiet' &&
      // '…, tudo bem?' after a request asks for an ok ('preciso que entreguem em casa, tudo bem?').
      /(?:^|[.!?] ?|\b(?:oi|ola|dia|tarde|noite|amig[oa]|moc[oa]|querid[oa])(?: \p{L}+)?[,!]? )tudo (?:bem|bom|certo)\b/u.test(
        asked,
      ),
    daysQuiet: last ? Math.floor((now.getTime() - Date.parse(last.at)) / DAY_MS) : 0,
    phase: input.customer.fase,
    step:
      methodStep(turn.method ?? otherThanRefused(asked, process), process) ??
      (f ? stepAt(input.product!, f, pastQuote) : 'as informações de pagamento'),
    offer,
    deadline: neededBy(...latest.map((m) => m.text)),
    turn,
    delivery,
    answer: product,
    more,
    variant,
    otherItem,
  };
  // What the fields cannot answer, the seller may have answered before (decision 035).
  // Nor where they state what there is beside the detail checked ('Vai do PP ao GG.', m456).
  // Nor a measure of their own ('maior do que 70 centímetros?'): an old bare '70 centímetros.'
  // answered another question (m898).
  const checks =
    !product?.said &&
    !product?.instead &&
    !(product?.topic === 'size' && measureAsked(asked)) &&
    !turn.fit &&
    !turn.health &&
    !turn.doubt &&
    // 'Blz então' asks nothing: no earlier answer is the reply to it (m758).
    (intent === 'info' ||
      (intent === 'other' && !acknowledges(context)) ||
      isProductQuestion(intent, context));
  const past = checks ? pastAnswerFor(asked, input.pastAnswers, input.product?.nome) : null;
  const frames = past ? pastAnswerFrames(past) : framesFor(intent, context);
  // A frame about something else still says what the fields answer of the product questions.
  const also =
    isProductQuestion(intent, context) || !ANSWERS_TOO.includes(intent)
      ? []
      : [...answeredToo(context), startLine(context), otherWayLine(intent, context)];
  // Photos or a video asked ('me manda uma foto?') are sent by the seller: promised first.
  const sent = PHOTOS.exec(asked);
  const media = sent?.[1] ?? sent?.[2];
  const photos =
    media && !['paid', 'complaint', 'return'].includes(intent)
      ? `Já te mando ${SENT[media] ?? 'as fotos'}.`
      : null;
  // 'Me passa seu WhatsApp?' asked where the seller already is: on WhatsApp (m519).
  const name = context.name ? `, ${context.name}` : '';
  const alone = (texts: string[]) => texts.map((text) => inVoice(compose([text], voice), voice));
  // A buyer's suggestion ('Vcs deveriam mandar o manual em português'): thanked and taken in.
  if (
    boughtAlready(input.customer.fase) &&
    SUGGESTION.test(asked) &&
    !asked.includes('?') &&
    !AFTER_SALE.includes(intent)
  ) {
    return alone([
      `Agradeço pela sugestão${name}! Vou levar isso em conta pra melhorar.`,
      `Anotei a sua sugestão${name}! Agradeço por me ajudar a melhorar.`,
      `Que bom que você me falou${name}! Vou ver como melhorar isso.`,
    ]);
  }
  // Praise of a visit or a purchase, nothing asked: thanked, nothing sold.
  if (praiseAlone(asked, intent, input.customer.fase)) {
    return alone(
      PRAISE_BUT.test(asked)
        ? [
            `Agradeço pelo retorno${name}! Que bom que gostou, e vou levar o que você falou em conta pra melhorar.`,
            `Agradeço por me contar${name}! Fico feliz com o elogio e anoto aqui o que dá pra melhorar.`,
            `Que bom ler isso${name}! E agradeço a sinceridade: vou ver como melhorar esse ponto.`,
          ]
        : [
            `Que bom ler isso${name}! Agradeço demais pelo carinho.${VISIT.test(asked) ? ' Volte sempre!' : ''}`,
            `Fico muito feliz com o seu retorno${name}! É muito bom saber que você gostou.`,
            `Que alegria ler isso${name}! Agradeço por contar comigo.`,
          ],
    );
  }
  // A buyer (Fechado) asking when their order comes: its tracking looked into, not a new sale's
  // shipping ('Só gostaria de saber o dia correto da entrega', OL23).
  if (intent === 'delivery' && reading.ownOrder && offer.reach === 'delivery') {
    return alone([
      `${call(context, 'Oi')} Vou ver o rastreio do seu pedido e já te falo a previsão certinha.`,
      `Só um instante${name}! Já estou vendo onde está o seu pedido e te passo a previsão.`,
      `Pode deixar${name}! Vou conferir o envio aqui e te respondo em seguida.`,
    ]);
  }
  // What they ask of the business itself: its hours, in person or online, its number, whether
  // to trust it, its site, a shop.
  // Not in a complaint ('Como direto do condomínio sei que tenho o direito de trocar', ML100).
  const business = AFTER_SALE.includes(intent)
    ? null
    : businessAnswers(asked, input.product, context);
  if (business) return alone(business(name));
  // The price of what goes as the bonus ('qual o valor dos passadores?'): it is free (m604).
  const free = bonusPriced(asked, input.product?.bonus ?? null);
  if (free) {
    const { thing, plural, condition } = free;
    const goes = `${plural ? 'vão' : 'vai'} de brinde${condition}`;
    return alone([
      `${upperFirst(thing)} ${goes}${name}! Qualquer dúvida, é só me falar.`,
      condition
        ? `${upperFirst(thing)} não ${plural ? 'têm' : 'tem'} custo${name}: ${goes}.`
        : `Não ${plural ? 'têm' : 'tem'} custo${name}: ${thing} ${goes} na compra.`,
      `Boa notícia${name}: ${thing} ${goes}! Se quiser, já ${context.offer.hold.now}.`,
    ]);
  }
  // Photos asked and nothing else ('Tem mais fotos?'): the promise is the whole answer (m503).
  if (photos && sent && !past && onlyAsks(asked, sent[0])) {
    const yes = /^(?:(?:oi|ola) )?(?:tem|teria)\b/.test(asked) ? 'Tenho sim' : 'Claro';
    return alone([
      `${yes}${name}! ${photos} Se quiser ver mais detalhes, é só me pedir.`,
      `Pode deixar${name}! ${photos} Qualquer dúvida, é só me falar.`,
      `Só um instante${name}! ${photos} Se quiser ver mais detalhes, me fala.`,
    ]);
  }
  return frames.map((frame) => {
    const pieces = frame(context);
    return inVoice(compose([pieces[0], photos, ...also, ...pieces.slice(1)], voice), voice);
  });
}
