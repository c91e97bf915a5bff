/** The text without its accents and other marks: 'Ação' → 'Acao'. */
export const withoutMarks = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/** Lower case without accents: how the app compares what people type ('Ação' → 'acao'). */
export const fold = (text: string): string => withoutMarks(text).toLowerCase();

/** A name as people match names: folded, single spaces, trimmed. */
export const foldName = (name: string): string => fold(name).replace(/\s+/g, ' ').trim();
