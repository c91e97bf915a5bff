import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import type { AppliedMigration } from './format.ts';

// drizzle-orm's migrator keeps its journal here (dialect.migrate's defaults).
const JOURNAL = 'drizzle.__drizzle_migrations';

type Queryable = pg.PoolClient | pg.Client;

/** drizzle's journal rows, oldest first; none when the database was never migrated. */
export async function appliedMigrations(client: Queryable): Promise<AppliedMigration[]> {
  const { rows: exists } = await client.query(`SELECT to_regclass('${JOURNAL}') IS NOT NULL AS ok`);
  if (!exists[0].ok) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    `SELECT hash, created_at FROM ${JOURNAL} ORDER BY created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** The newest migration's time: drizzle applies every migration of the folder newer than it. */
export const levelOf = (migrations: AppliedMigration[]) =>
  migrations.reduce((level, m) => Math.max(level, m.createdAt), 0);

export const newestLocalLevel = () =>
  readMigrationFiles({ migrationsFolder }).reduce((l, m) => Math.max(l, m.folderMillis), 0);

/**
 * Applies this release's migrations up to `level` inside the caller's transaction and writes
 * drizzle's journal as its migrator would, so `runMigrations` later applies only the newer ones.
 * (drizzle's own migrate opens a transaction of its own, which cannot nest in ours.)
 */
export async function migrateToLevel(client: Queryable, level: number): Promise<void> {
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query(
    `CREATE TABLE IF NOT EXISTS ${JOURNAL} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    if (migration.folderMillis > level) continue;
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
    await client.query(`INSERT INTO ${JOURNAL} (hash, created_at) VALUES ($1, $2)`, [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

/**
 * The public schema's tables, each after the tables its foreign keys point to, so rows can be
 * inserted in this order with every constraint checked as they go.
 */
export async function publicTables(client: Queryable): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      ORDER BY 1`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const ref of references) if (ref.child === table) place(ref.parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables) place(name);
  return ordered;
}

/** Columns a row can be inserted with: generated columns are computed by the server. */
export async function insertableColumns(client: Queryable, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [`public.${client.escapeIdentifier(table)}`],
  );
  return rows.map((row) => row.name);
}
