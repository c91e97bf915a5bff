import { objectionKind, type ObjectionKind } from './facts.ts';
import { tidyTyped } from './member-text.ts';
import { nounPhrase, type NounPhrase } from './noun-phrase.ts';
import { firstSentence, lowerFirst, stripEnd, upperFirst } from './text.ts';

/**
 * The member's description of the customer's need and the objection they heard, read into
 * material an answer can be written with: the need spoken to the customer ('você quer vender
 * mais bolos'), what holds them back ('sem tempo'), the objection's kind and a short quote.
 */

export interface Need {
  /** What the customer wants or does, to follow 'você': 'quer vender mais bolos pelo Instagram'. */
  predicate: string | null;
  /** Or, when the need has no verb, what it is about: 'o casamento da irmã'. */
  topic: NounPhrase | null;
  /** What holds the customer back, from a 'mas não tem…' clause: 'sem tempo'. */
  constraint: string | null;
}

export interface Objection {
  kind: ObjectionKind | null;
  /** The customer's words, short enough to quote once ('Vou pensar e te falo depois'). */
  quote: string | null;
  /** The quote is a question ('Escurece?'), so the customer asked rather than said it. */
  asks: boolean;
}

/** Verbs of wanting, in the customer's person, whatever person the member typed. */
const wanting: Record<string, string> = {
  quer: 'quer',
  quero: 'quer',
  queria: 'quer',
  precisa: 'precisa',
  preciso: 'precisa',
  gostaria: 'gostaria',
  deseja: 'deseja',
  desejo: 'deseja',
  busca: 'busca',
  busco: 'busca',
  procura: 'procura',
  procuro: 'procura',
  sonha: 'sonha',
  sonho: 'sonha',
};

/** Other verbs a need starts with, first person mapped to the customer's. */
const doing: Record<string, string> = {
  tem: 'tem',
  tenho: 'tem',
  faz: 'faz',
  faço: 'faz',
  vende: 'vende',
  vendo: 'vende',
  trabalha: 'trabalha',
  trabalho: 'trabalha',
  mora: 'mora',
  moro: 'mora',
  usa: 'usa',
  uso: 'usa',
  vai: 'vai',
  vou: 'vai',
  está: 'está',
  estou: 'está',
  tá: 'tá',
  tô: 'tá',
  é: 'é',
  sou: 'é',
  sofre: 'sofre',
  sofro: 'sofre',
  pensa: 'pensa',
  penso: 'pensa',
  acha: 'acha',
  acho: 'acha',
  sabe: 'sabe',
  sei: 'sabe',
  pode: 'pode',
  posso: 'pode',
  consegue: 'consegue',
  consigo: 'consegue',
  anda: 'anda',
  ando: 'anda',
  vive: 'vive',
  vivo: 'vive',
  estuda: 'estuda',
  estudo: 'estuda',
  cuida: 'cuida',
  cuido: 'cuida',
  ama: 'ama',
  amo: 'ama',
  gosta: 'gosta',
  gosto: 'gosta',
  perde: 'perde',
  perco: 'perde',
  gasta: 'gasta',
  gasto: 'gasta',
  fica: 'fica',
  fico: 'fica',
  passa: 'passa',
  passo: 'passa',
  demora: 'demora',
  demoro: 'demora',
  sente: 'sente',
  sinto: 'sente',
  leva: 'leva',
  levo: 'leva',
  tenta: 'tenta',
  tento: 'tenta',
  odeia: 'odeia',
  odeio: 'odeia',
  dorme: 'dorme',
  durmo: 'dorme',
};

/** Nouns that look like infinitives ('colar de prata'). */
const notVerbs = new Set(
  'colar celular lugar jantar bar mar par açúcar mulher colher lazer prazer poder dever altar radar militar familiar particular'.split(
    ' ',
  ),
);

const subject =
  /^((o|a|minha|meu|essa|esse)\s+)?(cliente|clienta|pessoa|moça|moço|senhora|senhor|menina|rapaz)\s+|^(ele|ela|eu)\s+/i;
const person: Array<[RegExp, string]> = [
  [/\bminha\b/g, 'sua'],
  [/\bmeu\b/g, 'seu'],
  [/\bminhas\b/g, 'suas'],
  [/\bmeus\b/g, 'seus'],
  [/\bela mesma\b/g, 'você mesma'],
  [/\bele mesmo\b/g, 'você mesmo'],
];

/** The first sentence, ended by its own mark even when the next one starts in lower case. */
const firstOf = (text: string) => text.split(/(?<=[.!?…])\s+/)[0] ?? '';

/** The constraint a 'mas…' clause gives: 'não tem tempo' → 'sem tempo'. */
function constraintOf(clause: string): string | null {
  const text = clause.replace(/^(mas|porém|só que)\s+/, '');
  const match =
    /^não (?:tem|tenho|está com|tá com|tô com) (?:muito |nenhum |nenhuma )?([\p{L}\p{N}-]+(?: [\p{L}\p{N}-]+){0,2}?)(?: (?:pra|para|de|com|e)\b.*)?$/u.exec(
      text,
    );
  if (match?.[1]) return `sem ${match[1].trim()}`;
  const knows = /^não (?:sabe|sei) (.{3,40})$/.exec(text);
  if (knows?.[1]) return `sem saber ${knows[1]}`;
  const little = /^tem pouco (\p{L}+)/u.exec(text);
  if (little?.[1]) return `com pouco ${little[1]}`;
  return null;
}

function predicateOf(phrase: string, asked: boolean): string | null {
  const [first = '', ...rest] = phrase.split(' ');
  const word = first.toLowerCase();
  const tail = rest.join(' ');
  if (wanting[word]) return `${wanting[word]} ${tail.replace(/^me\b/, 'se')}`.trim();
  if (doing[word]) return `${doing[word]} ${tail}`.trim();
  if (word === 'não' && rest[0] && doing[rest[0].toLowerCase()]) {
    return `não ${doing[rest[0].toLowerCase()]} ${rest.slice(1).join(' ')}`.trim();
  }
  if (asked) {
    const question = phrase.replace(/^será que\s+/i, '');
    const open = /^(qual|quais|quanto|quantos|quantas|como|quando|onde|que|o que)\b/i;
    return `quer saber ${open.test(question) ? '' : 'se '}${lowerFirst(question)}`;
  }
  if (/^\p{Ll}+(ar|er|ir|ír)$/u.test(word) && word.length > 3 && !notVerbs.has(word)) {
    return `quer ${phrase}`;
  }
  return null;
}

/** The customer's need as the member described it, or null when it says nothing. */
export function needOf(text: string): Need | null {
  const tidy = tidyTyped(text);
  const first = firstOf(tidy);
  const asked = /\?$/.test(first);
  let phrase = stripEnd(first.replace(/(?<![!?])[!?]+$/, '')).replace(subject, '');
  phrase = lowerFirst(phrase);
  for (const [from, to] of person) phrase = phrase.replace(from, to);
  if (!phrase || /^(nada|nenhum|nenhuma|só olhando|não sei)\b/i.test(phrase)) return null;

  const [main = '', ...buts] = phrase.split(/,?(?<!\s)\s+(?=(?:mas|porém|só que)\s)/);
  const but = buts.join(' ');
  const constraint = but ? constraintOf(but) : null;
  const whole = !constraint && but && phrase.length <= 70 ? phrase : main;
  const clause = stripEnd(
    firstSentence(whole.split(/[;,]\s|\s[-–—]\s|\s(?:porque|pois)\s/)[0]!, 70),
  );
  const predicate = predicateOf(clause, asked);
  if (predicate) return { predicate, topic: null, constraint };
  return { predicate: null, topic: nounPhrase(clause), constraint };
}

/** The objection's kind and a quote short enough to repeat once. */
export function objectionOf(text: string): Objection {
  const tidy = tidyTyped(text);
  if (!tidy) return { kind: null, quote: null, asks: false };
  const first = firstOf(tidy);
  const asks = /\?$/.test(first) && first.length <= 70;
  const quote = upperFirst(stripEnd(firstSentence(first, 70)));
  return {
    kind: objectionKind(tidy),
    quote: quote ? (asks ? `${quote}?` : quote) : null,
    asks,
  };
}

/** The words of a need, to tell whether another text repeats it. */
export const needText = (need: Need) => need.predicate ?? need.topic?.text ?? '';
