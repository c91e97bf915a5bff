import { MAX_MESSAGE_CHARS, type SharedAudio, type ShareErrorCode } from '#shared/conversations.ts';
import { looksLikeChat, readChat, type ReadMessage } from './chat.ts';
import { contactOfExport } from './export-name.ts';
import { NotVcardError, readVcards, type ReadContact } from './vcards.ts';
import { chatTextFromZip, MAX_CHAT_BYTES, NoChatInZipError, ZipChatTooLargeError } from './zip.ts';
import { whatsappDigits } from '#shared/phone.ts';

/** What a share holds once read: kept as a pending share until the member files it. */
export interface ReadShare {
  kind: 'chat' | 'contacts';
  fileName: string | null;
  /** The contact the export's file name names. */
  contact: string | null;
  messages: ReadMessage[];
  contacts: ReadContact[];
  /** Cards of a contact file that could not be read (the others were). */
  unreadContacts?: number;
  /** A voice note (its one message holds its words): length and state, never the audio. */
  audio?: SharedAudio;
}

/** What arrives: text (pasted or shared), a file, or the Contact Picker's contacts. */
/** What a worker's reading of a share answers: the reading, or why it could not read it. */
export type ShareTaskResult = { read: ReadShare } | { error: ShareErrorCode };

export interface ShareInput {
  text?: string | null;
  file?: { name: string; type?: string; bytes: Uint8Array } | null;
  contacts?: Array<{ name: string[]; tel: string[]; email: string[] }> | null;
}

export class ShareReadError extends Error {
  readonly code: ShareErrorCode;
  constructor(code: ShareErrorCode) {
    super(code);
    this.code = code;
  }
}

/** A lone pasted message longer than WhatsApp sends is no message (TOO_LARGE). */
const MAX_LONE_MESSAGE = MAX_MESSAGE_CHARS;
/** A .zip export with its media is big; only its .txt is read. */
export const MAX_ZIP_BYTES = 20 * 1024 * 1024;
export { MAX_CHAT_BYTES };

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b; // "PK"
const isVcard = (text: string) => /^\uFEFF?\s*BEGIN:VCARD/i.test(text);

async function readChatText(text: string, timeZone: string): Promise<ReadMessage[]> {
  const messages = await readChat(text, timeZone);
  if (messages.length === 0) throw new ShareReadError('NOT_A_CHAT');
  return messages;
}

/** The file's bytes when it came as one: a card's CHARSET may be other than UTF-8. */
function contactsOf(input: string | Uint8Array) {
  try {
    const { contacts, unread } = readVcards(input);
    return { contacts, unreadContacts: unread };
  } catch (error) {
    if (error instanceof NotVcardError) throw new ShareReadError('NOT_CONTACTS');
    throw error;
  }
}

/**
 * A message keeps its voice note's file name (and size) only where the export holds the file:
 * an export without media names files it does not carry.
 */
function withAudioIn(message: ReadMessage, sizes: Record<string, number>): ReadMessage {
  const { audioFile, ...rest } = message;
  const size = audioFile === undefined ? undefined : sizes[audioFile];
  return size === undefined ? rest : { ...rest, audioFile, audioBytes: size };
}

async function readFile(
  file: { name: string; bytes: Uint8Array },
  timeZone: string,
): Promise<ReadShare> {
  const base = { fileName: file.name, contact: contactOfExport(file.name) };
  if (isZip(file.bytes)) {
    if (file.bytes.byteLength > MAX_ZIP_BYTES) throw new ShareReadError('TOO_LARGE');
    let chat: Awaited<ReturnType<typeof chatTextFromZip>>;
    try {
      chat = await chatTextFromZip(file.bytes);
    } catch (error) {
      if (error instanceof ZipChatTooLargeError) throw new ShareReadError('TOO_LARGE');
      if (error instanceof NoChatInZipError) throw new ShareReadError('NOT_A_CHAT');
      throw error;
    }
    const messages = (await readChatText(chat.text, timeZone)).map((m) =>
      withAudioIn(m, chat.audioSizes),
    );
    return { ...base, kind: 'chat', messages, contacts: [] };
  }
  if (file.bytes.byteLength > MAX_CHAT_BYTES) throw new ShareReadError('TOO_LARGE');
  const text = decode(file.bytes);
  if (isVcard(text) || /\.vcf$/i.test(file.name)) {
    return { ...base, kind: 'contacts', messages: [], ...contactsOf(file.bytes) };
  }
  const messages = (await readChatText(text, timeZone)).map((m) => withAudioIn(m, {}));
  return { ...base, kind: 'chat', messages, contacts: [] };
}

/** Text shared or pasted: messages copied out of WhatsApp, a vCard, or one customer message. */
async function readText(text: string, timeZone: string, now: Date): Promise<ReadShare> {
  const base = { fileName: null, contact: null };
  if (isVcard(text)) return { ...base, kind: 'contacts', messages: [], ...contactsOf(text) };
  if (looksLikeChat(text)) {
    const messages = (await readChat(text, timeZone)).map((m) => withAudioIn(m, {}));
    if (messages.length > 0) return { ...base, kind: 'chat', messages, contacts: [] };
  }
  const lone = text.trim();
  if (lone.length > MAX_LONE_MESSAGE) throw new ShareReadError('TOO_LARGE');
  const message = { authorName: null, at: now.toISOString(), text: lone };
  return { ...base, kind: 'chat', messages: [message], contacts: [] };
}

/** The Contact Picker's shape: a name, phones and emails, each a list. */
function pickedContacts(picked: NonNullable<ShareInput['contacts']>): ReadContact[] {
  return picked.flatMap((c) => {
    const phones = c.tel.map((t) => t.trim()).filter(Boolean);
    const phone = phones.find((p) => whatsappDigits(p)) ?? phones[0] ?? null;
    const name = c.name.map((n) => n.trim()).find(Boolean) ?? phone;
    if (!name) return [];
    const email = c.email.map((e) => e.trim()).find(Boolean) ?? null;
    return [{ name, phone, whatsapp: whatsappDigits(phone), email }];
  });
}

/**
 * Reads a share, whatever came: a file wins over text (Android's share sheet sends the file and
 * a title). Throws ShareReadError with the reason it cannot be read.
 */
export async function readShare(
  input: ShareInput,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<ReadShare> {
  if (input.contacts?.length) {
    const contacts = pickedContacts(input.contacts);
    if (contacts.length === 0) throw new ShareReadError('NOT_CONTACTS');
    return { kind: 'contacts', fileName: null, contact: null, messages: [], contacts };
  }
  if (input.file && input.file.bytes.byteLength > 0) return readFile(input.file, timeZone);
  const text = input.text?.replaceAll('\u0000', '') ?? '';
  if (!text.trim()) throw new ShareReadError('EMPTY');
  if (text.length > MAX_CHAT_BYTES) throw new ShareReadError('TOO_LARGE');
  return readText(text, timeZone, now);
}
