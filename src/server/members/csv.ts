import { z } from 'zod';
import type { RejectedRow } from '#shared/import-report.ts';
import { CsvSyntaxError, readCsv, unguardFormula, type CsvRecord } from '../csv/csv.ts';

const email = z.string().trim().toLowerCase().pipe(z.email());

const forTheOperator = (rejected: RejectedRow[]) =>
  rejected.map(({ line, message }) => `line ${line}: ${message}`);

/**
 * Reads a members CSV: one member per line, `email[,name]`, an optional header line, the cells
 * separated by ';', ',' or a tab. Bad lines are reported, for the operator, in English.
 */
export async function parseMembersCsv(text: string): Promise<MembersCsv> {
  let records: CsvRecord[];
  try {
    records = await readCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    const message = 'malformed CSV: a quote is never closed';
    const rejected = [{ index: 0, line: error.line, column: null, message }];
    return { rows: [], rejected, errors: forTheOperator(rejected) };
  }
  return membersOf(records);
}

export interface MembersCsv {
  rows: Array<{ email: string; name: string | undefined; line: number }>;
  rejected: RejectedRow[];
  errors: string[];
}

/** The members of a file's records: an email, then the name in the cells after it. */
export function membersOf(records: CsvRecord[]): MembersCsv {
  const topLeft = records[0]?.cells[0] ?? '';
  if (/e-?mail/i.test(topLeft) && !email.safeParse(topLeft).success) records.shift();
  const rows: Array<{ email: string; name: string | undefined; line: number }> = [];
  const rejected: RejectedRow[] = [];
  records.forEach(({ line, cells: [first = '', ...others] }, index) => {
    const parsed = email.safeParse(first);
    if (parsed.success) {
      const name = others
        .map((cell) => unguardFormula(cell.trim()))
        .filter(Boolean)
        .join(' ');
      rows.push({ email: parsed.data, name: name || undefined, line });
    } else {
      rejected.push({ index, line, column: 'email', message: `not an email: ${first.trim()}` });
    }
  });
  return { rows, rejected, errors: forTheOperator(rejected) };
}
