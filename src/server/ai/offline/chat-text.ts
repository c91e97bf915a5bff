import { fold, upperFirst } from './text.ts';

/**
 * Customers' WhatsApp words as the reply writer reads them: shorthand spelled out ('qto',
 * 'vc', 'c meu'), no accents, stretched letters shrunk ('carooo'), no emoji, and without the
 * placeholders an export leaves for audio and photos.
 */

/** The placeholders WhatsApp writes for what an export leaves out (Android, iPhone, pt and en). */
const MEDIA =
  /<\s*m[ií]dia oculta\s*>|<\s*media omitted\s*>|(?<!\p{L})(?:[aá]udio|imagem|v[ií]deo|figurinha|documento|gif|sticker|image|audio|video)\s+(?:ocultad[oa]|omitid[oa]|omitted)\b|\S+\.(?:opus|ogg|m4a|jpe?g|png|webp|mp4|pdf)\s*\((?:arquivo anexado|file attached)\)|<anexado:[^>]*>|\u200e/giu;

export const HAS_MEDIA = new RegExp(MEDIA.source, 'iu');

export const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}/gu;

/** Chat shorthand spelled out, so one pattern reads every way of writing a word. */
const SHORTHAND: Record<string, string> = {
  qto: 'quanto',
  qnto: 'quanto',
  qnt: 'quanto',
  qt: 'quanto',
  qtos: 'quantos',
  qnts: 'quantos',
  quantu: 'quanto',
  vc: 'voce',
  vcs: 'voces',
  tb: 'tambem',
  tbm: 'tambem',
  pq: 'porque',
  hj: 'hoje',
  td: 'tudo',
  tds: 'todos',
  mt: 'muito',
  mto: 'muito',
  mta: 'muita',
  c: 'com',
  cm: 'com',
  p: 'para',
  pra: 'para',
  blz: 'beleza',
  obg: 'obrigado',
  obgd: 'obrigado',
  obgda: 'obrigada',
  vlw: 'valeu',
  n: 'nao',
  naum: 'nao',
  nd: 'nada',
  q: 'que',
  oq: 'o que',
  dps: 'depois',
  agr: 'agora',
  msg: 'mensagem',
  kd: 'cade',
  qro: 'quero',
  qria: 'queria',
  qero: 'quero',
  eh: 'e',
  sla: 'sei la',
  fds: 'fim de semana',
  qdo: 'quando',
  qnd: 'quando',
  qndo: 'quando',
  karo: 'caro',
  preso: 'preco',
  presso: 'preco',
  valo: 'valor',
  parcelo: 'parcela',
  mamde: 'manda',
  manada: 'manda',
};

/** The customer's words as the patterns read them: folded, shorthand spelled out, no emoji. */
export function normalized(text: string): string {
  const folded = fold(text.replace(MEDIA, ' ').replace(EMOJI, ' '))
    .replace(/\bp\/\s*/g, 'para ')
    .replace(/\bc\/\s*/g, 'com ')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/(\d)\s*x\b/g, '$1 vezes');
  return folded
    .split(/([^\p{L}\p{N}]+)/u)
    .map((part) => SHORTHAND[part] ?? part)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Dates a customer gives, folded as `normalized` leaves them → as a seller writes them. */
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
const BY = /\b(antes d[eoa]|ate(?: [oa])?|para(?: [oa])?|pro|pras?|no|na)\s+$/;

/**
 * The date the customer needs it by, from their normalized words, as a seller writes it after
 * 'você precisa' ('antes do Natal', 'até sexta', 'para o dia 20'); null without one. A date with
 * no 'até' or 'para' before it ('me chama amanhã') says when to talk, not a deadline, except a
 * day of the month ('dia 12/12').
 */
export function deadlineIn(words: string): string | null {
  for (const [re, name, article] of DATES) {
    const m = new RegExp(`\\b${re.source}\\b`).exec(words);
    if (!m) continue;
    const by = BY.exec(words.slice(0, m.index))?.[1];
    if (!by && !/^dia \d/.test(m[0])) continue;
    const said = name(m);
    const the = article ? `${article} ` : '';
    if (by?.startsWith('antes')) return article ? `antes d${article} ${said}` : `antes de ${said}`;
    if (by?.startsWith('ate')) return `até ${the}${said}`;
    return `para ${the}${said}`;
  }
  return null;
}
