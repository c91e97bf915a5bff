import { parseString } from 'whatsapp-chat-parser';
import { TZDate } from '@date-fns/tz';
import { attachedAudio, messageText } from './media.ts';

/** A message as read from WhatsApp, before the app knows who the seller is. */
export interface ReadMessage {
  /** The author as the export names them (a contact's name or a number); null when unknown. */
  authorName: string | null;
  /** ISO time. */
  at: string;
  text: string;
  /** A voice note's file in the export ('PTT-…opus'), to transcribe from an export with media. */
  audioFile?: string;
  /** Its size in the export, for an estimate of its length before it is read. */
  audioBytes?: number;
}

/**
 * A line that starts a message: "25/11/2026 10:30 - ", "[25/11/2026, 10:30:15] ",
 * "25/11/26, 10:30 AM - ". Only these lines may start a chunk.
 */
const MESSAGE_START =
  /^[\u200e\u200f]*\[?\d{1,4}[-/.]\s?\d{1,4}[-/.]\s?\d{1,4}[,.]?\s\D*?\d{1,2}[.:]\d{1,2}/;

/**
 * WhatsApp's copied messages write the time first: "[10:30, 25/11/2026] Márcia Lopes: oi".
 * Turned around, they read as an export's lines.
 */
const TIME_FIRST =
  /^([\u200e\u200f]*)\[(\d{1,2}[.:]\d{2}(?:[.:]\d{2})?(?:\s?[ap]\.?\s?m\.?)?),\s(\d{1,2}\/\d{1,2}\/\d{2,4})\]\s/gim;

/** Lines parsed a piece at a time: each piece starts with a message (see `chunks`). */
const CHUNK_LINES = 500;

/** A line's date, in its three parts as written: "25/11/2026", "2016-08-06", "[2016/08/06". */
const DATE_PARTS = /^[\u200e\u200f]*\[?(\d{1,4})[-/.]\s?(\d{1,4})[-/.]\s?(\d{1,4})[,.]?\s/;

/**
 * Whether the file writes the day before the month, read from all its dates as
 * whatsapp-chat-parser reads one (the year is the longest part, else the last; the other two
 * in their order): a first part over 12 is a day, a second part over 12 is a day after a
 * month, and a year written first is followed by the month. Read over the whole file, not a
 * piece, so "08/06/2016" means what the rest of the file says; with no date over 12, day first,
 * as Brazilian phones write.
 */
export function daysFirstIn(lines: string[]): boolean {
  let monthFirst = false;
  for (const line of lines) {
    const parts = DATE_PARTS.exec(line)?.slice(1, 4);
    if (!parts) continue;
    const [a, b, c] = parts as [string, string, string];
    const longest = Math.max(a.length, b.length, c.length);
    const [first, second] = c.length === longest ? [a, b] : b.length === longest ? [a, c] : [b, c];
    if (Number(first) > 12) return true;
    // A year written first is always year, month, day (ISO, or "[2016/08/06 13:23]").
    if (Number(second) > 12 || (a.length === longest && a.length > 2)) monthFirst = true;
  }
  return !monthFirst;
}

/**
 * The instant the phone's clock showed: the parser builds the wall-clock fields in this
 * process's zone; an export carries no offset, so they are read in the member's zone
 * (@date-fns/tz). The zone's offset is looked up once per hour of the chat, not per message:
 * a 20,000-message export spends milliseconds here, not a third of a second.
 */
function phoneClockIn(timeZone: string, d: Date, offsets: Map<number, number>): Date {
  const hour = Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours());
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const zoned = new TZDate(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), timeZone);
    offset = zoned.getTime() - hour;
    offsets.set(hour, offset);
  }
  return new Date(hour + offset + d.getMinutes() * 60_000 + d.getSeconds() * 1000);
}

/** The export's lines in pieces that each start with a message, so no message is cut. */
function* chunks(lines: string[]): Generator<string> {
  let start = 0;
  while (start < lines.length) {
    let end = Math.min(start + CHUNK_LINES, lines.length);
    while (end < lines.length && !MESSAGE_START.test(lines[end]!)) end++;
    yield lines.slice(start, end).join('\n');
    start = end;
  }
}

/**
 * The messages of a WhatsApp chat export (Android or iPhone, 12 h or 24 h), or of messages
 * copied out of WhatsApp, with whatsapp-chat-parser, in the file's order. Dates are read in the
 * file's own order (daysFirstIn); times are the phone's clock, read in the member's `timeZone`.
 * System lines (author-less, or iPhone's marked ones) and deleted messages are left out; media
 * become short placeholders (media.ts). It runs in a worker (workers/pool.ts).
 */
export async function readChat(text: string, timeZone: string): Promise<ReadMessage[]> {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replaceAll('\u0000', '')
    .replace(TIME_FIRST, '$1[$3, $2] ')
    .split(/\r\n|\r|\n/);
  const messages: ReadMessage[] = [];
  const offsets = new Map<number, number>();
  const daysFirst = daysFirstIn(lines);
  for (const chunk of chunks(lines)) {
    for (const parsed of parseString(chunk, { daysFirst })) {
      if (parsed.author === null) continue;
      const body = messageText(parsed.message);
      if (body === null) continue;
      const d = parsed.date; // the wall-clock fields, built in this process's zone
      const at = phoneClockIn(timeZone, d, offsets);
      if (Number.isNaN(at.getTime())) continue;
      const authorName = parsed.author.replace(/[\u200e\u200f\u202a-\u202e]/g, '').trim();
      const audioFile = attachedAudio(parsed.message);
      messages.push({
        authorName,
        at: at.toISOString(),
        text: body,
        ...(audioFile ? { audioFile } : {}),
      });
    }
  }
  return messages;
}

/** Whether a text starts the way an export or copied messages do. */
export function looksLikeChat(text: string): boolean {
  const first =
    text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .split(/\r\n|\r|\n/, 1)[0] ?? '';
  return MESSAGE_START.test(first) || new RegExp(TIME_FIRST.source, 'i').test(first);
}
