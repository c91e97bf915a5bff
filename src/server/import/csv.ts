import { CsvError, parse, type Info } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

// CSV as spreadsheets write it: Excel pt-BR and LibreOffice in Brazil separate cells with ';'
// (',' is the decimal mark), Google Sheets with ',', and a "text" export with tabs.

const DELIMITERS = [';', '\t', ','] as const;

/** Where the file's lines were; thrown for a file no spreadsheet would have written. */
export class CsvSyntaxError extends Error {
  readonly line: number;
  constructor(line: number) {
    super(`Malformed CSV at line ${line}`);
    this.line = line;
  }
}

/** What the parser hands back with info and raw on. */
interface ParsedRecord {
  record: string[];
  info: Info;
  raw: string;
}

export interface CsvRecord {
  /** Line of the file where the record starts, from 1 (a quoted cell may span lines). */
  line: number;
  cells: string[];
}

/** The delimiter used most in the first record, quoted cells left out; ';' on a tie. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  return DELIMITERS.reduce((best, d) => (counts.get(d)! > counts.get(best)! ? d : best));
}

/** UTF-8 (with or without a BOM); otherwise Windows-1252, what Excel's plain "CSV" saves. */
export function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The line where a quoted cell opens and never closes (the parser only knows where it gave up). */
function unclosedQuoteLine(source: string, delimiter: string): number {
  let line = 1;
  let openedAt = 0;
  let cellStart = true;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (openedAt) {
      if (ch === '"' && source[i + 1] === '"') i++;
      else if (ch === '"') openedAt = 0;
    } else if (ch === '"' && cellStart) openedAt = line;
    cellStart = !openedAt && (ch === delimiter || ch === '\n');
    if (ch === '\n') line++;
  }
  return openedAt || line;
}

/** Every record with a non-blank cell, with the line it starts on. */
export function readCsv(text: string): CsvRecord[] {
  // One line break everywhere, so the parser counts lines as an editor shows them.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(source);
  try {
    const records = parse(source, {
      delimiter,
      record_delimiter: '\n',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      raw: true,
    }) as unknown as ParsedRecord[];
    return records.map(({ record, info, raw }) => ({
      line: info.lines - (raw.replace(/\n$/, '').match(/\n/g)?.length ?? 0),
      cells: record,
    }));
  } catch (error) {
    if (error instanceof CsvError) throw new CsvSyntaxError(unclosedQuoteLine(source, delimiter));
    throw error;
  }
}

// A cell starting with one of these is a formula to a spreadsheet (tab and carriage return too,
// as some spreadsheets skip them): it is written after an apostrophe, which the import removes.
const FORMULA = /^[=+\-@\t\r]/;
const GUARDED = /^'[=+\-@\t\r]/;

export const guardFormula = (text: string) => (FORMULA.test(text) ? `'${text}` : text);
export const unguardFormula = (text: string) => (GUARDED.test(text) ? text.slice(1) : text);

/**
 * A pt-BR spreadsheet's CSV: UTF-8 with a BOM (for the accents), ';' and CRLF. A file written
 * in parts passes `withHeader: false` for every part after the first.
 */
export function writeCsv(
  header: readonly string[],
  rows: Array<Array<string | null>>,
  { withHeader = true } = {},
): string {
  const cells = rows.map((row) => row.map((cell) => guardFormula(cell ?? '')));
  // Quoted around a line break of either kind, not only around the record delimiter.
  const options = { delimiter: ';', record_delimiter: '\r\n', quoted_match: /[\r\n]/ };
  if (!withHeader) return cells.length ? stringify(cells, options) : '';
  return '\uFEFF' + stringify([header, ...cells], options);
}
