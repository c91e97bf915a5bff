import path from 'node:path';
import type pg from 'pg';
import { runMigrations } from '../db/migrate.ts';
import { preRestoreFileName, pruneBackups } from './files.ts';
import { BackupFileError, readBackupLines, verifyBackup, type BackupHeader } from './format.ts';
import {
  insertableColumns,
  levelOf,
  migrateToLevel,
  newestLocalLevel,
  publicTables,
} from './schema-level.ts';
import { writeBackup } from './snapshot.ts';

const BATCH_ROWS = 1_000;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface RestoreSummary {
  takenAt: string;
  /** Row counts per table after the restore and the migrations that followed it. */
  counts: Record<string, number>;
  /** Where the data that was replaced went, when there was any. */
  previousDataFile?: string;
}

/**
 * Replaces the database's public schema with a backup's. The file is read whole first; then,
 * in one transaction, the schema is emptied, rebuilt by this release's migrations up to the
 * backup's level, and filled; a failure anywhere leaves the database as it was. The migrations
 * the backup predates run after. Data already there is first saved to `keepPreviousIn`, where
 * only the newest `keep` such copies stay.
 */
export async function restoreBackup(
  pool: pg.Pool,
  file: string,
  options: { keepPreviousIn?: string; keep?: number; now?: Date } = {},
): Promise<RestoreSummary> {
  const { header } = await verifyBackup(file);
  const level = levelOf(header.migrations);
  if (level > newestLocalLevel()) {
    throw new BackupFileError(
      `${file} was taken by a newer FechaZap (its schema is ahead of this one): update first`,
    );
  }
  let previousDataFile: string | undefined;
  if (options.keepPreviousIn && (await holdsRows(pool))) {
    previousDataFile = path.join(
      options.keepPreviousIn,
      preRestoreFileName(options.now ?? new Date()),
    );
    await writeBackup(pool, previousDataFile);
    if (options.keep) pruneBackups(options.keepPreviousIn, options.keep, 'preRestore');
  }

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
    await client.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
    await migrateToLevel(client, level);
    await loadRows(client, file, header);
    await forgetSessions(client);
    for (const sequence of header.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint)', [
        `public.${client.escapeIdentifier(sequence.name)}`,
        sequence.value,
      ]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }

  await runMigrations(pool);
  return { takenAt: header.takenAt, counts: await rowCounts(pool), previousDataFile };
}

async function loadRows(client: pg.PoolClient, file: string, header: BackupHeader) {
  const present = new Set(await publicTables(client));
  const missing = header.tables.filter((table) => !present.has(table));
  if (missing.length > 0) {
    throw new BackupFileError(
      `${file} holds tables this release does not have: ${missing.join(', ')}`,
    );
  }
  let batch: string[] = [];
  let bytes = 0;
  let insert = '';
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
    bytes = 0;
  };
  for await (const line of readBackupLines(file)) {
    if (!('kind' in line) || line.kind === 'end') continue;
    if (line.kind === 'table') {
      await flush();
      insert = await insertStatement(client, line.table);
      continue;
    }
    batch.push(line.json);
    bytes += line.json.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
}

/**
 * Sessions and the tokens that open one (password links, Better Auth's verifications) do not
 * come back: a restored session may have been signed out or revoked since the backup, and a
 * restored link may have been used. Every device signs in again; a link is asked for again.
 */
const SESSION_TABLES = ['sessions', 'verifications', 'password_links'];

async function forgetSessions(client: pg.PoolClient) {
  const present = new Set(await publicTables(client));
  for (const table of SESSION_TABLES.filter((name) => present.has(name))) {
    await client.query(`DELETE FROM public.${client.escapeIdentifier(table)}`);
  }
}

/** Rows go in as PostgreSQL parses them from the JSON it wrote: every type round-trips. */
async function insertStatement(client: pg.PoolClient, table: string): Promise<string> {
  const name = `public.${client.escapeIdentifier(table)}`;
  const columns = (await insertableColumns(client, table))
    .map((column) => client.escapeIdentifier(column))
    .join(', ');
  return `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
          SELECT ${columns} FROM json_populate_recordset(NULL::${name}, $1::json)`;
}

async function holdsRows(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  try {
    for (const table of await publicTables(client)) {
      const { rowCount } = await client.query(
        `SELECT 1 FROM public.${client.escapeIdentifier(table)} LIMIT 1`,
      );
      if (rowCount) return true;
    }
    return false;
  } finally {
    client.release();
  }
}

/** Row counts of every table of the public schema. */
export async function rowCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const client = await pool.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of (await publicTables(client)).sort()) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM public.${client.escapeIdentifier(table)}`,
      );
      counts[table] = Number(rows[0]!.n);
    }
    return counts;
  } finally {
    client.release();
  }
}
