/**
 * Questions about the product itself (issue 40): the clause of its fields that answers, said as a
 * seller says it; where the fields are silent, a check named as the customer asked it and what is
 * asked back. The frames for a product question, a size that may not serve, and a fit to measure.
 */
import {
  hello,
  call,
  priceLine,
  withName,
  type Piece,
  type ReplyContext,
  type ReplyFrame,
} from './reply-lines.ts';
import {
  accented,
  asWritten,
  CHOOSE,
  colourAsked,
  WHICH_COLOURS,
  CUSTOM_SIZE,
  FIT,
  measureAsked,
  MEASURES_MATCH,
  productTopicsOf,
  type ProductTopic,
} from './turn.ts';
import { yours } from './named-check.ts';
import { tidyTyped } from './member-text.ts';
import {
  DETAIL_VERB,
  MATERIAL_WORDS,
  measuredThing,
  OWN_SUBJECT,
  type ProductAnswer,
} from './product-answer.ts';
import { fold, lowerFirst, stripEnd, upperFirst } from './text.ts';

/** What each topic of a product question is called, as the seller checks it. */
const TOPIC_NOUN: Record<ProductTopic, string> = {
  guarantee: 'isso',
  authenticity: 'isso',
  material: 'o material',
  size: 'as medidas',
  variants: 'as opções disponíveis',
  usage: 'como se usa',
  duration: 'quanto tempo dura',
  contents: 'o que vem junto',
  suitability: 'se serve pro seu caso',
  detail: 'isso',
};

/** What the seller asks back, so the detail they check is the one the customer needs. */
const TOPIC_ASK: Record<ProductTopic, string | null> = {
  guarantee: null,
  authenticity: null,
  material: 'Você procura algum material específico?',
  size: 'Qual tamanho você procura?',
  variants: null,
  usage: null,
  duration: null,
  contents: null,
  suitability: null,
  detail: null,
};

/**
 * The clause of the product's fields that answers, said as the seller would ('É de moletom
 * flanelado.', 'Vai do PP ao GG.', 'Vem com certificado e caixinha.'); null when silent.
 */
const saidLine = (c: ReplyContext): Piece => (c.answer ? sentenceOf(c.answer) : null);

const MATERIAL = new RegExp(`^(?:${MATERIAL_WORDS})$`);

/** 'É de moletom.'; a part and its material ('lâmina de aço inox') as 'A lâmina é de aço inox.' */
function materialSentence(said: string): string {
  if (/^(?:de|feit[oa])\b/.test(said)) return `É ${said}.`;
  const [, part, material] = /^(\p{L}+(?: [^ ]+){0,3}?) (de .+)$/u.exec(said) ?? [];
  const first = part?.split(' ')[0] ?? '';
  if (part && material && !MATERIAL.test(fold(first))) {
    return `${/a$/.test(first) ? 'A' : 'O'} ${lowerFirst(part)} é ${material}.`;
  }
  return `É de ${said}.`;
}

/** 'app Yoosee gratuito': the app it works with, and that it is free. */
const APP = /^(app|aplicativo) (.+?)(?: (gratuito|grátis))?$/i;

/**
 * A clause of the differential said as a sentence: 'aguenta até 15 kg no total' as it is, '3
 * pás brancas' as what it has, 'sem memória interna (cartão…)' as what it comes without, 'para
 * áreas internas' as what it is for, 'Wi-Fi 2.4 GHz' as what it works with, 'bivolt' as what it is.
 */
function detailSentence(said: string): string {
  // 'a cor vai conforme o estoque', 'o anúncio é de uma unidade': a sentence of its own.
  if (/^(?:o|a|os|as) \p{L}+ (?:vai|vão|é|são|fica|ficam|vem|sai|saem)(?=\s|$)/u.test(said)) {
    return `${upperFirst(said)}.`;
  }
  if (/^sem\b/.test(said)) return `Vem ${said.replace(/ \(([^()]+)\)$/, ': $1')}.`;
  // 'à prova d'água IP68' is what it is.
  if (/^(?:à|a) prova\b/.test(said)) return `É ${said.replace(/^a /, 'à ')}.`;
  // 'só para uso interno', 'feito para área externa': what it is for.
  if (/^(?:(?:só|so|apenas|feit[oa]|indicad[oa]|pensad[oa]) )?(?:para|pra)\b/.test(said))
    return `É ${said}.`;
  // 'com horários programados' is what it has.
  if (/^com\b/.test(said)) return `Tem ${said.slice(4)}.`;
  if (/^(?:wi-?fi|cabo)\b/i.test(said)) return `Funciona com ${said}.`;
  // 'só Wi-Fi 2.4 GHz' is what it works with; 'tudo sem fio…' what it is (ALM28, ALM6).
  if (/^(?:só|so) (?:wi-?fi|cabo)\b/i.test(said)) return `Funciona só com ${said.slice(3)}.`;
  if (/^tudo\b/.test(said)) return `É ${said}.`;
  // 'quantos sensores quiser no mesmo app' is how many it takes (FUM4).
  if (/^quant[oa]s \p{L}+ quiser\b/u.test(said)) return `Dá pra colocar ${said}.`;
  const [, app, name, free] = APP.exec(said) ?? [];
  if (app && name) return `Funciona pelo ${app} ${name}${free ? `, que é ${free}` : ''}.`;
  if (!/\s/.test(said)) return `É ${said}.`;
  // '127 V (também tenho em 220 V)': the voltage it is (CAF15).
  if (/^\d+ ?V\b/.test(said)) return `É ${said}.`;
  // 'não é à prova d'água', 'liga e desliga pelo app' are said as they are, never after 'Tem'.
  if (
    DETAIL_VERB.test(said.replace(/^(?:também|tambem|só|so) /, '')) ||
    /^n[ãa]o\b/i.test(said) ||
    // 'várias lâmpadas sincronizam no mesmo app': its own subject and verb.
    /^(?:\p{L}+ ){1,3}(?:sincronizam|funcionam|conectam|acendem|encaixam|têm)(?=\s)/u.test(said) ||
    // 'você resgata um voucher…': the buyer does it (CAF8).
    /^(?:você|voce|vocês) \p{L}+/u.test(said)
  )
    return `${upperFirst(said)}.`;
  // 'peças originais Brastemp' is what they are; '3 pás brancas' what it has.
  return /^\p{L}+s (?:originais|importad\p{L}*|nacionais|artesanais)\b/u.test(said)
    ? `São ${said}.`
    : `Tem ${said}.`;
}

export function sentenceOf(answer: ProductAnswer): Piece {
  const said = answer.said;
  if (!said) return null;
  const measure = /^\d+(?:[.,]\d+)?\s?x\s?\d/.test(said);
  switch (answer.topic) {
    case 'authenticity':
      // A course's certificate is a certificate, not a proof it is genuine.
      if (
        /\bcertificado\b/i.test(said) &&
        !/\b(?:não|nao|sem|só|so|apenas)\b/i.test(said) &&
        !/\d|\b(?:prata|ouro|aço|aco|original|autêntic|autentic|legítim|legitim|nota|com certificado)/i.test(
          said,
        )
      )
        return 'Sim, vem com certificado!';
      // 'Emite NF?' of 'com nota fiscal': a yes, no word of trust (CAM27).
      if (/^com nota fiscal$/i.test(said)) return `Sim! Vai ${said}.`;
      // 'emito nota fiscal' answers the invoice as it is, no word of trust (nor a 'Sim' that
      // could read as a yes to another question of the turn).
      if (/^(?:emito|emitimos)\b/i.test(said)) return `${upperFirst(said)}.`;
      return `Sim, pode confiar! ${/^com\b/.test(said) ? `Vai ${said}` : upperFirst(said)}.`;
    case 'guarantee':
      return guaranteeAnswer(said);
    case 'material':
      return materialSentence(said);
    case 'size': {
      if (measure) return `A medida é ${said}.`;
      // 'Smartwatch Watch 9 Pro 45 mm': the name's measure, not the name recited (WCH18).
      const named =
        /^\p{Lu}/u.test(said) && /(?<![\d.,])\d+(?:[.,]\d+)? ?(?:mm|cm|m|pol\p{L}*)\b/u.exec(said);
      if (named) return `Tem ${named[0]}.`;
      if (/^você escolhe /.test(said)) return `Pode sim, ${said}.`;
      if (said === 'sob medida') return 'Faço sob medida, sim.';
      return /^do /.test(said) ? `Vai ${said}.` : `Tem ${said}.`;
    }
    case 'variants':
      if (/^nas? cor(?:es)? /.test(said)) return `Tem sim, ${said}.`;
      // 'só cor preta' is had 'na cor preta' (GEL32).
      if (/^só /.test(said))
        return `Por enquanto, ${said.replace(/^só (?:na )?(?=cor )/, 'só na ').replace(/^só /, 'só tenho ')}.`;
      if (/^você escolhe /.test(said)) return `Pode sim, ${said}.`;
      return /^(?:masculin|feminin|unissex)/.test(said) ? `São ${said}.` : `Tem ${said}.`;
    case 'usage':
      // 'não é bivolt' is said as it is, never 'É não é bivolt' (TP52).
      if (/^n[ãa]o\b/i.test(said)) return `${upperFirst(said)}.`;
      if (/^em \d/.test(said)) return `Tem sim, ${said}.`;
      // 'também tenho em 220 V' is the member's own sentence (CAF18).
      if (/^(?:também |tambem )?(?:tenho|temos)\b/.test(said)) return `${upperFirst(said)}.`;
      // 'funciona em 12 V' is said as it is (DMP21), and so is a sentence with its own subject
      // ('o 127/220 V do anúncio não se aplica', MOK17).
      if (DETAIL_VERB.test(said) || OWN_SUBJECT.test(said)) return `${upperFirst(said)}.`;
      return /^\d+ funções$/.test(said) ? `Tem ${said}.` : `É ${said}.`;
    case 'duration':
      return `${upperFirst(said)}.`;
    case 'contents':
      if (/^(?:já )?com\b/.test(said)) return `Vem ${said}.`;
      // 'vem com 6 itens: …' is the member's own sentence.
      if (/^(?:vem|acompanha|inclui)\b/.test(said)) return `${upperFirst(said)}.`;
      // 'relógio monitor cardíaco com cinta peitoral' → 'Vem sim, com cinta peitoral.'
      return /\bcom\b/.test(said)
        ? `Vem sim, ${said.slice(said.search(/\bcom\b/))}.`
        : `Vem com ${said}.`;
    case 'suitability':
      // 'vai no fogão comum e no de indução' is said as it is (MOK2); 'para qualquer superfície
      // lisa: …' is where it serves (ADS38).
      if (/^(?:para|pra) /i.test(said)) return `Serve ${lowerFirst(said)}.`;
      return DETAIL_VERB.test(said) ? `${upperFirst(said)}.` : `Pelo que tenho aqui: ${said}.`;
    case 'detail':
      return detailSentence(said);
  }
}

/**
 * The other topics of the turn, in order: each one the fields state, said; the ones they do not,
 * checked in one sentence ('Sobre as medidas, vou confirmar e te falo.').
 */
function moreLines(c: ReplyContext): Piece[] {
  // A clause already said for the first topic is not said again for another.
  const said = c.more
    .filter((a) => a.said !== c.answer?.said)
    .map(sentenceOf)
    .filter(Boolean);
  // A check of what an answer just stated is no check ('se vem com memória' after 'Vem sem
  // memória interna', CAM25).
  const stated = fold([c.answer, ...c.more].map((a) => a?.said ?? '').join(' '));
  const restates = (noun: string) =>
    fold(noun)
      .split(/[^\p{L}]+/u)
      .some((word) => word.length >= 5 && stated.includes(word));
  const unsaid = [
    ...c.more
      .filter((a) => !a.said)
      .map((a) => nounFor(a.topic, c.asked, c.turn.checkNamed))
      .filter((noun) => !restates(noun)),
    ...(c.answer?.said ? thingChecked(c) : []),
  ];
  // A feature said and something else the question names: that is checked ('Tem horários
  // programados. Vou confirmar se dá pra programar por segundos', SPG10).
  const check = c.turn.checkNamed;
  if (c.answer?.topic === 'detail' && check && !unsaid.includes(check) && !restates(check))
    unsaid.push(check);
  const named = unsaid.filter((noun) => noun !== 'isso');
  return [...said, checkLine(unsaid, named)];
}

/**
 * A thing asked for beside the product's questions ('Tem cordão elo português? E vem com
 * caixinha?'): no topic of the fields, so checked by name with them, never dropped.
 */
function thingChecked(c: ReplyContext): string[] {
  const thing = c.turn.thingAsked;
  if (!thing || NOT_GOODS.test(fold(thing)) || productTopicsOf(fold(thing)).length > 0) return [];
  // 'Tem bônus?' answered by the bonus field: nothing left to check.
  if (c.answer?.topic === 'contents' && /\bbonus\b/.test(fold(thing))) return [];
  // 'tem a pulseira emborrachada…' of a pulseira: the product itself, which the answer is about.
  return namesProduct(thing, c) ? [] : [whetherHave(thing, c)];
}

/** The thing asked is the product itself ('Tem Gaba com mais cápsulas?' of a GABA). */
export function namesProduct(thing: string, c: Pick<ReplyContext, 'product'>): boolean {
  const product = ` ${fold(c.product ?? '')}`;
  return fold(thing)
    .split(/[^\p{L}\d]+/u)
    .some((word) => word.length > 3 && product.includes(` ${word}`));
}

/**
 * What is asked of the product itself ('Tem Gaba com mais cápsulas?' → 'se tenho com mais
 * cápsulas'), the words after its name as the customer wrote them; the thing as said when it
 * says more than the name ('o GABA de 750mg'); null when it is the name alone.
 */
export function askedOfItself(thing: string, c: ReplyContext): string | null {
  const word = fold(thing).split(/\s+/).at(-1);
  if (!word) return null;
  const rest = new RegExp(`\\b${word}\\s+((?:com|de|em|sem)\\s[^?.!,]{3,40})`).exec(c.asked)?.[1];
  if (rest) return whetherHave(asWritten(rest.trim(), c.written), c);
  // 'o GABA de 750mg' says more than the name: asked as said.
  const product = ` ${fold(c.product ?? '')} `;
  const more = fold(thing)
    .split(/\s+/)
    .some(
      (w) => w.length > 2 && !product.includes(` ${w} `) && !/^(?:o|a|os|as|de|do|da)$/.test(w),
    );
  return more ? whetherHave(thing, c) : null;
}

/**
 * 'se tenho maca peruana', but 'se tem assistência técnica', 'se tem função de chip', and of a
 * course 'se tem legenda em Português': a service or a document is had by the business, a
 * feature by the product or the course, neither held in stock.
 */
export const whetherHave = (thing: string, c: ReplyContext) =>
  // 'Vcs tem todo meu cadastro aí': their own data, looked up, said as theirs.
  /\b(?:meus?|minhas?)\b/i.test(thing)
    ? `se tenho ${yours(thing)} aqui`
    : SERVICE_THING.test(fold(thing)) || c.offer.kind !== 'product'
      ? `se tem ${thing}`
      : `se tenho ${thing}`;

const SERVICE_THING =
  /^(?:(?:a|o|uma|um|algum|alguma) )?(?:assistencia|manual|loja|site|catalogo|cupom|estacionamento|atendimento|aplicativo|app|funcao|funcoes|sensor|bluetooth|wi-?fi|gps|nfc|alarme|cronometro|medidor|monitor\p{L}*|modo|controle|recurso|timer|temporizador)\b/u;

/** A 'tem X' whose X is no goods but the sale's own matter, answered by its frame. */
const NOT_GOODS = /\d|\b(?:entreg\p{L}*|pront[oa]|fotos?|videos?|link|previsao|opcao|estas?)\b/u;

/** One sentence that checks the topics the fields are silent on ('Sobre a nota fiscal, …'). */
function checkLine(unsaid: string[], named: string[]): Piece {
  if (unsaid.length === 0) return null;
  if (named.length !== unsaid.length) return 'O resto eu confirmo e já te falo.';
  const nouns = [...new Set(named)].join(' e ');
  return named.some((noun) => noun.startsWith('se '))
    ? `Vou confirmar ${nouns} e te falo.`
    : `Sobre ${nouns}, vou confirmar e te falo.`;
}

/** What a topic is called when it is checked alongside another ('a nota fiscal', 'a garantia'). */
function nounFor(topic: ProductTopic, asked: string, named: string | null): string {
  if (topic === 'guarantee') return 'a garantia';
  if (topic !== 'authenticity') return checkNoun(topic, asked, named);
  if (/\b(?:nota fiscal|nf|nota)\b/.test(asked)) return 'a nota fiscal';
  if (/\blacrad/.test(asked)) return 'se vem lacrado';
  if (/\bcertificad/.test(asked)) return 'o certificado';
  return /\b(?:testad|testam|conferid)/.test(asked) ? 'o teste antes do envio' : 'isso';
}

/**
 * Everything the fields answer of the turn's questions about the product, for a reply whose
 * frame is about something else ('tem estoque ainda? são masculinos?' → 'São masculinos.').
 */
export function answeredToo(c: ReplyContext): Piece[] {
  const asked = [c.answer, ...c.more].filter((a): a is ProductAnswer => !!a);
  const said = asked
    .filter((a) => a.said)
    .filter((a, i, all) => all.findIndex((b) => b.said === a.said) === i)
    .map(sentenceOf);
  // The ones the fields are silent on are checked ('Vou confirmar se tenho macho e te falo.').
  const unsaid = asked
    .filter((a) => !a.said)
    .map((a) => nounFor(a.topic, c.asked, c.turn.checkNamed));
  return [
    ...said,
    checkLine(
      unsaid,
      unsaid.filter((noun) => noun !== 'isso'),
    ),
  ];
}

function guaranteeAnswer(said: string): string {
  // '3 meses de garantia' is said once: 'Tem 3 meses de garantia.' (CAM27).
  if (/^\d/.test(said))
    return /\bgarantia\b/.test(said) ? `Tem ${said}.` : `Tem garantia de ${said}.`;
  if (/^garantia\b/.test(said)) return `Tem sim, ${said}.`;
  return `Tem sim: ${said}.`;
}

/**
 * What the seller checks of a topic the fields are silent on, as the customer asked it ('se
 * tenho de 80 cm', 'se tenho macho', 'o tamanho certo'); else the topic's own noun.
 */
function checkNoun(topic: ProductTopic, asked: string, named: string | null = null): string {
  if (topic === 'duration' && /\b(?:validade|vence)\b/.test(asked)) return 'a validade';
  if (topic === 'duration' && /\b(?:desbota|perde a cor)\b/.test(asked)) return 'se desbota';
  // 'no rótulo diz 30 mcg… o restante é de que?' asks what it is made of (m626).
  if (topic === 'material' && LABEL.test(asked)) return 'a composição no rótulo';
  if (topic === 'size') {
    if (MEASURES_MATCH.test(asked)) return 'se as medidas batem';
    const thing = measuredThing(asked);
    if (thing) return `a medida ${thing}`;
    // 'qual a largura dessa pulseira, 20mm ou 22mm?' asks which it is, not for one (m655).
    const dimension = DIMENSION_ASKED.exec(asked)?.[1];
    if (dimension) {
      return dimension === 'diametro'
        ? 'o diâmetro'
        : dimension === 'comprimento'
          ? 'o comprimento'
          : `a ${dimension}`;
    }
    // 'Ele pessa guantas gramas' (m761): its weight.
    if (/\b(?:[qg]uantas gramas|quanto pesa|pes+a)\b/.test(asked)) return 'o peso';
    // '6 cm ou 5.0 cm' asks which one it is, not for one of them (m782).
    if (WHICH_MEASURE.test(asked)) return 'a medida';
    const measure = measureAsked(asked);
    if (measure) return `se tenho ${measure}`;
    if (CUSTOM_SIZE.test(asked)) return 'se faço na medida que você precisa';
    if (FIT.test(asked)) return 'o tamanho certo';
  }
  if ((topic === 'size' || topic === 'variants') && CHOOSE.test(asked)) {
    return 'se dá pra escolher';
  }
  // 'Tem 220?' (m491): the voltage asked is the one checked.
  const volts =
    topic === 'usage'
      ? /\b(110|127|220)(?!\d)|\b(12|24) ?v(?:olts?)?\b/.exec(asked)?.slice(1).find(Boolean)
      : undefined;
  if (volts) return `se funciona em ${volts} V`;
  const kind = topic === 'usage' ? /\b(?:bi|tri|quadri)volt\b/.exec(asked)?.[0] : undefined;
  if (kind) return `se é ${kind}`;
  const sex = topic === 'variants' ? /\b(mach|feme)/.exec(asked)?.[1] : undefined;
  if (sex) return sex === 'mach' ? 'se tenho macho' : 'se tenho fêmea';
  // 'Tem outra cores, ou só preta?' (TP37): the others are asked, not the one named.
  if (topic === 'variants' && /\boutr[ao]s? cor(?:es)?\b/.test(asked)) {
    return 'se tenho em outras cores';
  }
  // 'tem da cor cinza?', 'tem cinza claro?' (m643, m646): that colour is the one checked.
  const colour = topic === 'variants' ? colourAsked(asked) : null;
  if (colour) return `se tenho na cor ${colourOfCor(colour)}`;
  if (topic === 'variants' && WHICH_COLOURS.test(asked)) return 'as cores';
  // 'acompanha cabo extensor?', 'é compatível com iphone?': the item and the fit, by name.
  const item = topic === 'contents' ? ITEM_ASKED.exec(asked)?.[1] : undefined;
  if (item && !NOT_AN_ITEM.test(item))
    return `se vem com ${item.split(' ').map(accented).join(' ')}`;
  // A model code asked is checked as the label prints it ('se serve no modelo BRE57ABANA20').
  if (topic === 'suitability' && named?.startsWith('se serve no modelo ')) return named;
  const fit = topic === 'suitability' ? FIT_ASKED.exec(asked)?.[1] : undefined;
  if (fit && !NOT_AN_ITEM.test(fit)) return `se é compatível com ${tidyTyped(`x ${fit}`).slice(2)}`;
  // 'Serve na xre 15/15?', 'tem como instalar esse kit?': what it must serve or do, by name.
  return (NAMED_TOPICS.includes(topic) && named) || TOPIC_NOUN[topic];
}

const FEMININE: Record<string, string> = {
  preto: 'preta',
  branco: 'branca',
  vermelho: 'vermelha',
  amarelo: 'amarela',
  roxo: 'roxa',
  dourado: 'dourada',
  prateado: 'prateada',
};

/** A colour said after 'cor', in its agreement: 'na cor preta', never 'na cor pretos' (SAP10). */
const colourOfCor = (colour: string) =>
  colour
    .split(' ou ')
    .map((one) =>
      one.split(' ').map((word) => word.replace(/is$/, 'l').replace(/(?<=[aeo])s$/, '')),
    )
    // 'cinza claro', 'azul escuro' stay as they are: the shade goes with the colour's name.
    .map((words) => (words.length === 1 ? (FEMININE[words[0]!] ?? words[0]!) : words.join(' ')))
    .join(' ou ');

/** The topics whose check may be named as asked ('se serve na xre 15/15', 'se emito nota fiscal'). */
const NAMED_TOPICS: readonly ProductTopic[] = ['suitability', 'usage', 'authenticity'];

/** What comes with it, asked by name ('acompanha cabo extensor?', 'vem com o carregador?'). */
const ITEM_ASKED =
  /\b(?:acompanha|vem (?:ja )?com|vem junto com)\s+(?:o |a |os |as |um |uma |u )?(\p{L}+(?: (?:de )?\p{L}+){0,2}?)\s*(?:[?!.,]|$|\b(?:e|ou|tambem|junto|ai)\b)/u;

/** What it must fit ('compatível com iphone?', 'é compatível ao Moto G7?'). */
const FIT_ASKED =
  /\bcompative(?:l|is) (?:com|a|ao|para|pra|no|na) (?:o |a )?([\p{L}\d]+(?: [\p{L}\d]+){0,2}?)\s*(?:[?!.,]|$|\b(?:e|ou)\b)/u;

const NOT_AN_ITEM =
  /^(?:isso|isto|ele|ela|eles|elas|tudo|que|qual|quais|esse|essa|este|esta|o que|garantia|produtos?)\b/;

/** Two measures offered to choose from ('6 cm ou 5.0 cm', '20mm ou 22mm'). */
const WHICH_MEASURE = /\d(?:[.,]\d+)? ?(?:cm|mm|m)\b,? ou (?:de )?\d/;

/** A supplement's or a food's make-up, as its label states it. */
const LABEL = /\b(?:rotulo|composicao|formula|ingredientes?|\d+ ?(?:mg|mcg))\b/;

const OWN_MEASURE =
  /\b(?:(?:pequen[oa]|grande) ou (?:pequen[oa]|grande)|quantos? (?:cm|centimetros?)|qual (?:e )?(?:a |as |sua |o )?medidas?|espessura|grossura|diametro|(?:e|eh) (?:de )?que tamanho|que tamanho (?:e|eh|tem)|qual (?:e )?o tamanho (?:dela|dele|das|dos|da|do))\b/;

/** One of the product's dimensions asked by name ('qual a largura?'). */
const DIMENSION_ASKED =
  /\b(?:qual (?:e )?|informar |saber )(?:[ao] )?(largura|altura|espessura|grossura|diametro|comprimento)\b/;

/** What the seller asks back, unless the customer said it already ('de 80 cm', 'um macho'). */
function checkAsk(topic: ProductTopic, asked: string): string | null {
  if (topic === 'size' && measureAsked(asked)) return null;
  if (topic === 'size' && CUSTOM_SIZE.test(asked)) return 'Qual medida você precisa?';
  if (checkNoun(topic, asked).startsWith('se tenho')) return null;
  // 'qual a medida delas?', 'qual sua espessura?' ask the product's own measure: nothing of the
  // customer's to ask back (m564, m576).
  if (topic === 'size' && (OWN_MEASURE.test(asked) || DIMENSION_ASKED.test(asked))) return null;
  if (topic === 'size' && ['o peso', 'a medida'].includes(checkNoun(topic, asked))) return null;
  // A size they name already ('Qual o maior? 32?', m665) is not asked back.
  if (topic === 'size' && (/\b\d{2,3}\b/.test(asked) || MEASURES_MATCH.test(asked))) return null;
  if (topic === 'material' && LABEL.test(asked)) return null;
  return TOPIC_ASK[topic];
}

/**
 * A question about the product itself (issue 40): answered with the clause of its fields that
 * speaks of it, quoted; when the fields are silent the seller checks and asks what the customer
 * needs, never inventing the detail nor refusing it.
 */
/** What the fields state, beside the detail asked that they do not (m616, m643). */
const insteadLine = (c: ReplyContext): Piece => c.answer?.instead ?? null;

/**
 * Whether the fields answer none of the turn's several product questions and each has a name:
 * then one sentence checks them all ('o material e o diâmetro', m745).
 */
const checkedTogether = (c: ReplyContext) =>
  c.more.length > 0 &&
  c.more.every((a) => !a.said) &&
  ![c.answer!.topic, ...c.more.map((a) => a.topic)].some(
    (topic, i) =>
      (i === 0
        ? checkNoun(topic, c.asked, c.turn.checkNamed)
        : nounFor(topic, c.asked, c.turn.checkNamed)) === 'isso',
  );

/** What the seller checks: every topic of the turn in one phrase, or the first one's. */
function checkedNouns(c: ReplyContext): string {
  const first = checkNoun(c.answer!.topic, c.asked, c.turn.checkNamed);
  if (!checkedTogether(c)) return first;
  // Two topics named by the same words of the customer are checked once.
  const nouns = [first, ...c.more.map((a) => nounFor(a.topic, c.asked, c.turn.checkNamed))];
  return [...new Set(nouns)].join(' e ');
}

/** A prospect telling they just bought ('acabei de efetuar a compra…', SAP30): thanked first. */
const newBuyer = (c: ReplyContext) => c.turn.bought && c.phase !== 'closed';

/** After a check of one topic: the others, then what is asked back of it. */
const unsaidLines = (c: ReplyContext): Piece[] =>
  checkedTogether(c) ? [] : [...moreLines(c), checkAsk(c.answer!.topic, c.asked)];

export const productFrames: [ReplyFrame, ReplyFrame, ReplyFrame] = [
  (c) => {
    // Still to be had and asked about: the yes first ('Tem sim! São masculinos.').
    const noun = checkedNouns(c);
    return c.answer!.said
      ? [
          // No 'Tem sim' before 'a cor vai conforme o estoque': a topic settled is no yes (SAP3).
          c.intent === 'available' && c.offer.kind === 'product' && !c.answer!.covers
            ? call(c, 'Tem sim')
            : newBuyer(c)
              ? call(c, 'Agradeço pela compra')
              : hello(c),
          saidLine(c),
          ...moreLines(c),
          'Qualquer dúvida, é só me falar.',
        ]
      : [
          hello(c),
          insteadLine(c),
          `Vou confirmar ${noun === 'isso' ? 'isso certinho' : noun.startsWith('se ') ? noun : `certinho ${noun}`} e já te falo.`,
          ...unsaidLines(c),
        ];
  },
  (c) =>
    c.answer!.said
      ? [
          withName(c, saidLine(c) as string),
          ...moreLines(c),
          'Posso te ajudar com mais alguma coisa?',
        ]
      : [
          c.answer!.instead ? hello(c) : call(c, 'Boa pergunta'),
          insteadLine(c),
          `Deixa eu ver ${checkedNouns(c)} aqui e te falo.`,
          ...unsaidLines(c),
        ],
  // A detail still to be checked is no moment to sell: the price only with an answer.
  (c) =>
    c.answer!.said
      ? [
          call(c, 'Olha só'),
          saidLine(c),
          ...moreLines(c),
          !c.turn.bought && priceLine(c, 'O valor'),
          c.f?.price && !c.turn.bought
            ? `Se quiser, já ${c.offer.hold.now}.`
            : 'Qualquer dúvida, é só me chamar.',
        ]
      : [
          call(c, 'Já vejo isso pra você', '.'),
          insteadLine(c),
          `Te confirmo ${checkedNouns(c) === 'isso' ? 'certinho' : checkedNouns(c)} em seguida.`,
          ...unsaidLines(c),
        ],
];

/** Whom the size is for: 'ele' for 'meu filho usa 36', 'ela' for 'minha filha', else 'você'. */
function fitFor(asked: string): string {
  if (
    /\b(?:meu (?:filho|marido|esposo|pai|namorado|irmao|sobrinho|neto)|pra ele|para ele)\b/.test(
      asked,
    )
  ) {
    return 'ele';
  }
  return /\b(?:minha (?:filha|esposa|mae|namorada|irma|sobrinha|neta)|pra ela|para ela)\b/.test(
    asked,
  )
    ? 'ela'
    : 'você';
}

/**
 * A buyer worried the size they bought will not serve ('a GG ficou pequena pra um cliente'): the
 * exchange the guarantee gives, not the range of sizes.
 */
export const sizeWorryFrames: [ReplyFrame, ReplyFrame, ReplyFrame] = [
  (c) => [hello(c), `Se não servir, ${exchangeOf(c)}.`, 'Qualquer coisa, é só me chamar.'],
  (c) => [call(c, 'Sem problema'), `Se não servir, ${exchangeOf(c)}.`],
  (c) => [call(c, 'Pode deixar'), `Se o tamanho não servir, ${exchangeOf(c)}, é só me chamar.`],
];

/** The buyer fears it will not fit ('ficou pequena', 'será que serve?'). */
export const SIZE_WORRY =
  /\b(?:pequen\p{L}*|apertad\p{L}*|larg[oa]s?|grande demais|nao (?:serv|cab|fic)\p{L}*|sera que (?:serve|fica|cabe))\b/u;

const exchangeOf = (c: ReplyContext) => `eu faço ${lowerFirst(stripEnd(c.f!.guarantee!))}`;

/**
 * Which size serves a measure of their own ('PP veste 10 anos?'): the range in the fields does
 * not say, so the seller checks the measures; nothing else is asked of them.
 */
export const fitFrames: [ReplyFrame, ReplyFrame, ReplyFrame] = [
  (c) => [
    hello(c),
    `Vou conferir as medidas e te falo qual tamanho fica melhor pra ${fitFor(c.asked)}.`,
    ...moreLines(c),
  ],
  (c) => [
    call(c, 'Boa pergunta'),
    'Deixa eu ver as medidas aqui e te digo o tamanho certo.',
    ...moreLines(c),
  ],
  (c) => [
    call(c, 'Já vejo isso pra você', '.'),
    'Te falo em seguida qual tamanho serve melhor.',
    ...moreLines(c),
  ],
];
