import { unzipSync } from 'fflate';

/** The chat's text inside an export, at most this large once inflated. */
export const MAX_CHAT_BYTES = 5 * 1024 * 1024;

export class NoChatInZipError extends Error {}

/**
 * The text of the one .txt inside a WhatsApp export .zip (iPhone "_chat.txt", Android
 * "Conversa do WhatsApp com X.txt"), with fflate. Only that entry is inflated, and only when
 * its declared size fits: photos, audio and video are skipped unread and never stored.
 */
export function chatTextFromZip(zip: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) =>
        /\.txt$/i.test(file.name) &&
        !file.name.includes('__MACOSX') &&
        file.originalSize <= MAX_CHAT_BYTES,
    });
  } catch {
    throw new NoChatInZipError();
  }
  const chat = Object.values(files).find((data) => data.byteLength <= MAX_CHAT_BYTES);
  if (!chat) throw new NoChatInZipError();
  return new TextDecoder().decode(chat);
}
