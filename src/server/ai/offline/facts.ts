import { readMoney } from '#shared/money.ts';
import { HARDSHIP } from './turn.ts';
import type { ProductInfo } from '../product-info.ts';
import { timesPasted } from '../message-check.ts';
import { tidyTyped } from './member-text.ts';
import {
  fewWordsOf,
  nameInSentence,
  nicheOf,
  nounsFor,
  offerKindOf,
  selfPaced,
  whoOf,
  type OfferKind,
  type OfferNouns,
} from './offer-kind.ts';
import {
  asSentences,
  clean,
  firstSentence,
  fold,
  inline,
  lowerFirst,
  sentences,
  stripEnd,
  upperFirst,
} from './text.ts';

const PER_SIZE = /^\d+(?:[.,]\d+)?\s?(?:ml|g|kg|l|cm|m|un\p{L}*)\b[^$]{0,12}\bpor R\$/iu;

/** The price's first amount in reais ('R$ 22,00 o pão' → 22), or null. */
function firstAmount(price: string | null): number | null {
  const digits = /R\$\s?(\d[\d.]*,\d{2})/.exec(price ?? '')?.[1];
  const read = digits ? readMoney(digits) : null;
  return read?.ok ? read.value : null;
}

/** The sales process offers pickup ('retirada na padaria', 'pode retirar aqui'), not 'não retiro'; folded. */
export const PICKUP_SAID = /(?<!\bnao (?:\p{L}+ )?)\b(?:retir\p{L}*|buscar)\b/u;

/** The kinds of objection the writers know how to answer. */
export type ObjectionKind =
  | 'gone'
  | 'others'
  | 'stock'
  | 'compare'
  | 'later'
  | 'nocard'
  | 'broke'
  | 'price'
  | 'time'
  | 'trust';

/** In matching order: the first kind that matches a phrase is its kind. */
const objectionPatterns: ReadonlyArray<readonly [ObjectionKind, RegExp]> = [
  // 'Já tentei aprender no YouTube e não consegui': a doubt it works, not a cheaper place.
  ['trust', /\bja tent\p{L}* .{0,40}\bnao (?:consegui|deu|funcionou|aprendi)\b/u],
  // 'Tá saindo do mesmo jeito, deixa pra lá' (m590): given up, not thinking it over.
  [
    'gone',
    /\b(?:deixa (?:pra|para) la|desisti\p{L}*|nao vou (?:mais )?(?:querer|comprar|levar|fechar)|fica (?:pra|para) (?:a )?proxima|nao quero mais)\b/u,
  ],
  ['others', /marido|esposa|\bsocio|familia|chefe|ver com|consultar|conversar com|pessoal daqui/],
  [
    'stock',
    /ja tenho|tenho em casa|ainda tenho|terminar o que|nao preciso|em casa mesmo|ja pago|ja uso|ja compro|sobrinh|mexe nisso|eu mesm[ao] faco/,
  ],
  [
    'compare',
    /barat|shopping|\bsite\b|mercado|farmacia|concorr|shein|shopee|youtube|de graca|outro lugar|esquina|aplicativo|\bna loja\b|outra loja|ja faz/,
  ],
  // 'Eu não tenho condições de pagar', 'Estou muito apertada financeiramente', 'minha situação
  // está bem difícil', 'não tenho o valor total': no money now, heard and never pushed (round
  // 10); a price found high is 'price'. Before 'nocard': 'Não tenho cartão… e não tenho o valor
  // total' lacks the money, not only the card.
  [
    'broke',
    new RegExp(
      String.raw`\bnao tenho (?:condic\p{L}*|dinheiro|como pagar|de onde)|\bsem (?:condic\p{L}*|dinheiro|grana)\b|\b(?:muito )?apertad[oa] (?:financeiramente|de grana|de dinheiro)|\bnao (?:consigo|posso|vou conseguir) pagar\b(?! (?:no|na|em|a|com|pelo|por|o|à) )|\bdesempregad|\bminha situacao (?:financeira )?(?:esta|ta|anda) (?:bem |muito |meio |um pouco )?(?:dificil|complicada|apertada)|\bnao tenho o valor (?:total|todo|inteiro)(?![^?]*(?:\?|\b(?:posso|da pra|entrada|parcel)))|\bnao tenho (?:ninguem|ng|quem) (?:que|q|pra|para) me emprest` +
        `|${HARDSHIP.source}`,
      'u',
    ),
  ],
  // 'Estou sem cartão.. só tenho o pix', 'Estou sem limite': a way to pay they lack, not money.
  [
    'nocard',
    /\bsem (?:limite|cartao)\b|\bnao tenho (?:limite|cartao)\b|\bso tenho (?:o )?pix\b|\bcartao (?:sem limite|estourado|bloqueado)\b/,
  ],
  [
    'later',
    /pensar|pensando|depois|com calma|\bvejo\b|\bvou ver\b|te aviso|te falo|mais tarde|momento|esperar|(ano|mes) que vem|proximo mes/,
  ],
  [
    'price',
    /r\$|\bcar[oa]\b|preco|valor|dinheiro|grana|pagar|parcel|orcamento|apertad|salario|custa/,
  ],
  ['time', /tempo|horario|corrid|ocupad|demora|reuniao|largar|dia inteiro/],
  [
    'trust',
    /funciona|resultado|confian|medo|golpe|original|receio|nao sei se|sera que|ja test|ja tent|estrag|qualidade|servir|\bserve\b|tamanho|engorda|perde o gosto|marcad|escurec|desbot|alergi|descasc|enferruj/,
  ],
];

export function objectionKind(text: string): ObjectionKind | null {
  const folded = fold(text);
  return objectionPatterns.find(([, re]) => re.test(folded))?.[0] ?? null;
}

/** What the writers use of a product, cleaned and cut to fit in a WhatsApp message. */
export interface Facts {
  /** What is sold, and the nouns that go with it ('a sua vaga' for a course). */
  kind: OfferKind;
  nouns: OfferNouns;
  /** The full product name as it reads inside a sentence ('higienização de sofá', 'Excel'). */
  name: string | null;
  /** The name without its details after ':' or '(' ('kit cachos definidos'). */
  short: string | null;
  /** What the member works with, in a few words ('limpeza e higienização de estofados'). */
  niche: string | null;
  /** Where, when the niche says it ('em Campinas'). */
  place: string | null;
  price: string | null;
  /** True when the price has a number in it, so 'sai por {price}' reads well. */
  priceIsAmount: boolean;
  /** A price per size ('5 ml por R$ 49,00 ou 10 ml por R$ 89,00'): said as a list, not 'sai por'. */
  pricePerSize: boolean;
  /** A price paid without weighing it (under R$ 60, a bread, a decant): no speech on its value. */
  everydayPrice: boolean;
  /**
   * Who the ideal client is ('mães que trabalham fora'), never their age: the seller's own note
   * (shared/products.ts `forCustomer`), read to choose words, never quoted to a customer.
   */
  client: string | null;
  /** The problem as the customer lives it, in a few words ('sofá manchado'). */
  pain: string | null;
  diff: string | null;
  /** The differential's second sentence, when it has one. */
  diffMore: string | null;
  /** The guarantee as whole sentences. */
  guarantee: string | null;
  bonus: string | null;
  urgency: string | null;
  /** Where customers come from, with its preposition ('pelo Instagram'). */
  via: string | null;
  /** Customer phrases from the objections field, each with its kind. */
  objections: Array<{ quote: string | null; kind: ObjectionKind | null }>;
  /** What the seller sends to close ('a chave Pix'), from the sales process. */
  step: string;
  /** What the customer secures by closing ('o seu horário'). */
  secure: string;
  schedules: boolean;
  delivers: boolean;
  /** The sales process takes a deposit ('sinal'). */
  deposit: boolean;
  /** Paid when it arrives ('Pix na entrega'): nothing to send before, the order is set aside. */
  paysOnArrival: boolean;
  /** The sales process starts with a free conversation. */
  freeTalk: boolean;
}

/** Sentences about the seller's own goal, which a customer must not read. */
/** The seller's own goal in 'Urgência e objetivo' ('meta de 60 alunos em dezembro'): never said. */
const sellerGoal =
  /\bmetas?\b|\bobjetivo\b|\bfatur\p{L}*|\bbater\b|\b(?:quero|queremos|preciso|precisamos) (?:bater|chegar|vender|fechar|atingir|faturar|dobrar|lotar|crescer)\b/iu;

function urgencyOf(value: string | null): string | null {
  if (!value) return null;
  const kept = sentences(value).filter((s) => !sellerGoal.test(s));
  return kept.length ? inline(kept.join(' '), 170) : null;
}

function shortName(name: string | null): string | null {
  if (!name) return null;
  // 'Kit Cachos: shampoo…' ends at its colon; 'CS:GO' keeps its own.
  const short = stripEnd(name.split(/(?<!\s)\s*(?::(?=\s|$)|\s\(|\s[-–—|]\s)/)[0] ?? '');
  return short.length >= 3 ? short : stripEnd(name);
}

const viaWords: Record<string, string> = {
  grupos: 'pelos',
  videos: 'pelos',
  anuncios: 'pelos',
  stories: 'pelos',
  reels: 'pelos',
  posts: 'pelos',
  redes: 'pelas',
  feiras: 'pelas',
  feirinhas: 'pelas',
  lives: 'pelas',
  palestras: 'pelas',
  indicacao: 'por',
  indicacoes: 'por',
  parceria: 'por',
  parcerias: 'por',
  loja: 'pela',
  vitrine: 'pela',
  vizinhanca: 'pela',
  comunidade: 'pela',
  igreja: 'pela',
  escola: 'pela',
  feira: 'pela',
  amigos: 'pelos',
  clientes: 'pelos',
};
const platforms =
  /^(instagram|tiktok|youtube|facebook|linkedin|pinterest|kwai|google|site|blog|status|twitter|threads|telegram|whatsapp|boca)/;
const prepositions = /^(pelo|pela|pelos|pelas|por|via|no|na|nos|nas|em)$/;

/** One channel with its own preposition ('pelo Instagram', 'por indicação', 'pela vizinhança'). */
function viaOne(channel: string): string {
  const word = fold(channel.split(' ')[0] ?? '');
  if (prepositions.test(word)) return channel;
  if (platforms.test(word)) return `pelo ${channel}`;
  if (word.startsWith('indicac')) return 'por indicação';
  return `${viaWords[word] ?? articleGuess(word)} ${channel}`;
}

/** 'cardápio online' → 'pelo', by the word's ending; 'por meio de' when it tells nothing. */
function articleGuess(word: string): string {
  if (/(?:a|ade|cao|gem)$/.test(word)) return 'pela';
  if (/as$/.test(word)) return 'pelas';
  if (/os$/.test(word)) return 'pelos';
  return /o$/.test(word) ? 'pelo' : 'por meio de';
}

function viaOf(value: string | null): string | null {
  const first = fewWordsOf(value?.split(/[,;]/)[0]?.replace(/(?<!\s)\s*\([^)]*\)?/g, ''));
  const channel = first ? stripEnd(lowerFirst(first.trim())) : '';
  if (!channel || channel.length > 90) return null;
  // 'Instagram e indicação de clientes': each its own ('pelo Instagram e por indicação').
  const [one, two, ...more] = channel.split(' e ');
  return two && more.length === 0 && !prepositions.test(fold(two.split(' ')[0] ?? ''))
    ? `${viaOne(one!)} e ${viaOne(two)}`
    : viaOne(channel);
}

const narration =
  /^(dizem|falam|acham|perguntam|reclamam|comparam|muit|alguns|algumas|[oa]s? clientes?|eles|elas|pessoas|geralmente|normalmente|sempre|quase)\b/;

/** A customer's phrase ready to quote: capitalised, no final period, at most `max` characters. */
export function quoteOf(text: string, max = 80): string {
  return upperFirst(firstSentence(text.trim(), max).replace(/(?<![\s.,;:…])[\s.,;:…]+$/, ''));
}

function objectionsOf(value: string | null): Facts['objections'] {
  if (!value) return [];
  const quoted = [
    ...value.matchAll(/["“](.{2,90}?)["”]|(?:^|[\s(,;:])['‘](.{2,90}?)['’](?=$|[\s.,;:!?)])/g),
  ].map((m) => m[1] ?? m[2] ?? '');
  const phrases = quoted.length
    ? quoted
    : value.split(/;|(?<=[.!?])\s+/).filter((p) => {
        const words = p.trim().split(/\s+/).length;
        return words >= 2 && words <= 12 && !narration.test(fold(p.trim()));
      });
  const found: Facts['objections'] = phrases
    .map((p) => ({ quote: quoteOf(p), kind: objectionKind(p) }))
    .filter((o) => o.quote.length > 1);
  if (!found.some((o) => o.kind)) {
    const kind = objectionKind(value);
    if (kind) found.push({ quote: null, kind });
  }
  return found;
}

function stepOf(value: string | null, secure: string, kind: OfferKind) {
  const text = fold(value ?? '');
  const has = (re: RegExp) => re.test(text);
  const deposit = has(/\bsinal\b/);
  const schedules = has(/agend|horario|agenda/);
  const proposal = has(/proposta|orcamento/);
  // 'Pix na entrega' (the bolo de pote): paid when it arrives, nothing to send before.
  const onArrival = has(
    /(?<!\bnao (?:\p{L}+ )?)\b(?:pix|pagamento|pago|paga)\s(?:na|no ato da) entrega\b/u,
  );
  const pix = has(/\bpix\b/) && !onArrival;
  const card = has(/cartao|link de pagamento|checkout|hotmart|kiwify|eduzz|\blink\b/);
  let step = 'as informações de pagamento';
  if (proposal) step = 'a proposta com todos os detalhes';
  else if (schedules) step = deposit ? 'os horários livres e o Pix do sinal' : 'os horários livres';
  else if (pix && card) step = 'o Pix ou o link do cartão';
  else if (pix) step = 'a chave Pix';
  else if (card) step = 'o link de pagamento';
  return {
    step,
    secure,
    schedules,
    deposit,
    paysOnArrival: onArrival && !card,
    delivers:
      (kind === 'product' || kind === 'subscription') &&
      has(/entreg|\benvi[oa]|correios|motoboy|frete/),
    freeTalk: has(/gratuit|sem compromisso|sem custo/),
  };
}

export function factsOf(product: ProductInfo): Facts {
  const field = (value: string | null) => clean(tidyTyped(value));
  const kind = offerKindOf(product);
  const nouns = nounsFor(kind);
  const niche = nicheOf(product.nicho);
  const name = clean(nameInSentence(product.nome));
  const price = field(product.preco);
  const diff = field(product.diferencial);
  const garantia = field(product.garantia);
  const short = shortName(name);
  // Details in the name ('(banho de ouro 18k)') that the differential repeats are said once.
  const details = name && short ? name.slice(short.length) : '';
  const repeated = !!diff && timesPasted(diff, details) > 0;
  return {
    kind,
    nouns,
    name: name ? stripEnd(repeated ? short! : name) : null,
    short,
    niche: niche?.topic ?? null,
    place: niche?.place ?? null,
    price: price ? stripEnd(/^[PMG]\s/.test(price) ? price : lowerFirst(price)) : null,
    priceIsAmount: !!price && /^(r\$|\d)/i.test(price),
    pricePerSize: !!price && PER_SIZE.test(price),
    everydayPrice: (firstAmount(price) ?? Infinity) < 60,
    client: whoOf(product.cliente_ideal),
    pain: fewWordsOf(product.problema_resolve),
    diff: inline(diff, 200, true),
    diffMore: inline(diff ? (sentences(diff)[1] ?? null) : null, 150),
    guarantee: asSentences(garantia, 200),
    bonus: inline(field(product.bonus), 170),
    urgency: urgencyOf(field(product.urgencia)),
    via: viaOf(field(product.canal_aquisicao)),
    objections: objectionsOf(field(product.objecoes)),
    // A self-paced course has no place to hold: the customer secures an access.
    ...stepOf(
      field(product.processo_vendas),
      selfPaced(product, kind) ? 'o seu acesso' : nouns.yourOrder,
      kind,
    ),
  };
}

/**
 * The problem the product solves, only when it reads as one ('queda de cabelo', 'sofá
 * manchado'): a benefit typed there ('bolo bonito e gostoso') cannot follow 'muita gente me
 * procura por causa disto', nor 'continuar como está custa'.
 */
const PROBLEM =
  /\b(?:sem|nao|falta|dificil|dificuldade|demora|problema|dor|dores|queda|caro|cara|perde|perder|medo|vergonha|cansad\p{L}*|excesso|manchad?\p{L}*|quebra|estraga|atraso|bagunca|desperdicio|demais|sujeira|suj[oa]|ruim|fraco|fraca|acumul\p{L}*|gastar|gasta|inseguranc\p{L}*|trincad\p{L}*)\b/u;
export const problemOf = (f: Facts): string | null =>
  f.pain && PROBLEM.test(fold(f.pain)) ? f.pain : null;
