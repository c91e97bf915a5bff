import { normalized } from './chat-text.ts';
import { upperFirst } from './text.ts';

/**
 * A date the customer gave, read from what they said ('tá caro, mas eu precisava antes do
 * Natal', 'só recebo dia 10', 'consegue ate sexta?'): either a deadline the offer has to meet,
 * or a later moment that suits them better. The objection answers, replies and follow-ups use it
 * instead of a generic "não deixa pra depois". The one reader of dates for the offline writer.
 */
export interface Deadline {
  /** As a seller writes it after 'você precisa': 'antes do Natal', 'até sexta', 'para o dia 20'; a later moment: 'depois do Natal', 'no dia 10'. */
  when: string;
  /** True for a later moment the customer prefers ('só depois do Natal', 'só recebo dia 10'). */
  later: boolean;
  /** The date alone, as `when` writes it: 'Natal', 'sexta', 'dia 20'. */
  date: string;
}

/** Dates, folded as `normalized` leaves them → as a seller writes them, with their article. */
const DATES: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string, '' | 'o' | 'a']> = [
  [/natal/, () => 'Natal', 'o'],
  [/ano novo/, () => 'Ano-Novo', 'o'],
  [/carnaval/, () => 'Carnaval', 'o'],
  [/pascoa/, () => 'Páscoa', 'a'],
  [
    /dia d(?:as|os) (maes|pais|namorados|criancas)/,
    (m) =>
      `Dia ${m[1] === 'maes' ? 'das Mães' : m[1] === 'criancas' ? 'das Crianças' : `dos ${upperFirst(m[1]!)}`}`,
    'o',
  ],
  [
    /fim (?:do|de) (mes|semana|ano)/,
    (m) => (m[1] === 'semana' ? 'fim de semana' : m[1] === 'mes' ? 'fim do mês' : 'fim do ano'),
    'o',
  ],
  [/(semana|mes) que vem/, (m) => (m[1] === 'mes' ? 'mês que vem' : 'semana que vem'), ''],
  [/dia (\d{1,2}(?:\/\d{1,2})?)/, (m) => `dia ${m[1]}`, 'o'],
  [/(segunda|terca|quarta|quinta|sexta|sabado|domingo)(?:[- ]feira)?/, (m) => WEEKDAYS[m[1]!]!, ''],
  [/(amanha|hoje)/, (m) => (m[1] === 'hoje' ? 'hoje' : 'amanhã'), ''],
  [
    /(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)/,
    (m) => (m[1] === 'marco' ? 'março' : m[1]!),
    '',
  ],
];
const WEEKDAYS: Record<string, string> = {
  segunda: 'segunda',
  terca: 'terça',
  quarta: 'quarta',
  quinta: 'quinta',
  sexta: 'sexta',
  sabado: 'sábado',
  domingo: 'domingo',
};

/** Each date as a whole word, every place it stands: compiled once. */
const BOUNDED = DATES.map(
  ([re, name, article]) => [new RegExp(`\\b${re.source}\\b`, 'g'), name, article] as const,
);

/** A try or a wait told in the past, right before the date ('tentei até', 'esperei até'). */
const PAST_TRY = /\b(?:tentei|esperei|aguardei|fiquei|liguei|insisti)\b(?:\s+\S+){0,3}\s+$/;

/** The words right before a date that make it a deadline ('antes do', 'até', 'pra')... */
const BY = /\b(antes d[eoa]s?|ate(?: [oa])?|para(?: [oa])?|pro|pras?)\s+$/;
/** ...a later moment after 'depois do' ('só depois do Natal')... */
const AFTER = /\bdepois d[eoa]s?\s+$/;
/** ...or after 'só', 'recebo' or 'começo' a few words before ('só posso pagar no dia 10'). */
const LATER = /\b(?:so|somente|recebo|comeco)(?: [a-z]+){0,3}\s+$/;

/** ...and none after an event of the seller's ('o lançamento do dia 11', 'a turma de março'). */
const OF_AN_EVENT =
  /\b(?:lancamento|turma|live|abertura|promocao|black friday|inscricoes) (?:d[eoa]s?|n[oa]s?|em)\s+$/;

/**
 * The first date in what the customer said (the texts in order, e.g. the objection before the
 * need). A date with nothing of the kind before it ('me chama no sábado') says when to talk, not
 * a deadline, except a day of the month ('é dia 20').
 */
export function deadlineOf(...said: string[]): Deadline | null {
  for (const text of said) {
    const words = normalized(text);
    for (const [re, name, article] of BOUNDED) {
      for (const m of words.matchAll(re)) {
        const before = words.slice(0, m.index);
        const date = name(m);
        const the = article ? `${article} ` : '';
        // 'de olho no lançamento do dia 11' names the seller's date, not one the customer needs.
        if (OF_AN_EVENT.test(before)) continue;
        // 'Te tentei até dia 12.11 e desisti': a date gone by, no deadline.
        if (PAST_TRY.test(before)) continue;
        const by = BY.exec(before)?.[1];
        if (AFTER.test(before)) {
          const when = article ? `depois d${article} ${date}` : `depois de ${date}`;
          return { when, later: true, date };
        }
        if (by?.startsWith('antes')) {
          const when = article ? `antes d${article} ${date}` : `antes de ${date}`;
          return { when, later: false, date };
        }
        if (by?.startsWith('ate')) return { when: `até ${the}${date}`, later: false, date };
        if (by) return { when: `para ${the}${date}`, later: false, date };
        if (LATER.test(before))
          return { when: article ? `n${article} ${date}` : date, later: true, date };
        if (/^dia \d/.test(m[0])) return { when: `para ${the}${date}`, later: false, date };
      }
    }
  }
  return null;
}

/** The deadline the customer gave, if not a later moment: for replies and follow-ups. */
export const neededBy = (...said: string[]): string | null => {
  const deadline = deadlineOf(...said);
  return deadline && !deadline.later ? deadline.when : null;
};
