import { z } from 'zod';

const email = z.string().trim().toLowerCase().pipe(z.email());

/**
 * Reads a members CSV: one member per line, `email[,name]`, an optional header line, comma or
 * semicolon separated (spreadsheets in pt-BR save with semicolons). Bad lines are reported.
 */
export function parseMembersCsv(text: string): {
  rows: Array<{ email: string; name: string | undefined }>;
  errors: string[];
} {
  const rows: Array<{ email: string; name: string | undefined }> = [];
  const errors: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const [first = '', ...others] = line
      .split(/[;,]/)
      .map((cell) => cell.trim().replace(/^"|"$/g, ''));
    if (index === 0 && /e-?mail/i.test(first)) return;
    const parsed = email.safeParse(first);
    if (!parsed.success) {
      errors.push(`line ${index + 1}: not an email: ${first}`);
      return;
    }
    rows.push({ email: parsed.data, name: others.join(' ').trim() || undefined });
  });
  return { rows, errors };
}
