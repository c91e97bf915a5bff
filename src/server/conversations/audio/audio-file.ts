import { parseBuffer } from 'music-metadata';
import { isOgg } from '#shared/conversations.ts';

/** How WhatsApp and phones name voice notes and audio files. */
const AUDIO_NAME = /\.(?:opus|ogg|oga|m4a|mp3|aac|wav|amr|webm|caf)$/i;

/**
 * A shared file that is a voice note or other audio: by its type, its name, or — for the
 * `.opus` some phones share as application/octet-stream — its Ogg header.
 */
export const isAudioFile = (file: { name: string; type?: string; bytes: Uint8Array }) =>
  (file.type ?? '').startsWith('audio/') || AUDIO_NAME.test(file.name) || isOgg(file.bytes);

/** The note's length in seconds (music-metadata reads it from the container); null if unreadable. */
export async function audioSeconds(bytes: Uint8Array, type?: string): Promise<number | null> {
  try {
    const { format } = await parseBuffer(
      bytes,
      type?.startsWith('audio/') ? { mimeType: type } : undefined,
      {
        duration: true,
        skipCovers: true,
      },
    );
    return format.duration && Number.isFinite(format.duration) ? format.duration : null;
  } catch {
    return null;
  }
}
