import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../src/server/db/client.ts';
import { withDatabase } from '../setup/global-database.ts';

/** A fresh database cloned from the migrated template: each test file gets its own. */
export async function createTestDatabase(): Promise<Database & { url: string }> {
  const { adminUrl, template, prefix, mode } = inject('testDatabase');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const database = connect(url, mode);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const dropper = new pg.Client(adminUrl);
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
