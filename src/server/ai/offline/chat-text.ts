import { fold } from './text.ts';

/**
 * Customers' WhatsApp words as the reply writer reads them: shorthand spelled out ('qto',
 * 'vc', 'c meu'), no accents, stretched letters shrunk ('carooo'), no emoji, and without the
 * placeholders an export leaves for audio and photos.
 */

/** The placeholders WhatsApp writes for what an export leaves out (Android, iPhone, pt and en). */
const MEDIA =
  /<\s*m[ií]dia oculta\s*>|<\s*media omitted\s*>|(?<!\p{L})(?:[aá]udio|imagem|v[ií]deo|figurinha|documento|gif|sticker|image|audio|video)\s+(?:ocultad[oa]|omitid[oa]|omitted)\b|(?<!\S)\S+\.(?:opus|ogg|m4a|jpe?g|png|webp|mp4|pdf)\s*\((?:arquivo anexado|file attached)\)|<anexado:[^>]*>|\u200e/giu;

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
  // 'Quanto sentimetro' (m881).
  sentimetro: 'centimetro',
  sentimetros: 'centimetros',
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
  paquei: 'paguei',
  pgto: 'pagamento',
  pagto: 'pagamento',
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
  fuciona: 'funciona',
  fucionam: 'funcionam',
  manada: 'manda',
};

/** A question mark, or one drawn as an emoji ('Tenho que responder ⁉️'). */
export const QUESTION_MARK = /[?⁉❓❔⁈]/u;

/** The customer's words as the patterns read them: folded, shorthand spelled out, no emoji. */
/** 'Tem de10litros' (TP60): a size glued to the words around it, spaced. */
export const unglued = (text: string) =>
  text.replace(/\b([Dd]e)(\d+)\s?(litros?|ml|kg|cm)\b/g, '$1 $2 $3');

export function normalized(text: string): string {
  // 'Tenho que responder ⁉️': a question mark drawn as an emoji is still one.
  const folded = fold(
    unglued(text)
      .replace(MEDIA, ' ')
      .replace(new RegExp(QUESTION_MARK.source, 'gu'), '?')
      .replace(EMOJI, ' '),
  )
    .replace(/\bp\/\s*/g, 'para ')
    .replace(/\bc\/\s*/g, 'com ')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/(\d)\s*x\b(?!\s*\d)/g, '$1 vezes')
    // 'frente grátis para Maceió': the phone's correction of 'frete' (m510).
    .replace(/\bfrente(?= (?:gratis|para|pra|ate|de gra[cç]a)\b)/g, 'frete')
    // '2 frentes', 'pagar 3 frentes' (m802).
    .replace(/\b(\d|dois|duas|tres) frentes\b/g, '$1 fretes')
    // 'aprova d água' (m535): 'à prova d'água' as it is typed.
    .replace(/\baprova d\W?agua\b/g, 'a prova dagua');
  return (
    folded
      .split(/([^\p{L}\p{N}]+)/u)
      // 'cm' is 'com' in a chat, but '80 cm' is a measure.
      .map((part, i, parts) =>
        part === 'cm' && /^\d+$/.test(parts[i - 2] ?? '') ? part : (SHORTHAND[part] ?? part),
      )
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
