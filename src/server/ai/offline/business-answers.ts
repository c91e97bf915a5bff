// What a customer asks of the business rather than of the product: its hours, whether it serves
// in person or online, its number, whether to trust it, its site, a shop. Answered from the sales
// process where it says so (a seller's own words), else left to the turn's other readings.
import type { ProductInfo } from '../product-info.ts';
import { fold, lowerFirst, stemOf, upperFirst } from './text.ts';
import type { ReplyContext } from './reply-lines.ts';

/** The hours asked ('até que horas vcs…', 'fecham que horas?', 'horário de funcionamento'). */
const HOURS_ASKED =
  /\b(?:ate qu[ei] horas|qu[ei] horas (?:voces |vcs )?(?:fecha|abre|funciona)\p{L}*|(?:fecha|abre|fecham|abrem) (?:que|qual) horas?|horario de funcionamento)\b/u;
/** What an answer of hours or of the mode alone would leave out. */
const HOURS_BESIDE =
  /\b(?:encomend\p{L}*|pedido|pedir|valor|preco|quanto|custa|domingo|sabado|feriado|segunda|terca|quarta|quinta|sexta)\b/u;
const HOURS_SAID = /\bdas (\d{1,2}h(?:\d{2})?) (?:às|as|a) (\d{1,2}h(?:\d{2})?)\b/;
/** In person or online asked ('Você atende presencial ou online?'). */
const MODE_ASKED = /\b(?:presencial ou (?:on ?line|online)|(?:on ?line|online) ou presencial)\b/;
const ONE_MODE =
  /\b(?:apenas|so|somente) (?:presencial|online)\b|\bnao (?:atendo|faco) (?:presencial|online)\b/;

/** The seller's number asked for ('me passa seu whatsapp', 'qual seu zap?', 'WatsApp' alone, m767). */
const ASKS_NUMBER =
  /\b(?:passa\p{L}*|manda\p{L}*|qual|tem|informa\p{L}*)\b(?: (?:o|me|seu|teu|um|por favor)){0,3} (?:whats ?app|zap|whats|zapzap)\b|^(?:seu |o )?(?:whats|wats|wh?ats ?app|zap|zapzap)\??$|\b(?:contato|numero|telefone) (?:particular|pessoal|direto)\b|\bcomo (?:posso |faco para |faco pra )?(?:contacta|contata|te contata|entrar em contato)\p{L}*|\bfalar com (?:o |a )?(?:vendedor|vendedora|dono|dona|loja)\b|\bno privado\b/u;

/** A part asked to buy alone ('vende so a capa?', 'tem os conectores separados para venda?'). */
const PART_ALONE =
  /\b(?:vende|vendem|vendo|venda)\b[^?.]{0,30}\b(?:so|somente|apenas) (?:a|o|as|os) \p{L}+|\b(?:separad[oa]s?|avuls[oa]s?) (?:para|pra|a) venda\b|\b(?:vende|vendem|tem)\b[^?.]{0,40}\b(?:separad[oa]s?|avuls[oa]s?)\b|\bpecas? de reposicao\b/u;
/** A thing wanted alone ('preciso só a válvula', 'vcs vendem o cabo da cafeteira?'), by its word. */
const ONE_THING =
  /\b(?:teria|tem|preciso|precisando|quero)\b[^?.]{0,20}?\b(?:so|somente|apenas) (?:[oa]s? )?(\p{L}{4,})|\b(?:vende|vendem)\b (?:[oa]s? )?(\p{L}{4,}) d[oa]s? \p{L}{4,}/u;

/** Words of a choice or of the listing, never a part ('quero só a opção de 4 litros'). */
const NO_PART =
  /^(?:opc(?:ao|oes)|modelos?|fotos?|kits?|produtos?|anuncios?|cor|cores|tamanhos?|versao|unidades?)$/;

/**
 * A part asked alone: in words of a part on its own, or a thing wanted alone that the
 * differential names as a part and the product's name does not ('a válvula', 'o cabo'), so 'quero
 * só a cafeteira' or 'vendem o kit da foto?' are no part.
 */
function partAlone(asked: string, product: ProductInfo | null): boolean {
  if (PART_ALONE.test(asked)) return true;
  const match = ONE_THING.exec(asked);
  const word = match?.[1] ?? match?.[2];
  if (!word || !product || NO_PART.test(word)) return false;
  const named = new RegExp(`\\b${stemOf(word)}`);
  return !named.test(fold(product.nome)) && named.test(fold(product.diferencial));
}

/** The whole product only, as the process says it ('Só vendo o kit completo'). */
const WHOLE_ONLY = /\bs[óo] vendo (o|a) ((?:kit|produto|conjunto|jogo) (?:completo|inteiro))\b/iu;
/** A part the process says the seller does not have ('não tenho a válvula'), its words whole. */
const MISSING = /\bn[ãa]o tenho (a|o|as|os) ([^\s.;,!?]+(?: [^\s.;,!?]+){0,3})(?=$|[.;,!?])/iu;

/**
 * The thing the process lacks, asked for by every word of it ('vc teria a válvula…?',
 * 'preciso só a válvula'), right after the asking; not a part of another ('a borracha da
 * válvula'), nor 'o tamanho' of 'o tamanho XGG' when P is asked.
 */
function missingAsked(thing: string, asked: string): boolean {
  const words = thing.split(/\s+/).filter((word) => word.length >= 2);
  if (!words.every((word) => new RegExp(`\\b${stemOf(word)}`).test(asked))) return false;
  return new RegExp(
    `\\b(?:tem|tens|teria|teriam|vende|vendem|preciso|precisando|quero|queria|procuro)\\b(?: (?:so|somente|apenas|voces|vcs|vc|voce))*(?: (?:[oa]s?|um|uma))? ${stemOf(words[0]!)}`,
  ).test(asked);
}

/** Whether the seller can be trusted ('Posso confiar no vendedor?', 'vocês são confiáveis?'). */
const TRUST_ASKED =
  /\b(?:posso confiar (?:no vendedor|na vendedora|em (?:voce|voces|vc|vcs)|na loja)|(?:voce|voces|vc|vcs|a loja|o vendedor|a vendedora) (?:e|sao) confiave(?:l|is))\b/;
/** The site asked ('Qual seria o site???', 'tem site?', 'vcs vendem em outra plataforma?'). */
const SITE_ASKED =
  /\b(?:qual (?:seria |e )?o (?:seu )?site|(?:voces |vcs |voce |vc )?tem site|(?:vende|vendem) (?:em|por|n[ao]) outr[ao]s? (?:plataforma|site|lugar|loja|app)s?)\b/;
/** A shop to go to asked ('Você tem alguma loja específica em São Paulo?', 'tem loja física?'). */
const SHOP_ASKED = /\b(?:tem|tens|possui|possuem) (?:alguma |uma )?loja\b/;

/**
 * The three answers to a question about the business, given the customer's name (', Ana' or ''),
 * or null when the turn asks none the sales process answers.
 */
export function businessAnswers(
  asked: string,
  product: ProductInfo | null,
  c: Pick<ReplyContext, 'f'>,
): ((name: string) => string[]) | null {
  const processAsWritten = product?.processo_vendas ?? '';
  const process = fold(processAsWritten);
  const sells = /\bwhats ?app\b/.test(process) ? 'por aqui mesmo, pelo WhatsApp' : null;
  const ships = /\bcorreios\b/.test(process) ? 'pelos Correios' : null;
  // 'Até que horas vcs…?': the hours the sales process gives ('retirada das 7h às 19h'). Not when
  // they ask of an order's deadline, a day the process does not name, or the price too.
  const hours =
    HOURS_ASKED.test(asked) && !HOURS_BESIDE.test(asked) ? HOURS_SAID.exec(processAsWritten) : null;
  if (hours) {
    const open = `das ${hours[1]} às ${hours[2]}`;
    return (name) => [
      `Oi${name}! O horário aqui é ${open}. Qualquer coisa, é só me chamar.`,
      `${name ? `${name.slice(2)}, o` : 'O'} horário é ${open}. Se precisar de algo, me chama por aqui.`,
      `Funciona ${open}${name}! Se quiser, já deixo o seu pedido separado.`,
    ];
  }
  // The whole product, as the process names it ('Só vendo o kit completo' → 'o kit completo').
  const whole = WHOLE_ONLY.exec(processAsWritten);
  const wholeSaid = whole ? `${whole[1]!.toLowerCase()} ${whole[2]!.toLowerCase()}` : null;
  // 'vc teria a válvula…?' of a process that says 'não tenho a válvula' (VED9, VED29).
  const missing = MISSING.exec(processAsWritten);
  if (missing && missingAsked(fold(missing[2]!), asked)) {
    // Said in words of our own order ('A válvula eu não tenho'): the process's 'não tenho o
    // serviço de entrega' said back would be six of its words in a row, a paste.
    const thing = `${missing[1]!.toLowerCase()} ${lowerFirst(missing[2]!.trim())}`;
    const rest = wholeSaid ? `, só vendo ${wholeSaid}` : '';
    return (name) => [
      `Oi${name}! ${upperFirst(thing)} eu não tenho${rest}. Qualquer dúvida, é só me falar.`,
      `Poxa${name}, ${thing} eu não tenho${rest}. Posso te ajudar com mais alguma coisa?`,
      `${upperFirst(thing)} eu não tenho${name}${rest}. Se quiser, te passo o valor.`,
    ];
  }
  // 'Vcs tem os conectores separados para venda?' of a process that says 'Não vendo peças
  // avulsas' (TP36, TP67): no, the whole product only.
  if (partAlone(asked, product) && (wholeSaid || /\bnao vendo pecas avulsas\b/.test(process))) {
    const only = wholeSaid ?? 'o produto completo';
    return (name) => [
      `Oi${name}! Não vendo peças avulsas, só ${only}.`,
      `${name ? `${name.slice(2)}, não` : 'Não'} vendo peças separadas, só ${only}. Qualquer dúvida, é só me falar.`,
      `Peças avulsas eu não vendo${name}, só ${only}. Se quiser, te passo o valor.`,
    ];
  }
  // 'Você atende presencial ou online?' of a process that says both.
  if (
    MODE_ASKED.test(asked) &&
    !HOURS_BESIDE.test(asked) &&
    /\bpresencial\b/.test(process) &&
    /\bonline\b/.test(process) &&
    !ONE_MODE.test(process)
  ) {
    return (name) => [
      `Oi${name}! Atendo presencial e online, como ficar melhor pra você.`,
      `Atendo dos dois jeitos${name}: presencial e online. Qual você prefere?`,
      `Tem presencial e online${name}! Me fala qual fica melhor pra você, que eu vejo a agenda.`,
    ];
  }
  if (ASKS_NUMBER.test(asked)) {
    return (name) => [
      `É este aqui mesmo${name}! Pode me mandar sua dúvida por aqui.`,
      `Pode falar comigo por aqui mesmo${name}, este é o meu WhatsApp. Qual é a sua dúvida?`,
      `Este número é o meu WhatsApp${name}. Me conta, no que eu posso te ajudar?`,
    ];
  }
  // 'Posso confiar no vendedor?': yes, with what the fields say a buyer gets, nothing more.
  if (TRUST_ASKED.test(asked)) {
    const guarantee = c.f?.guarantee ? `E tem ${c.f.guarantee.toLowerCase()}.` : null;
    const tracked = /\brastreio\b/.test(process) ? 'Envio com código de rastreio.' : null;
    return (name) =>
      [
        `Pode confiar, sim${name}! ${tracked ?? guarantee ?? ''} Qualquer dúvida antes de comprar, é só me perguntar.`,
        `Pode sim${name}! ${guarantee ?? tracked ?? ''} Me pergunta o que quiser, que eu te explico tudo.`,
        `Entendo a preocupação${name}! Pode me perguntar tudo antes, que eu te mostro o que precisar.`,
      ].map((text) => text.replace(/\s+/g, ' '));
  }
  // 'Qual seria o site???' of a seller who sells on WhatsApp: here.
  if (SITE_ASKED.test(asked) && sells) {
    return (name) => [
      `Eu vendo ${sells}${name}! Se quiser, já te passo tudo aqui.`,
      `Pode comprar comigo ${sells}${name}. Me fala o que você precisa?`,
      `A venda é ${sells}${name}. Qualquer dúvida, é só me perguntar.`,
    ];
  }
  // 'Você tem alguma loja em São Paulo?' of a seller who ships and names no shop: how they sell.
  if (SHOP_ASKED.test(asked) && sells && ships && !/\b(?:loja|retir\p{L}*)\b/u.test(process)) {
    return (name) => [
      `Eu vendo ${sells}${name}, e envio ${ships}.`,
      `Por enquanto é só ${sells}${name}: eu envio ${ships} pra você.`,
      `Atendo ${sells}${name}, e mando ${ships}. Quer que eu veja o frete pro seu CEP?`,
    ];
  }
  return null;
}
