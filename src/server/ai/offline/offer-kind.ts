import type { ProductInfo } from '../product-info.ts';
import { isShouting, tidyName, tidyTyped } from './member-text.ts';
import { fold, stripEnd } from './text.ts';
import { productFieldNames } from '#shared/products.ts';

/**
 * What a member sells, read from the product's fields rather than asked: a thing that is
 * delivered, a service booked by the hour, a course with places, a subscription, an event with
 * sign-ups. The writers pick their nouns by it ('a sua vaga' for a course, never 'o seu pedido').
 */
export type OfferKind = 'product' | 'service' | 'course' | 'subscription' | 'event';

/** In matching order: an event before a course ('workshop'), a course before a service. */
const kindPatterns: ReadonlyArray<readonly [OfferKind, RegExp]> = [
  [
    'event',
    /\b(eventos?|workshops?|imersao|retiro|congresso|palestras?|seminario|ingressos?|encontro presencial|aulao|festival)\b/,
  ],
  [
    'subscription',
    /\b(assinatura|assinantes?|clube d[eo]|mensalidade|plano (mensal|trimestral|semestral|anual)|recorrente)\b/,
  ],
  [
    'course',
    /\b(curso|cursos|aulas?|mentoria|treinamento|formacao|capacitacao|modulos?|turmas?|alun[oa]s|certificado|e-?book|videoaulas?|masterclass)\b/,
  ],
  [
    'service',
    /\b(servicos?|atendimento|consultoria|consultas?|sess(ao|oes)|terapia|massagem|limpeza|higienizacao|faxina|diarista|conserto|reparo|manutencao|instalacao|tosa|manicure|pedicure|depilacao|fotografia|ensaio fotografico|personal|maquiagem|cabeleireir[oa]|salao|estetica|drenagem|nutricionista|psicolog[oa]|advocacia|contabilidade|encanador|eletricista|mudancas?|frete|lavagem|lava-jato|detalhamento|design de sobrancelhas?|sobrancelhas|a domicilio|domiciliar|agendamento)\b/,
  ],
];

/** Weaker hints, read in the other fields only when the name and the niche say nothing. */
const hintPatterns: ReadonlyArray<readonly [OfferKind, RegExp]> = [
  ['event', /\b(ingressos?|evento)\b/],
  ['subscription', /\b(assinatura|mensalidade|plano mensal)\b/],
  ['course', /\b(aulas|alun[oa]s|acesso vitalicio|modulos|turma)\b/],
  ['service', /\b(agend\w*|horarios?|sessao|a domicilio|atendo)\b/],
];

/**
 * A sales process in which the seller posts what it sells ('envio pelos Correios com rastreio'),
 * not one where the customer posts their own ('você envia pelos Correios…', a restoration).
 */
const POSTED =
  /\b(?:envio|enviamos|despacho|despachamos|mando|mandamos)\b[^.]{0,30}\b(?:correios|transportadora|sedex)\b/;

/** The kind of offer, from the name and the niche first, then the other fields. */
export function offerKindOf(product: ProductInfo): OfferKind {
  const main = fold(`${product.nome} ${product.nicho}`);
  const found = kindPatterns.find(([, re]) => re.test(main));
  if (found) return found[0];
  const rest = fold(`${product.diferencial} ${product.processo_vendas} ${product.urgencia}`);
  // Goods the process posts are no booked service, whatever hours the seller keeps ('Atendo das
  // 8h às 18h') or the product schedules ('horários programados').
  const posted = POSTED.test(fold(product.processo_vendas ?? ''));
  const hinted = hintPatterns.find(
    ([kind, re]) => re.test(rest) && !(posted && kind === 'service'),
  );
  if (hinted) return hinted[0];
  // 'R$ 89,90 por mês' is a subscription; '12x de R$ 29,70' is an installment plan.
  const price = fold(product.preco ?? '');
  if (/\bpor mes\b|\/ ?mes\b|\bmensal\b/.test(price) && !/\d\s*x\b/.test(price)) {
    return 'subscription';
  }
  return 'product';
}

/** The words a message uses for what the customer buys and how they get it. */
export interface OfferNouns {
  /** What the customer secures by closing. */
  order: 'pedido' | 'horário' | 'vaga' | 'inscrição' | 'assinatura';
  /** The order with its possessive, ready to follow a verb: 'o seu pedido', 'a sua vaga'. */
  yourOrder: string;
  /** How the customer gets it. */
  delivery: 'entrega' | 'atendimento' | 'acesso';
  /** The delivery with its article: 'a entrega', 'o atendimento', 'o acesso'. */
  theDelivery: string;
  /** Who has bought before: 'clientes', 'alunos', 'assinantes', 'participantes'. */
  buyers: string;
}

const nouns: Record<OfferKind, OfferNouns> = {
  product: {
    order: 'pedido',
    yourOrder: 'o seu pedido',
    delivery: 'entrega',
    theDelivery: 'a entrega',
    buyers: 'clientes',
  },
  service: {
    order: 'horário',
    yourOrder: 'o seu horário',
    delivery: 'atendimento',
    theDelivery: 'o atendimento',
    buyers: 'clientes',
  },
  course: {
    order: 'vaga',
    yourOrder: 'a sua vaga',
    delivery: 'acesso',
    theDelivery: 'o acesso',
    buyers: 'alunos',
  },
  subscription: {
    order: 'assinatura',
    yourOrder: 'a sua assinatura',
    delivery: 'acesso',
    theDelivery: 'o acesso',
    buyers: 'assinantes',
  },
  event: {
    order: 'inscrição',
    yourOrder: 'a sua inscrição',
    delivery: 'acesso',
    theDelivery: 'o acesso',
    buyers: 'participantes',
  },
};

export const nounsFor = (kind: OfferKind): OfferNouns => nouns[kind];

/**
 * Nouns that do not fit the kind (folded text): a course has no 'pedido' to deliver, a service
 * no 'frete'. The check flags them unless the member's own fields use the word.
 */
export const wrongNouns: Record<OfferKind, ReadonlyArray<readonly [string, RegExp]>> = {
  product: [
    ['vaga', /\b(sua|uma) vaga\b/],
    ['inscrição', /\binscric(ao|oes)\b/],
    ['matrícula', /\bmatricula\b/],
  ],
  service: [
    ['pedido', /\b(seu|o|um) pedido\b/],
    ['entrega', /\b(a|da|na|sua) entrega\b/],
    ['frete', /\bfrete\b/],
    ['estoque', /\bestoque\b/],
  ],
  course: [
    ['pedido', /\b(seu|o|um) pedido\b/],
    ['entrega', /\b(a|da|na|sua) entrega\b/],
    ['frete', /\bfrete\b/],
    ['estoque', /\bestoque\b/],
    ['horário', /\b(seu|o) horario\b/],
  ],
  subscription: [
    ['pedido', /\b(seu|o|um) pedido\b/],
    ['inscrição', /\binscric(ao|oes)\b/],
    ['horário', /\b(seu|o) horario\b/],
  ],
  event: [
    ['pedido', /\b(seu|o|um) pedido\b/],
    ['entrega', /\b(a|da|na|sua) entrega\b/],
    ['frete', /\bfrete\b/],
    ['estoque', /\bestoque\b/],
  ],
};

/** A word a brand writes its own way: 'iPhone', 'FechaZap', 'RH', 'Excel' (a known name). */
const branded = (word: string) =>
  /\p{Ll}\p{Lu}/u.test(word) || /^\p{Lu}{2,}\d*$/u.test(word) || /\d/.test(word);

/**
 * The product's name to put inside a sentence: a generic name lower-cased ('higienização de
 * sofá 3 lugares a domicílio'), a brand's capitals kept ('Excel', 'iPhone', 'Semijoias Lua',
 * 'Imersão Vendas no Direct' in title case), a name in capitals read as ordinary words.
 */
export function nameInSentence(name: string): string {
  const typed = name.trim();
  const tidy = tidyName(typed).replace(/\s+/g, ' ').trim();
  const shouted = isShouting(typed.replace(/[^\p{L}\s]/gu, ''));
  const words = tidy.split(' ');
  // Another capitalised word that is no known name makes it a brand ('Semijoias Lua', 'Kit
  // Cachos Definidos'): the member chose those capitals. A name in capitals is only shouted.
  const bare = (word: string) =>
    word.replace(/^[^\p{L}\p{N}]+|(?<![^\p{L}\p{N}])[^\p{L}\p{N}]+$/gu, '');
  // A plain word after it ('Filhote de Rottweiler com pedigree') makes the capital a breed's or
  // a place's, not a brand's: the name is a description, said in lower case.
  const head = tidy.split(/\s[(-]/)[0]!.split(' ');
  const described = head.some((w, i) => i > 0 && /^\p{Ll}{5,}$/u.test(w) && !CONNECTOR.test(w));
  const brand =
    !shouted &&
    !described &&
    words
      .slice(1)
      .some((w) => /^\p{Lu}/u.test(bare(w)) && !properName(bare(w)) && !branded(bare(w)));
  if (brand) return tidy;
  return words
    .map((word, i) => {
      const letters = bare(word);
      if (!letters || !/^\p{Lu}/u.test(letters)) return word;
      if (properName(letters)) return word;
      if (!shouted && branded(letters)) return word;
      if (i === 0 || shouted) return word.replace(letters, letters.toLowerCase());
      return word;
    })
    .join(' ');
}

/** Words that join a name's parts, no description of their own. */
const CONNECTOR = /^(?:para|pelos?|pelas?|entre|sobre|desde|contra)$/;

/** Names that keep their capital anywhere (member-text's list of platforms and places). */
function properName(word: string): boolean {
  const respelled = tidyTyped(`x ${word.toLowerCase()}`).split(' ')[1] ?? '';
  return /^\p{Lu}/u.test(respelled);
}

/** An age range, however typed: '28 a 50 anos', 'entre 25 e 40', '(25-40)', 'acima de 30 anos'. */
export const AGE_RANGE =
  /\b(?:d[aeo]s?\s+|entre\s+)?\d{1,2}\s*(?:a|e|-|–|até)\s*\d{1,2}\s*anos\b|\bentre\s+(?:os\s+)?\d{1,2}\s+e\s+\d{1,2}\b(?!\s*(?:semanas|dias|meses|horas|minutos|kg|cm|reais|%))|\b(?:acima|mais|a partir|menos) de \d{1,2} anos\b|\(\s*\d{1,2}\s*[-–a]\s*\d{1,2}\s*\)|\b\d{2}\+/i;

/** At most this many of a field's words in a row: a sixth would be a paste. */
const WHO_WORDS = 5;
const dangling =
  /(?<!\s)\s+(?:a|o|as|os|e|ou|de|do|da|dos|das|em|no|na|com|para|pra|que|por|sem|mas|se|um|uma)$/i;

/**
 * Who the ideal client is, to say to a customer ('mães que trabalham fora'): the first clause,
 * without age ranges, class or income, at most five of the member's words.
 */
export function whoOf(client: string | null | undefined): string | null {
  const tidy = tidyTyped(client);
  if (!tidy) return null;
  const first = tidy
    .replace(new RegExp(AGE_RANGE.source, 'gi'), ' ')
    .replace(/\bclasses?\s+[A-E](?:\s*(?:e|\/|,)\s*[A-E])*\b/g, ' ')
    .replace(/\bcom renda\b.*$/i, ' ')
    .split(/[.;:!?()]|,|\s[-–—]\s/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  const few = fewWordsOf(first);
  if (few) return few;
  let words = first.split(' ').filter(Boolean);
  if (words.length > WHO_WORDS) {
    words = words.slice(0, WHO_WORDS);
    // A clause cut after its verb ('que usam') says less than none: keep the noun alone.
    const that = words.lastIndexOf('que');
    if (that > 0 && words.length - that < 4) words = words.slice(0, that);
  }
  let who = words.join(' ');
  while (dangling.test(who)) who = who.replace(dangling, '');
  who = stripEnd(who);
  if (!who) return null;
  // 'Mães' starts a sentence in the field; inside ours it is an ordinary word.
  return /^\p{Lu}\p{Ll}/u.test(who) && !properName(who.split(' ')[0]!)
    ? who.charAt(0).toLowerCase() + who.slice(1)
    : who;
}

const boundary = /[,;:.!?]|\s(?=(?:e|com|que|para|pra|no|na|nos|nas|sem|porque|quando|ou)\s)/g;

/**
 * The longest opening of a field that ends where a clause may end and keeps to five of its
 * words ('Sofá manchado, com cheiro de xixi…' → 'sofá manchado'); null when none has two words.
 */
export function fewWordsOf(text: string | null | undefined): string | null {
  const tidy = tidyTyped(text)
    .replace(new RegExp(AGE_RANGE.source, 'gi'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!tidy) return null;
  const ends = [...tidy.matchAll(boundary)].map((m) => m.index);
  let best: string | null = null;
  for (const end of [...ends, tidy.length]) {
    const head = stripEnd(tidy.slice(0, end).trim());
    const count = head.split(' ').filter(Boolean).length;
    if (count > WHO_WORDS) break;
    // 'quarto claro demais e sala' (of '… e sala sem privacidade'): a coordinated thing cut
    // short; the opening before the 'e' says it whole.
    const cutShort = end < tidy.length && / e \S+$/.test(head);
    if (!cutShort && (count >= 2 || (count === 1 && end === tidy.length))) best = head;
  }
  if (!best) return null;
  return /^\p{Lu}\p{Ll}/u.test(best) && !properName(best.split(' ')[0]!)
    ? best.charAt(0).toLowerCase() + best.slice(1)
    : best;
}

/** Where the member works, said apart from what they do: 'em Campinas', 'na zona sul'. */
const placeAt =
  /\s((?:em|no|na)\s+(?:\p{Lu}[\p{L}]*(?:\s+(?:(?:de|do|da)\s+)?\p{Lu}\p{L}*)*|zona \p{L}+|centro(?: de \p{Lu}[\p{L}]*(?:\s\p{Lu}[\p{L}]*)*)?))$/u;

/** The niche as what the member works with ('limpeza e higienização de estofados') and where. */
export function nicheOf(
  niche: string | null | undefined,
): { topic: string; place: string | null } | null {
  const tidy = tidyTyped(niche)
    .split(/[.;(]|,\s/)[0]!
    .trim();
  if (!tidy) return null;
  const place = placeAt.exec(tidy);
  const rest = place ? tidy.slice(0, place.index) : tidy;
  const topic = fewWordsOf(rest);
  return topic ? { topic, place: place ? place[1]! : null } : null;
}

/** A course with places to fill: a class, a cohort, live or in person. */
const PLACES = /\b(?:turmas?|vagas?|ao vivo|presencia\w*|inscric\w*|matricul\w*)\b/;

/** A course taken at one's own pace (an e-book, recorded lessons): no place to hold, an access. */
export const selfPaced = (product: ProductInfo, kind = offerKindOf(product)) =>
  kind === 'course' &&
  !PLACES.test(fold(productFieldNames.map((name) => product[name] ?? '').join(' ')));
