import type { Phase } from './customers.ts';

/**
 * Campaigns (issue 42): one message per customer for an occasion, sent by the seller's own taps
 * on wa.me links, paced and capped so the seller's number stays safe. The guardrails are plain
 * numbers here so the server enforces them and the screen explains them with the same figures.
 */
export const campaignRules = {
  /** Campaign sends a day per member, by default, and the most the setting allows. */
  dailyCapDefault: 30,
  dailyCapMax: 60,
  /** The wait between two sends: a fixed part plus a random one, in seconds. */
  countdownBaseSeconds: 20,
  countdownRandomSeconds: 25,
  /** Sending hours in the member's zone: from 9:00 until 20:00. */
  firstHour: 9,
  lastHour: 20,
  /** At most one campaign message per customer in this many days. */
  daysBetweenMessages: 7,
  /** After this many campaign messages left unanswered, the customer rests for `restDays`. */
  unansweredInARow: 2,
  restDays: 60,
  /** A campaign pauses itself when this many of its customers ask to stop. */
  optOutsToPause: 2,
  /** Replies and sales this many days after a send count for the campaign in Resultados. */
  creditDays: 14,
} as const;

/** A campaign needs something to offer: without one, a message would have to make it up. */
export const NOTHING_OFFERED = 'Escolha o produto ou serviço, ou escreva a oferta da campanha.';

/** The line that ends a campaign message unless the seller turns it off. */
export const STOP_LINE = 'Se não quiser mais receber essas mensagens, é só responder SAIR.';

/** The commerce dates a campaign can be for; 'oferta' is an offer with no date. */
export const occasionIds = [
  'natal',
  'ano-novo',
  'dia-do-consumidor',
  'pascoa',
  'dia-das-maes',
  'dia-dos-namorados',
  'dia-dos-pais',
  'dia-do-cliente',
  'dia-das-criancas',
  'black-friday',
  'oferta',
] as const;
export type OccasionId = (typeof occasionIds)[number];

/** An occasion with its next day on the member's calendar (GET /api/campaigns). */
export interface Occasion {
  id: OccasionId;
  name: string;
  /** The next day it falls on, yyyy-mm-dd; null for 'oferta'. */
  day: string | null;
}

/** Who a campaign is for. Every filter given must hold; none given means every customer. */
export interface CampaignAudience {
  /** The customers whose product of interest (or purchase) is this product. */
  productId?: string;
  phases?: Phase[];
  /** Only customers whose last contact is older than this many days. */
  idleDays?: number;
}

/** POST /api/campaigns. */
export interface NewCampaign {
  occasion: OccasionId;
  /** The product or service the campaign offers; null for none in particular. */
  productId: string | null;
  /** The offer in the seller's words ("10% de desconto até sexta"), optional. */
  offer: string | null;
  /** A Pix price for the campaign, in reais; null for none. */
  pixPrice: number | null;
  audience: CampaignAudience;
  /** Ends each message with STOP_LINE. */
  stopLine: boolean;
}

/** Why a customer of the audience gets no message. */
export const leftOutReasons = {
  neverWrote: 'Nunca escreveu para você nem comprou',
  optedOut: 'Pediu para não receber mensagens',
  recentCampaign: 'Recebeu outra campanha há menos de 7 dias',
  unanswered: 'Não respondeu às 2 últimas campanhas: descansa 60 dias',
  noPhone: 'Sem WhatsApp válido',
  complained: 'A última mensagem foi uma reclamação sem resposta: responda antes',
} as const;
export type LeftOutReason = keyof typeof leftOutReasons;

export interface CampaignRecipient {
  customerId: string;
  nome: string;
  whatsapp: string | null;
  message: string;
  /** Who wrote it: the AI provider, or FechaZap's own writer. */
  source: 'ai' | 'offline';
  status: 'queued' | 'sent' | 'skipped' | 'left_out';
  /** For one left out: why (and, for a recent campaign, how many days ago). */
  reason: string | null;
  /** For one queued: the day it is planned for, yyyy-mm-dd. */
  plannedDay: string | null;
  sentAt: string | null;
}

export interface CampaignSummary {
  id: string;
  title: string;
  occasion: OccasionId;
  createdAt: string;
  sent: number;
  /** Sent and still to send: those skipped or left out are not counted. */
  total: number;
  status: 'active' | 'paused' | 'done';
}

/** GET /api/campaigns/:id: the campaign, its queue and what the guardrails say now. */
export interface CampaignDetail extends CampaignSummary {
  productName: string | null;
  offer: string | null;
  pixPrice: number | null;
  stopLine: boolean;
  recipients: CampaignRecipient[];
  /** The next customer to send to now, or null (none left today, or sending is paused). */
  next: CampaignRecipient | null;
  /** When the next send may be made (the countdown's end), ISO; null when it may be now. */
  waitUntil: string | null;
  /** The same as seconds from this answer, for a phone whose clock is not the server's. */
  waitSeconds: number;
  /** Why nothing can be sent now, in the seller's words ("Domingo não tem envio…"); else null. */
  pausedBecause: string | null;
  /** Sends left today for the member (the daily cap less what went out today). */
  leftToday: number;
  dailyCap: number;
  /** Replies and sales within 14 days of a send. */
  replied: number;
  sold: number;
}

/** GET /api/campaigns. */
export interface CampaignsOverview {
  occasions: Occasion[];
  campaigns: CampaignSummary[];
  dailyCap: number;
}

/** Resultados: a campaign with sends in the period, and what came of them within 14 days. */
export interface CampaignResult {
  id: string;
  title: string;
  sent: number;
  /** Customers who wrote back, and who moved to Fechado, within 14 days of their message. */
  replied: number;
  sold: number;
}

const { countdownBaseSeconds: base, countdownRandomSeconds: random } = campaignRules;

/**
 * The guardrails in the seller's words, with the figures the server enforces: the queue's
 * 'Como protegemos seu número' and the help center say the same.
 */
export const guardrailLines = (dailyCap: number = campaignRules.dailyCapDefault) => [
  'Só recebe quem já escreveu para você ou comprou de você. Os outros ficam fora, com o motivo.',
  `No máximo ${dailyCap} mensagens de campanha por dia (você escolhe, de 1 a ${campaignRules.dailyCapMax}). Os follow-ups das negociações em aberto não contam.`,
  `Uma pausa de ${base} a ${base + random} segundos entre uma mensagem e outra: o botão espera a contagem.`,
  `Só das ${campaignRules.firstHour}h às ${campaignRules.lastHour}h, e nunca em domingos ou feriados nacionais: a tela diz quando os envios voltam.`,
  `No máximo uma mensagem de campanha para cada cliente a cada ${campaignRules.daysBetweenMessages} dias.`,
  `Quem não respondeu às ${campaignRules.unansweredInARow} últimas fica ${campaignRules.restDays} dias sem receber.`,
  'Cada mensagem é diferente: nunca o mesmo texto duas vezes na mesma campanha.',
  `Cada mensagem termina com “${STOP_LINE}” (dá para desligar ao criar a campanha).`,
  'Quem pede para parar (“sair”, “parar”, “não quero mais receber”) não recebe mais campanhas, a não ser que volte a falar com você e você libere.',
  `A campanha pausa sozinha quando ${campaignRules.optOutsToPause} clientes pedem para parar, para você reler o texto antes de continuar.`,
];
