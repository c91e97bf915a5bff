/**
 * A feature of the goods asked by what it does, not by a word the differential repeats (round
 * 20): 'A noite no escuro ela mostra?' is answered by 'visão noturna colorida', 'tem app pago?'
 * by 'app Yoosee gratuito', 'cartão de memória?' by 'sem memória interna (cartão microSD…)'.
 * Each feature pairs the ways a buyer asks it with the words of a clause that states it; the
 * answer is the differential's own clause, so nothing is said that the member did not write.
 */
import { productFieldByName, productFieldNames } from '#shared/products.ts';
import type { ProductInfo } from '../product-info.ts';
import { HANDED_OVER, type ProductAnswer } from './product-answer.ts';
import { colourAsked, type ProductTopic } from './turn.ts';
import { tidyTyped } from './member-text.ts';
import { fold, lowerFirst, stripEnd } from './text.ts';

/** Words of paying by card: 'aceita cartão?' is a payment, 'vende o cartão?' of a camera is not. */
const PAYING =
  /\b(?:pag\p{L}*|parcel\p{L}*|credito|debito|aceit\p{L}*|no cartao|maquin\p{L}*|pix|boleto|vezes|juros|passa)\b/u;

interface Feature {
  /** How a buyer asks it, on their words folded. */
  asked: (asked: string) => boolean;
  /** A clause of the differential that states it, folded; the clauses next to it that do too. */
  states: RegExp;
  /** The topic it settles: 'tem na cor preta?' is not checked where colours go by stock. */
  covers?: ProductTopic;
  /** Its clause must name a thing the buyer named ('acompanha o que faz o leite?' is no kit). */
  named?: true;
}

const by = (re: RegExp) => (asked: string) => re.test(asked);

const FEATURES: readonly Feature[] = [
  {
    // Colours that go by stock, not chosen: any colour asked, or choosing one (SAP1–SAP38).
    asked: (asked) => !!colourAsked(asked) || /\bcor(?:es)?\b/.test(asked),
    states:
      /\b(?:conforme|de acordo com) (?:o |a )?(?:estoque|disponibilidade)\b|\bsem escolha de cor\b|\bcor(?:es)? (?:sortid|aleatori)\p{L}*/u,
    covers: 'variants',
  },
  {
    // A model cut short where the fit goes by the full one: the clause that says so (SEN3).
    asked: (asked) => (MODEL_CODE.exec(asked)?.[0].length ?? FULL_MODEL) < FULL_MODEL,
    states: /\bmodelo completo\b/,
    covers: 'suitability',
  },
  {
    asked: by(
      /\bvem (?:dois|duas|tres|\d+)\b|\bquantas? unidades?\b|\b(?:sao|e) (?:dois|duas|\d+) unidades\b/,
    ),
    states: /\b(?:de|com|por) (?:uma|1) unidade\b|\bvendid[oa] por unidade\b/,
  },
  {
    // Which app, whether it is paid, its name: not how easy it is, which the clause does not say.
    asked: (asked) =>
      /\b(?:app|apps|aplicativos?)\b/.test(asked) &&
      /\b(?:qual|quais|nome|pag[oa]|pagar|gratuito|gratis|custa|valor|compr\p{L}*|compative\p{L}*|yoosee|yose|icsee|baixa\p{L}*)\b/u.test(
        asked,
      ),
    states: /\b(?:app|aplicativo)\b/,
  },
  { asked: by(/\b(?:yoosee|yose|icsee)\b/), states: /\b(?:app|aplicativo)\b/ },
  // An app asked by its name is answered only by a clause that names it (ALM3, not SPG28).
  ...['tuya', 'smart ?life'].map((app) => ({
    asked: by(new RegExp(`\\b${app}\\b`)),
    states: new RegExp(`\\b${app}\\b`),
    covers: 'suitability' as const,
  })),
  // 'Consigo ligar ou desligar pelo app?', 'monitorar pelo celular?' of 'controla pelo app' (ALM26).
  {
    asked: by(
      /\b(?:ligar|desligar|controlar|monitorar|armar|desarmar|acompanhar)\b[^?]{0,30}\b(?:pelo|no|via) (?:o )?(?:app|aplicativo|celular)\b/,
    ),
    states: /\b(?:controla|controle|monitora)\p{L}* [^,;]*\b(?:app|aplicativo)\b/u,
  },
  {
    asked: (asked) =>
      /\bcart(?:ao|oes) (?:de )?memoria\b|\b(?:micro ?|cartao )sd\b|\bmemoria\b/.test(asked) ||
      (/\bcartao\b/.test(asked) && !PAYING.test(asked)),
    states: /\bmemoria\b|\bmicro ?sd\b/,
  },
  {
    asked: by(/\b(?:a|de|durante a) noite\b|\bno escuro\b|\bnoturn\p{L}*|\binfravermelh\p{L}*/u),
    states: /\bnoturn|\binfravermelh/,
  },
  { asked: by(/\baudio\b|\bmicrofone\b/), states: /\baudio\b/ },
  // The brand: 'Qual é a marca?', 'É da Whirlpool?' of 'Peças originais Brastemp' (SEN11, SEN24).
  {
    asked: by(
      /\bmarcas?\b|^(?:(?:ela|ele|isso|essa|esse|sao|e) )?(?:e|sao) d[ao]s? \p{L}+[?!.\s]*$/u,
    ),
    states: /\boriginais?\b/,
  },
  {
    asked: by(
      /\bwi-? ?fi\b|\bwhi\p{L}*\b|\bwireless\b|\b5 ?g(?:hz)?\b|\bfrequencia\b|\binternet\b|\bcabo de rede\b|\bcomo (?:eu )?(?:conecto|conectar|ligo|ligar)\b|\bbluetooth\b|\bsem net\b/u,
    ),
    states: /\bwi-?fi\b|\bcabo de rede\b|\bbluetooth\b/,
    covers: 'suitability',
  },
  { asked: by(/\bmoviment\p{L}*|\bsensor de presenca\b/u), states: /\bmoviment/ },
  {
    asked: by(
      /\bprova d(?:e |')?agua\b|\bchuva\b|\bmolha\p{L}*|\b(?:area|ambiente) extern\p{L}*|\bao ar livre\b|\bpiscina\b|\bnadar\b|\bmergulh\p{L}*/u,
    ),
    states:
      /\bprova d(?:e |')?agua\b|\b(?:areas?|uso) (?:internos?|internas?|externas?|cobertas?)\b|\bnadar\b/,
  },
  // A smart plug's (round 21): the load it takes, asked in amperes, watts or 'carga'.
  {
    asked: by(
      /\bcarga\b|\bpotencia\b|\bwatts?\b|\b\d+(?:[.,]\d+)? ?(?:w|a|amp\p{L}*|cv)\b|\bamper\p{L}*|\b(?:aguenta|suporta)\b/u,
    ),
    // Its load, by its unit: 'aguenta até 20A', not 'aguenta até 10 kg em cada boca' (FOG26) nor
    // 'suporta de 80 a 150 kg'.
    states:
      /^(?:aguenta|suporta)\b.*\b\d+(?:[.,]\d+)? ?(?:a|w|amp\p{L}*|watts?)\b(?! ?\d)|\bcarga maxima\b/u,
  },
  // The weight it holds: 'Aguenta quantos kilos', 'aguenta 10kg?', 'carga máxima' of 'aguenta até
  // 10 kg em cada boca' (FOG5).
  {
    asked: by(
      /\b(?:aguenta|suporta)\b.*(?:\d ?|\b)(?:kg|kilos?|quilos?|peso|pesad\p{L}*)\b|\bquantos? (?:kg|kilos?|quilos?)\b|\bcarga\b/u,
    ),
    states: /^(?:aguenta|suporta)\b.*(?<![\d.,])\d+(?:[.,]\d+)? ?(?:kg|kilos?|quilos?)\b/,
    covers: 'size',
  },
  {
    // 'Qual o tipo da tomada?' of 'tomada de 20A' (FOG12).
    asked: by(/\bpinos?\b|\bplug(?:ue)?s?\b|\btomada de \d+ ?a|\btipo d[ae] tomada\b/),
    states: /\bpinos?\b|\bplugues?\b|\btomada de \d+ ?a\b/,
    covers: 'size',
  },
  // Where its power supply sits: 'com fonte embutida (interna)?' of '… fonte 110/220 V
  // (externa)' (GEL23).
  {
    asked: by(/\b(?:fonte|carregador) (?:embutid|interna|externa)\p{L}*/u),
    states: /\bfonte\b/,
  },
  // More than one phone: 'não da colocar em 2 aparelho smartphones' of 'dá para compartilhar o
  // app com outro celular' (FUM3, FUM10).
  {
    asked: by(
      /\b(?:2|dois|duas|mais de um|varios) (?:aparelhos? )?(?:celular(?:es)?|smartphones?|telefones?)\b|\bcompartilh\p{L}*/u,
    ),
    states: /\bcompartilh/,
  },
  // Several in one app: 'é possível conectar vários sensores dentro do app?' of 'quantos
  // sensores quiser no mesmo app' (FUM4).
  {
    asked: by(
      /\b(?:varios|varias|mais de um|mais de uma) (?:sensores|detectores|dispositivos|aparelhos|cameras|lampadas|tomadas)\b|\bquant[oa]s (?:sensores|detectores|dispositivos|aparelhos|cameras|lampadas|tomadas) (?:posso|consigo|da pra|da para|cabem) (?:colocar|conectar|adicionar|ligar|cadastrar)\b/,
    ),
    states: /\bquant[oa]s \p{L}+ quiser\b/u,
  },
  // Both sides: 'o verso é a mesma cor da frente?' of 'os dois lados têm a mesma cor' (ADS10).
  {
    asked: by(/\bverso\b|\bdois lados\b|\bmesma cor (?:d[ao]s? )?(?:frente|outro lado)\b/),
    states: /\bdois lados\b|\bverso\b/,
  },
  // Whether it freezes: 'consegue congelar… ou tem repartimentos diferentes?' of 'gela ou
  // congela, até -17 °C, num compartimento só' (GEL33).
  { asked: by(/\bcongel\p{L}*/u), states: /\bcongela\b/ },
  // The heat it reaches: 'aguenta uma temperatura alta?' of 'chega a 420 °C' (FOG28).
  {
    asked: by(
      /\btemperaturas? (?:alta|maxima|elevada)s?\b|\bquantos graus\b|\b(?:aguenta|chega|alcanca|atinge)\b[^?.]{0,20}\btemperatura\b/,
    ),
    states: /\d ?°c\b|\bgraus\b/,
  },
  {
    asked: by(
      /(?<!\bqual )\ba distancia\b|\bfora de casa\b|\bde longe\b|\bremot\p{L}*|\bde qualquer lugar\b|\boutra cidade\b|\bmesma rede\b/u,
    ),
    states: /\bde qualquer lugar\b|\ba distancia\b|\bremot|\bde onde (?:voce )?estiver\b/,
  },
  {
    asked: by(/\balexa\b|\bgoogle\b|\bassistente\b|\bcomando de voz\b|\becho dot\b/),
    states: /\balexa\b|\bgoogle\b|\bassistente\b/,
  },
  { asked: by(/\bconsumo\b|\bquanto gasta\b|\bkwh\b/), states: /\bconsumo\b/ },
  {
    asked: by(
      /\b(?:queda|falta|volta) d[ae] (?:energia|luz)\b|\bcai\p{L}* a (?:energia|luz)\b|\b(?:acab\p{L}*|volt\p{L}*) a (?:energia|luz)\b|\bultimo estado\b/u,
    ),
    states: /\b(?:queda|falta) d[ae] (?:energia|luz)\b|\bultimo estado\b/,
  },
  {
    asked: by(
      /\bprogramar (?:os |o )?horarios?\b|\bhorarios? program\p{L}*|\btimer\b|\bprogramacao\b|\bhorarios? (?:para|pra) (?:ligar|desligar)\b/u,
    ),
    states: /\bprogramad\p{L}*|\btimer\b|\btemporizad/u,
  },
  // A smartwatch's (round 21): the phones it pairs with, calls, paying by NFC, the battery, what
  // comes with it, how it charges.
  {
    asked: by(/\b(?:iphone|android|ios|samsung|xiaomi|motorola|celular(?:es)?|smartphone)\b/),
    states: /\bqualquer celular\b|\b(?:android|iphone)\b/,
    covers: 'suitability',
  },
  { asked: by(/\bligac(?:ao|oes)\b|\batende\b|\bchamadas?\b/), states: /\bligac(?:ao|oes)\b/ },
  {
    asked: by(/\bnfc\b|\baproximacao\b|\bpagamentos? (?:por|pelo|com)\b/),
    states: /\bnfc\b|\baproximacao\b/,
  },
  { asked: by(/\bbateria\b|\bmah\b/), states: /\bbateria\b/ },
  // How far it reaches: a video doorbell from the router (round 21), an intercom's two units, or
  // 'tenho 50 m de distância, ele atende?' (round 22).
  {
    asked: by(
      /\balcance\b|\bdistancia (?:d[oa]|entre|maxima)\b|\bquantos metros\b|\bqual (?:a )?distancia\b|\bdistancia\b[^?.]{0,40}\bentre\b|\bde distancia\b/,
    ),
    states: /\bmetros\b|\balcance\b/,
    // 'Tenho 50 m de distância, ele atende?' is answered by the range (ITF32).
    covers: 'suitability',
  },
  {
    // 'ele invia mensagens para o aplicativo do celular' of 'avisa no celular' (FUM11).
    asked: by(
      /\bnotifica\p{L}*|\bmensage(?:m|ns) (?:aparece|chega)\p{L}*|\baparece na tela\b|\b(?:envia|invia|manda)\p{L}* (?:mensage\p{L}*|alertas?|avisos?) (?:para|pra|no|ao) (?:o |os )?(?:celular|app|aplicativo|telefone)|\bavisa\p{L}* (?:no|pelo) (?:celular|app)/u,
    ),
    states: /\bnotificac|\bavisa no celular\b/,
  },
  {
    asked: by(
      /\bvem (?:com|o|a|os|as|so|junto)\b|\bacompanha\b|\bbrinde\b|\bna caixa\b|\binclus[oa]s?\b|\bincluid\p{L}*/u,
    ),
    states: /^(?:vem|acompanha)\b|\bbrinde\b/,
    covers: 'contents',
    named: true,
  },
  { asked: by(/\bcarreg\p{L}*|\bcarga\b/u), states: /^carrega\b|\bcarregador\b/ },
  // A smart lamp's (round 21): the socket, the wall switch, its colours and whites, several at once.
  {
    asked: by(/\bsoquetes?\b|\bslquetes?\b|\bbocal\b|\brosca\b|\badaptador\b|\be27\b|\be14\b/),
    states: /\b(?:bocal|soquete|e27|e14)\b/,
  },
  { asked: by(/\binterruptor\b/), states: /\binterruptor\b/ },
  {
    asked: (asked) =>
      !!colourAsked(asked) ||
      /\bcor(?:es)?\b|\btemperatura\b|\bbranc[oa] (?:quente|frio)\b|\bkelvin\b/.test(asked),
    states: /\btodas as cores\b|\brgb\b|\bdo quente ao frio\b|\d ?k\b/,
    covers: 'variants',
  },
  {
    asked: by(
      /\bvarias lampadas\b|\bao mesmo tempo\b|\bsincronizar (?:as|varias|todas)\b|\btodas juntas\b/,
    ),
    states: /\bsincroniz/,
  },
  // A wireless intercom's (round 22): the lock it opens, its buttons, the call sent to a phone.
  {
    asked: by(/\bfechaduras?\b|\bcontato seco\b/),
    states: /\bfechaduras?\b|\bcontato seco\b|\bportoes\b/,
  },
  { asked: by(/\bbot(?:ao|oes)\b/), states: /\bbot(?:ao|oes)\b/ },
  {
    asked: by(
      /\bsiga-? ?me\b|\b(?:conect\p{L}*|toca\p{L}*|atend\p{L}*|cham\p{L}*) (?:n[oa]|pelo|com o|ao) (?:meu )?celular\b/u,
    ),
    states: /\bsiga-?me\b|\bseu celular\b/,
  },
  // A chest freezer's (round 22): its power in watts, drinks it cools.
  { asked: by(/\bpotencia\b|\bwatts?\b|\bquantos w\b/), states: /^\d+(?:[.,]\d+)? ?w$/ },
  {
    asked: by(/\bcervejas?\b|\bbebidas?\b|\brefrigerantes?\b|\bgelar\b/),
    states: /\bbebidas?\b|\bcervejas?\b/,
    covers: 'suitability',
  },
  // A capsule coffee machine's (round 22): the voucher, the capsules it takes.
  { asked: by(/\bvoucher\b|\bcupo(?:m|ns)\b|\bpromocao\b/), states: /\bvoucher\b|\bcupom\b/ },
  // What it takes: 'Cabe a cápsula Italle?', 'qual o tipo da cápsula?' of 'usa só cápsulas…'.
  {
    asked: (asked) =>
      /\b(?:capsulas?|refil|refis|cartuchos?)\b/.test(asked) &&
      /\b(?:tipos?|qualquer|outr[ao]s? marcas?|compativ\p{L}*|cabe|serve|aceita|usa|utiliza\p{L}*|essenza|vertuo|italle|dolce|generic\p{L}*|paralel\p{L}*)\b/u.test(
        asked,
      ),
    states: /\b(?:usa|aceita) (?:so|somente|apenas)\b/,
    covers: 'suitability',
  },
  // A Wi-Fi alarm kit's (round 22): how many sensors or controls it takes.
  {
    asked: by(
      /\b(?:adicion\p{L}*|acrescent\p{L}*|ampliar|mais|adicionais|extras?)\b[^?]{0,30}\b(?:sensor\p{L}*|controles?|cameras?|dispositivos?)\b|\bprecis\p{L}* (?:de )?(?:mais )?\d+ sensor\p{L}*/u,
    ),
    states: /\b(?:aceita|suporta) ate \d+\b/,
    named: true,
  },
];

const PRICE_ASKED = /\b(?:pag[oa]|pagar|custa|valor|preco|compr\p{L}*)\b/u;
const FREE = /\b(?:gratuit\p{L}*|gratis|incluso|incluid\p{L}*)\b/u;

/**
 * A sentence asks the price of a feature the differential calls free ('o aplicativo é pago?',
 * 'qual o app que precisa comprar?' of 'app Yoosee gratuito'): the answer is the feature's
 * clause, not the product's price.
 */
export function freeFeaturePriced(product: ProductInfo | null, asked: string): boolean {
  return asked
    .split(/[.?!]+/)
    .filter((sentence) => PRICE_ASKED.test(sentence))
    .some((sentence) =>
      featureAnswers(product, sentence).some((answer) => FREE.test(fold(answer.said ?? ''))),
    );
}

/** Fewer characters than a label's model code has ('BRE57ABANA20'): a model cut short. */
const FULL_MODEL = 8;

/**
 * A model code off an appliance's label ('BRM50NBANA', 'bre59aeana', 'PFSS5NJWA'): two letters or
 * more, digits, then a letter. A unit ('110v', '64gb'), a road ('BR101') or a serial
 * ('JG0412911') does not read as one, nor a code the product's own fields name.
 */
export const MODEL_CODE = /(?<![\p{L}\d])(?=[a-z\d]{5,20}(?![\p{L}\d]))[a-z]{2,}\d+[a-z][a-z\d]*/iu;

/**
 * The code of the model the customer's goods must serve, upper-cased as labels print it; null
 * for a code cut short where the differential says the fit goes by the full model (its clause
 * answers instead, SEN3).
 */
export function modelAsked(written: string, product: ProductInfo | null): string | null {
  const code = MODEL_CODE.exec(written)?.[0];
  if (!code || !product || !HANDED_OVER.test(fold(product.processo_vendas))) return null;
  const own = fold(productFieldNames.map((name) => product[name] ?? '').join(' '));
  if (own.includes(fold(code))) return null;
  if (code.length < FULL_MODEL && /\bmodelo completo\b/.test(own)) return null;
  return code.toUpperCase();
}

/**
 * The differential's clauses, each with its own aside ('sem memória interna (cartão…)'); a piece
 * that goes on the one before ('da TV ou do computador', 'pelo app M Active Pro') stays with it.
 */
const clausesOf = (text: string) =>
  text
    .split(/[;!?]|\.(?!\d)|:\s/)
    .flatMap((part) =>
      part
        // Not inside an aside: '4 funções (resfria, conserva, congela e gela bebidas)' (FRZ12).
        .split(/,\s(?![^(]*\))/)
        .reduce<string[]>(
          (pieces, piece) =>
            pieces.length > 0 &&
            (GOES_ON.test(piece.trim()) ||
              // 'Vem com sirene, 2 sensores de abertura, sensor de presença…': one list.
              /^(?:vem|acompanha|inclui)\b/i.test(pieces.at(-1)!.trim()))
              ? [...pieces.slice(0, -1), `${pieces.at(-1)!}, ${piece.trim()}`]
              : [...pieces, piece],
          [],
        ),
    )
    .map((c) => stripEnd(c.trim()))
    .filter(Boolean);

const GOES_ON =
  /^(?:d[aoe]s?|ou|nem|nunca|mas|inclusive|exceto|at[eé]|num|numa|pel[ao]s?|n[ao]s?|com (?:o|a|os|as))\s|^sem \p{L}+$|^\p{L}+ndo\b/u;

/** The last differential's clauses: a reading asks for them up to three times. */
let cached: { text: string; clauses: string[] } | null = null;
function differentialClauses(text: string): string[] {
  if (cached?.text !== text) cached = { text, clauses: clausesOf(tidyTyped(text)) };
  return cached.clauses;
}

const COMES = /\b(?:vem|acompanha\p{L}*|inclu\p{L}*)\b/u;

/** Words of what comes asked that name no thing ('o que vem na caixa?'). */
const NO_THING = new Set(
  'que com uma umas uns dos das nos nas ele ela tem sao vai pra por vem acompanha acompanham junto juntos caixa inclui incluso inclusa inclusos inclusas incluido incluida esse essa este esta isso dele dela produto tambem alem algum alguma alguns quais qual como quantos quantas'.split(
    ' ',
  ),
);

/**
 * The features of goods the customer asks about that the differential states, each answered
 * by its clause, in the order the differential says them; empty when none is asked or stated.
 */
export function featureAnswers(product: ProductInfo | null, asked: string): ProductAnswer[] {
  if (!product?.diferencial || !productFieldByName.diferencial.forCustomer) return [];
  const clauses = differentialClauses(product.diferencial);
  const found = new Map<number, ProductAnswer>();
  // The things its sentence names; none after 'vem' or 'acompanha' ('Boa noite, o que vem na
  // caixa?') asks what comes, whatever it is.
  const comes = asked.split(/[?.!]/).find((sentence) => COMES.test(sentence));
  const wordsOf = (text: string) =>
    text.split(/[^\p{L}]+/u).filter((w) => w.length >= 3 && !NO_THING.has(w));
  const things = wordsOf(comes ?? asked);
  const namesOne = (clause: string) =>
    (comes !== undefined && wordsOf(comes.split(COMES).at(-1)!).length === 0) ||
    things.some((w) => new RegExp(`\\b${w.slice(0, -1)}`).test(fold(clause)));
  for (const feature of FEATURES) {
    if (!feature.asked(asked)) continue;
    const states = (i: number) =>
      i < clauses.length &&
      feature.states.test(fold(clauses[i]!)) &&
      (!feature.named || namesOne(clauses[i]!));
    const at = clauses.findIndex((_, i) => states(i));
    if (at < 0 || found.has(at)) continue;
    // 'a cor vai conforme o estoque do dia, sem escolha de cor': the clauses next to it too.
    let end = at + 1;
    while (states(end)) end++;
    const said = lowerFirst(clauses.slice(at, end).join(', '));
    found.set(at, { topic: 'detail', said, ...(feature.covers && { covers: feature.covers }) });
  }
  // In the order the differential says them.
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, answer]) => answer);
}
