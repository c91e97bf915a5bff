import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../../src/server/db/migrate.ts';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../../src/server/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: {
      adminUrl: string;
      template: string;
      prefix: string;
      mode: 'embedded' | 'external';
    };
  }
}

/**
 * One PostgreSQL per test run: the embedded one in a temporary folder, or TEST_DATABASE_URL's
 * server when set. Migrations run once into a template database; each test file clones it.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const prefix = `fz_test_${runId}`;
  const template = `${prefix}_template`;
  let embedded: EmbeddedPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;

  if (!adminUrl) {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-test-db-'));
    chmodSync(tempDir, 0o755); // the postgres user must reach it when we run as root
    embedded = await startEmbeddedPostgres({
      dir: path.join(tempDir, 'postgres'),
      user: 'fechazap',
      password: 'test',
    });
    adminUrl = embedded.url;
  }

  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const templatePool = new pg.Pool({ connectionString: withDatabase(adminUrl, template), max: 1 });
  await runMigrations(templatePool);
  await templatePool.end();
  // pg-boss's own tables (every test app runs the mail queue) made once, cloned with the rest.
  const bossClient = new pg.Client(withDatabase(adminUrl, template));
  await bossClient.connect();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => bossClient.query(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
  await bossClient.end();

  project.provide('testDatabase', {
    adminUrl,
    template,
    prefix,
    mode: embedded ? 'embedded' : 'external',
  });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
    await embedded?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.href;
}
