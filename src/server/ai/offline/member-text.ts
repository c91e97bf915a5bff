/**
 * What members type is shouted, abbreviated, decorated with emoji and missing accents. Before a
 * writer uses any of it, it is tidied into plain sentence case, so it can sit inside a sentence.
 */

/** Words that keep (or get) their capital letter wherever they are. */
const properNouns: Record<string, string> = Object.fromEntries(
  (
    'Instagram WhatsApp TikTok Facebook Google YouTube LinkedIn Pinterest Kwai Telegram ' +
    'Shopee Shein Amazon Magalu Hotmart Kiwify Eduzz Pix Sebrae Anvisa Correios Reels ' +
    'Stories iFood OLX Brasil Deus Natal Páscoa CLT MEI CPF CNPJ IPVA SUS PDF RH TI SEO ' +
    'ENEM INSS FGTS Excel Canva Photoshop PowerPoint Notion iPhone iOS Android Samsung Motorola ' +
    'Xiaomi Apple Windows'
  )
    .split(' ')
    .map((word) => [word.toLowerCase(), word]),
);

/** Chat shorthand and common missing accents, as members type them. */
const spelledOut: Record<string, string> = {
  vc: 'você',
  vcs: 'vocês',
  voce: 'você',
  pq: 'porque',
  tb: 'também',
  tbm: 'também',
  tambem: 'também',
  msm: 'mesmo',
  qria: 'queria',
  qro: 'quero',
  qr: 'quer',
  qer: 'quer',
  nao: 'não',
  naum: 'não',
  n: 'não',
  ja: 'já',
  so: 'só',
  ate: 'até',
  ta: 'tá',
  to: 'tô',
  entao: 'então',
  mae: 'mãe',
  salario: 'salário',
  horario: 'horário',
  especifico: 'específico',
  ninguem: 'ninguém',
  familia: 'família',
  condominio: 'condomínio',
  agua: 'água',
  numero: 'número',
  dificil: 'difícil',
  facil: 'fácil',
  voces: 'vocês',
};

// Alternatives, not one character class: the joiner and modifiers combine inside a class.
const emoji = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}|\u{20E3}/gu;

export const isShouting = (text: string) => {
  // 'P R$ 18,00, M R$ 22,00 e G R$ 25,00' is sizes and money, not shouting: only words count.
  const letters = text.replace(/R\$|(?<![\p{L}])\p{Lu}(?![\p{L}])/gu, '').replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '');
  return letters.length >= 4 && upper.length / letters.length > 0.6;
};

/** 'Trabalhar Pra Ela Mesma': most long words capitalised, as in a title. */
const isTitleCase = (words: string[]) => {
  const long = words.filter((w) => w.length > 3 && /^\p{L}/u.test(w));
  const capitalised = long.filter((w) => /^\p{Lu}\p{Ll}/u.test(w));
  return long.length >= 3 && capitalised.length / long.length >= 0.75;
};

function respell(word: string): string {
  const bare = word.toLowerCase();
  const proper = properNouns[bare];
  if (proper) return proper;
  const spelled = spelledOut[bare];
  if (!spelled) return word;
  return /^\p{Lu}/u.test(word) ? spelled.charAt(0).toUpperCase() + spelled.slice(1) : spelled;
}

/** Sentence case: the first letter of the text and of each sentence capitalised. */
const sentenceCase = (text: string) =>
  text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });

/**
 * Typed text tidied: no emoji, '!!!' and '??' as one mark, 'p/' spelled out, shouting and
 * title case lowered (proper nouns and acronyms kept), shorthand and missing accents fixed.
 * Empty when nothing readable is left.
 */
export function tidyTyped(value: string | null | undefined): string {
  if (!value) return '';
  let text = value
    .replace(emoji, ' ')
    .replace(/\bp\/\s*/gi, 'para ')
    // 'adaptar p ligar na tomada': a lone 'p' before a verb is 'pra'.
    .replace(/(?<![\p{L}\d])p (?=\p{Ll}+(?:ar|er|ir)\b)/gu, 'pra ')
    .replace(/([!?])[!?]+/g, '$1')
    .replace(/\s+/g, ' ')
    .replace(/(?<!\s)\s+([,.;:!?…])/g, '$1')
    .trim();
  const shouting = isShouting(text);
  const titled = !shouting && isTitleCase(text.split(' '));
  text = text.replace(/[\p{L}\p{N}]+/gu, (word, offset: number) => {
    if (!shouting && !titled) return respell(word);
    // A size typed as one capital ('P R$ 18, M R$ 22') stays one.
    if (!shouting && /^[PMG]$/.test(word)) return word;
    if (!shouting && offset === 0) return respell(word);
    if (!shouting && /^\p{Lu}{2,}$/u.test(word)) return respell(word);
    return respell(word.toLowerCase());
  });
  if (shouting) text = sentenceCase(text).replace(/\br\$/g, 'R$');
  return /[\p{L}\p{N}]/u.test(text) ? text : '';
}

/** A product name in title case when it was typed in capitals ('KIT CACHOS' → 'Kit Cachos'). */
export function tidyName(value: string | null | undefined): string {
  const text = (value ?? '').replace(emoji, ' ').replace(/\s+/g, ' ').trim();
  if (!isShouting(text)) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s(-])(\p{Ll})/gu, (_m, before: string, letter: string) => {
      return before + letter.toUpperCase();
    })
    .replace(/\b(De|Da|Do|Das|Dos|E|Para|Com|Em)\b/g, (word, _w, at: number) =>
      at === 0 ? word : word.toLowerCase(),
    )
    .replace(/[\p{L}\p{N}]+/gu, (word) => properNouns[word.toLowerCase()] ?? word);
}
