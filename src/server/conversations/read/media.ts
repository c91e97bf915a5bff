import { capMessage } from '#shared/conversations.ts';

/**
 * What a message holds when WhatsApp left its media out of the export. The file itself never
 * reaches the app; a short placeholder keeps the fact that the customer sent something (a voice
 * message is often the whole question), and any caption follows it. A document keeps its name.
 */
const PLACEHOLDERS = {
  photo: '[foto]',
  audio: '[áudio]',
  video: '[vídeo]',
  sticker: '[figurinha]',
  document: '[documento]',
  contact: '[contato]',
  location: '[localização]',
  media: '[mídia]',
} as const;
type MediaKind = keyof typeof PLACEHOLDERS;

/** Android and iPhone name the files they attach by kind (IMG-…, PTT-…, 00000012-PHOTO-…). */
function kindOfFile(fileName: string): MediaKind {
  const name = fileName.toUpperCase();
  if (/(^|-)(STK|STICKER)-/.test(name) || name.endsWith('.WEBP')) return 'sticker';
  if (/(^|-)(IMG|PHOTO)-/.test(name) || /\.(JPE?G|PNG|HEIC|GIF)$/.test(name)) return 'photo';
  if (/(^|-)(PTT|AUD|AUDIO)-/.test(name) || /\.(OPUS|M4A|MP3|OGG|AAC)$/.test(name)) return 'audio';
  if (/(^|-)(VID|VIDEO)-/.test(name) || /\.(MP4|MOV|3GP)$/.test(name)) return 'video';
  if (name.endsWith('.VCF')) return 'contact';
  return 'document';
}

/** A document's name as the customer gave it: without iPhone's "00000105-" numbering. */
const documentName = (fileName: string) => fileName.trim().replace(/^\d{8}-/, '');

/** "ocultado", "omitida", pt-PT's "não revelado": how each export says a file was left out. */
const LEFT_OUT = String.raw`(?:ocultad[oa]|omitid[oa]|n[ãa]o revelad[oa]|omitted)`;
const note = (words: string) => new RegExp(String.raw`^(?:${words}) ${LEFT_OUT}$`, 'i');

/**
 * The notes exports without media leave, pt-BR, pt-PT and English, Android and iPhone. On an
 * iPhone they follow a caption on the same line, after a left-to-right mark.
 */
const HIDDEN: Array<[RegExp, MediaKind]> = [
  [
    /^<(?:m[íi]dia oculta|arquivo de m[íi]dia oculto|media omitted|multim[ée]dia omitid[ao]|ficheiro multim[ée]dia omitido)>$/i,
    'media',
  ],
  [note('imagem|foto|image'), 'photo'],
  [note('[áa]udio|ficheiro de [áa]udio'), 'audio'],
  [note('v[íi]deo|gif'), 'video'],
  [note('figurinha|autocolante|sticker'), 'sticker'],
  [note('documento|document'), 'document'],
  [note('cart[ãa]o de contato|contacto|contato|contact card'), 'contact'],
  [note('localiza[çc][ãa]o|location'), 'location'],
];

/** A line with no words of anyone's: a call that was missed or made. */
const CALL =
  /^(?:missed (?:voice|video) call|(?:voice|video) call|chamada de (?:voz|v[íi]deo)(?: perdida| n[ãa]o atendida)?|liga[çc][ãa]o de (?:voz|v[íi]deo)(?: perdida)?)$/i;

/** iPhone shares a place as a line of text, a map's link after it: kept as it is. */
const LOCATION = /^(?:localiza[çc][ãa]o|location): /i;

/** Android: "IMG-20261125-WA0001.jpg (arquivo anexado)"; pt-PT "(ficheiro anexado)". */
const ANDROID_FILE = /^([\w.-]+\.\w+) \((?:arquivo anexado|ficheiro anexado|file attached)\)$/i;
/** iPhone: "<anexado: 00000012-PHOTO-….jpg>", anywhere after a caption. */
const IPHONE_FILE = /<(?:anexado|attached|anexo): ([^<>]+)>/i;
/** iPhone's document note: "Comprovante.pdf • 1 página documento omitido". */
const DOCUMENT_PAGES = /^(.+?) • \d+ (?:p[áa]ginas?|pages?)$/i;
const DOCUMENT_NOTE = new RegExp(String.raw`^(.+) (?:documento|document) ${LEFT_OUT}$`, 'i');

/** Lines that are no words of anyone's: a deleted message, a view-once one. */
const NOTHING =
  /^(?:mensagem apagada|esta mensagem foi (?:apagada|eliminada)\.?|voc[êe] apagou esta mensagem\.?|apagou esta mensagem\.?|eliminou esta mensagem\.?|this message was deleted\.?|you deleted this message\.?|null)$/i;

const EDITED =
  /(?<!\s)\s*<(?:esta mensagem foi editada|mensagem editada|this message was edited)>\s*$/i;

const MARKS = /[\u200e\u200f]/g;

const withCaption = (kind: MediaKind, ...parts: string[]) => {
  const caption = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n');
  return caption ? `${PLACEHOLDERS[kind]} ${caption}` : PLACEHOLDERS[kind];
};

/** A line that is (or ends in, after a mark) a hidden-media note: its kind and what came before. */
function hiddenIn(line: string): { kind: MediaKind; before: string; name?: string } | null {
  const mark = line.lastIndexOf('\u200e');
  const candidates = mark > 0 ? [line, line.slice(mark + 1)] : [line];
  for (const candidate of candidates) {
    const note = candidate.replace(MARKS, '').trim();
    const before = candidate === line ? '' : line.slice(0, mark).replace(MARKS, '');
    for (const [pattern, kind] of HIDDEN) if (pattern.test(note)) return { kind, before };
    // "Comprovante.pdf • 1 página documento omitido": the name stays.
    const doc = DOCUMENT_NOTE.exec(note);
    if (doc?.[1]) {
      const name = (DOCUMENT_PAGES.exec(doc[1])?.[1] ?? doc[1]).trim();
      return { kind: 'document', before, name };
    }
  }
  return null;
}

/**
 * An attached file's placeholder: a document keeps its name and a contact card the contact's;
 * iPhone writes a document's name and pages before its attachment, which is no caption.
 */
function fileText(file: string, caption: string): string {
  const kind = kindOfFile(file);
  if (kind !== 'document' && kind !== 'contact') return withCaption(kind, caption);
  const name = documentName(file);
  const own = (DOCUMENT_PAGES.exec(caption)?.[1] ?? caption).trim();
  const rest = own === name ? '' : caption;
  return withCaption(kind, kind === 'contact' ? name.replace(/\.vcf$/i, '') : name, rest);
}

/** Media read from the message's text, with its caption; null when it holds none. */
function mediaText(text: string): string | null {
  const iphone = IPHONE_FILE.exec(text);
  if (iphone?.[1]) {
    const caption = (text.slice(0, iphone.index) + text.slice(iphone.index + iphone[0].length))
      .replace(MARKS, '')
      .trim();
    return fileText(iphone[1].trim(), caption);
  }
  const lines = text.split('\n');
  const first = lines[0]!.replace(MARKS, '').trim();
  const rest = lines.slice(1).join('\n');
  const android = ANDROID_FILE.exec(first)?.[1];
  if (android) return fileText(android, rest);
  // The note on the first line (Android, iPhone without caption), or the last (iPhone's caption
  // above it, or before it on the same line).
  const firstHidden = hiddenIn(lines[0]!);
  if (firstHidden)
    return withCaption(firstHidden.kind, firstHidden.name ?? '', firstHidden.before, rest);
  if (lines.length > 1) {
    const lastHidden = hiddenIn(lines.at(-1)!);
    if (lastHidden) {
      const above = lines.slice(0, -1).join('\n').replace(MARKS, '');
      return withCaption(lastHidden.kind, lastHidden.name ?? '', above, lastHidden.before);
    }
  }
  return null;
}

/**
 * The voice note or audio an exported message attaches, by its file name in the export
 * ("PTT-20261129-WA0003.opus (arquivo anexado)", "<anexado: 00000012-AUDIO-….opus>"); null
 * for any other message. An export with media holds that file beside the chat.
 */
export function attachedAudio(raw: string): string | null {
  const name =
    IPHONE_FILE.exec(raw)?.[1]?.trim() ??
    ANDROID_FILE.exec(raw.split('\n')[0]!.replace(MARKS, '').trim())?.[1];
  return name && kindOfFile(name) === 'audio' ? name : null;
}

/**
 * The text of an exported message as the app keeps it: placeholders for media (captions and a
 * document's name kept), edits' marks gone, cut to WhatsApp's length; null for a line to leave
 * out (a deleted message, an iPhone system line).
 */
export function messageText(raw: string): string | null {
  const text = readText(raw);
  return text === null ? null : capMessage(text);
}

function readText(raw: string): string | null {
  // iPhone writes its system lines ("As mensagens e ligações são protegidas…", "X mudou…") under
  // the contact's name, starting with a left-to-right mark, as it does with its media lines.
  const marked = /^[\u200e\u200f]/.test(raw);
  const unedited = raw.replace(EDITED, '').trim();
  const plain = unedited.replace(MARKS, '').trim();
  if (plain === '' || NOTHING.test(plain) || CALL.test(plain)) return null;
  if (LOCATION.test(plain)) return plain;
  const media = mediaText(unedited);
  if (media !== null) return media;
  return marked ? null : plain;
}
