import type { Context } from 'hono';
import { shareErrorMessages } from '#shared/conversations.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { memberTimeZone, memberToday } from '../http/member-day.ts';
import { isAudioFile } from './audio/audio-file.ts';
import { readAudioShare, type AudioDeps } from './audio/audio-share.ts';
import { hit } from '../rate-limit/store.ts';
import { budgets, runOffThread, WorkBudgetError } from '../workers/pool.ts';
import {
  ShareReadError,
  type ReadShare,
  type ShareInput,
  type ShareTaskResult,
} from './read/share.ts';

/** A share read in a worker; a ShareReadError's code comes back as `error`. */
const readShareOffThread = (input: ShareInput, options: { timeZone: string }) =>
  runOffThread<ShareTaskResult>(
    'readShare',
    { input, timeZone: options.timeZone, now: Date.now() },
    budgets.readShare,
  );

/** Shares a minute: a seller shares a few chats in a row, nobody keeps a server parsing files. */
export const shareLimit = { max: 20, window: 60 } as const;
/**
 * Signed-out shares an hour per address too: each may hold 5 MB until it is purged, and a
 * visitor shares once or twice before signing in.
 */
export const anonymousHourLimit = { max: 30, window: 60 * 60 } as const;

/** Filings a minute: each writes up to a whole chat into the member's history. */
export const fileLimit = { max: 30, window: 60 } as const;

/** Counts one filing of a share by the member; over the limit, 429. */
export async function takeFiling(db: Db, userId: string): Promise<void> {
  if ((await hit(db, `file:${userId}`, fileLimit.window)) > fileLimit.max) {
    throw new AppError(
      429,
      'RATE_LIMITED',
      'Muitas conversas arquivadas em pouco tempo. Aguarde um minuto e tente novamente.',
    );
  }
}

/** Counts one share under `key`; over the limit, ShareReadError('RATE_LIMITED'). */
export async function takeShare(db: Db, key: string): Promise<void> {
  if ((await hit(db, `share:${key}`, shareLimit.window)) > shareLimit.max) {
    throw new ShareReadError('RATE_LIMITED');
  }
  if (key.startsWith('ip:')) {
    const hour = await hit(db, `share-hour:${key}`, anonymousHourLimit.window);
    if (hour > anonymousHourLimit.max) throw new ShareReadError('RATE_LIMITED');
  }
}

type FormValue = string | File | Array<string | File> | undefined;

const all = (value: FormValue) => (Array.isArray(value) ? value : [value]);
const texts = (value: FormValue) => all(value).filter((v): v is string => typeof v === 'string');

/** What the app reads: a chat (.txt, .zip), contacts (.vcf) or a voice note, by name or type. */
const READABLE = /\.(?:txt|zip|vcf|opus|ogg|oga|m4a|mp3|aac|wav)$/i;
const readable = (f: File) =>
  READABLE.test(f.name) || /^(?:text\/|audio\/|application\/(?:zip|x-zip))/.test(f.type);

/**
 * A multipart share: the share target's `text`, `url` and `files` (Android's share sheet), or
 * the app's own `file`. Among several files (a chat shared with its photos, in any order) the
 * first the app can read wins, else the first; WhatsApp's title names the app, not the content.
 */
export async function inputFromForm(form: Record<string, FormValue>): Promise<ShareInput> {
  const files = [...all(form.files), ...all(form.file)].filter((v): v is File => v instanceof File);
  const file = files.find(readable) ?? files[0];
  const text = [...texts(form.text), ...texts(form.url)].filter((t) => t.trim()).join('\n');
  return {
    text,
    file: file
      ? { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) }
      : null,
  };
}

/**
 * Reads a share in a worker (workers/pool.ts), in the member's zone (the tz cookie; São Paulo
 * before the browser said).
 */
export async function readIncoming(c: Context, input: ShareInput): Promise<ReadShare> {
  let result;
  try {
    result = await readShareOffThread(input, { timeZone: memberTimeZone(c) });
  } catch (error) {
    if (!(error instanceof WorkBudgetError)) throw error;
    throw new ShareReadError(error.reason === 'busy' ? 'BUSY' : 'TOO_COMPLEX');
  }
  if ('error' in result) throw new ShareReadError(result.error);
  return result.read;
}

/**
 * Reads a share, a voice note included: transcribed for the member (`audio`), never for a
 * visitor signed out, since the audio cannot wait for them unstored.
 */
export async function readAnyShare(
  c: Context,
  input: ShareInput,
  audio: { deps: AudioDeps; userId: string } | null,
): Promise<ReadShare> {
  if (!input.file || !isAudioFile(input.file)) return readIncoming(c, input);
  if (!audio) throw new ShareReadError('AUDIO_SIGNED_OUT');
  return readAudioShare(audio.deps, audio.userId, input.file, memberToday(c));
}

/** A share that cannot be read, as /api answers it. */
export function shareError(error: ShareReadError): AppError {
  const message = shareErrorMessages[error.code];
  if (error.code === 'RATE_LIMITED') return new AppError(429, 'RATE_LIMITED', message);
  if (error.code === 'TOO_LARGE') return new AppError(413, 'PAYLOAD_TOO_LARGE', message);
  if (error.code === 'BUSY') return new AppError(503, 'SERVER_BUSY', message);
  return new AppError(400, 'VALIDATION_ERROR', message);
}
