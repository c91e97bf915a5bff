import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  endLine,
  tableLine,
  type AppliedMigration,
  type BackupHeader,
} from './format.ts';
import { appliedMigrations, publicTables } from './schema-level.ts';

const FETCH_ROWS = 2_000;

export interface BackupSummary {
  file: string;
  takenAt: string;
  counts: Record<string, number>;
  bytes: number;
}

/**
 * Writes every table of the public schema, as of one instant, to `file` (gzip'd JSON lines).
 * One REPEATABLE READ transaction sees a single snapshot for all its statements, so rows that
 * members write meanwhile are either wholly in the backup or wholly out. The file appears
 * under its name only once complete and flushed to disk.
 */
export async function writeBackup(pool: pg.Pool, file: string): Promise<BackupSummary> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  const client = await pool.connect();
  const counts: Record<string, number> = {};
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('SET LOCAL statement_timeout = 0');
    const header = await readHeader(client);
    async function* lines() {
      yield `${JSON.stringify(header)}\n`;
      for (const table of header.tables) {
        yield `${tableLine(table)}\n`;
        counts[table] = 0;
        for await (const rows of tableRows(client, table)) {
          counts[table] += rows.length;
          yield `${rows.join('\n')}\n`;
        }
      }
      yield `${endLine(counts)}\n`;
    }
    await pipeline(lines, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await client.query('COMMIT');
    const handle = await open(partial, 'r');
    const { size } = await handle.stat();
    await handle.sync();
    await handle.close();
    renameSync(partial, file);
    return { file, takenAt: header.takenAt, counts, bytes: size };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    rmSync(partial, { force: true });
    throw err;
  } finally {
    client.release();
  }
}

async function readHeader(client: pg.PoolClient): Promise<BackupHeader> {
  // The first statement fixes the transaction's snapshot; now() is that instant too.
  const { rows } = await client.query<{ taken_at: Date; version: string }>(
    "SELECT now() AS taken_at, current_setting('server_version') AS version",
  );
  const migrations: AppliedMigration[] = await appliedMigrations(client);
  const sequences = await client.query<{ name: string; value: string }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
      WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY 1`,
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    takenAt: rows[0]!.taken_at.toISOString(),
    serverVersion: rows[0]!.version,
    migrations,
    tables: await publicTables(client),
    sequences: sequences.rows,
  };
}

/** A table's rows in batches, each row as PostgreSQL's own JSON text (no parsing here). */
async function* tableRows(client: pg.PoolClient, table: string): AsyncGenerator<string[]> {
  const cursor = client.escapeIdentifier(`backup_${table}`);
  await client.query(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR
       SELECT row_to_json(t)::text AS r FROM public.${client.escapeIdentifier(table)} t`,
  );
  for (;;) {
    const { rows } = await client.query<{ r: string }>(`FETCH ${FETCH_ROWS} FROM ${cursor}`);
    if (rows.length === 0) break;
    yield rows.map((row) => row.r);
  }
  await client.query(`CLOSE ${cursor}`);
}
