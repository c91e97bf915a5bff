/**
 * The contact an export is of, from the file name WhatsApp gives it: "Conversa do WhatsApp com
 * Márcia Lopes.txt" (Android pt-BR), "WhatsApp Chat with X.txt", "WhatsApp Chat - X.zip"
 * (iPhone). A browser's " (1)" for a second download is left out. Null for any other name.
 */
export function contactOfExport(fileName: string | null): string | null {
  const base = (fileName ?? '')
    .trim()
    .replace(/\.(?:txt|zip)$/i, '')
    .replace(/(?<!\s)\s*\(\d+\)$/, '');
  if (base === fileName?.trim()) return null; // neither .txt nor .zip
  const match =
    /^(?:conversa do whatsapp com|conversa do whatsapp -|whatsapp chat with|whatsapp chat -)\s+(\S.*)$/i.exec(
      base,
    );
  return match?.[1]?.trim() || null;
}
