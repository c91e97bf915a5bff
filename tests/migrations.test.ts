import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
