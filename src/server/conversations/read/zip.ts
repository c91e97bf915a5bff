import yauzl, { type Entry } from 'yauzl';

/** The chat's text inside an export, at most this large once inflated. */
export const MAX_CHAT_BYTES = 5 * 1024 * 1024;
/**
 * Entries a .zip may list: an export with media holds the chat and one file per photo, audio
 * or document sent, which a long chat of years keeps below this.
 */
export const MAX_ZIP_ENTRIES = 10_000;

/** No chat in it, or a zip no phone writes (entries over one another, too many entries). */
export class NoChatInZipError extends Error {}
/** The chat is over MAX_CHAT_BYTES, declared or inflated. */
export class ZipChatTooLargeError extends NoChatInZipError {}

/** Bytes of a local file header before its name: an entry takes at least this and its data. */
const LOCAL_HEADER = 30;

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
const isText = (e: Entry) => /\.txt$/i.test(e.fileName) && !e.fileName.includes('__MACOSX');
/** iPhone's "_chat.txt", Android's "Conversa do WhatsApp com X.txt" / "WhatsApp Chat with X.txt". */
const isChatName = (e: Entry) =>
  /^(?:_chat|conversa do whatsapp|whatsapp chat)/i.test(baseName(e.fileName));

/**
 * Entries whose data overlap another's: a phone writes each file once, one after another; a zip
 * that points several names at the same bytes is built to multiply the work of reading it.
 */
function overlaps(entries: Entry[]): boolean {
  const sorted = [...entries].sort(
    (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
  );
  return sorted.some((entry, i) => {
    const next = sorted[i + 1];
    return (
      next !== undefined &&
      next.relativeOffsetOfLocalHeader <
        entry.relativeOffsetOfLocalHeader + LOCAL_HEADER + entry.compressedSize
    );
  });
}

async function inflateBytes(zip: yauzl.ZipFile, entry: Entry, max: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const pieces: Buffer[] = [];
  let size = 0;
  for await (const piece of stream as AsyncIterable<Buffer>) {
    size += piece.byteLength;
    // yauzl also checks the real size against the declared one (validateEntrySizes).
    if (size > max) throw new ZipChatTooLargeError();
    pieces.push(piece);
  }
  return Buffer.concat(pieces);
}

const inflate = async (zip: yauzl.ZipFile, entry: Entry) =>
  new TextDecoder().decode(await inflateBytes(zip, entry, MAX_CHAT_BYTES));

/**
 * The text of the one chat inside a WhatsApp export .zip, with yauzl. Only the central
 * directory is read for the other entries: photos, audio and video are never inflated nor
 * stored, and a .zip inside is never opened. The chat entry is inflated only when its declared
 * size fits, and stops at MAX_CHAT_BYTES whatever it declared.
 */
export async function chatTextFromZip(
  bytes: Uint8Array,
): Promise<{ text: string; audioSizes: Record<string, number> }> {
  return withEntries(bytes, async (zip, entries) => {
    const texts = entries.filter(isText);
    const chat = texts.find(isChatName) ?? texts[0];
    if (!chat || chat.isEncrypted()) throw new NoChatInZipError();
    if (chat.uncompressedSize > MAX_CHAT_BYTES) throw new ZipChatTooLargeError();
    const audioSizes: Record<string, number> = {};
    for (const entry of entries.filter(isAudio)) {
      audioSizes[baseName(entry.fileName)] = entry.uncompressedSize;
    }
    return { text: await inflate(zip, chat), audioSizes };
  });
}

/**
 * The voice notes of an export with media named in `names` (their base names, as the chat
 * names them), each inflated only if it declares at most `maxBytes` and stopped there; every
 * other entry is left unread.
 */
export async function audioFromZip(
  bytes: Uint8Array,
  names: string[],
  maxBytes: number,
): Promise<Map<string, Uint8Array>> {
  return withEntries(bytes, async (zip, entries) => {
    const found = new Map<string, Uint8Array>();
    for (const entry of entries) {
      const name = baseName(entry.fileName);
      if (!names.includes(name) || found.has(name) || entry.isEncrypted()) continue;
      if (entry.uncompressedSize > maxBytes) continue;
      found.set(name, new Uint8Array(await inflateBytes(zip, entry, maxBytes)));
    }
    return found;
  });
}

const isAudio = (e: Entry) => /\.(?:opus|ogg|oga|m4a|mp3|aac|amr)$/i.test(e.fileName);

/** Opens a zip a phone could have written (see overlaps) and hands its entries to `read`. */
async function withEntries<T>(
  bytes: Uint8Array,
  read: (zip: yauzl.ZipFile, entries: Entry[]) => Promise<T>,
): Promise<T> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
    if (zip.entryCount > MAX_ZIP_ENTRIES) throw new NoChatInZipError();
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    if (overlaps(entries)) throw new NoChatInZipError();
    return await read(zip, entries);
  } catch (error) {
    if (error instanceof NoChatInZipError) throw error;
    throw new NoChatInZipError(); // not a zip yauzl can read
  } finally {
    zip?.close();
  }
}
