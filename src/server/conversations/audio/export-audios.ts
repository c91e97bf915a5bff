import {
  AUDIO_WAITING,
  audioMessage,
  MAX_AUDIO_BYTES,
  type ExportAudios,
} from '#shared/conversations.ts';
import { AppError } from '../../errors.ts';
import { takeUnit } from '../../limits/store.ts';
import type { ReadMessage } from '../read/chat.ts';
import type { ReadShare } from '../read/share.ts';
import { audioFromZip, NoChatInZipError } from '../read/zip.ts';
import { measureAudio, spellingPrompt, wordsOf, type AudioDeps } from './audio-share.ts';

const NOT_THE_EXPORT =
  'Os áudios desta conversa não estão nesse arquivo. Escolha o mesmo .zip, exportado com mídia.';

/** Voice notes transcribed per tap: the newest first. */
export const AUDIOS_PER_TAP = 10;

/** WhatsApp's voice notes are Opus at about 16 kbit/s: 2 KB a second, for an estimate. */
const BYTES_A_SECOND = 2000;

const waiting = (m: ReadMessage) => m.audioFile !== undefined && m.text.startsWith(AUDIO_WAITING);

/** The export's voice notes still without words: how many, and about how many minutes. */
export function exportAudiosOf(read: ReadShare): ExportAudios | undefined {
  const notes = read.messages.filter(waiting);
  if (notes.length === 0) return undefined;
  const seconds = notes.reduce((sum, m) => sum + (m.audioBytes ?? 0) / BYTES_A_SECOND, 0);
  return { count: notes.length, minutes: Math.max(1, Math.round(seconds / 60)) };
}

export interface ExportAudiosResult {
  messages: ReadMessage[];
  transcribed: number;
  failed: number;
  /** The day's minutes ran out before all were done. */
  limited: boolean;
}

/**
 * Transcribes an export's voice notes from its .zip, sent again (the app keeps no media): the
 * newest AUDIOS_PER_TAP still without words, read from the zip alone, each taking its minutes
 * and giving them back if it fails. Their '[áudio]' becomes '🎤 0:32 — <words>'.
 */
export async function transcribeExportAudios(
  deps: AudioDeps,
  userId: string,
  read: ReadShare,
  zip: Uint8Array,
  today: string,
): Promise<ExportAudiosResult> {
  const { transcriber } = deps;
  if (!transcriber) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      'A transcrição de áudios não está ligada neste FechaZap.',
    );
  }
  const newest = read.messages
    .map((message, index) => ({ message, index }))
    .filter(({ message }) => waiting(message))
    .sort((a, b) => b.message.at.localeCompare(a.message.at))
    .slice(0, AUDIOS_PER_TAP);
  const messages = [...read.messages];
  const result = { transcribed: 0, failed: 0, limited: false };
  let prompt: string | undefined;
  let missing = 0;
  // One note in memory at a time: read from the zip, measured, charged, transcribed, let go.
  for (const { message, index } of newest) {
    let bytes: Uint8Array | undefined;
    try {
      bytes = (await audioFromZip(zip, [message.audioFile!], MAX_AUDIO_BYTES)).get(
        message.audioFile!,
      );
    } catch (error) {
      if (!(error instanceof NoChatInZipError)) throw error;
      throw new AppError(400, 'VALIDATION_ERROR', NOT_THE_EXPORT);
    }
    if (!bytes) {
      missing++;
      continue;
    }
    const seconds = await measureAudio(bytes).catch(() => null);
    if (seconds === null) {
      result.failed++;
      continue;
    }
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    try {
      await takeUnit(deps.db, userId, 'audioMinutes', today, deps.minutesLimit, minutes);
    } catch (error) {
      if (error instanceof AppError && error.code === 'DAILY_LIMIT_REACHED') {
        result.limited = true;
        break;
      }
      throw error;
    }
    const words = await wordsOf(
      deps,
      userId,
      bytes,
      { day: today, minutes, seconds },
      async () => (prompt ??= await spellingPrompt(deps.db, userId, read.contact)),
    );
    if (words === null) {
      result.failed++;
      continue;
    }
    const caption = message.text.slice(AUDIO_WAITING.length).trim();
    messages[index] = {
      authorName: message.authorName,
      at: message.at,
      text: audioMessage(seconds, caption ? `${words}\n${caption}` : words),
    };
    result.transcribed++;
  }
  if (missing === newest.length) {
    throw new AppError(400, 'VALIDATION_ERROR', NOT_THE_EXPORT);
  }
  return { messages, ...result };
}
