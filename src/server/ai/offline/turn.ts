import { formatBRL, readMoney } from '#shared/money.ts';
import { fold } from './text.ts';

/**
 * The details of the customer's turn that a reply answers with numbers and places: how many
 * they want, the price they offer, the occasion, the place and day of a delivery, how they pay,
 * and whether they complain about something already bought. Read from the turn's words as
 * chat-text.ts normalizes them ('qto fica 10 bolos' → 'quanto fica 10 bolos').
 */
export interface TurnDetails {
  /** How many they ask about ('10 bolos' → 10), when more than one. */
  quantity: number | null;
  /** The price they offer, as a customer reads it ('faz por 10 cada?' → 'R$ 10,00'). */
  counterOffer: string | null;
  /** Whether the offer is per unit ('cada', 'a unidade'). */
  counterEach: boolean;
  /** What it is for, in the customer's word ('aniversário', 'casamento'). */
  occasion: string | null;
  /** Where they want it ('centro', 'zona sul', 'Campinas'), from 'no/na/em/pro/pra …'. */
  place: string | null;
  /** 'hoje' or 'amanhã', when asked for that day. */
  day: 'hoje' | 'amanhã' | null;
  /** How they say they will pay. */
  method: 'pix' | 'cartão' | 'boleto' | 'dinheiro' | null;
  /** A complaint about what was bought ('ainda não recebi meu pedido'): what about. */
  complaint: string | null;
  /** They already wrote their CEP: it is not asked again. */
  cepGiven: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  doze: 12,
  quinze: 15,
  vinte: 20,
  trinta: 30,
  cinquenta: 50,
  cem: 100,
};

/**
 * How many they want of it: a number after a word of buying or pricing ('quanto fica 10 bolos',
 * 'quero 2 kits', 'vou levar duas caixas'), not one that describes it ('sofá de 3 lugares').
 */
const QUANTITY =
  /\b(?:quanto (?:fica|ficam|sai|saem|custa|custam|e|seria|ficaria|sairia)|quero|queria|vou querer|preciso de|encomendar|encomenda|levar|levo|pegar|pego|comprar|compro|fazer|faz|mandar|manda|separa|separar|reservar) (\d{1,4}|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte|trinta|cinquenta|cem)\s(?!(?:reais|real|rs|vezes|x|dias?|horas?|minutos?|anos?|meses|mes|semanas?|h|min|km|cm|m|kg|g|ml|l|por ?cento|pessoas|convidados|lugares)\b)(?=\p{L})/u;

/** 'faz por 10', 'fecha por 100?', 'deixa por 80', 'consegue por 90', 'sai por 10 cada?'. */
export const COUNTER =
  /\b(?:faz|faria|fecha|fecharia|deixa|deixaria|consegue|conseguiria|sai|aceita|topa|vende|pode ser)(?: (?:ele|ela|isso|os|as|o|a|tudo|pra mim|para mim))? (?:por|a|em) (?:r\$ ?)?(\d{1,6}(?:[.,]\d{1,2})?)(?: reais| real)?( (?:cada|a unidade|cada um|cada uma|o kit|a caixa))?/;

const OCCASIONS = [
  'aniversario',
  'casamento',
  'cha de bebe',
  'cha revelacao',
  'batizado',
  'formatura',
  'festa',
  'natal',
  'dia das maes',
  'dia dos pais',
  'dia dos namorados',
  'pascoa',
  'ano novo',
  'confraternizacao',
  'evento',
];
const OCCASION_WORDS: Record<string, string> = {
  aniversario: 'aniversário',
  'cha de bebe': 'chá de bebê',
  'cha revelacao': 'chá revelação',
  pascoa: 'Páscoa',
  natal: 'Natal',
  'dia das maes': 'Dia das Mães',
  'dia dos pais': 'Dia dos Pais',
  'dia dos namorados': 'Dia dos Namorados',
  'ano novo': 'Ano-Novo',
  confraternizacao: 'confraternização',
};
const OCCASION = new RegExp(`\\b(${OCCASIONS.join('|')})\\b`);

/** 'entregam no centro', 'atende na zona sul', 'chega em Campinas', 'manda pra Osasco'. */
const PLACE =
  /\b(?:entreg\p{L}*|atende\p{L}*|chega\p{L}*|manda\p{L}*|envia\p{L}*|vai|vem|leva\p{L}*|faz\p{L}*|tem)(?: (?:ai|aqui|ate))? (?:no|na|em|pro|pra|para o|para a|para|ate o|ate a) ((?:zona|bairro|cidade) \p{L}+|centro|[\p{L}]{3,}(?: [\p{L}]{2,})?)/u;
/** Words after 'pra'/'no' that are no place a seller delivers to ('minha casa', 'quanto tempo'). */
const NOT_A_PLACE =
  /^(?:hoje|amanha|tempo|dia|dias|semana|mes|casa|sabado|domingo|pix|cartao|mesmo dia|horario|hora|prazo|frente|minha|meu|sua|seu|nossa|nosso|quanto|quando|creche|escola|trabalho|loja|rua|esse|essa|este|esta|isso|aqui|la|ai|todo|toda|qualquer|outra|outro|mesma|mesmo|meio|final|fim|inicio|caso|valor|preco|cor|tamanho|modelo)\b/;
const DAY_WORD = / (?:hoje|amanha|ainda|mesmo|sim|tambem|logo|agora)$/;

/**
 * A place as the customer wrote it, accents and all ('são paulo' → 'São Paulo'): the words of
 * the original text that fold to the place read; a town's name capitalised.
 */
function placeOf(raw: string | undefined, original: string): string | null {
  const place = raw?.replace(DAY_WORD, '');
  if (!place || NOT_A_PLACE.test(place)) return null;
  if (/^(?:centro|zona|bairro|cidade)\b/.test(place)) return place;
  const wanted = place.split(' ');
  const words = original.split(/[^\p{L}]+/u).filter(Boolean);
  const at = words.findIndex((_, i) => wanted.every((w, j) => fold(words[i + j] ?? '') === w));
  const written = at < 0 ? [] : words.slice(at, at + wanted.length);
  if (!written.length) return null;
  return written.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join(' ');
}

const METHODS: Array<[RegExp, TurnDetails['method']]> = [
  [/\bpix\b/, 'pix'],
  [/\b(?:cartao|credito|debito)\b/, 'cartão'],
  [/\bboleto\b/, 'boleto'],
  [/\b(?:dinheiro|especie)\b/, 'dinheiro'],
];

/** 'ainda nao recebi meu pedido', 'nao chegou', 'veio errado', 'veio quebrado', 'nao consigo acessar'. */
export const COMPLAINT =
  /\b(?:(?:ainda )?nao (?:recebi|chegou|veio|chegaram)|(?:veio|chegou) (?:errad|quebrad|faltando|amassad|estragad|diferente)\p{L}*|nao (?:consigo|consegui) (?:acessar|entrar|abrir|baixar)|cade (?:o|a|meu|minha)|(?:estou|to|tou) esperando (?:ate hoje|ainda|o meu|a minha|meu|minha)|reclama\p{L}*|que absurdo|pessimo|horrivel|procon|reclame aqui|reembols\p{L}*|dinheiro de volta|(?:veio|esta|ta|chegou) com defeito|parou de funcionar|nao funciona|(?:de|di)famar|enganad[oa]|golpe|ruim|nao gostei|decepcion\p{L}*|insatisfeit\p{L}*|agora (?:me )?respond\p{L}*|ninguem (?:me )?respond\p{L}*)/u;

/** The customer says they paid ('já fiz o pagamento do boleto', 'paguei', 'segue o comprovante'). */
export const PAID =
  /\b(?:ja )?(?:fiz|efetuei|realizei) (?:o )?(?:pagamento|pix|deposito|transferencia)|\b(?:ja )?paguei\b|\b(?:segue|mandei|enviei|ta ai|esta ai) o comprovante|\bcompra (?:ja )?(?:feita|efetuada|paga)\b|\befetuei a compra\b|\bcomprei (?:ontem|hoje|agora)\b/;
const COMPLAINED_ABOUT =
  /\b(pedido|encomenda|entrega|produto|acesso|compra|servico|kit|bolo\p{L}*)\b/u;

/** The price they offer, as money ('10' → 'R$ 10,00'), or null when it cannot be one. */
function money(digits: string): string | null {
  const read = readMoney(digits);
  return read.ok && read.value !== null && read.value > 0
    ? formatBRL(read.value).replace('\u00a0', ' ')
    : null;
}

/** The details of a turn, from its words normalized (chat-text.ts) and as written. */
export function readTurn(words: string, original = words): TurnDetails {
  const counter = COUNTER.exec(words);
  // The number of a counter-offer is a price, not how many.
  const rest = counter ? words.replace(counter[0], ' ') : words;
  const quantityWord = QUANTITY.exec(rest)?.[1];
  const quantity = quantityWord ? (NUMBER_WORDS[quantityWord] ?? Number(quantityWord)) : null;
  const occasion = OCCASION.exec(words)?.[1];
  const place = placeOf(PLACE.exec(words)?.[1], original);
  const complaint = COMPLAINT.test(words);
  return {
    quantity: quantity !== null && quantity > 1 && quantity <= 5000 ? quantity : null,
    counterOffer: counter?.[1] ? money(counter[1]) : null,
    counterEach: !!counter?.[2] || /\bcada\b/.test(words),
    occasion: occasion ? (OCCASION_WORDS[occasion] ?? occasion) : null,
    place,
    day: /\bhoje\b/.test(words) ? 'hoje' : /\bamanha\b/.test(words) ? 'amanhã' : null,
    method: METHODS.find(([re]) => re.test(words))?.[1] ?? null,
    complaint: complaint ? (COMPLAINED_ABOUT.exec(words)?.[1] ?? 'pedido') : null,
    cepGiven: /(?<!\d)\d{5}-?\d{3}(?!\d)|\[cep\]/i.test(original),
  };
}
