import { capMessage } from '#shared/conversations.ts';

/**
 * What a message holds when WhatsApp left its media out of the export. The file itself never
 * reaches the app; a short placeholder keeps the fact that the customer sent something (a voice
 * message is often the whole question), and any caption follows it.
 */
const PLACEHOLDERS = {
  photo: '[foto]',
  audio: '[áudio]',
  video: '[vídeo]',
  sticker: '[figurinha]',
  document: '[documento]',
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
  return 'document';
}

/** The "hidden" lines of exports without media, pt-BR and English. */
const HIDDEN: Array<[RegExp, MediaKind]> = [
  [/^<(m[íi]dia oculta|media omitted)>$/i, 'media'],
  [/^(imagem|foto) (ocultada|omitida)$|^image omitted$/i, 'photo'],
  [/^[áa]udio (ocultado|omitido)$|^audio omitted$/i, 'audio'],
  [/^v[íi]deo (ocultado|omitido)$|^video omitted$/i, 'video'],
  [/^figurinha (ocultada|omitida)$|^sticker omitted$/i, 'sticker'],
  [/^(gif) (ocultado|omitido)$|^gif omitted$/i, 'video'],
  [/^documento (ocultado|omitido)$|^document omitted$/i, 'document'],
];

/** Android: "IMG-20261125-WA0001.jpg (arquivo anexado)"; iPhone: "<anexado: 00000012-PHOTO-….jpg>". */
const ATTACHED = [
  /^([\w.-]+\.\w+) \((arquivo anexado|file attached)\)$/i,
  /^<(?:anexado|attached): ([^>]+)>$/i,
];

/** Lines that are no words of anyone's: a deleted message, a view-once one. */
const NOTHING =
  /^(mensagem apagada|esta mensagem foi apagada\.?|voc[êe] apagou esta mensagem\.?|this message was deleted\.?|you deleted this message\.?|null)$/i;

const EDITED =
  /(?<!\s)\s*<(esta mensagem foi editada|mensagem editada|this message was edited)>\s*$/i;

const MARKS = /[\u200e\u200f]/g;

/**
 * The text of an exported message as the app keeps it: placeholders for media, edits' marks
 * gone; null for a line to leave out (a deleted message, an iPhone system line).
 */
export function messageText(raw: string): string | null {
  const text = readText(raw);
  return text === null ? null : capMessage(text);
}

function readText(raw: string): string | null {
  // iPhone writes its system lines ("As mensagens e ligações são protegidas…", "X mudou…") under
  // the contact's name, starting with a left-to-right mark, as it does with its media lines.
  const marked = /^[\u200e\u200f]/.test(raw);
  const text = raw.replace(MARKS, '').replace(EDITED, '').trim();
  if (text === '' || NOTHING.test(text)) return null;
  const [first = '', ...rest] = text.split('\n');
  const caption = rest.join('\n').trim();
  const line = first.trim();
  const withCaption = (kind: MediaKind) =>
    caption ? `${PLACEHOLDERS[kind]} ${caption}` : PLACEHOLDERS[kind];
  for (const [pattern, kind] of HIDDEN) if (pattern.test(line)) return withCaption(kind);
  for (const pattern of ATTACHED) {
    const file = pattern.exec(line)?.[1];
    if (file) return withCaption(kindOfFile(file.trim()));
  }
  return marked ? null : text;
}
