import { desc, eq } from 'drizzle-orm';
import {
  audioMessage,
  AUDIO_WAITING,
  isOgg,
  MAX_AUDIO_BYTES,
  MAX_AUDIO_SECONDS,
  type SharedAudio,
} from '#shared/conversations.ts';
import type { Phase } from '#shared/customers.ts';
import { firstName } from '#shared/first-name.ts';
import type { Transcriber } from '../../ai/transcriber.ts';
import type { Db } from '../../db/client.ts';
import { clientes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { refundUnit, takeUnit } from '../../limits/store.ts';
import { listProducts } from '../../products/store.ts';
import { budgets, runOffThread, WorkBudgetError } from '../../workers/pool.ts';

import { ShareReadError, type ReadShare } from '../read/share.ts';

export interface AudioFile {
  name: string;
  type?: string;
  bytes: Uint8Array;
}

export interface AudioDeps {
  db: Db;
  transcriber: Transcriber | null;
  log: Logger;
  /** The member's daily minutes (DAILY_LIMITS.audioMinutes). */
  minutesLimit: number;
}

/** A 16 kHz mono WAV of an Ogg/Opus note, decoded in a worker (the provider refused Ogg). */
export const wavOffThread = (bytes: Uint8Array) =>
  runOffThread<Uint8Array>('audioToWav', { bytes }, budgets.audio);

/**
 * The most bytes a second a voice note may hold for the length it declares: an Ogg/Opus note is
 * at most 128 kbit/s (WhatsApp's are near 16), anything else at most CD-quality WAV. A file
 * that says it is short but is far bigger would be billed by the provider for its real length.
 */
const maxBytesPerSecond = (bytes: Uint8Array) => (isOgg(bytes) ? 16_000 : 200_000);

/** A note's words are dropped when the provider heard it this much longer than it declared. */
const LENGTH_SLACK_SECONDS = 30;

/**
 * The note's length, measured in a worker, or why it cannot be taken: unreadable, over five
 * minutes, or far bigger than its length allows.
 */
export async function measureAudio(bytes: Uint8Array, type?: string): Promise<number> {
  if (bytes.byteLength > MAX_AUDIO_BYTES) throw new ShareReadError('AUDIO_TOO_LONG');
  let seconds: number | null;
  try {
    seconds = await runOffThread<number | null>('audioSeconds', { bytes, type }, budgets.audio);
  } catch (error) {
    if (!(error instanceof WorkBudgetError)) throw error;
    throw new ShareReadError(error.reason === 'busy' ? 'BUSY' : 'AUDIO_NOT_READ');
  }
  if (seconds === null || bytes.byteLength > Math.max(seconds, 1) * maxBytesPerSecond(bytes)) {
    throw new ShareReadError('AUDIO_NOT_READ');
  }
  if (seconds > MAX_AUDIO_SECONDS) throw new ShareReadError('AUDIO_TOO_LONG');
  return seconds;
}

/**
 * The words of a note whose minutes are taken: null (the minutes given back) when the provider
 * fails, or when it heard far more than the note declared (kept: that is what it billed).
 */
export async function wordsOf(
  deps: AudioDeps,
  userId: string,
  bytes: Uint8Array,
  charge: { day: string; minutes: number; seconds: number },
  prompt: () => Promise<string>,
): Promise<string | null> {
  try {
    const heard = await deps.transcriber!.transcribe(bytes, await prompt());
    if (heard.seconds !== undefined && heard.seconds > charge.seconds + LENGTH_SLACK_SECONDS) {
      deps.log.warn(
        { declared: charge.seconds, heard: heard.seconds },
        'voice note longer than it says',
      );
      return null;
    }
    if (heard.text) return heard.text;
  } catch (error) {
    const { name, message, statusCode } = error as {
      name?: string;
      message?: string;
      statusCode?: number;
    };
    deps.log.warn({ error: { name, message, statusCode } }, 'voice note not transcribed');
  }
  await refundUnit(deps.db, userId, 'audioMinutes', charge.day, charge.minutes);
  return null;
}

/** The customer the member touched last: a voice note's first guess of whose it is. */
export async function recentCustomer(db: Db, userId: string) {
  const [row] = await db
    .select({ customerId: clientes.id, nome: clientes.nome, fase: clientes.fase })
    .from(clientes)
    .where(eq(clientes.userId, userId))
    .orderBy(desc(clientes.updatedAt))
    .limit(1);
  return row ? { ...row, fase: row.fase as Phase } : null;
}

/** The spelling hint: the member's products, and the first name of whom it probably is. */
export async function spellingPrompt(db: Db, userId: string, customer: string | null) {
  const products = (await listProducts(db, userId)).map((p) => p.nome).slice(0, 20);
  return [
    products.length > 0 ? `Produtos: ${products.join(', ')}.` : '',
    customer ? `Cliente: ${firstName(customer)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A customer's voice note, read as a share of one message: its length, and its words when the
 * provider transcribes them (the minutes taken first, given back if it fails). The audio itself
 * is never kept: only these words and the length reach the share. Without a provider, at the
 * day's limit or after a failure, the message waits for the seller to type what was said.
 */
export async function readAudioShare(
  deps: AudioDeps,
  userId: string,
  file: AudioFile,
  today: string,
): Promise<ReadShare> {
  const seconds = await measureAudio(file.bytes, file.type);
  const audio: SharedAudio = { seconds: Math.round(seconds), text: 'waiting' };
  let words: string | null = null;
  if (deps.transcriber) {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    const charged = await takeUnit(
      deps.db,
      userId,
      'audioMinutes',
      today,
      deps.minutesLimit,
      minutes,
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'DAILY_LIMIT_REACHED') return null;
      throw error;
    });
    if (charged === null) {
      audio.failed = 'limit';
    } else {
      const charge = { day: charged, minutes, seconds };
      words = await wordsOf(deps, userId, file.bytes, charge, async () => {
        const recent = await recentCustomer(deps.db, userId);
        return spellingPrompt(deps.db, userId, recent?.nome ?? null);
      });
      if (words === null) audio.failed = 'error';
      else audio.text = 'transcribed';
    }
  }
  return {
    kind: 'chat',
    fileName: null,
    contact: null,
    messages: [
      {
        authorName: null,
        at: new Date().toISOString(),
        text: audioMessage(audio.seconds, words ?? AUDIO_WAITING),
      },
    ],
    contacts: [],
    audio,
  };
}
