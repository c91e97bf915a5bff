import { zipSync } from 'fflate';

/** One message of a chat to write as WhatsApp exports it. */
export interface ExportMessage {
  author: string;
  at: Date;
  text: string;
}

export interface ExportOptions {
  phone: 'android' | 'iphone';
  clock: '24h' | '12h';
  /** The phone's zone: an export writes its clock's time, with no offset. */
  timeZone?: string;
  /** The end-to-end encryption notice WhatsApp puts first (true unless told). */
  systemLines?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const p = Object.fromEntries(parts.map((part) => [part.type, +part.value]));
  return {
    year: p.year!,
    month: p.month!,
    day: p.day!,
    hour: p.hour!,
    minute: p.minute!,
    second: p.second!,
  };
}

/** "25/11/2026 10:30 - " (Android) or "[25/11/2026, 10:30:15] " (iPhone), 24 h or 12 h. */
function stamp(at: Date, { phone, clock, timeZone = 'America/Sao_Paulo' }: ExportOptions): string {
  const w = wallClock(at, timeZone);
  const date = `${pad(w.day)}/${pad(w.month)}/${w.year}`;
  const seconds = phone === 'iphone' ? `:${pad(w.second)}` : '';
  const time =
    clock === '24h'
      ? `${pad(w.hour)}:${pad(w.minute)}${seconds}`
      : `${w.hour % 12 === 0 ? 12 : w.hour % 12}:${pad(w.minute)}${seconds}\u202f${w.hour < 12 ? 'AM' : 'PM'}`;
  return phone === 'iphone' ? `[${date}, ${time}] ` : `${date} ${time} - `;
}

/** A chat as WhatsApp's "Exportar conversa" writes it, for `contact`'s conversation. */
export function whatsappExport(
  contact: string,
  messages: ExportMessage[],
  options: ExportOptions,
): string {
  const lines: string[] = [];
  if ((options.systemLines ?? true) && messages[0]) {
    const first = stamp(messages[0].at, options);
    lines.push(
      options.phone === 'iphone'
        ? `${first}${contact}: \u200eAs mensagens e ligações são protegidas com a criptografia de ponta a ponta.`
        : `${first}As mensagens e ligações são protegidas com a criptografia de ponta a ponta e ficam somente entre você e os participantes desta conversa.`,
    );
  }
  for (const m of messages) lines.push(`${stamp(m.at, options)}${m.author}: ${m.text}`);
  return lines.join('\n') + '\n';
}

/** The file name WhatsApp gives an export (pt-BR). */
export const exportFileName = (contact: string, ext: 'txt' | 'zip' = 'txt') =>
  `Conversa do WhatsApp com ${contact}.${ext}`;

/** An export with media as a .zip: the chat's .txt and `media` files of the given sizes. */
export function whatsappZip(
  chat: string,
  media: Record<string, number> = {},
): Uint8Array<ArrayBuffer> {
  const files: Record<string, Uint8Array> = { '_chat.txt': new TextEncoder().encode(chat) };
  for (const [name, size] of Object.entries(media)) files[name] = new Uint8Array(size).fill(7);
  return new Uint8Array(zipSync(files, { level: 0 }));
}

/** `count` messages between a customer and a seller, one a minute from `start`. */
export function sampleChat(
  customer: string,
  seller: string,
  count: number,
  start = new Date('2026-11-20T13:00:00Z'),
): ExportMessage[] {
  return Array.from({ length: count }, (_, i) => ({
    author: i % 2 === 0 ? customer : seller,
    at: new Date(start.getTime() + i * 60_000),
    text: i % 2 === 0 ? `Oi, mensagem ${i} da cliente` : `Resposta ${i} da vendedora`,
  }));
}
