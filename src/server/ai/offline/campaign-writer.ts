import { STOP_LINE, type OccasionId } from '#shared/campaigns.ts';
import { firstName } from '#shared/first-name.ts';
import { formatBRL } from '#shared/money.ts';
import type { ProductInfo } from '../product-info.ts';
import { madeToOrder, saleName } from './after-sale-writer.ts';
import { factsOf } from './facts.ts';
import { after, withArticle } from './noun-phrase.ts';
import { offerOf, productNoun } from './reply-offer.ts';
import { intentOfMessage } from './reply-intent.ts';
import { fold } from './text.ts';

/**
 * A campaign's message for one customer (issue 42): their first name, what they bought or asked
 * about, a word on their last message when it was a kind one, the occasion, the offer in the
 * seller's words and the Pix price, and the line to stop. `variant` picks among equivalent
 * greetings, links and asks, so two customers alike still get different texts.
 */
export interface CampaignMessageInput {
  occasion: OccasionId;
  customerName: string;
  /** What the customer bought (their card's product, once closed), or asked about, or null. */
  theirProduct: string | null;
  bought: boolean;
  /** The customer's last message, when any. */
  lastWords: string | null;
  /** The product the campaign offers, or null. */
  product: ProductInfo | null;
  offer: string | null;
  pixPrice: number | null;
  stopLine: boolean;
  variant: number;
  /** The product offered is bought again and again (it has a repurchase cycle). */
  repeats: boolean;
}

/** How each occasion opens the offer. */
const FOR_OCCASION: Record<OccasionId, string> = {
  natal: 'Para o Natal',
  'ano-novo': 'Para começar o ano',
  'dia-do-consumidor': 'No Dia do Consumidor',
  pascoa: 'Para a Páscoa',
  'dia-das-maes': 'Para o Dia das Mães',
  'dia-dos-namorados': 'Para o Dia dos Namorados',
  'dia-dos-pais': 'Para o Dia dos Pais',
  'dia-do-cliente': 'No Dia do Cliente',
  'dia-das-criancas': 'Para o Dia das Crianças',
  'black-friday': 'Na Black Friday',
  oferta: 'Esta semana',
};

/** The occasion's opening, in one of three ways ('Para o Natal', 'Pensando no Natal'…). */
function leadFor(occasion: OccasionId, way: number): string {
  const lead = FOR_OCCASION[occasion];
  if (way === 0 || occasion === 'oferta') return way === 2 ? 'Nesta semana' : lead;
  const day = lead.replace(/^(?:Para|No|Na) /u, '').replace(/^(o|a) /u, '');
  const article = /^(Páscoa|Black Friday)$/u.test(day) ? 'na' : 'no';
  if (occasion === 'ano-novo') return way === 1 ? 'Pra começar o ano bem' : 'Neste começo de ano';
  return way === 1 ? `Pensando ${article} ${day}` : `Agora ${article} ${day}`;
}

/** The dates people buy presents for. */
const GIFT_DAYS = new Set<OccasionId>([
  'natal',
  'dia-das-maes',
  'dia-dos-namorados',
  'dia-dos-pais',
  'dia-das-criancas',
]);

const PRONOUNS = { o: 'ele', a: 'ela', os: 'eles', as: 'elas' } as const;

const SIGN_OFFS = ['', 'Um abraço!', 'Fico no aguardo.'];

const GREETINGS = [
  (n: string) => `Oi, ${n}! Tudo bem?`,
  (n: string) => `Olá, ${n}! Tudo bem?`,
  (n: string) => `Oi, ${n}, tudo bem?`,
  (n: string) => `${n}, tudo bem?`,
];
const NAMELESS = ['Oi! Tudo bem?', 'Olá! Tudo bem?', 'Oi, tudo bem?', 'Olá, tudo bem?'];

/** The ask that ends the message, by what the offer is: a thing, a visit, an access, an event. */
const ASKS = {
  delivery: [
    'Quer que eu separe pra você?',
    'Posso separar pra você?',
    'Quer que eu reserve o seu?',
  ],
  visit: [
    'Quer que eu reserve um horário pra você?',
    'Posso reservar um horário pra você?',
    'Quer marcar?',
  ],
  access: ['Quer que eu te mande o link?', 'Posso te mandar o link?', 'Quer os detalhes?'],
  order: ['Quer fazer sua encomenda?', 'Posso anotar sua encomenda?', 'Quer encomendar o seu?'],
  event: [
    'Quer garantir sua vaga?',
    'Posso reservar sua vaga?',
    'Quer que eu guarde uma vaga pra você?',
  ],
  none: ['Quer que eu te conte mais?', 'Posso te mandar os detalhes?', 'Quer saber mais?'],
} as const;

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** After a colon a sentence goes on in lower case ('Frete grátis' → 'frete grátis'), not 'PIX'. */
const afterColon = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** A product as a chat names it: the listing's details and a note in brackets left out. */
function noun(text: string) {
  const said = saleName(text.replace(/ ?\([^()]*\)/gu, '').trim() || text);
  return productNoun(said, said);
}
const named = (text: string) => withArticle(noun(text));

export function writeCampaignMessage(input: CampaignMessageInput): string {
  const v = input.variant;
  const first = firstName(input.customerName);
  const greeting = first ? GREETINGS[v % 4]!(first) : NAMELESS[v % 4]!;

  // Their own history with the seller: what they bought, or asked about, and a kind last word.
  const theirs = input.theirProduct?.trim().replace(/^\d.*$/, '') || null;
  const kind = input.lastWords ? intentOfMessage(input.lastWords) : null;
  const links: string[] = [];
  // Only words of liking it: a thanks or a blessing is no 'que bom que você gostou'.
  const liked = kind === 'likes';
  if (theirs && input.bought && liked) {
    links.push(`Que bom que você gostou ${after('de', noun(theirs))}!`);
  } else if (theirs && input.bought) {
    links.push(
      Math.floor(v / 4) % 2 === 0
        ? `Lembrei de você, que já comprou ${named(theirs)} comigo.`
        : `Como você já conhece ${named(theirs)}, lembrei de você.`,
    );
  } else if (theirs) {
    links.push(`Da última vez a gente conversou sobre ${named(theirs)}.`);
  }

  const product = input.product;
  const offer = product ? offerOf(product, factsOf(product)) : null;
  const what = product ? noun(factsOf(product).short ?? product.nome) : null;
  const pix = input.pixPrice !== null ? `${formatBRL(input.pixPrice)} no Pix` : null;
  const lead = leadFor(input.occasion, Math.floor(v / 8) % 3);
  // Made to order ('encomenda com 15 dias de antecedência'): ordered, not set aside nor booked.
  const ordered = madeToOrder(product);
  const reach = !offer
    ? 'none'
    : ordered
      ? 'order'
      : offer.kind === 'event'
        ? 'event'
        : offer.reach;
  // The product they already know is not named twice: 'ele', 'ela' the second time.
  const same = Boolean(what && theirs && fold(noun(theirs).text) === fold(what.text));
  const pronoun = what ? PRONOUNS[what.article ?? 'o'] : '';
  let pitch: string;
  let ask: string | null = ASKS[reach][Math.floor(v / 24) % 3]!;
  if (what && pix) {
    const plural = what.article === 'os' || what.article === 'as';
    const subject = same ? pronoun : withArticle(what);
    pitch = `${lead}, ${subject} ${plural ? 'saem' : 'sai'} por ${pix}.`;
    if (input.offer) pitch += ` ${sentence(upper(input.offer))}`;
  } else if (what && input.offer) {
    const on = same ? '' : ` ${after('em', what)}`;
    pitch = `${lead}, estou com uma condição especial${on}: ${sentence(afterColon(input.offer))}`;
  } else if (what && same && input.bought && !input.repeats) {
    // Something one buys once (a watch, a curtain): one more, for them or to give.
    const one = what.article === 'a' || what.article === 'as' ? 'mais uma' : 'mais um';
    const gift = GIFT_DAYS.has(input.occasion) ? ', pra você ou pra presentear' : '';
    pitch = `${lead}, se quiser ${one}${gift}, é só me falar.`;
    ask = null;
  } else if (what) {
    const again = input.bought ? 'que tal repetir?' : 'que tal aproveitar?';
    pitch = `${lead}, ${same ? again : `que tal ${withArticle(what)}?`}`;
  } else if (input.offer) {
    pitch = `${lead}, preparei uma condição especial: ${sentence(afterColon(input.offer))}`;
  } else {
    const who = input.bought ? 'pra quem já é cliente' : 'pra você';
    pitch = `${lead}, preparei uma condição especial ${who}${pix ? `: ${pix}` : ''}.`;
  }
  const signOff = SIGN_OFFS[Math.floor(v / 72) % 3]!;

  const body = [greeting, ...links, pitch, ask, signOff].filter(Boolean).join(' ');
  return input.stopLine ? `${body}\n\n${STOP_LINE}` : body;
}

/** Equivalent variants of one message: greeting × opening × ask × sign-off. */
export const CAMPAIGN_VARIANTS = 216;

/**
 * A campaign's messages, one per customer, never two alike among those that `count` (the left
 * out's texts are kept but do not take a variant): each starts at its own variant and takes the
 * next while its text is already used; null when all of them are.
 */
export function writeCampaignTexts(
  inputs: Array<Omit<CampaignMessageInput, 'variant'> & { count: boolean }>,
): Array<string | null> {
  const written = new Set<string>();
  return inputs.map(({ count, ...input }, position) => {
    for (let tries = 0; tries < CAMPAIGN_VARIANTS; tries += 1) {
      const text = writeCampaignMessage({
        ...input,
        variant: (position + tries) % CAMPAIGN_VARIANTS,
      });
      if (!count) return text;
      if (!written.has(text)) {
        written.add(text);
        return text;
      }
    }
    return null;
  });
}
