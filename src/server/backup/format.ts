import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * A backup is gzip'd JSON lines: a header, then per table a marker and its rows (each row as
 * PostgreSQL's row_to_json text, so values round-trip exactly), then an end line whose counts
 * prove the file is whole. Markers are arrays and rows are objects, so one character tells
 * them apart.
 */
export const BACKUP_FORMAT = 'fechazap-backup';
export const BACKUP_VERSION = 1;

export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  takenAt: string;
  serverVersion: string;
  /** drizzle's journal at the snapshot: the schema level the rows fit. */
  migrations: AppliedMigration[];
  tables: string[];
  sequences: Array<{ name: string; value: string }>;
}

export type BackupLine =
  | { kind: 'table'; table: string }
  | { kind: 'row'; table: string; json: string }
  | { kind: 'end'; counts: Record<string, number> };

export const tableLine = (table: string) => JSON.stringify(['table', table]);
export const endLine = (counts: Record<string, number>) => JSON.stringify(['end', counts]);

export class BackupFileError extends Error {}

/** Reads a backup file: its header, then every line in order. */
export async function* readBackupLines(
  file: string,
): AsyncGenerator<BackupHeader | BackupLine, void, void> {
  const lines = splitLines(createReadStream(file).pipe(createGunzip()));
  let header: BackupHeader | undefined;
  let table: string | undefined;
  for await (const line of lines) {
    if (line === '') continue;
    if (!header) {
      header = parseHeader(line, file);
      yield header;
    } else if (line[0] === '{') {
      if (!table) throw new BackupFileError(`${file}: a row before any table`);
      yield { kind: 'row', table, json: line };
    } else {
      const [kind, value] = JSON.parse(line) as [string, unknown];
      if (kind === 'table') {
        table = String(value);
        yield { kind: 'table', table };
      } else if (kind === 'end') {
        yield { kind: 'end', counts: value as Record<string, number> };
      } else {
        throw new BackupFileError(`${file}: unknown line ${line.slice(0, 40)}`);
      }
    }
  }
}

/** Lines split on \n only: readline would also split inside a text holding U+2028. */
async function* splitLines(stream: Readable): AsyncGenerator<string> {
  stream.setEncoding('utf8');
  let rest = '';
  for await (const chunk of stream as AsyncIterable<string>) {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
}

function parseHeader(line: string, file: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new BackupFileError(`${file} is not a FechaZap backup`);
  }
  if (header.format !== BACKUP_FORMAT)
    throw new BackupFileError(`${file} is not a FechaZap backup`);
  if (header.version !== BACKUP_VERSION) {
    throw new BackupFileError(`${file} has backup format ${header.version}; this version reads 1`);
  }
  return header as BackupHeader;
}

/**
 * Reads the whole file once, before anything is replaced: a truncated or corrupt file (a copy
 * cut short, a disk full while writing) is refused here, not half-way through a restore.
 */
export async function verifyBackup(
  file: string,
): Promise<{ header: BackupHeader; counts: Record<string, number> }> {
  let header: BackupHeader | undefined;
  const seen: Record<string, number> = {};
  let end: Record<string, number> | undefined;
  try {
    for await (const line of readBackupLines(file)) {
      if (!('kind' in line)) header = line;
      else if (line.kind === 'table') seen[line.table] = 0;
      else if (line.kind === 'row') seen[line.table]! += 1;
      else end = line.counts;
    }
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    throw new BackupFileError(`${file} cannot be read: ${(err as Error).message}`, { cause: err });
  }
  if (!header || !end) throw new BackupFileError(`${file} is incomplete (no end line)`);
  for (const table of header.tables) {
    if (seen[table] !== end[table]) {
      throw new BackupFileError(`${file} is damaged: table ${table} does not hold its rows`);
    }
  }
  return { header, counts: end };
}
