import { productFieldByName, type ProductFieldName } from '#shared/products.ts';
import type { ProductInfo } from '../product-info.ts';
import { tidyTyped } from './member-text.ts';
import { accented } from './turn.ts';
import { CHECKS_OR_ASKS } from '../check-words.ts';
import { fold, lowerFirst, stemOf, stripEnd } from './text.ts';
import {
  CHOOSE,
  CUSTOM_SIZE,
  FIT,
  measureAsked,
  MEASURES_MATCH,
  PLUS_SIZE,
  WHICH_COLOURS,
  type ProductTopic,
} from './turn.ts';

/** Colours named by no colour at all: 'várias cores', 'diversas cores', 'todas as cores'. */
const VAGUE_COLOURS = /\b(?:varias|diversas|todas as|muitas|outras) cores\b|\bcores a escolha\b/;

/**
 * A question about the product itself answered from the product's fields, and only from them
 * (issue 40): the clause of a field the customer may read that speaks of the question's topic
 * ('Uma cápsula por dia' for how to take it), or null when the fields are silent.
 */
export interface ProductAnswer {
  topic: ProductTopic;
  /** The clause as the member typed it, lower-cased first ('moletom flanelado'), or null. */
  said: string | null;
  /**
   * What the fields do state beside a detail they do not, said before the check: the measure
   * there is ('A medida que eu tenho é 2,80 x 2,50.' to 'tem de 4 metros?', m616), or the
   * colours ('Tenho em várias cores.' to 'tem da cor cinza?', m643).
   */
  instead?: string;
  /** A topic this answer settles, so its own check is not made ('a cor vai conforme o estoque'). */
  covers?: ProductTopic;
}

/**
 * The fields that state the product (differential, name), in the order a clause is looked for;
 * a field the customer must never read (`forCustomer: false`) is left out even if named here.
 */
const QUOTED: readonly ProductFieldName[] = ['diferencial', 'nome'];
/** The bonus says what comes with it; the guarantee how long it lasts; the process the invoice. */
const ALSO: Partial<Record<ProductTopic, ProductFieldName>> = {
  contents: 'bonus',
  duration: 'garantia',
  // 'Emite NF?' of 'envio pelos Correios, com nota fiscal' (CAM27).
  authenticity: 'processo_vendas',
};
/** The guarantee is answered by its own field alone. */
const quotable = (topic: ProductTopic) =>
  (topic === 'guarantee'
    ? ['garantia' as const]
    : [...QUOTED, ALSO[topic], topic === 'suitability' ? ('problema_resolve' as const) : null]
  ).filter((name): name is ProductFieldName => !!name && productFieldByName[name].forCustomer);

const COLOUR_WORDS =
  'pret[oa]s?|branc[oa]s?|azul|azuis|vermelh[oa]s?|rosa|verdes?|amarel[oa]s?|cinzas?|beges?|marrom|roxos?|lilas|dourad[oa]s?|prateado|nude|vinho';
const COLOUR = new RegExp(`^(?:${COLOUR_WORDS})$`);
/** The shade after a colour ('azul escuro', 'rosa bebê'), asked folded. */
const SHADES = 'escur[oa]|clar[oa]|marinho|royal|bebe|petroleo|turquesa|celeste|neon|fosc[oa]';
const COLOUR_NAMED = new RegExp(`\\b(?:${COLOUR_WORDS}|cores)\\b`);
/** Who it is made for: 'masculino', 'femininas', 'unissex'. */
const GENDER = /\b(?:masculin|feminin|unissex)/;
export const MATERIAL_WORDS =
  'algodao|moletom|malha|tecido|linho|seda|poliester|couro|silicone|borracha|plastico|vidro|aco|inox|aluminio|ferro|madeira|mdf|prata|ouro|banhad[oa]|folhead[oa]|macic[oa]|oc[oa]|cromo|vanadio|ceramica|porcelana|flanelad[oa]|feit[oa] a mao';
const SIZE_UNITS = '(?:cm|mm|m|metros?|g|kg|gramas?|ml|l|litros?|milesimos)';

/** What a field says of each topic, on its words folded (accents out, lower case). */
const SAYS: Record<ProductTopic, RegExp> = {
  guarantee: /\p{L}/u,
  authenticity:
    /\b(?:origina(?:l|is)|lacrad[oa]s?|nota fiscal|nf|certificad[oa]|testad[oa]s?|qualidade|925)\b/,
  material: new RegExp(`\\b(?:${MATERIAL_WORDS}|material|tecido)\\b`),
  size: new RegExp(
    `\\d(?:[.,]\\d+)?\\s?${SIZE_UNITS}\\b|\\d\\s?x\\s?\\d|\\b(?:pp|gg|exg|tamanhos?|medidas?|altura|largura|comprimento|borda alta|sob medida)\\b`,
  ),
  variants: new RegExp(
    `\\b(?:${COLOUR_WORDS}|cores|sabores?|modelos?|estampas?|a escolha|varias|masculin\\p{L}*|feminin\\p{L}*|unissex)\\b`,
    'u',
  ),
  usage:
    /\b(?:por dia|ao dia|modo de uso|aplic\p{L}*|tomada|bivolt|pilha|funcoes|pronta para (?:usar|pendurar)|liga)\b/u,
  duration: /\b(?:dura\p{L}*|validade|vence|vitalicia|nao desbota|nao empena|resistente)\b/u,
  contents:
    /\b(?:com|acompanha|inclui|incluso|vem|brinde)\b|(?<!\d)\d+ (?:pecas|unidades|potes|capsulas|folhas)\b/,
  // 'vai no fogão comum e no de indução' says where it serves.
  suitability:
    /\b(?:para|serve|compative(?:l|is)|indicad[oa]s?|vai n[oa]s?|funciona (?:em|n[oa]s?))\b/,
  detail: /\p{L}/u,
};

/**
 * Ways of saying one thing a customer trusts, as asked and as a field says it ('testado'
 * answers 'é conferido antes?' and 'td funciona?'; 'prata 925 com certificado', 'legítima?').
 */
const TESTED = /\b(?:testad|testam|testa o|conferid)/;
const TRUST: ReadonlyArray<readonly [asked: RegExp, said: RegExp]> = [
  ...[/\borigina(?:l|is)\b/, /\b(?:nota fiscal|nf)\b/, /\blacrad/, /\bcertificad/, TESTED].map(
    (same) => [same, same] as const,
  ),
  // 'Vem com nota?', 'emite nota?': the invoice asked by its first word, not a rating ('tem nota
  // boa?').
  [/\b(?:vem com|emite|emitem) nota\b|\btem nota\W*$/, /\b(?:nota fiscal|nf)\b/],
  [/\bqualidade\b/, /\bqualidade\b/],
  [/\b(?:legitim|verdadeir|925\b)/, /\b(?:925|certificad|legitim)/],
  [/\b(?:funciona|fociona)/, TESTED],
];

const CONTENTS_ASKED = /\b(?:vem (?:ja )?com|acompanha|vem junto com|inclui)\s+([^?.!]+)/;

/** Words of the customer's question that say nothing of what they want ('essas', 'tem'). */
const FILLER = new Set(
  'para pra com sem que qual quais quanto quantos quantas tem vem voce voces isso esse essa essas esses ele ela eles elas sao uma umas uns mesmo serve servem pode posso usar tomar funciona outro outra algum alguma ainda tambem como muito bem boa bom dia tarde noite ola oi produto antes junto gostaria saber queria vcs tamanho tamanhos medida medidas cor cores modelo modelos material tecido validade prazo'.split(
    ' ',
  ),
);

/**
 * Topics answered only by a clause that names what was asked: 'vem com o ferro?' is not
 * answered by 'com ilhós', nor 'liga na tomada?' by '8 funções'.
 */
const NAMED: readonly ProductTopic[] = ['contents', 'usage', 'suitability', 'authenticity'];

/** A clause that opens with its own verb ('aguenta até 15 kg', 'vem com 2 cabideiros'). */
export const DETAIL_VERB =
  /^(?:aguenta|suporta|chega|vem|acompanha|inclui|serve|funciona|tem|possui|cabe|pesa|mede|é|e|fica|grava|detecta|avisa|mostra|conecta|acende|liga|desliga|programa|volta|faz|recebe|carrega|encaixa|configura|sincroniza\p{L}*|varia|aceita|toca|ilumina|atende|abre|conversa|usa|resgata|gela|congela|resfria|controla|vai|dá (?:para|pra))(?![\p{L}\d])/u;

/** A clause with its own subject and verb ('o 127/220 V do anúncio não se aplica'). */
export const OWN_SUBJECT =
  /^(?:o|a|os|as) (?:\S+ ){1,4}(?:n[ãa]o )?(?:se )?(?:é|são|vai|vão|fica|ficam|vem|vêm|serve|servem|aplica|aplicam|funciona|funcionam)(?=\s|$)/u;
/** Topics whose sentence says a clause as it is, so it can be said whole. */
const SAID_AS_IS: readonly ProductTopic[] = ['usage', 'suitability', 'contents'];

/**
 * The field's clauses: sentences, then their parts between commas and parentheses. What comes
 * stays one list ('vem com 6 itens: borracha da tampa, …', VED4), and a part that only widens the
 * one before goes with it ('só detecta fumaça, inclusive de cigarro', FUM5).
 */
const clausesOf = (text: string) =>
  text
    .split(/[.;!?]|\s[-–—]\s/)
    .flatMap((sentence) =>
      COMES_LIST.test(sentence.trim()) || shortList(sentence)
        ? [sentence]
        : // 'Peças originais Brastemp: dois sensores, …' is a statement, then its list (SEN1).
          sentence
            .split(/[()]/)
            .flatMap((piece) => piece.split(/[,:]\s/))
            .reduce<string[]>(
              (parts, part) =>
                parts.length > 0 &&
                /^\s*(?:(?:inclusive|incluindo|exceto)\b|(?:sem|com) \p{L}+\s*$)/iu.test(part)
                  ? [...parts.slice(0, -1), `${parts.at(-1)!}, ${part.trim()}`]
                  : [...parts, part],
              [],
            ),
    )
    .map((c) => stripEnd(c.trim()))
    // '…, e dá para fazer menos' is a clause of its own: 'dá para fazer menos' (MOK12).
    .map((c) => (/^e /.test(c) && DETAIL_VERB.test(c.slice(2)) ? c.slice(2) : c))
    .filter((c) => c.split(/\s+/).length >= 2);

/**
 * A label and its short items ('Para qualquer superfície lisa: geladeira, fogão, porta, vidro',
 * 'cores: prata tipo inox (brilhoso), branco, preto e jateado'): one clause, so an item asked
 * finds the label it belongs to (ADS2, ADS16, ADS38); items of more than four words, or counted
 * ('dois sensores, um de degelo…'), are a statement's parts (SEN1).
 */
function shortList(sentence: string): boolean {
  const [, label, list] = /^\s*([^:,()]{3,40}):\s(.+)$/.exec(sentence) ?? [];
  if (!label || !list) return false;
  const items = list.replace(/\([^()]*\)/g, '').split(/,\s|\se\s/);
  // Bare names, not counted parts ('dois sensores, um de degelo…').
  return (
    items.length >= 3 &&
    items.every(
      (item) =>
        item.trim().split(/\s+/).length <= 4 &&
        !/^(?:um|uma|uns|umas|o|a|os|as|e|dois|duas|\d)\b/i.test(item.trim()),
    )
  );
}

/** A clause with the parenthesis that follows it in the differential ('… (Mondial, Philco)'). */
function withAside(clause: string, product: ProductInfo): string {
  const text = tidyTyped(product.diferencial);
  const at = text.indexOf(clause);
  const aside = at < 0 ? null : /^\s*\(([^)]*)\)/.exec(text.slice(at + clause.length));
  return aside ? `${clause} ${aside[1]}` : clause;
}

/** A clause that says the seller issues or sends an invoice, not one that names it. */
const ISSUED = /\b(?:emit\p{L}*|emissao|(?:vai|vem|envio|acompanha) (?:com )?(?:a )?nota)\b/u;

/** A describing field is said, not pasted (decision 029): at most this many of its words. */
const WINDOW = 5;
/** A clause of the differential of at most this many words is said whole. */
const SAID_WHOLE = 10;
/** A sentence of the differential, with its own verb or subject: said whole up to this. */
const SENTENCE_WHOLE = 16;
/** What comes, listed: said whole up to this many words. */
const LIST_WHOLE = 25;
const COMES_LIST = /^(?:vem|acompanha|inclui)\b[^:]*:/i;
const MEASURE_RANGE = /\bde \d[^]*\bat[ée] \d/u;
const DANGLING = /^(?:a|o|as|os|de|do|da|dos|das|em|no|na|com|para|pra|e|ou|que|sem|por|ate)$/;

/**
 * At most five words of a clause around what answers ('caixinha para presente' of 'prata 925
 * maciça com certificado e caixinha para presente'), no article or preposition left dangling.
 */
function windowOf(clause: string, topic: ProductTopic, wanted: string[]): string {
  const words = clause.split(/\s+/);
  if (words.length <= WINDOW) return clause;
  const folded = words.map((w) => fold(w));
  let at = folded.findIndex((w) => wanted.some((want) => w.startsWith(stemOf(want))));
  if (at < 0) at = folded.findIndex((_, i) => SAYS[topic].test(folded.slice(i, i + 2).join(' ')));
  const start = Math.max(0, Math.min(Math.max(at, 0) - 2, words.length - WINDOW));
  const kept = words.slice(start, start + WINDOW);
  // 'emito nota fiscal e envio [pelos Correios]': a verb cut from its object goes too (FUM33).
  if (start + WINDOW < words.length && kept.length > 3 && fold(kept.at(-2)!) === 'e')
    kept.splice(-2);
  while (kept.length > 1 && DANGLING.test(fold(kept[0]!))) kept.shift();
  while (
    kept.length > 1 &&
    (DANGLING.test(fold(kept.at(-1)!)) || /^(?:\d|R\$)/.test(kept.at(-1)!))
  ) {
    kept.pop();
  }
  return stripEnd(kept.join(' '));
}

/**
 * The thing whose measure is asked, as said back ('medida do colchao' → 'do colchão', 'tamanho do
 * cabo' → 'do cabo').
 */
export function measuredThing(asked: string): string | null {
  const [, of, thing] =
    /\b(?:medidas?|tamanho|comprimento) (d[oa]s?) (\p{L}{4,})/u.exec(asked) ?? [];
  return of && thing && !OWN.test(thing) ? `${of} ${accented(thing)}` : null;
}
const OWN =
  /^(?:produto|peca|item|mesm[oa]|dela|dele|delas|deles|caixa|embalagem|foto|altura|largura|comprimento|profundidade|espessura|grossura|diametro|cintura|quadril|busto|circunferencia|aro|pulso|base|abertura)s?$/;

/** A model named by its code, its engine or its year ('G5', '1.0', '2015', 'S10'); not '4,5' (litres). */
const MODEL_NAMED = /\b(?:\p{L}+\d+\p{L}*|\d\.\d|(?:19|20)\d\d)\b/u;

/** One measure asked by its name, not a size or a capacity. */
const ONE_MEASURE = /\b(?:altura|largura|profundidade|comprimento|diametro|peso|pesa)\b/;

/** The measures asked whole ('quais as dimensões?', 'qual a medida?'), none by its name or figure. */
const DIMENSIONS_ASKED =
  /^(?!.*\b(?:altura|largura|profundidade|comprimento|\d))(?=.*\b(?:dimen?s\p{L}+|medidas?|tamanho)\b)/u;
const ONE_DIMENSION =
  '\\d+(?:[.,]\\d+)? ?(?:cm|mm|m) de (?:altura|largura|profundidade|comprimento)';
/** '85 cm de altura, 1,12 m de largura e 68 cm de profundidade', as the member lists them. */
const DIMENSIONS = new RegExp(`(?<![\\d.,])${ONE_DIMENSION}(?:(?:, | e )${ONE_DIMENSION})+`);

/**
 * A measure asked of another thing than the product ('qual medida do colchão … berço?', L79), or
 * of a part no clause measures ('o comprimento da fonte' of '…, fonte bivolt', ITF8).
 */
function otherMeasured(asked: string, product: ProductInfo): boolean {
  const thing = measuredThing(asked)?.split(' ')[1];
  if (!thing) return false;
  const stem = fold(thing).slice(0, -1);
  if (fold(product.nome).includes(stem)) return false;
  return !clausesOf(tidyTyped(product.diferencial))
    .map(fold)
    .some((clause) => clause.includes(stem) && SAYS.size.test(clause));
}

/**
 * The clause of the product's customer-facing fields that answers the topic, preferring one
 * that names what the customer asked about ('carro' in 'serve pra carro?'); a suitability is
 * answered only by a clause that names it.
 */
export function productAnswer(
  product: ProductInfo | null,
  topic: ProductTopic | null,
  asked: string,
): ProductAnswer | null {
  if (!topic) return null;
  if (!product) return { topic, said: null };
  // 'vem com nota fiscal?' asks for what follows 'vem com', not for the rest of the turn.
  const about = topic === 'contents' ? (CONTENTS_ASKED.exec(asked)?.[1] ?? asked) : asked;
  const wanted = about
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length >= 3 && !FILLER.has(w))
    // 'a cortina branca vem junto?' asks what comes with it, not of the 'luz branca'.
    .filter((w) => !NAMED.includes(topic) || !COLOUR.test(w));
  // What they may choose, as the sales process lets them ('você escolhe tamanhos e cores').
  if ((topic === 'size' || topic === 'variants') && CHOOSE.test(asked)) {
    const chosen = choiceOf(product);
    // 'posso escolher os modelos?' is not answered by 'cores à escolha'.
    const kinds = asked.match(/\b(?:tamanh|cor|model|sabor|estampa)/g) ?? [];
    if (chosen && kinds.every((kind) => fold(chosen).includes(kind))) {
      return { topic, said: chosen };
    }
    // 'são sortidos ou pode escolher?': what the fields describe does not say it (m714).
    return { topic, said: null };
  }
  if (topic === 'size' && MEASURES_MATCH.test(asked)) return { topic, said: null };
  // 'qual medida do colchão … para esse berço?' asks of another thing than the product.
  if (topic === 'size' && otherMeasured(asked, product)) return { topic, said: null };
  // Which size serves a measure of their own, or one made to measure: a range does not say.
  if (topic === 'size' && (FIT.test(asked) || CUSTOM_SIZE.test(asked))) {
    if (/\bsob medida\b/.test(fold(product.diferencial))) return { topic, said: 'sob medida' };
    // 'não tem um tamanho maior?': the measure there is, said before the check (m550, m736).
    const stated = CUSTOM_SIZE.test(asked)
      ? quotable(topic)
          .flatMap((name) => clausesOf(tidyTyped(product[name])))
          .map((c) => exactly(topic, fold(c), asked))
          .find(Boolean)
      : null;
    return stated
      ? { topic, said: null, instead: `A medida que eu tenho é ${stated}.` }
      : { topic, said: null };
  }
  // 'Qual as dimesoes': the measures as the differential lists them, not one cut at a comma (FRZ13).
  if (topic === 'size' && DIMENSIONS_ASKED.test(asked)) {
    const measures = DIMENSIONS.exec(tidyTyped(product.diferencial))?.[0];
    if (measures) return { topic, said: measures };
  }
  if (topic === 'variants') {
    const colour = colourAnswer(product, asked);
    if (colour) return { topic, said: colour };
  }
  // The guarantee is said whole, as the member wrote it ('3 meses contra defeito').
  if (topic === 'guarantee') {
    return { topic, said: product.garantia ? lowerFirst(tidyTyped(product.garantia)) : null };
  }
  const clauses = quotable(topic).flatMap((name) => clausesOf(tidyTyped(product[name])));
  // 'são esses da foto? são masculinos?': who it is for is answered by the clause that says it,
  // even though a model is asked too (m562).
  if (topic === 'variants' && GENDER.test(asked)) {
    const gendered = clauses.find((c) => GENDER.test(fold(c)));
    if (gendered) return { topic, said: exactly(topic, fold(gendered), asked) };
  }
  // 'prazo de validade?' is not answered by how long a pot lasts, nor 'não desbota?' by a
  // guarantee: such a question is answered only by a clause with its own word.
  const own = /\b(validade|vence|desbota|descasca|escurece|enferruja|empena)\b/.exec(asked)?.[1];
  const says = own ? new RegExp(`\\b${own === 'vence' ? 'validade|vence' : own}`) : SAYS[topic];
  // Whatever the bonus field holds comes with it ('Bateria reserva em cada relógio', m832).
  const bonus =
    topic === 'contents' && productFieldByName.bonus.forCustomer
      ? clausesOf(tidyTyped(product.bonus))
      : [];
  // 'Quais são os bônus que vou ter?': the bonus field itself is the answer.
  if (bonus.length > 0 && /(?<!\b(?:alem do|fora o|sem o|alem dos|fora os) )\bbonus\b/.test(asked))
    return {
      topic,
      // 'E-book de gráficos' → 'e-book de gráficos', as lowerFirst leaves a hyphenated word.
      said: `com ${bonus.map((b) => lowerFirst(b).replace(/^\p{Lu}(?=-\p{Ll})/u, (l) => l.toLowerCase())).join(' e ')} de bônus`,
    };
  // 'Tem dela 127v?' of 'em 127 V ou 220 V': the clause that names the voltage asked (TP61).
  // A low voltage only with its unit: '12 volts', never a bare 12 (a count).
  const volts =
    topic === 'usage'
      ? /\b(110|127|220) ?v?\b|\b(12|24) ?v(?:olts?)?\b/.exec(asked)?.slice(1).find(Boolean)
      : undefined;
  const voltage = volts && clauses.find((c) => new RegExp(`\\b${volts} ?v\\b`).test(fold(c)));
  if (voltage) return { topic, said: lowerFirst(voltage) };
  // 'é 110 ou 220v?', 'é bivolt?' of a product the differential calls bivolt (CAM17, CAM33).
  // 'É quadrivolt?' of a differential that opens 'Quadrivolt: …' (GEL20).
  const kind = /\b(bi|tri|quadri)volt\b/.exec(asked)?.[0] ?? (volts ? 'bivolt' : undefined);
  if (
    kind &&
    topic === 'usage' &&
    new RegExp(`(?<!\\bnao (?:e )?)\\b${kind}\\b`).test(fold(product.diferencial))
  )
    return { topic, said: kind };
  const onTopic = clauses
    .filter((c) => says.test(fold(c)) || bonus.includes(c))
    // An instruction to the buyer ('compare as medidas com a original') states nothing (VTN26).
    .filter((c) => !/^(?:compare|confira|veja|meça|meca|consulte|verifique)\b/i.test(c))
    // A list of what comes names parts by their stuff ('borracha da tampa'): no material (VED14).
    // Nor a list of where it goes ('superfície lisa: geladeira, fogão, vidro').
    .filter(
      (c) =>
        topic !== 'material' ||
        (!COMES_LIST.test(c) && !(shortList(c) && !/^(?:material|tecido|feit)/i.test(c))),
    )
    // 'emito nota fiscal' answers 'emite nota?' before '…com a nota fiscal, você resgata…' (CAF4).
    .sort((a, b) => Number(ISSUED.test(fold(b))) - Number(ISSUED.test(fold(a))));
  const codes = wanted.filter((w) => /\d/.test(w));
  const wordsIn = (text: string) => wanted.some((w) => new RegExp(`\\b${stemOf(w)}`).test(text));
  const names = (c: string, aside = true) =>
    topic === 'authenticity'
      ? TRUST.some(([ask, say]) => ask.test(asked) && say.test(fold(c))) ||
        // 'prata original 925?': the clause that names the very grade asked ('Prata 925 maciça').
        (/\borigina(?:l|is)\b/.test(asked) &&
          wanted.some((w) => /\d/.test(w) && new RegExp(`\\b${w}\\b`).test(fold(c))))
      : // 'tem para o modelo X?' is answered only by a clause that speaks of models.
        !(topic === 'variants' && /\bmodelo/.test(asked) && !/\bmodelo/.test(fold(c))) &&
        // 'caixa' is said by 'caixinha': the word's stem, its last vowel off. The brands in
        // parentheses after 'serve em … de qualquer marca' are its too (VED21).
        wordsIn(fold(aside ? withAside(c, product) : c)) &&
        // 'vem com a chave toks t55?': the code asked is named too, not only 'chave' (m726).
        (topic !== 'contents' || codes.every((w) => fold(c).includes(w)));
  const namedOnly = NAMED.includes(topic) || (topic === 'variants' && /\bmodelo/.test(asked));
  // A measure asked is answered only by a clause that holds its number ('80 cm' by no '7 cm').
  const measure =
    topic === 'size' && !PLUS_SIZE.test(asked)
      ? (/(?<![\d.,])(\d+(?:[.,]\d+)?) ?x ?\d/.exec(asked)?.[1] ??
        /\d+(?:[.,]\d+)?/.exec(measureAsked(asked) ?? '')?.[0])
      : undefined;
  // 'tem dessa de 2m também?' asks for another size than the one there is (m703).
  const another = /\btambem\b/.test(asked);
  const fits = measure
    ? onTopic.filter(
        (c) =>
          !another && new RegExp(`(?<![\\d.,])${measure.replace(/[.,]/, '[.,]')}(?!\\d)`).test(c),
      )
    : onTopic;
  // A clause that names it itself before one named only by its aside ('não serve no 13 Pro'
  // before 'só serve no iPhone 13 (não serve no 13 Pro)').
  const said =
    fits.find((c) => names(c, false)) ??
    fits.find((c) => names(c)) ??
    (namedOnly && !measure ? undefined : fits[0]) ??
    // 'Serve no Argos 1.0 drive 2020?' of 'serve em qualquer carro': a model named is one of
    // 'qualquer' (VTN33).
    (topic === 'suitability' && MODEL_NAMED.test(asked)
      ? onTopic.find((c) => /\bqualquer\b/.test(fold(c)))
      : undefined);
  if (!said) {
    // Only a size of the same kind: a curtain of 2,80 x 2,50 says nothing of a rod of 3 cm (m494).
    const sameKind = /\d ?x ?\d|\d ?(?:m|metros?)\b|\b(?:menor|maior) (?:\p{L}+ )?\d[.,]\d/u.test(
      asked,
    );
    const stated =
      measure && sameKind ? onTopic.map((c) => exactly(topic, fold(c), asked)).find(Boolean) : null;
    return stated
      ? { topic, said: null, instead: `A medida que eu tenho é ${stated}.` }
      : { topic, said: null };
  }
  // A colour asked that no field names: the ones there are, said as the only ones.
  // 'Quais as cores' is answered only by a clause that names colours too (m806).
  if (
    topic === 'variants' &&
    (new RegExp(`\\b(?:${COLOUR_WORDS})\\b`).test(asked) ||
      WHICH_COLOURS.test(asked) ||
      // 'Tem outras cores desse guarda roupa?' (TP45): the ones there are, as the only ones.
      /\boutr[ao]s? cor(?:es)?\b/.test(asked))
  ) {
    const colours = windowOf(said, topic, wanted);
    // 'várias cores', 'todas as cores': no list to say 'só' of; the seller looks (m524). A
    // clause that names no colour ('kit 10 relógios masculinos') says nothing of one (m565),
    // nor one cut before its verb's object ('só o branco blackout tem [a cola preta]', ADS37).
    if (
      VAGUE_COLOURS.test(fold(colours)) ||
      !COLOUR_NAMED.test(fold(colours)) ||
      /\s(?:tem|têm|é|são)$/.test(colours)
    ) {
      // Said before the check, as the field writes it: 'Tenho em várias cores.' (m643).
      const many = /\b(?:várias|varias|diversas|muitas) cores\b/i.exec(colours)?.[0];
      if (many) return { topic, said: null, instead: `Tenho em ${many.toLowerCase()}.` };
      // 'cores à escolha' (a kit of five): the customer picks, the colour asked is checked.
      return /\bcores à escolha\b/i.test(colours)
        ? { topic, said: null, instead: 'As cores são à sua escolha.' }
        : { topic, said: null };
    }
    // 'só na cor preta' is said once: 'Por enquanto, só tenho na cor preta.' (FOG29).
    return { topic, said: `só ${lowerFirst(colours).replace(/^só /, '')}` };
  }
  // 'tem G1?' of 'do PP ao GG': the range there is, then the size asked checked (m722, m723).
  const plus = topic === 'size' ? PLUS_SIZE.exec(asked)?.[1] : undefined;
  if (plus && !new RegExp(`\\b${plus}\\b`).test(fold(said))) {
    const range = lowerFirst(windowOf(said, topic, wanted));
    return { topic, said: null, instead: `${/^do /.test(range) ? 'Vai' : 'Tem'} ${range}.` };
  }
  const exact = exactly(topic, fold(said), asked);
  if (exact) return { topic, said: exact };
  // A size the name holds is said alone: 'Tem 31 litros.', not the name whole (GEL5).
  const nameMeasure =
    topic === 'size' && clausesOf(tidyTyped(product.nome)).includes(said)
      ? new RegExp(DETAILS.size.source).exec(fold(said))?.[0]
      : undefined;
  // 'Qual a altura da geladeira?' is not answered by its '31 litros': checked.
  if (nameMeasure && /\b(?:litros?|ml|l)$/.test(nameMeasure) && ONE_MEASURE.test(asked))
    return { topic, said: null };
  if (nameMeasure) return { topic, said: nameMeasure };
  // The name is said whole, and so is a short sentence of the differential, with its own verb or
  // subject: a window would cut its sense ('vai no fogão comum e no de indução', MOK2; 'o 127/220
  // V do anúncio não se aplica', MOK17). A list ('prata 925 maciça com certificado e caixinha…')
  // is said only as far as it answers.
  const words = said.split(/\s+/).length;
  // Only the differential's own clauses (a describing field is never pasted, decision 029), and
  // only for the topics whose sentence says the clause as it is.
  const differential = clausesOf(tidyTyped(product.diferencial)).includes(said);
  const stated = SAID_AS_IS.includes(topic) && differential;
  const whole =
    clausesOf(tidyTyped(product.nome)).includes(said) ||
    (stated &&
      words <= SENTENCE_WHOLE &&
      (DETAIL_VERB.test(lowerFirst(said)) || OWN_SUBJECT.test(lowerFirst(said)))) ||
    // What comes, asked whole, is the list whole ('vem com 6 itens: borracha da tampa, …', VED4),
    // and so is where it goes ('Para qualquer superfície lisa: geladeira, fogão, …', ADS38).
    (stated && topic === 'contents' && words <= LIST_WHOLE && COMES_LIST.test(said)) ||
    (stated && topic === 'suitability' && words <= LIST_WHOLE && shortList(said)) ||
    // A range of measures, whole: 'medidas de 2 m x 50 cm até 6 m x 1 m' (ADS3, ADS29).
    (topic === 'size' && words <= SENTENCE_WHOLE && MEASURE_RANGE.test(said) && differential);
  return { topic, said: lowerFirst(whole ? said : windowOf(said, topic, wanted)) };
}

/** What the sales process or the differential lets the customer choose ('tamanhos e cores'). */
function choiceOf(product: ProductInfo): string | null {
  for (const name of ['processo_vendas', 'diferencial'] as const) {
    const text = tidyTyped(product[name]);
    const chosen =
      /\bescolhe(?:m)? (?:os |as )?([^.,;]+?)(?= pelo| pela| no | na | por |,|\.|;|$)/i.exec(text);
    if (chosen) return `você escolhe ${chosen[1]!.toLowerCase()}`;
    const choice = /\b(\p{L}+) à escolha\b/iu.exec(text);
    if (choice) return `você escolhe ${choice[1]!.toLowerCase()}`;
  }
  return null;
}

/** A colour's word without its ending, so 'preto' finds 'preta' and 'azuis' 'azul'. */
const colourStem = (word: string) =>
  fold(word)
    .replace(/is$/, 'l')
    .replace(/(?:[oa]s?|es|s)$/, '');

/**
 * A colour asked ('tem na cor preta?') that a field the customer may read names: 'na cor
 * preta', as the field writes it (the urgency's 'últimas unidades na cor preta' too).
 */
function colourAnswer(product: ProductInfo, asked: string): string | null {
  const said = (['diferencial', 'nome', 'urgencia'] as const)
    .filter((name) => productFieldByName[name].forCustomer)
    .map((name) => tidyTyped(product[name]))
    .join(' ');
  const words = said.split(/[^\p{L}]+/u).filter((word) => COLOUR.test(fold(word)));
  // The last colour asked is the one wanted ('só tem azul ou tem da preta?', m455).
  const asks = [...asked.matchAll(new RegExp(`\\b(?:${COLOUR_WORDS})\\b`, 'g'))].reverse();
  // 'Preto ou branco' of a product of both: both said, as a colour is ('na cor branca', ADS24).
  const had = [
    ...new Set(
      asks
        .map(([colour]) => words.find((word) => colourStem(word) === colourStem(colour)))
        .filter((word): word is string => !!word)
        .map((word) => ofColour(word.toLowerCase())),
    ),
  ].reverse();
  if (had.length >= 2 && !new RegExp(`\\b(?:${SHADES})\\b`).test(asked))
    return `nas cores ${had.slice(0, -1).join(', ')} e ${had.at(-1)}`;
  // 'preta e cinza ou toda preta?' of a product only black: the one there is, as the only one
  // (GEL10), never a 'Tem sim' to the grey.
  const one = new Set(words.map((word) => colourStem(fold(word)))).size === 1;
  const unnamed =
    one && asks.some(([other]) => !words.some((word) => colourStem(word) === colourStem(other)));
  for (const [colour] of asks) {
    // 'azul escuro' is not said by 'azul' (m720, m721).
    const shade = new RegExp(`\\b${colour} (${SHADES})\\b`).exec(asked)?.[1];
    if (shade && !new RegExp(`\\b${colourStem(colour)}\\p{L}* ${shade}`, 'u').test(fold(said))) {
      return null;
    }
    const named = words.find((word) => colourStem(word) === colourStem(colour));
    if (named) return `${unnamed ? 'só ' : ''}na cor ${ofColour(named.toLowerCase())}`;
  }
  return null;
}

/** A colour said after 'cor': 'branco' → 'branca', 'pretos' → 'pretas'; 'azul' as it is. */
const ofColour = (word: string) =>
  word.replace(/^(pret|branc|vermelh|amarel|rox|dourad|pratead)o(s?)$/, '$1a$2');

/**
 * The very detail asked, when the clause holds it whole: a measure ('2,80 x 2,50'), a number
 * of functions ('8 funções'), who it is for ('masculinos').
 */
function exactly(topic: ProductTopic, clause: string, asked: string): string | null {
  if (topic === 'size') {
    return /\b\d+(?:[.,]\d+)?\s?x\s?\d+(?:[.,]\d+)?(?:\s?c?m\b)?/.exec(clause)?.[0] ?? null;
  }
  if (topic === 'usage' && /\bfuncoes\b/.test(asked)) {
    const n = /\b(\d+) funcoes\b/.exec(clause)?.[1];
    return n ? `${n} funções` : null;
  }
  if (topic === 'variants' && GENDER.test(asked)) {
    return /\b(?:masculin|feminin|unissex)\p{L}*/u.exec(clause)?.[0] ?? null;
  }
  return null;
}

/**
 * The details of each topic a reply may state only when the product's fields say them too: a
 * material, a measure, a colour, a dose or power, a length of time, what comes with it.
 */
export const DETAILS: Record<ProductTopic, RegExp> = {
  guarantee: /(?<!\d)\d+ (?:dias|meses|anos|semanas)\b|\bvitalicia\b/g,
  authenticity: /\b(?:original|lacrad[oa]|nota fiscal|certificado)\b/g,
  material: new RegExp(`\\b(?:${MATERIAL_WORDS})\\b`, 'g'),
  size: new RegExp(
    `(?<![\\d.,])\\d+(?:[.,]\\d+)?\\s?${SIZE_UNITS}\\b|\\b(?:pp|gg|exg|tamanho unico)\\b`,
    'g',
  ),
  variants: new RegExp(`\\b(?:${COLOUR_WORDS})\\b`, 'g'),
  usage:
    /(?<!\d)\d+ (?:capsulas?|comprimidos?|gotas|vezes) (?:por|ao) dia\b|\b(?:bivolt|110 ?v|220 ?v|usb|pilhas?|tomada)\b/g,
  duration:
    /(?<!\d)\d+ (?:dias|meses|anos|semanas|horas)\b|\b(?:vitalicia|nao desbota|nao empena)\b/g,
  contents: /\b(?:vem com|acompanha|inclui) (?:o |a |os |as |um |uma )?(\p{L}+)/gu,
  suitability:
    /^(?:sim|serve sim|pode sim|funciona sim)\b|\b(?:serve|funciona|pode (?:tomar|usar)) sim\b/g,
  // The differential's own clause, as it is: nothing of its own to state.
  detail: /(?!)/g,
};

/**
 * The details of the topic a reply states that the product's customer-facing fields do not
 * (a sentence that checks or asks states nothing); empty when it states none.
 */
export function unsaidDetails(reply: string, topic: ProductTopic, fields: string): string[] {
  const known = fold(fields);
  const found: string[] = [];
  // A sentence's clauses: ', quer ver?' after a statement does not make it a question.
  const clauses = reply.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
    const parts = fold(sentence.trim()).split(/,\s/);
    // 'Sobre a nota fiscal, vou confirmar e te falo.': a topic named, then checked.
    if (parts.length === 2 && /^sobre /.test(parts[0]!) && CHECKS_OR_ASKS.test(parts[1]!))
      return [];
    const asks = parts.at(-1)!.endsWith('?');
    return parts.map((part, i) => (asks && i === parts.length - 1 ? `${part}?` : part));
  });
  for (const words of clauses) {
    if (CHECKS_OR_ASKS.test(words)) continue;
    for (const m of words.matchAll(DETAILS[topic])) {
      const detail = (m[1] ?? m[0]).trim();
      // 'na cor branca' of a product 'branco': the colour agrees with 'cor', it is the same one.
      const other = topic === 'variants' ? detail.replace(/a(s?)$/, 'o$1') : detail;
      if (topic === 'suitability' || (!known.includes(detail) && !known.includes(other)))
        found.push(detail);
    }
  }
  return found;
}

/**
 * Words of a question that name no detail ('gostaria', 'informações', 'será', 'cabe'), and the
 * words of an order or an access, which a course's differential names but a buyer's question
 * about them does not ask ('Não entra as aulas...').
 */
const NO_DETAIL = new Set(
  'gostaria seguintes informacoes informacao gentileza favor certo certa seria sera sabe saber informar dizer possivel consigo preciso minha minhas meus existe alguma algum fica ficar mais menos quero fazer esta estou obrigada obrigado pergunta duvida anuncio foto fotos descricao aparece aparecem vezes coisa aqui agora hoje amanha quando onde porque pois entao sobre entre depois tambem cada todo toda todos todas nada tudo este estes esta qual quais favor gente amigo amiga senhor senhora cabe caber linha acesso acessar aula aulas curso cursos modulo modulos plataforma link pagamento pedido entrega compra conta senha video videos aplicativo vitalicio email certificado'.split(
    ' ',
  ),
);

/** A process that sends or hands over goods ('envio pelos Correios', 'retirada no ateliê'). */
export const HANDED_OVER =
  /\b(?:envi\p{L}*|entreg\p{L}*|correios|transportadora|retir\p{L}*|frete)\b/u;

const SOLD_ALONE =
  /\b(?:tem|tens|teria|teriam) (?:so|somente|apenas) (?:[oa]s?) \p{L}{4,}|\b(?:sensor\p{L}*|controles?|pecas?)(?: \p{L}+){0,3} (?:a mais|adiciona(?:is|l)|extras?)\b|\b(?:somente|apenas|so) (?:d?[oa]s? )?\p{L}{4,}\b[^?]*\bvend\p{L}*|\bvend\p{L}* (?:so|somente|apenas|separad\p{L}*|avuls\p{L}*)\b|\b(?:separad|avuls)[oa]s?\b/u;

/** The part whose measure is asked ('dimensão da boca' → 'boca'). */
const PART_MEASURED =
  /\b(?:dimen?s\p{L}*|medidas?|tamanho|diametro|largura|comprimento) d[oa]s? (\p{L}{4,})/u;

/** Verbs a clause opens with that say what it does, as a detail's answer ('usa café em pó'). */
const OWN_VERB = /^(?:usa|faz|vai|da (?:para|pra)|aceita|serve|funciona|cabe|aguenta|suporta)\b/;

/**
 * A detail no topic reads, named by a word of the question that one clause of the differential
 * names too ('as pás são da cor branca?' → '3 pás brancas', 'São 2 ou 3 cabideiros?' → '2
 * cabideiros e prateleiras'); null when none does, so the seller checks as before. The product's
 * own name is no answer: every question names it ('Esse ventilador é de três ou seis?').
 */
export function detailAnswer(product: ProductInfo | null, asked: string): ProductAnswer | null {
  // Goods sent or handed over: a course's or a service's differential ('comunidade de alunas e
  // certificado') names what its buyers ask about, not what they ask.
  if (!product || !productFieldByName.diferencial.forCustomer) return null;
  if (!HANDED_OVER.test(fold(product.processo_vendas))) return null;
  // 'preciso somente do telefone, vc vende?' asks to buy a part alone, not what comes (ITF28).
  if (SOLD_ALONE.test(asked)) return null;
  const named = new Set(fold(product.nome).split(/[^\p{L}\d]+/u));
  // Only what is asked: the sentences that end in a question mark ('as pás são brancas?').
  const questions = asked.includes('?')
    ? asked
        .split(/(?<=[.!?])/)
        .filter((sentence) => sentence.endsWith('?'))
        .join(' ')
    : // 'tem este freezer com a função inverter' asks without its mark (FRZ2).
      asked;
  const wanted = questions
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w.length >= 4 && !/\d/.test(w) && !FILLER.has(w) && !NO_DETAIL.has(w))
    // 'a dimensão da boca do fogão de 1 boca': a part measured is asked, its name or not (FOG10).
    // 'o de duas bocas' of a 'Fogareiro … 1 Boca' names it too (FOG7).
    .filter(
      (w) =>
        ![...named].some((name) => stemOf(name) === stemOf(w) || `${name}s` === w) ||
        w === PART_MEASURED.exec(questions)?.[1],
    )
    // What the product is for is no detail: 'café' of a 'cafeteira' (MOK19's 'mantém o café quente').
    .filter((w) => ![...named].some((name) => name.length > w.length && name.startsWith(w)));
  const names = (clause: string) =>
    wanted.filter((w) => new RegExp(`\\b${stemOf(w)}`).test(fold(clause))).length;
  // The word asked first: 'ela é elétrica??? … faz o café' asks first whether it is electric (MOK9).
  const first = (clause: string) =>
    wanted.findIndex((w) => new RegExp(`\\b${stemOf(w)}`).test(fold(clause)));
  // A clause that states a detail opens with a count ('3 pás brancas') or holds a figure near the
  // word asked ('espaço para duas lâmpadas de até 14 cm', 'aguenta até 15 kg'); 'mostra os
  // batimentos em tempo real' or 'caldos e massas à noite' is not said back as 'Tem …'.
  // A clause that says what it is not ('não é inverter e não tem lâmpada') answers it too (FRZ2).
  const about = (clause: string) => {
    const words = fold(clause).split(/\s+/);
    const at = words.findIndex((w) => wanted.some((want) => w.startsWith(stemOf(want))));
    // 'usa só cápsulas…' says which, as 'não tem vaporizador de leite' says what not (CAF7, CAF23).
    const before = words.slice(0, at).join(' ');
    if (
      at >= 0 &&
      /\b(?:nao (?:e|tem|vem|possui|faz|acompanha|detecta|funciona|serve|liga)(?: \S+){0,2}|so|somente|apenas)$/.test(
        before,
      )
    )
      return true;
    // 'usa café em pó', 'dá para fazer menos': a clause that opens with its verb says it (MOK13).
    // Not 'mostra os batimentos em tempo real', which says what it shows, not how well (m508);
    // nor a word far in ('Condido desligar o alarme pelo celular?' is not answered by 'dá para
    // compartilhar o app com outro celular', FUM22).
    if (at >= 0 && at < 4 && OWN_VERB.test(words.join(' '))) return true;
    return /^\d/.test(clause) || (at >= 0 && at < 4 && /\d/.test(clause));
  };
  const [best] = clausesOf(tidyTyped(product.diferencial))
    .filter((clause) => names(clause) > 0 && about(clause))
    .sort((a, b) => names(b) - names(a) || first(a) - first(b));
  if (!best) return null;
  const said = best.split(/\s+/).length <= SAID_WHOLE ? best : windowOf(best, 'detail', wanted);
  // Its own aside goes with it: 'duas lâmpadas de até 14 cm (não inclusas)' (TP76).
  const at = said === best ? product.diferencial.indexOf(`${best} (`) : -1;
  const aside =
    at >= 0
      ? /^\([^()]{1,40}\)/.exec(product.diferencial.slice(at + best.length + 1))?.[0]
      : undefined;
  return { topic: 'detail', said: lowerFirst(aside ? `${said} ${aside}` : said) };
}
