import type { Phase } from '#shared/customers.ts';
import { formatBRL, readMoney } from '#shared/money.ts';
import type { Facts } from './facts.ts';
import type { Intent } from './reply-intent.ts';
import type { Offer } from './reply-offer.ts';
import { fold, lowerFirst, stripEnd, upperFirst } from './text.ts';
import type { ProductAnswer } from './product-answer.ts';
import { NOT_WHEN_ASKED, REFUSED_WAY, type TurnDetails } from './turn.ts';

/**
 * What a reply is written from, and the sentences every approach shares (the greeting, the
 * price, the guarantee, the bonus, how to pay), each said only with the facts there are.
 */
export interface ReplyContext {
  /** What the customer is doing (reading.ts): only a delivery question gets a delivery answer. */
  intent: Intent;
  /** The customer's first name, or '' when the name holds no one to greet. */
  name: string;
  /** The greeting in the seller's voice ('Oi', 'Olá', 'Bom dia'). */
  hi: string;
  f: Facts | null;
  /** The product with its article ('o Kit Cachos', 'a limpeza de sofá'), or null. */
  product: string | null;
  /** The proposal's value as a price ('R$ 350,00'), when the customer has one. */
  value: string | null;
  /** Who the customer will consult ('seu marido'), when they said. */
  relation: string | null;
  /** Days since the seller's last message, for a customer who went quiet. */
  daysQuiet: number;
  phase: Phase;
  /** The customer's latest words, normalized (reply-intent.ts), for what exactly they asked. */
  asked: string;
  /** The same words as written, for their spelling ('vitalício'). */
  written: string;
  /** The member's first name ('Ana'), for a customer who asks who answers; null when unknown. */
  sellerName: string | null;
  /** The customer's last message alone, normalized: what they are saying now. */
  lastSaid: string;
  /** The same message as written. */
  lastWritten: string;
  /** They said yes to the seller's 'posso te ajudar?' and nothing of what with. */
  yesToHelp: boolean;
  /** Their words answer the seller's last question ('Qual módulo?' → 'Todos'). */
  answersSeller: boolean;
  /** A yes to what the seller offered to do that is no sale ('Quer que a gente abra um chamado?'). */
  yesToOffer: boolean;
  /** A yes to what the seller will send once it is ready ('…quando estiver pronto?'). */
  yesToLater: boolean;
  /** The customer had spoken before the seller's last message: a talk under way. */
  ongoing: boolean;
  /** They quote back a message of the seller's own (reading.ts). */
  quotesSeller: boolean;
  /** All the seller wrote since the customer's previous words, normalized (reply-intent.ts). */
  sellerTurn: string;
  /** The customer asked 'tudo bem?' along with something else, so the greeting answers it. */
  askedHowAreYou: boolean;
  /** The product's sales process, folded: how the seller takes payment ('pix', 'cartao'). */
  process: string;
  /** What the seller sends to close at the customer's phase ('a chave Pix'). */
  step: string;
  /** What the customer secures and how they get it, by the kind of offer. */
  offer: Offer;
  /** The date the customer said they need it by ('antes do Natal'), or null. */
  deadline: string | null;
  /** How many, the price they offer, the occasion, where and when, how they pay (turn.ts). */
  turn: TurnDetails;
  /** What the product's own fields say of delivery: the same day, and the places named. */
  delivery: { sameDay: boolean; covers: (place: string) => boolean };
  /** A question about the product itself, and the clause of its fields that answers it. */
  answer: ProductAnswer | null;
  /** The other topics asked in the same turn ('e quantas gramas?'), answered after the first. */
  more: ProductAnswer[];
  /** A dose or count the product's fields do not give ('nessa dosagem'), or null (reading.ts). */
  variant: string | null;
  /** They order something the product is not (reading.ts): its price is not theirs. */
  otherItem: boolean;
}

/** A sentence of a reply; '~' first: only for a seller who writes long messages. */
export type Piece = string | null | false | undefined;

/** 'Oi, Maria!' or 'Oi!', and an answer when the customer asked how the seller is. */
export const hello = (c: ReplyContext) =>
  `${c.name ? `${c.hi}, ${c.name}!` : `${c.hi}!`}${c.askedHowAreYou ? ' Tudo ótimo, e com você?' : ''}`;
/** A question asked: its mark, or a question word opening a clause ('gostaria de saber se…'). */
export const ASKS = new RegExp(
  String.raw`\?|\b(?:saber|(?<!\bsem (?:nenhuma )?)duvidas?)\b|(?:^|[.!,;] ?)(?:qual|quais|quanto|quantos|quantas|como|onde|quando${NOT_WHEN_ASKED}|sera|tem|pode|posso|da pra|da para|e possivel|(?:vcs?|voces?) tem)\b`,
);
/**
 * Words that say something rather than ask it: no question read, and long or of several
 * sentences ('Vence dia 30, mas gosto de pagar qdo recebo'); a short 'É macho ou fêmea' asks.
 */
export const statement = (asked: string) =>
  !ASKS.test(asked) && (asked.split(' ').length >= 8 || /[.!]\s*\p{L}/u.test(asked));
/** 'Claro, Maria!' or 'Claro!'; 'Boa pergunta' only of a question ('Vi sua mensagem' of a statement). */
export const call = (c: ReplyContext, word: string, end = '!') => {
  const said = word === 'Boa pergunta' && statement(c.asked) ? 'Vi sua mensagem' : word;
  return c.name ? `${said}, ${c.name}${end}` : `${said}${end}`;
};
/** The product, or what stands for it without one. */
export const thing = (c: ReplyContext, without: string) => c.product ?? without;
/** The product after 'de' ('do Kit Cachos'), or what stands for it without one. */
export const ofProduct = (c: ReplyContext, without: string) =>
  c.product ? c.product.replace(/^(o|a|os|as) /, (_m, a: string) => `d${a} `) : without;

/** The product is plural ('as aulas de violão'), so its verbs agree: 'saem', 'podem'. */
export const plural = (c: ReplyContext) => /^(?:os|as) /.test(c.product ?? '');

/**
 * A price of one unit ('R$ 12,00', 'R$ 12 cada', '12,00 o pote', 'R$ 169,90 ou 3x de R$ 56,63'):
 * its amount; else null.
 */
const UNIT_PRICE =
  /^(?:r\$\s?)?(\d{1,6}(?:[.,]\d{1,2})?)(?:\s(?:cada(?: um| uma)?|a unidade|por unidade|o pote|a caixa|o kit|a fatia|a pe[çc]a))?(?:\s+ou\s+\d+\s?x\s+de\s+r\$\s?[\d.,]+)?\.?$/i;

export function unitAmount(price: string | null | undefined): number | null {
  const digits = price ? UNIT_PRICE.exec(price.trim())?.[1] : undefined;
  const read = digits ? readMoney(digits) : null;
  return read?.ok && read.value ? read.value : null;
}

/** 'os' or 'as', as the product's noun asks ('as 120', 'os 10'). */
export const theMany = (c: ReplyContext) => (/^as? /.test(c.product ?? '') ? 'as' : 'os');

/** 'Os 10 saem por R$ 120,00, a R$ 12,00 cada.': the sum the seller would make; else null. */
export function quantityLine(c: ReplyContext): Piece {
  const quantity = c.turn.quantity;
  const unit = unitAmount(c.f?.price);
  if (!quantity || !unit) return null;
  return `${upperFirst(theMany(c))} ${quantity} saem por ${formatBRL(quantity * unit)}, a ${formatBRL(unit)} cada.`;
}

/** The price as a sentence: 'O Kit Cachos sai por R$ 89,90.' / 'Sobre o valor: a partir de R$ 50.' */
const NO_PARTS =
  /\bnao (?:quero|vou|pretendo|gostaria de|preciso) parcelar\b|\b(?:so|somente|apenas) a vista\b/;

export function priceLine(c: ReplyContext, lead?: string): Piece {
  if (c.value && (c.phase === 'proposal' || !c.f?.price)) {
    return `Como te passei, fica ${c.value}.`;
  }
  // 'Não quero parcelar, a vista tem desconto?': the instalments are not offered again.
  const price =
    NO_PARTS.test(c.asked) && !MUST_CASH.test(c.asked)
      ? c.f?.price?.split(/ ou (?=\d{1,2} ?x)/)[0]
      : c.f?.price;
  if (!price) return null;
  if (!lead) {
    const total = quantityLine(c);
    if (total) return total;
  }
  if (!c.f!.priceIsAmount) return `${lead ?? 'Sobre o valor'}: ${price}.`;
  // '5 ml por R$ 49,00 ou 10 ml por R$ 89,00': a price per size is a list, not 'sai por 5 ml'.
  if (c.f!.pricePerSize) {
    return `${lead ?? 'Os valores são'}: ${price}.`;
  }
  // 'R$ 138,00 o kit com 10' says what it is: the product's name again would repeat it.
  const namesUnit = /^r\$\s?[\d.,]+\s(?:o|a|os|as|cada)\b/i.test(price);
  const subject = lead ?? (c.product && !namesUnit ? upperFirst(c.product) : null);
  if (!subject) return `${plural(c) ? 'Saem' : 'Sai'} por ${price}.`;
  return `${subject} ${plural(c) && !lead ? 'saem' : 'sai'} por ${price}.`;
}

/** The guarantee as the member typed it, led in so it reads as part of the reply. */
export const guaranteeLine = (c: ReplyContext, lead: string): Piece => {
  const g = c.f?.guarantee;
  if (!g) return null;
  // 'Garantia de 7 dias.' / '7 dias de garantia.' follow 'E tem'; a sentence of its own stays so.
  if (/^(garantia|\d)/i.test(g)) {
    return lead === 'E tem garantia' ? `E tem ${lowerFirst(g)}` : `${lead}: ${lowerFirst(g)}`;
  }
  return /garantia/i.test(g) ? g : `${lead}: ${lowerFirst(g)}`;
};
/** The product's guarantee, said to a buyer of a thing shipped ('Lembrando que tem 12 meses…'). */
export function guaranteeNote(c: ReplyContext): Piece {
  const g = c.f?.guarantee && stripEnd(c.f.guarantee);
  if (!g || c.offer.reach !== 'delivery') return null;
  return /garantia/i.test(g)
    ? `Lembrando que tem ${lowerFirst(g)}.`
    : `Lembrando que tem garantia de ${lowerFirst(g)}.`;
}
export const bonusLine = (c: ReplyContext, lead = 'E ainda vai de bônus'): Piece =>
  c.f?.bonus && `${lead}: ${stripEnd(c.f.bonus)}.`;
/** Short enough to be said, not quoted: issue 30's check takes six words in a row as a paste. */
const HIGHLIGHT_WORDS = 5;
const DANGLING =
  /(?<!\s)\s+(?:a|o|as|os|de|do|da|dos|das|em|no|na|com|para|pra|e|ou|que|sem|por)$/i;

/**
 * What sets the product apart, in its own few words: the differential's first clause
 * ('fórmula vegana que define os cachos sem pesar' → 'fórmula vegana'), at most five words.
 */
export function highlight(diff: string | null | undefined): string | null {
  if (!diff) return null;
  const clause = diff.split(/\s(?:que|com|onde|para|pra|e)\s|[,;:.!?(—–-]/)[0]!.trim();
  let words = clause.split(/\s+/).slice(0, HIGHLIGHT_WORDS).join(' ');
  while (DANGLING.test(words)) words = words.replace(DANGLING, '');
  return words.split(' ').length >= 2 ? words : null;
}

export const diffLine = (c: ReplyContext, lead: string): Piece => {
  const said = highlight(c.f?.diff);
  return said && `${lead}: ${said}.`;
};
/** The customer asked about one way to pay ('pix?', 'parcela?'), so none is asked back. */
export const namedWayToPay = (c: ReplyContext) =>
  /\b(?:pix|cartao|credito|debito|boleto|parcel\p{L}*|vezes)\b/u.test(c.asked);

/** What the customer asked about paying, answered only with what the sales process says. */
/** The ways to pay the sales process names, in the customer's words ('no Pix', 'no cartão'). */
export const waysToPay = (c: ReplyContext): string[] => waysIn(c.process);

/** The way they say they will not or cannot use ('não tenho como comprar no cartão'), or null. */
export function refusedWay(c: ReplyContext): string | null {
  const refused = REFUSED_WAY.exec(c.asked)?.[1];
  return refused
    ? { cartao: 'no cartão', credito: 'no cartão', pix: 'no Pix', boleto: 'no boleto' }[refused]!
    : null;
}

/** The ways to pay the process names, less the one they will not use. */
export const waysOpen = (c: ReplyContext): string[] =>
  waysToPay(c).filter((w) => w !== refusedWay(c));

/** The ways to pay a sales process names, folded ('no Pix', 'no cartão', 'no boleto'). */
export function waysIn(process: string): string[] {
  const ways: Array<[string, string]> = [
    ['pix', 'no Pix'],
    ['cartao', 'no cartão'],
    ['boleto', 'no boleto'],
  ];
  return ways.filter(([word]) => new RegExp(`\\b${word}\\b`).test(process)).map(([, s]) => s);
}

/**
 * A way to pay the customer names that the sales process does not ('no boleto parcelado' of a
 * seller of Pix and card), when the process names others; null otherwise.
 */
export function otherWayAsked(c: Pick<ReplyContext, 'asked' | 'process'>): string | null {
  const ways = waysIn(c.process);
  if (ways.length === 0) return null;
  const boleto =
    /\bboleto\b/.test(c.asked) &&
    // 'gero outro boleto', 'posso pagar meu boleto com pix?': a boleto they have already.
    !HAS_BOLETO.test(c.asked) &&
    !ways.includes('no boleto') &&
    !/\b(?:nao|sem) (?:quero |vou |posso )?(?:pagar )?(?:no |em |com |de )?boleto\b/.test(c.asked);
  if (boleto) return IN_PARTS.test(c.asked) ? 'no boleto parcelado' : 'no boleto';
  // 'se não der pelo pix parcelado…': a Pix in instalments, which no process of Pix alone gives.
  const pixInParts =
    /\bpix parcelad[oa]\b|\bparcel\p{L}* (?:no |pelo |via )?pix\b/u.test(c.asked) &&
    !/\bpix parcelad[oa]\b|\bparcel\p{L}* (?:no|pelo|via) pix\b/u.test(c.process);
  if (pixInParts) return 'no Pix parcelado';
  // '…o link para fazer o pagamento parcelado para Portugal': paying from another country.
  const abroad = ABROAD.exec(c.asked)?.[1];
  if (!abroad || !IN_PARTS.test(c.asked)) return null;
  if (/\b(?:exterior|fora do brasil|internacional)\b/.test(c.process)) return null;
  return `parcelado pagando ${COUNTRIES[abroad] ?? abroad}`;
}

/** Paying at sight is what they cannot do ('não tenho como pagar a vista'). */
const CANT_AT_SIGHT =
  /\bnao (?:tenho como|consigo|posso|da (?:pra|para)|vou conseguir) pagar (?:a vista|avista)\b/;

/** In parts ('parcelado', '12x no boleto', normalized '12 vezes'). */
const IN_PARTS = /\bparcel\p{L}*|\b\d{1,2} vezes\b/u;
const HAS_BOLETO =
  /\b(?:outro|novo|meu|seu) boleto\b|\b(?:imprim|emit|gere)[a-z]* o boleto\b|\bboleto\b[^?]{0,30}\b(?:que )?(?:eu )?tenho\b|\bpagar o boleto\b|\bger(?:ar|o|ei|ou|ado)\b[^.?!]{0,20}\bboleto\b|\bboleto (?:venc\p{L}*|gerado)/u;

/** A country the customer pays from ('pagamento parcelado para Portugal'). */
const ABROAD =
  /\b(?:para|pra|de|em|no|na|do|da) (portugal|exterior|fora do brasil|europa|eua|estados unidos|espanha|italia|franca|inglaterra|irlanda|alemanha|japao|angola|mocambique|suica|canada)\b/;
const COUNTRIES: Record<string, string> = {
  exterior: 'do exterior',
  'fora do brasil': 'de fora do Brasil',
  eua: 'dos EUA',
  'estados unidos': 'dos Estados Unidos',
  portugal: 'de Portugal',
  europa: 'da Europa',
  espanha: 'da Espanha',
  italia: 'da Itália',
  franca: 'da França',
  inglaterra: 'da Inglaterra',
  irlanda: 'da Irlanda',
  alemanha: 'da Alemanha',
  japao: 'do Japão',
  angola: 'de Angola',
  mocambique: 'de Moçambique',
  suica: 'da Suíça',
  canada: 'do Canadá',
};

/** 'no Pix, no cartão ou no boleto'. */
export const waysSaid = (ways: string[]) => ways.join(' ou ').replace(/ ou (?=.* ou )/g, ', ');

/**
 * Paying when it arrives, as the sales process has it ('um sinal no Pix e o restante na
 * entrega'); else the payment comes before it ships.
 */
function arrivalAnswer(c: ReplyContext): string {
  if (/\bna (?:entrega|retirada)\b/.test(c.process)) {
    return /\bsinal\b/.test(c.process)
      ? 'Pode sim: você paga um sinal antes e o restante na entrega.'
      : 'Pode sim, o pagamento é na entrega.';
  }
  const ways = waysToPay(c);
  return `O pagamento é antes do envio${ways.length ? `, ${waysSaid(ways)}` : ''}.`;
}

/** They ask to pay in parts ('parcela?', 'dá pra dividir sem juros?'). */
export const askedInstallments = (c: ReplyContext) =>
  /parcel|vezes|dividir|divide|sem juros/.test(c.asked);

/** The price gives installments ('ou 12x de R$ 99,70'). */
export const priceInstallments = (c: ReplyContext) =>
  !!c.f?.price && /(?<!\d)\d+\s*x|parcel|vezes/i.test(c.f.price);

const MUST_CASH =
  /\b(?:tenho|teria|tem|vou ter|preciso) que pagar (?:tudo )?a vista\b|\be so a vista\b/;

export function paymentAnswer(c: ReplyContext): Piece {
  if (c.turn.payOnArrival) return arrivalAnswer(c);
  // 'Queria pagar à vista': the price in one go, of a price that also gives its instalments.
  const whole = /R\$ ?[\d.]+,\d{2}/.exec(c.f?.price ?? '')?.[0];
  // 'Teria que pagar à vista?': no, the instalments too.
  if (MUST_CASH.test(c.asked) && priceInstallments(c)) return `Não precisa! ${priceLine(c)}`;
  if (/\b(?:a vista|avista)\b/.test(c.asked) && whole && priceInstallments(c)) {
    // 'Porque não tenho como pagar a vista': the instalments, not the price at sight.
    return CANT_AT_SIGHT.test(c.asked) ? priceLine(c) : `À vista fica ${whole}.`;
  }
  if (askedInstallments(c)) {
    if (priceInstallments(c)) return priceLine(c);
    const ways = waysToPay(c);
    // What the process names is said; installments it does not name are looked into, not promised.
    return `${ways.length > 0 ? `Aqui dá pra pagar ${waysSaid(ways)}. ` : ''}Sobre parcelar, me diz em quantas vezes você queria, que eu vejo como fica.`;
  }
  // 'Não queria usar o cartão, tenho receio…': the other ways the process names.
  if (refusedWay(c) && waysOpen(c).length > 0)
    return `Pode ser ${waysSaid(waysOpen(c))}, então, se preferir.`;
  if (/\bpix\b/.test(c.asked) && /\bpix\b/.test(c.process)) return 'Pode ser no Pix, sim.';
  if (/cartao|credito/.test(c.asked) && /cartao|credito/.test(c.process)) {
    // A brand the link may not take is looked into ('cartão Senff').
    if (c.turn.cardBrand) {
      return `No cartão eu recebo, sim. Só vou confirmar se o ${c.turn.cardBrand} passa aqui e já te falo.`;
    }
    return 'Pode ser no cartão, sim.';
  }
  // 'gerar um novo boleto? esse que tenho não serve mais?': the boleto they have, looked into.
  if (HAS_BOLETO.test(c.asked)) return 'Vou ver o seu boleto aqui e já te falo.';
  // A way the process does not name ('aceita cartão?' of a Pix-only seller): the ways it names,
  // the other looked into, neither a yes nor a no.
  const other = /cartao|credito|debito|boleto/.exec(c.asked)?.[0];
  const ways = waysToPay(c);
  if (other && ways.length > 0) {
    const asked = other === 'boleto' ? 'no boleto' : 'no cartão';
    return `Por enquanto dá pra pagar ${waysSaid(ways)}. Se precisar pagar ${asked}, me fala que eu vejo o que dá pra fazer.`;
  }
  return 'Me diz como fica melhor pra você pagar, que eu vejo aqui.';
}

export const step = (c: ReplyContext) => c.step;

/** How the customer gets it, for a customer asking about delivery: by address, visit or access. */
export function reachAnswer(c: ReplyContext): string {
  switch (c.offer.reach) {
    case 'visit':
      return c.deadline
        ? `Me passa seu bairro, que eu vejo um horário que dê certo ${c.deadline}.`
        : 'Me passa seu bairro, que eu vejo o melhor horário pra te atender.';
    case 'access':
      // 'A entrega desse outro certificado… entre 30 dias à 42 dias': its time, looked into.
      if (/\b(?:certificado|diploma)\b/.test(c.asked))
        return /\b(?:sedex|correios?|endereco)\b/.test(c.asked)
          ? 'Vou ver o envio do seu certificado e já te falo.'
          : 'Vou ver o prazo do certificado e já te falo.';
      // 'vcs enviaram 3 gráficos via Sedex…': something shipped, looked into.
      if (/\b(?:enviaram|mandaram)\b/.test(c.asked)) return 'Vou ver aqui o envio e já te falo.';
      return c.offer.kind === 'event'
        ? 'Assim que você confirmar a inscrição, eu te passo todos os detalhes do dia.'
        : 'Assim que você confirmar, eu te passo todas as informações de acesso.';
    case 'delivery':
      if (c.turn.cepGiven) return 'Vou ver o prazo e o frete pro seu CEP e já te falo.';
      return c.deadline
        ? `Me passa seu CEP, que eu vejo se chega ${c.deadline} e te falo o frete certinho.`
        : 'Me passa seu CEP, que eu já confirmo o prazo e o frete certinho.';
  }
}

const FEMININE =
  /^(?:festa|formatura|p[áa]scoa|confraterniza[çc][ãa]o|zona|cidade|Bahia|Paraíba)\b/i;
/** Places said with 'o' ('pro Piauí', 'no Pará', 'pro Rio', m611); a town takes none ('pra Recife'). */
const STATE_WITH_O =
  /^(?:Rio(?: de Janeiro)?|Piau[íi]|Par[áa]|Cear[áa]|Maranh[ãa]o|Amazonas|Acre|Amap[áa]|Tocantins|Paran[áa]|Rio Grande do (?:Sul|Norte)|Mato Grosso(?: do Sul)?|Esp[íi]rito Santo|Distrito Federal)$/i;

/** 'Pro aniversário' / 'Pra festa' / 'Pro Natal' / 'Pro centro' / 'Pra Campinas' (a town). */
const forThe = (thing: string) =>
  `${!STATE_WITH_O.test(thing) && (FEMININE.test(thing) || /^\p{Lu}/u.test(thing)) ? 'Pra' : 'Pro'} ${thing}`;

/** 'no centro', 'na zona sul', 'no Piauí', 'em Campinas'. */
function inPlace(place: string): string {
  if (/^(?:centro|bairro)\b/.test(place) || STATE_WITH_O.test(place)) return `no ${place}`;
  if (/^(?:zona|cidade|Bahia|Paraíba)\b/.test(place)) return `na ${place}`;
  return `em ${place}`;
}

/** The occasion the customer named, with the date it needs ('Pro aniversário, me diz a data…'). */
export const occasionLine = (c: ReplyContext): Piece =>
  c.turn.occasion && !c.deadline
    ? `${forThe(c.turn.occasion)}, me diz a data que eu já vejo ${c.offer.order} aqui.`
    : null;

/**
 * The day and place of a delivery, answered only as far as the product's fields say: the same
 * day (or 'pronta entrega') when they say so; a place they name; otherwise the seller will
 * check, never a yes. Only a question about delivery is answered so, never a complaint or a
 * request after a sale ('vc disse que entregava no mesmo dia' is no question).
 */
export function deliveryAnswer(c: ReplyContext): Piece[] | null {
  const { day, place, quick } = c.turn;
  if (c.intent !== 'delivery' || c.turn.complaint || c.turn.afterSale) return null;
  if (c.offer.reach === 'access' || (!day && !place && !quick)) return null;
  if (c.offer.reach === 'visit') {
    return [
      place && c.delivery.covers(place) ? `Atendo ${inPlace(place)}, sim.` : null,
      place && !c.delivery.covers(place)
        ? `${forThe(place)}, me passa o endereço que eu confirmo se consigo te atender.`
        : day
          ? `Pra ${day}, deixa eu ver minha agenda e já te falo.`
          : 'Me diz o melhor dia, que eu confirmo o horário.',
    ];
  }
  const when =
    day === 'hoje'
      ? c.delivery.sameDay
        ? 'Dá sim, eu entrego no mesmo dia.'
        : 'Pra hoje, deixa eu ver se consigo e já te falo.'
      : day === 'amanhã'
        ? c.delivery.sameDay
          ? 'Amanhã dá sim.'
          : 'Pra amanhã, deixa eu ver se consigo e já te falo.'
        : quick
          ? c.delivery.sameDay
            ? 'É pronta entrega, sim.'
            : 'Deixa eu ver o que tenho pronto aqui e já te falo o prazo certinho.'
          : null;
  // Their CEP given ('pronta entrega para Manaus CEP 69093-051'): looked into, not asked again.
  const where = c.turn.cepGiven
    ? when
      ? `E já vejo o frete pro seu CEP${place ? ` ${inPlace(place)}` : ''}.`
      : `${place ? `${forThe(place)}, vou` : 'Vou'} ver o prazo e o frete pro seu CEP e já te falo.`
    : place
      ? c.delivery.covers(place)
        ? `Entrego ${inPlace(place)}, sim. Me passa o endereço que eu já te falo o frete.`
        : `${forThe(place)}, me passa o endereço que eu confirmo a entrega e o valor do frete.`
      : 'Me passa o endereço, que eu calculo o frete.';
  return [when, where];
}

const SHIP_TIMES: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray) => string]> = [
  [/\bno mesmo dia util\b/, () => 'no mesmo dia útil'],
  [/\bno mesmo dia\b/, () => 'no mesmo dia'],
  [/\bno dia (?:seguinte|util seguinte)\b/, () => 'no dia seguinte'],
  [
    /\bem ate (\d+) dias? (?:uteis|util)\b/,
    (m) => `em até ${m[1]} ${m[1] === '1' ? 'dia útil' : 'dias úteis'}`,
  ],
  [
    /\bem (\d+) dias? (?:uteis|util)\b/,
    (m) => `em ${m[1]} ${m[1] === '1' ? 'dia útil' : 'dias úteis'}`,
  ],
];
const CARRIERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcorreios\b/, 'pelos Correios'],
  [/\bsedex\b/, 'por Sedex'],
  [/\btransportadora\b/, 'por transportadora'],
  [/\btransporte especializado\b/, 'por transporte especializado'],
];

/**
 * How and when the seller ships, as their fields say it ('Depois do pagamento, eu envio no dia
 * seguinte pelos Correios, com rastreio.'); null when they name no carrier.
 */
export function shipLine(c: ReplyContext): Piece {
  const ship = shippingOf(c);
  if (!ship) return null;
  const after = /\bsinal\b/.test(c.process) ? 'Depois do sinal' : 'Depois do pagamento';
  return `${after}, eu envio${ship.time ? ` ${ship.time}` : ''} ${ship.carrier}${ship.tracking ? ', com rastreio' : ''}.`;
}

/** When an order already bought ships ('O envio é em até 1 dia útil pelos Correios.'), if said. */
export function shipPolicy(c: ReplyContext): Piece {
  const ship = shippingOf(c);
  return ship?.time ? `O envio é ${ship.time} ${ship.carrier}.` : null;
}

function shippingOf(c: ReplyContext) {
  if (c.offer.reach !== 'delivery') return null;
  const said = `${c.process} ${fold(c.f?.diff ?? '')}`;
  // 'pelos Correios ou transportadora': both ways said; Sedex is the Correios' own.
  const carriers = CARRIERS.filter(([re]) => re.test(said)).map(([, say]) => say);
  const carrier = (
    carriers.includes('pelos Correios') ? carriers.filter((c) => c !== 'por Sedex') : carriers
  ).join(' ou ');
  if (!carrier) return null;
  const time = SHIP_TIMES.map(([re, say]) => {
    const m = re.exec(said);
    return m ? say(m) : null;
  }).find(Boolean);
  return { carrier, time, tracking: /\brastrei\p{L}*/u.test(said) };
}

/** 'o seu pedido', 'a sua encomenda': what the customer complains about, with its possessive. */
export function complainedThing(c: ReplyContext): string {
  // 'ainda precisa ser cancelado esse boleto' (a return, no complaint) is about the boleto.
  const word =
    c.turn.complaint ??
    (/\bcancel\p{L}*\b[^?]{0,30}\bboleto\b|\bboleto\b[^?]{0,30}\bcancel/u.test(c.asked)
      ? 'boleto'
      : 'pedido');
  if (/^(?:certificado|bonus)$/.test(word))
    return word === 'bonus' ? 'o seu bônus' : 'o seu certificado';
  if (/^brindes?$/.test(word)) return word === 'brindes' ? 'os seus brindes' : 'o seu brinde';
  if (word === 'nota fiscal') return 'a sua nota fiscal';
  if (word === 'pedido e nota fiscal') return 'o seu pedido e a sua nota fiscal';
  if (word === 'carregador') return 'o carregador';
  if (word === 'parcelamento') return 'o parcelamento';
  if (word === 'valor') return /\blink\b/.test(c.asked) ? 'o valor do link' : 'esse valor';
  if (word === 'pagamento') return 'o seu pagamento';
  if (word === 'cartao') return 'o pagamento no cartão';
  if (word === 'sedex') return 'o envio pelo Sedex';
  if (word === 'boleto') return 'o boleto';
  if (word === 'compra' && /\bcancel/.test(c.asked)) return 'a sua compra';
  if (word === 'acesso' || c.offer.reach === 'access') return 'o seu acesso';
  if (word === 'servico' || c.offer.reach === 'visit') return 'o seu atendimento';
  if (/^(?:encomenda|entrega|compra)$/.test(word)) return `a sua ${word}`;
  // A subscription box shipped has no 'pedido' (offer-kind.ts wrongNouns): its delivery.
  return c.offer.kind === 'product' ? 'o seu pedido' : 'a sua entrega';
}

/**
 * What the seller needs to find what was bought: the order's number or the buyer's name, the
 * e-mail of an access, the day of a visit.
 */
/** A customer the seller has as a buyer (Fechado): never asked who bought or for a new sale's CEP. */
export const boughtAlready = (phase: Phase) => phase === 'closed';

export function toFindIt(c: ReplyContext): string {
  switch (c.offer.reach) {
    case 'access':
      return 'o e-mail que você usou na compra';
    case 'visit':
      return 'o dia do atendimento';
    case 'delivery':
      return c.offer.kind === 'product'
        ? 'o número do pedido ou o nome de quem comprou'
        : 'o nome completo de quem assinou';
  }
}

/** What comes once a payment is in: only the shipping the sales process names. */
export function afterPayment(c: ReplyContext): string {
  switch (c.offer.reach) {
    case 'visit':
      return 'Assim que cair, eu te confirmo o dia e o horário.';
    case 'access':
      return 'Assim que cair, eu te mando o acesso por aqui.';
    case 'delivery':
      return /rastreio|rastreamento|correios|sedex|transportadora/.test(c.process)
        ? `Assim que cair, eu ${c.offer.hold.now} e te mando o código de rastreio.`
        : `Assim que cair, eu ${c.offer.hold.now}.`;
  }
}

/** The price they offered, as they offered it ('R$ 10,00 cada'). */
export const theirOffer = (c: ReplyContext) =>
  `${c.turn.counterOffer ?? ''}${c.turn.counterEach ? ' cada' : ''}`;

/** How they said they will pay, acknowledged only when the sales process takes it. */
export function methodNote(c: ReplyContext): Piece {
  const method = c.turn.method;
  if (!method) return null;
  const takes = (words: RegExp) => words.test(c.process) || words.test(c.f?.step ?? '');
  if (method === 'pix' && takes(/\bpix\b/i)) return 'E o pagamento no Pix eu aceito.';
  if (method === 'cartão' && takes(/cartao|cartão|credito|crédito/i)) {
    return 'E o pagamento no cartão eu aceito.';
  }
  return null;
}

/**
 * The three approaches to each thing a customer does, as sentence lists: the first answers head
 * on, the second asks or reframes, the third moves to the next step. A piece starting with '~'
 * is left out for a seller who writes short messages; null pieces are skipped.
 */
export type ReplyFrame = (c: ReplyContext) => Piece[];

/** A sentence said to the customer by name ('Ana, depois do pagamento eu envio…'). */
export const withName = (c: ReplyContext, sentence: string) =>
  c.name ? `${c.name}, ${lowerFirst(sentence)}` : sentence;
