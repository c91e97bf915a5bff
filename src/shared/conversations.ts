import type { AnswerSource } from './ai.ts';
import type { Phase } from './customers.ts';
import { groupDigits } from './money.ts';

// A customer's conversation as it comes in from WhatsApp (a shared text, an exported chat, a
// shared contact) and as the app keeps it: what the customer said and what the seller said,
// with their WhatsApp times. The server reads shares (server/conversations/), files them on a
// customer and writes replies (server/ai/replies.ts); these are the shapes of its answers.

/** Who said it: the customer, or the seller (the member). */
export type Author = 'customer' | 'seller';

/** One message of a customer's conversation. */
export interface ConversationMessage {
  id: string;
  author: Author;
  /** ISO time the message was sent in WhatsApp (a pasted single message: when it was pasted). */
  at: string;
  text: string;
}

/** A reply as long as WhatsApp messages people really send. */
export const MAX_REPLY_CHARS = 5000;

/**
 * The longest message WhatsApp sends (65,536 characters, as it is commonly given; no phone
 * writes more). A longer one in a file is kept up to here, with CUT_MARK after it.
 */
export const MAX_MESSAGE_CHARS = 65_536;
export const CUT_MARK = ' […]';

/** A message's text cut to MAX_MESSAGE_CHARS. */
export const capMessage = (text: string): string =>
  text.length > MAX_MESSAGE_CHARS ? text.slice(0, MAX_MESSAGE_CHARS) + CUT_MARK : text;

/** What one member keeps of conversations: years of a busy seller's chats fit many times. */
export const MAX_MESSAGES_PER_MEMBER = 200_000;
export const MAX_MESSAGE_BYTES_PER_MEMBER = 100 * 1024 * 1024;

/** One page of a conversation carries at most this much text (and always one message). */
export const MAX_PAGE_CHARS = 256 * 1024;

export const storageFullMessage = `Sua conta já guarda o máximo de conversas (${groupDigits(MAX_MESSAGES_PER_MEMBER)} mensagens ou ${MAX_MESSAGE_BYTES_PER_MEMBER / 1024 / 1024} MB de texto). Exclua clientes que não atende mais para arquivar novas conversas.`;

/** GET /api/customers/:id/messages?before=<id>: newest first, a page at a time. */
export interface ConversationPage {
  messages: ConversationMessage[];
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: string | null;
}

/** A message of a share before it is filed: who wrote it as WhatsApp names them. */
export interface SharedMessage {
  /** The author's name in the export (a contact name or a phone number); null when unknown. */
  authorName: string | null;
  /** Decided from sellerAuthor; 'customer' when unknown. */
  author: Author;
  at: string;
  text: string;
}

/** A contact of a shared vCard (or the Contact Picker), with the customer it already is. */
export interface SharedContact {
  name: string;
  /** As the card gives it. */
  phone: string | null;
  /** The phone's international digits (shared/phone.ts), null when it is not a valid number. */
  whatsapp: string | null;
  email: string | null;
  /** The member's customer with the same number (or, without a number, the same name). */
  existing: { customerId: string; nome: string } | null;
}

/** Where a shared conversation would be filed, before the member confirms. */
export type CustomerMatch =
  /** 'chosen': shared from the customer's own page (?cliente=), so nothing is asked. */
  | { by: 'phone' | 'name' | 'chosen'; customerId: string; nome: string; fase: Phase }
  /** A voice note's first guess: the customer the member touched last. */
  | { by: 'recent'; customerId: string; nome: string; fase: Phase }
  | { by: 'new'; nome: string; telefone: string | null }
  /** A lone message with no name or number: the member picks the customer. */
  | { by: 'none' };

/** GET /api/shares/:id, and the answer of POST /api/shares. */
export interface SharePreview {
  id: string;
  kind: 'chat' | 'contacts';
  /** The export's file name, when it came as a file. */
  fileName: string | null;
  messageCount: number;
  /** The last messages (up to 20), oldest first. */
  lastMessages: SharedMessage[];
  /** Every author name found, so the member can say which one is them when the app is unsure. */
  authors: string[];
  /** The author name that is the seller, when known. */
  sellerAuthor: string | null;
  match: CustomerMatch;
  /**
   * Whose a lone message says it is ('aqui é a Márcia Lopes'): the customer of that name, else a
   * new one. Offered first when the member is asked 'De quem é esta mensagem?'; null otherwise.
   */
  proposal: Exclude<CustomerMatch, { by: 'none' }> | null;
  /** A phase the conversation suggests (asked the price → interested…), applied only by a tap. */
  suggestedPhase: Phase | null;
  contacts: SharedContact[];
  /** Cards of a shared contact file that could not be read ('2 contatos não puderam ser lidos'). */
  unreadContacts?: number;
  /** A shared voice note: its length and whether its words are there yet. */
  audio?: SharedAudio;
  /** An export with media: its voice notes not yet transcribed ('Transcrever os 4 áudios'). */
  exportAudios?: ExportAudios;
  createdAt: string;
}

/** POST /api/shares/:id/file: the conversation filed on a customer (and a reply sent, if given). */
export interface FileShareRequest {
  /** An existing customer of the member… */
  customerId?: string;
  /** …or a new one (source WhatsApp). */
  newCustomer?: { nome: string; telefone: string | null };
  /** Which author name is the seller, when the member corrected it. */
  sellerAuthor?: string;
  /** The reply the member is sending now (recorded as the seller's message, next contact set). */
  sentReply?: string;
}

export interface FileShareResult {
  customerId: string;
  /** Messages new to the customer's history. */
  added: number;
  /** Messages it already had (the same author, time and text). */
  skipped: number;
  suggestedPhase: Phase | null;
}

/** POST /api/shares/:id/contacts: the chosen contacts become customers, once each. */
export interface AddContactsRequest {
  indexes: number[];
}
export interface AddContactsResult {
  created: number;
  /** Already customers: not duplicated. */
  existing: number;
  customerIds: string[];
}

/** One reply ready to send. */
export interface Reply {
  text: string;
  /** 'ai' for the configured engine (the offline engine too when no provider is set). */
  source: AnswerSource;
}

/** POST /api/customers/:id/replies and POST /api/shares/:id/replies: three replies. */
export interface ReplyResult {
  replies: Reply[];
  mode: AnswerSource;
  /** The customer's words being answered (their last messages, joined). */
  answering: string;
}

/**
 * Why a share could not be read: POST /compartilhar answers 303 to `/compartilhar?erro=<code>`,
 * and /api/shares answers 400 with the same message.
 */
export type ShareErrorCode =
  | 'NOT_A_CHAT'
  | 'NOT_CONTACTS'
  | 'TOO_LARGE'
  | 'TOO_COMPLEX'
  | 'EMPTY'
  | 'RATE_LIMITED'
  | 'BUSY'
  | 'AUDIO_TOO_LONG'
  | 'AUDIO_NOT_READ'
  | 'AUDIO_SIGNED_OUT';

/** A voice note is transcribed up to this long and this big, and never stored. */
export const MAX_AUDIO_SECONDS = 5 * 60;
export const MAX_AUDIO_BYTES = 16 * 1024 * 1024;

const HOW_TO_EXPORT =
  'No WhatsApp, abra a conversa, toque em Mais › Exportar conversa › Sem mídia e compartilhe com o FechaZap.';

export const shareErrorMessages: Record<ShareErrorCode, string> = {
  NOT_A_CHAT: `Esse arquivo não é uma conversa exportada do WhatsApp. ${HOW_TO_EXPORT}`,
  NOT_CONTACTS:
    'Não encontramos nenhum contato nesse arquivo. Compartilhe o contato direto do WhatsApp ou da agenda.',
  TOO_LARGE: `A conversa é grande demais (até 5 MB de texto, ou um .zip de até 20 MB). ${HOW_TO_EXPORT}`,
  TOO_COMPLEX: `Não conseguimos ler esse arquivo a tempo: ele é pesado demais para uma conversa. ${HOW_TO_EXPORT}`,
  BUSY: 'Estamos lendo muitos arquivos agora. Aguarde um minuto e envie de novo.',
  EMPTY: 'Nada chegou para ler. Copie as mensagens ou compartilhe a conversa de novo.',
  RATE_LIMITED: 'Muitos envios em pouco tempo. Aguarde um minuto e tente novamente.',
  AUDIO_TOO_LONG: `Esse áudio passa de ${MAX_AUDIO_SECONDS / 60} minutos (ou de ${MAX_AUDIO_BYTES / 1024 / 1024} MB). Ouça no WhatsApp e escreva o que o cliente disse em "Colar conversa".`,
  AUDIO_NOT_READ:
    'Não conseguimos abrir esse áudio. Compartilhe de novo direto do WhatsApp, ou escreva o que o cliente disse em "Colar conversa".',
  AUDIO_SIGNED_OUT:
    'Entre no FechaZap e compartilhe o áudio de novo: por segurança, ele não fica guardado enquanto você entra.',
};

/** '0:32', '4:05': a voice note's length as WhatsApp shows it. */
export const audioLength = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * A voice note as it is kept in the conversation: '🎤 0:32 — Oi, quanto custa…' (what the
 * customer said, transcribed or typed by the seller). The mark lets the writer read the words.
 */
export const audioMessage = (seconds: number, text: string) =>
  `🎤 ${audioLength(seconds)} — ${text.trim()}`;
export const AUDIO_MARK = /^🎤 \d+:\d{2} — /u;
/** A voice note nobody has put in words yet: read by the writer like an export's audio. */
export const AUDIO_WAITING = '[áudio]';

/** An export's voice notes still without words, and their length in minutes (estimated). */
export interface ExportAudios {
  count: number;
  minutes: number;
}

/** POST /api/shares/:id/audios: the share with the words, and how it went. */
export interface ExportAudiosAnswer {
  share: SharePreview;
  transcribed: number;
  failed: number;
  limited: boolean;
}

/** An Ogg stream (WhatsApp's voice notes are Opus in Ogg) starts with 'OggS'. */
export const isOgg = (bytes: Uint8Array) =>
  bytes[0] === 0x4f && bytes[1] === 0x67 && bytes[2] === 0x67 && bytes[3] === 0x53;

/** A shared voice note, on the share (its text is the share's one message). */
export interface SharedAudio {
  seconds: number;
  /** 'transcribed': by the AI provider; 'typed': by the seller; 'waiting': nothing yet. */
  text: 'transcribed' | 'typed' | 'waiting';
  /** Why there is no text: the day's minutes are used up, or the provider failed (given back). */
  failed?: 'limit' | 'error';
}
