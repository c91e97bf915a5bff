import type { Author } from '#shared/conversations.ts';
import { fold } from './text.ts';

/**
 * What the customer is doing with their latest words, read the way customers write on WhatsApp:
 * shorthand ('qto', 'vc', 'pix?'), no accents, stretched letters ('carooo'), emoji, and the
 * placeholders an export leaves for audio and photos.
 */
export type Intent =
  | 'ready'
  | 'declines'
  | 'think'
  | 'expensive'
  | 'payment'
  | 'delivery'
  | 'price'
  | 'info'
  | 'likes'
  | 'greeting'
  | 'media'
  | 'other'
  /** The last message is the seller's: the customer went quiet. */
  | 'quiet';

interface Said {
  author: Author;
  text: string;
}

/** The placeholders WhatsApp writes for what an export leaves out (Android, iPhone, pt and en). */
const MEDIA =
  /<\s*m[ií]dia oculta\s*>|<\s*media omitted\s*>|(?<!\p{L})(?:[aá]udio|imagem|v[ií]deo|figurinha|documento|gif|sticker|image|audio|video)\s+(?:ocultad[oa]|omitid[oa]|omitted)\b|\S+\.(?:opus|ogg|m4a|jpe?g|png|webp|mp4|pdf)\s*\((?:arquivo anexado|file attached)\)|<anexado:[^>]*>|\u200e/giu;

const HAS_MEDIA = new RegExp(MEDIA.source, 'iu');

const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}/gu;

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
  tô: 'to',
  sla: 'sei la',
  fds: 'fim de semana',
  qdo: 'quando',
  qnd: 'quando',
  qndo: 'quando',
  karo: 'caro',
  preso: 'preco',
  presso: 'preco',
  valo: 'valor',
  cartao: 'cartao',
  cartão: 'cartao',
  parcelo: 'parcela',
  mamde: 'manda',
  manada: 'manda',
  sim: 'sim',
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

/** In this order: the first kind that matches a message is what the customer is doing. */
const PATTERNS: ReadonlyArray<readonly [Intent, RegExp]> = [
  [
    'ready',
    /\b(?:(?:me )?(?:manda|mande|passa|passe|envia|envie|pode mandar|pode passar)(?: o| a| ai| ai o| ai a| logo)? (?:seu |sua )?(?:pix|chave|link|dados|conta|boleto))\b|\bquero sim\b|^quero\b(?! saber| ver| entender| pensar| mais| conhecer| perguntar| tirar| informac| detalhe)|\b(?:eu )?quero (?:o|a|os|as|um|uma|dois|duas|\d+)\b(?! (?:preco|valor|valores|orcamento|catalogo|informac|detalhe))|\bvou (?:querer|levar|fechar|comprar|fazer o pix)\b|\bfechad[oa]\b|\bpode (?:separar|reservar|agendar|marcar|fechar|fazer o pedido)\b|\bbora fechar\b|\bfechamos\b|\b(?:ja )?(?:paguei|fiz o pix|fiz o pagamento)\b|\bcomprovante\b|\bonde (?:eu )?pago\b/,
  ],
  [
    'declines',
    /\bnao (?:quero|vou querer|tenho interesse|preciso mais|vou comprar|vou fechar)\b|\bdeixa (?:para la|quieto)\b|\bsem interesse\b|\bdesisti\b|\bvou passar\b|\bfica para (?:a )?proxima\b/,
  ],
  [
    'think',
    /\bvou (?:pensar|ver|analisar|decidir|avaliar|conversar|falar)\b|\b(?:deixa|deixe) eu (?:ver|pensar)\b|\b(?:preciso|tenho que|vou) (?:pensar|ver com|falar com|conversar com)\b|\bpensar melhor\b|\bte (?:aviso|falo|respondo|retorno|chamo)\b|\bdepois (?:eu )?(?:te )?(?:falo|vejo|respondo|retorno|chamo)\b|\b(?:marido|esposa|mulher|namorad[oa]|noiv[oa]|socio|socia)\b/,
  ],
  [
    'expensive',
    /\bcaro\b|\b(?:ta|esta|achei|muito|meio|bem|um pouco|que|ficou|mais) cara\b|\bsalgad[oa]\b|\b(?:preco|valor) (?:alto|puxado|pesado)\b|\bpuxado\b|\bfora do (?:meu )?orcamento\b|\b(?:nao|to sem|estou sem|sem) (?:tenho |to com )?(?:dinheiro|grana)\b|\bdesconto\b|\bmais barat[oa]\b|\bfaz (?:por )?menos\b|\bfaz um precinho\b|\bmelhor preco\b|\babaixa\b|\bnegocia\b|\bapertad[oa]\b|\bcabe no (?:meu )?bolso\b|\bso tenho\b/,
  ],
  [
    'payment',
    /\bpix\b|\bcartao\b|\bcredito\b|\bdebito\b|\bparcel\p{L}*|\b\d+ vezes\b|\bem quantas vezes\b|\bboleto\b|\ba vista\b|\bavista\b|\bforma(?:s)? de pagamento\b|\bcomo (?:eu )?pago\b|\bcomo (?:faco|faz) (?:para|o) pag\p{L}*|\bpagamento\b/u,
  ],
  [
    'delivery',
    /\bentreg\p{L}*|\bfrete\b|\benvi(?:a|am|o)\b|\bmanda para\b|\b(?:chega|chegar|chegaria)\b|\bcorreios?\b|\bsedex\b|\bmotoboy\b|\bretir(?:ar|ada|o)\b|\bbuscar\b|\bprazo\b|\bcep\b|\bendereco\b|\batende(?:m)? (?:em|na|no|aqui)\b|\bdomicilio\b|\bvem (?:aqui|ate|em casa)\b/u,
  ],
  // Later on, weaker: 'metade semana que vem, no pix?' asks about paying.
  [
    'think',
    /\b(?:mes|semana) que vem\b|\bamanha\b|\bmais para frente\b|\bquando (?:eu )?receber\b|\bver se sobra\b/,
  ],
  [
    'price',
    /\bquantos?\b(?! tempo| dias| horas| aulas| vezes| modulos)|\bpreco\b|\bprecos\b|\bvalor(?:es)?\b|\bcusta\b|\bcusto\b|\bsai por\b|\bfica quanto\b|\btabela\b|\borcamento\b|\bquanto (?:e|fica|sai)\b/,
  ],
  [
    'info',
    /\bcomo funciona\b|\bfunciona\b|\bmais (?:informac\p{L}*|detalhes?|info)\b|\binformac\p{L}*|\binfo\b|\bdetalhes?\b|\bsaber mais\b|\bexplica\b|\bfotos?\b|\bvideo\b|\btamanhos?\b|\bcor(?:es)?\b|\bmedidas?\b|\bmaterial\b|\bgarantia\b|\bduvidas?\b|\bo que vem\b|\bvem com\b|\btem como\b|\bqueria saber\b|\bgostaria de saber\b|\baulas?\b|\bmodulos?\b|\bcertificado\b|\bhorarios?\b|\bdisponive(?:l|is)\b|\bestoque\b|\bainda tem\b|\bque horas\b|\bquando\b|\bquanto tempo\b|\bdura\b|\binteressad[oa]\b|\btenho interesse\b|\bloja\b|\bcatalogo\b|\bserv(?:e|ir)\b/u,
  ],
  [
    'likes',
    /\b(?:gostei|amei|adorei|lind[oa]s?|maravilhos[oa]s?|perfeit[oa]|top|show|que coisa boa)\b/,
  ],
];

const GREETING =
  /^(?:oi+e?|ola|opa|e ai|eai|salve|hey|alo|bom dia|boa tarde|boa noite|tudo bem|tudo bom|tudo certo|beleza|como vai|como voce esta)\b/;

/** What one message is doing; null when it says nothing the writer can answer. */
export function intentOfMessage(text: string): Intent | null {
  const words = normalized(text);
  if (!words) return HAS_MEDIA.test(text) ? 'media' : null;
  const found = PATTERNS.find(([, re]) => re.test(words))?.[0];
  if (found) return found;
  if (GREETING.test(words) && words.split(' ').length <= 8) return 'greeting';
  if (/\?\s*$/.test(text.replace(EMOJI, '').trim())) return 'info';
  return null;
}

/** A yes to what the seller just offered ('Te mando o Pix?' → 'pode ser'). */
const YES =
  /^(?:sim|pode ser|pode|claro|bora|ok|okay|beleza|fechou|isso|com certeza|manda|quero)\b/;
const OFFER =
  /\b(?:pix|link|separ\p{L}*|reserv\p{L}*|agend\p{L}*|fech\p{L}*|pagamento|pedido|mando|mandar)\b/u;

/** The customer's messages after the seller last wrote (the last three at most), oldest first. */
export function latestCustomerWords<T extends Said>(messages: T[]): T[] {
  const after = messages.findLastIndex((m) => m.author === 'seller');
  return messages.slice(after + 1).slice(-3);
}

/**
 * What the customer is doing: the latest message that says something decides ('oi' then
 * 'qto custa?' asks the price); greetings and media only when nothing else was said.
 */
export function customerIntent(messages: Said[]): Intent {
  if (messages.length === 0 || messages.at(-1)!.author === 'seller') return 'quiet';
  const latest = latestCustomerWords(messages);
  const intents = latest.map((m) => intentOfMessage(m.text)).reverse();
  const offered = messages.findLast((m) => m.author === 'seller');
  if (
    !intents[0] &&
    offered &&
    /\?/.test(offered.text) &&
    OFFER.test(normalized(offered.text)) &&
    YES.test(normalized(latest.at(-1)!.text))
  ) {
    return 'ready';
  }
  const fallbacks: Intent[] = ['greeting', 'media'];
  return (
    intents.find((i): i is Intent => !!i && !fallbacks.includes(i)) ??
    fallbacks.find((i) => intents.includes(i)) ??
    'other'
  );
}
