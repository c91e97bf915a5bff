import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse, type InfoRecord } from 'csv-parse';
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

/** Why a file was refused before it was read through: too many records or lines, or one too long. */
export class CsvLimitError extends Error {
  readonly reason: 'records' | 'lines' | 'record';
  readonly line: number;
  constructor(reason: CsvLimitError['reason'], line: number) {
    super(`CSV over its ${reason} limit at line ${line}`);
    this.reason = reason;
    this.line = line;
  }
}

/** How much of a file is read before it is refused; uploads set all three. */
export interface CsvLimits {
  /** Records, the header included: one more refuses the file. */
  maxRecords: number;
  /** Lines of the file, blank ones included. */
  maxLines: number;
  /** Bytes of one record (a quote never closed makes the rest of the file one record). */
  maxRecordBytes: number;
}

const NO_LIMITS: CsvLimits = { maxRecords: Infinity, maxLines: Infinity, maxRecordBytes: 0 };

/**
 * The text is fed to the parser a piece at a time, and the event loop gets a turn whenever
 * the parser has held it for a slice: a 5 MB upload never holds the process for more than a
 * few milliseconds at once. A piece is small because a row whose cell count differs from the
 * header's costs the parser an error object (microseconds each).
 */
const PIECE = 1024;
const SLICE_MS = 8;

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
export function decodeCsv(bytes: ArrayBuffer | Uint8Array): string {
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

/**
 * The text in pieces, with one line break everywhere (so the parser counts lines as an editor
 * shows them), a CRLF never split between two, and no NUL, which PostgreSQL text refuses.
 */
function* pieces(text: string): Generator<string> {
  for (let at = text.startsWith('\uFEFF') ? 1 : 0; at < text.length;) {
    let end = Math.min(at + PIECE, text.length);
    if (text[end - 1] === '\r') end++;
    yield text.slice(at, end).replace(/\r\n?/g, '\n').replaceAll('\u0000', '');
    at = end;
  }
}

const countLines = (piece: string) => {
  let lines = 0;
  for (let i = piece.indexOf('\n'); i >= 0; i = piece.indexOf('\n', i + 1)) lines++;
  return lines;
};

/**
 * Parses a piece without stack traces: the parser builds an error object for every row whose
 * cell count differs from the header's (then forgets it, as relax_column_count asks), and
 * capturing the stack was most of its cost. Nothing else runs during the synchronous write.
 */
function parseQuietly(parser: ReturnType<typeof parse>, piece: string) {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    parser.write(piece);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

/**
 * Every record with a non-blank cell, with the line it starts on. Read as a stream, a piece at
 * a time: a file over one of the limits is refused (CsvLimitError) as soon as it shows it,
 * without reading the rest, and memory holds only the records kept.
 */
export async function readCsv(text: string, limits: CsvLimits = NO_LIMITS): Promise<CsvRecord[]> {
  const delimiter = detectDelimiter(text.slice(0, 64 * 1024).replace(/^\uFEFF/, ''));
  const records: CsvRecord[] = [];
  let lastLine = 0;
  const parser = parse({
    delimiter,
    record_delimiter: '\n',
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: limits.maxRecordBytes,
    // Records are taken here, as the parser finds them: pushed through the stream, each one
    // would cost tens of microseconds more. (Not `raw`, which grows over skipped records.)
    on_record: (cells: string[], { lines }: InfoRecord) => {
      lastLine = lines;
      // Only a quoted cell holds a line break: the record started that many lines up.
      const breaks = cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
      records.push({ line: lines - breaks, cells });
      return null;
    },
  });
  parser.resume();
  const closed = new Promise((resolve) => parser.once('close', resolve));
  let failure: Error | undefined;
  parser.on('error', (error) => (failure ??= error));
  const overCap = () =>
    records.length > limits.maxRecords
      ? new CsvLimitError('records', records[limits.maxRecords]!.line)
      : undefined;
  let lines = 1;
  let sliceStart = performance.now();
  for (const piece of pieces(text)) {
    lines += countLines(piece);
    if (lines > limits.maxLines + 1) failure ??= new CsvLimitError('lines', limits.maxLines + 1);
    if (failure || parser.destroyed) break;
    parseQuietly(parser, piece);
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    failure ??= overCap();
  }
  if (failure) parser.destroy();
  else parser.end();
  await closed;
  failure ??= overCap();
  if (failure === undefined) return records;
  if (!(failure instanceof CsvError)) throw failure;
  if (failure.code === 'CSV_MAX_RECORD_SIZE') {
    throw new CsvLimitError('record', lastLine + 1);
  }
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  throw new CsvSyntaxError(unclosedQuoteLine(source, delimiter));
}

// A spreadsheet runs a cell starting with = + - @ (a tab or a carriage return too, as some skip
// them) as a formula. A reader that ignores quotes splits a cell on its commas, semicolons,
// tabs, quotes and line breaks, so a trigger after any of those starts a cell too: 'x,=1+1' is
// 'x' and '=1+1'. Each such trigger is written after an apostrophe (one more where apostrophes
// are already there, so the import can take exactly one away), and every data cell is quoted.
const GUARD = /(?<=^|[,;\t\r\n"])(?='*[=+\-@\t\r])/g;
const UNGUARD = /(?<=^|[,;\t\r\n"])'(?='*[=+\-@\t\r])/g;

/** The one neutraliser of every CSV the app writes. */
export const guardFormula = (text: string) => text.replace(GUARD, "'");
/** What the import reads back: guardFormula undone. */
export const unguardFormula = (text: string) => text.replace(UNGUARD, '');

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
  const options = { delimiter: ';', record_delimiter: '\r\n' };
  const body = cells.length ? stringify(cells, { ...options, quoted: true }) : '';
  // The header is the app's own titles: written plain, as spreadsheets show them.
  return withHeader ? '\uFEFF' + stringify([[...header]], options) + body : body;
}
