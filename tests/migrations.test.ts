import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { runMigrations } from '../src/server/db/migrate.ts';
import { withDatabase } from './setup/global-database.ts';
import { createTestDatabase } from './helpers/test-database.ts';

// Data migrations, run again on rows shaped as they were before them.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const sqlOf = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../drizzle', file), 'utf8');

it('0007: members a checkout platform set follow their purchases; the operator’s stay his', async () => {
  await database.pool.query(`
    insert into members (email, status, source, manual_status, manual_at) values
      ('pela-hotmart@exemplo.com', 'active', 'hotmart', 'active', now()),
      ('pelo-cli@exemplo.com', 'active', 'cli', 'active', now())`);
  await database.pool.query(sqlOf('0007_platform_members_follow_purchases.sql'));
  const { rows } = await database.pool.query(
    'select email, status, manual_status from members where email like $1 order by email',
    ['%@exemplo.com'],
  );
  expect(rows).toEqual([
    { email: 'pela-hotmart@exemplo.com', status: 'active', manual_status: null },
    { email: 'pelo-cli@exemplo.com', status: 'active', manual_status: 'active' },
  ]);
});

it('0004: accounts made before access was proved by email count as confirmed', async () => {
  await database.pool.query(
    `insert into users (email, name, email_verified) values ('antiga@exemplo.com', 'Antiga', false)`,
  );
  const update = sqlOf('0004_password_links.sql')
    .split('--> statement-breakpoint')
    .find((statement) => statement.includes('UPDATE "users"'))!;
  await database.pool.query(update);
  const { rows } = await database.pool.query(
    "select email_verified from users where email = 'antiga@exemplo.com'",
  );
  expect(rows).toEqual([{ email_verified: true }]);
});

it('migrates a database whose host keeps unaccent and pg_trgm in a schema of their own', async () => {
  const { adminUrl, prefix } = inject('testDatabase');
  const name = `${prefix}_ext_${Date.now()}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 2 });
  // pool.end() returns before its sockets close; the forced drop below may end one of them.
  pool.on('error', () => {});
  try {
    await pool.query('CREATE SCHEMA extensions');
    await pool.query('CREATE EXTENSION unaccent SCHEMA extensions');
    await pool.query('CREATE EXTENSION pg_trgm SCHEMA extensions');
    await runMigrations(pool);
    const { rows } = await pool.query(
      "select clientes_search_text('João Araújo', '(11) 98765-4321', null, 'Pão') as text",
    );
    expect(rows[0].text).toBe('joao araujo 11987654321 pao');
  } finally {
    await pool.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});
