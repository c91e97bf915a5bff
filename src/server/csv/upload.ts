import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { takeImport } from '../rate-limit/imports.ts';
import { CsvLimitError, CsvSyntaxError, decodeCsv, readCsv, type CsvRecord } from './csv.ts';

export interface UploadRules {
  /** Rows the file may have, its header left out. */
  maxRows: number;
  /** What a row is, in the plural, for the message: 'clientes', 'emails'. */
  rows: string;
}

/** A record this long is no spreadsheet row: the longest customer is under 3,000 characters. */
const MAX_RECORD_BYTES = 64 * 1024;
/**
 * Line breaks inside quoted notes make a file longer than its rows, hardly ever three times
 * longer; blank lines and empty rows count too, and the parser reads them all.
 */
const LINES_PER_ROW = 3;

const invalidCsv = (message: string) => new AppError(400, 'INVALID_CSV', message);
const thousands = (n: number) => n.toLocaleString('pt-BR');

/**
 * The records of an uploaded CSV file (a customers or a members import), read within limits:
 * the member's upload rate first, then the file as a stream that stops at the first sign it is
 * too large. The body itself is at most 5 MB (the app's body limit).
 */
export async function readUpload(
  c: Context<AppEnv>,
  db: Db,
  { maxRows, rows }: UploadRules,
): Promise<CsvRecord[]> {
  await takeImport(db, c.get('user').id);
  const text = decodeCsv(await c.req.arrayBuffer());
  try {
    return await readCsv(text, {
      maxRecords: maxRows + 1,
      maxLines: maxRows * LINES_PER_ROW,
      maxRecordBytes: MAX_RECORD_BYTES,
    });
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      throw invalidCsv(`O arquivo tem aspas sem fechamento a partir da linha ${error.line}.`);
    }
    if (!(error instanceof CsvLimitError)) throw error;
    switch (error.reason) {
      case 'records':
        throw invalidCsv(`O arquivo pode ter no máximo ${thousands(maxRows)} ${rows}.`);
      case 'lines':
        throw invalidCsv(
          `O arquivo tem mais de ${thousands(maxRows * LINES_PER_ROW)} linhas: o limite é de ${thousands(maxRows)} ${rows}.`,
        );
      case 'record':
        throw invalidCsv(
          `A linha ${error.line} é longa demais. Confira se alguma aspa ficou sem fechamento.`,
        );
    }
  }
}
