/**
 * The contact an export is of, from the file name WhatsApp gives it: "Conversa do WhatsApp com
 * Márcia Lopes.txt" (Android pt-BR), "WhatsApp Chat with X.txt", "WhatsApp Chat - X.zip"
 * (iPhone). A browser's " (1)" for a second download is left out. Null for any other name.
 */
export function contactOfExport(fileName: string | null): string | null {
  const match =
    /^(?:conversa do whatsapp com|conversa do whatsapp -|whatsapp chat with|whatsapp chat -)\s+(.+?)(?:\s*\(\d+\))?\.(?:txt|zip)$/i.exec(
      fileName?.trim() ?? '',
    );
  return match?.[1]?.trim() || null;
}
