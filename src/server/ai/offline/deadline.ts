import { tidyTyped } from './member-text.ts';
import { fold } from './text.ts';

/**
 * A date the customer gave, read from what they said ('tá caro, mas eu precisava antes do
 * Natal', 'só recebo dia 10'): either a deadline the offer has to meet, or a later moment that
 * suits them better. The answers use it instead of a generic "não deixa pra depois".
 */
export interface Deadline {
  /** Ready to follow a verb: 'antes do Natal', 'até sexta', 'até o dia 20', 'depois do Natal'. */
  when: string;
  /** True for a later moment the customer prefers ('depois do Natal', 'no dia 10'). */
  later: boolean;
}

const weekday = '(?:segunda|terça|terca|quarta|quinta|sexta|sábado|sabado|domingo)(?:-feira)?';
const day = `(?:o )?dia \\d{1,2}(?:º)?`;
const named = `[\\p{L}\\dº]+(?: (?:de |do |da )?[\\p{Lu}\\d][\\p{L}\\dº]*)?`;

const patterns: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => Deadline]> = [
  [
    new RegExp(`\\b(?:[Ss]ó |[Ss]omente )?[Dd]epois d([oa]s?) (${named})`, 'u'),
    (m) => ({ when: `depois d${m[1]} ${m[2]}`, later: true }),
  ],
  [
    new RegExp(
      `\\b(?:só|somente|recebo|começo|comeco)\\s+(?:no |em )?(${day}|${weekday}|em [\\p{L}]+)`,
      'iu',
    ),
    (m) => ({ when: dated(m[1]!, 'no'), later: true }),
  ],
  [
    new RegExp(`\\b[Aa]ntes d([eoa]s?) (${named})`, 'u'),
    (m) => ({ when: `antes d${m[1]} ${m[2]}`, later: false }),
  ],
  [
    new RegExp(`\\baté (?:a |o )?(${day}|${weekday}|amanhã|amanha|o fim do mês)`, 'iu'),
    (m) => ({ when: `até ${dated(m[1]!, '')}`, later: false }),
  ],
  [
    new RegExp(`\\b(?:pra|para) (amanhã(?: cedo)?|amanha(?: cedo)?|${weekday}|${day})`, 'iu'),
    (m) => ({ when: `pra ${dated(m[1]!, '')}`, later: false }),
  ],
  [
    new RegExp(`(?<!\\p{L})(?:é|e|no|na) (${day}|${weekday})`, 'iu'),
    (m) => ({ when: `até ${dated(m[1]!, '')}`, later: false }),
  ],
];

/** 'dia 20' → 'o dia 20' (after 'até') or 'no dia 20'. */
function dated(text: string, preposition: 'no' | ''): string {
  const day = /^(?:o )?dia (\d{1,2}º?)$/i.exec(text);
  if (day) return preposition ? `no dia ${day[1]}` : `o dia ${day[1]}`;
  return text.toLowerCase().replace(/^em /, 'em ');
}

/** The first date in what the customer said, the objection before the need. */
export function deadlineOf(...said: string[]): Deadline | null {
  for (const text of said) {
    const tidy = tidyTyped(text);
    if (
      !tidy ||
      !/\d|antes|até|ate|depois|amanh|segunda|terça|terca|quarta|quinta|sexta|s[aá]bado|domingo/i.test(
        fold(tidy),
      )
    ) {
      continue;
    }
    for (const [re, read] of patterns) {
      const m = re.exec(tidy);
      if (m) return read(m);
    }
  }
  return null;
}
