import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { startJobs } from '../src/server/jobs/index.ts';
import { createLogger } from '../src/server/logger.ts';
import { isActiveMember } from '../src/server/members/store.ts';
import { bundled, startServer, tempDataDir } from './helpers/server-process.ts';
import { outboxLinks, waitForResetLink } from './helpers/mail.ts';
import { createTestDatabase } from './helpers/test-database.ts';
import { uniqueEmail } from './factories.ts';

const cli = bundled('members');

function members(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const proc = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
    proc.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run members on DATABASE_URL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase();
    env = { DATABASE_URL: database.url, DATA_DIR: tempDataDir() };
  });
  afterAll(() => database.close());

  it('adds, lists and deactivates a member', async () => {
    const email = uniqueEmail();
    const added = await members(env, 'add', email.toUpperCase(), 'Ana', 'Souza');
    expect(added).toMatchObject({
      code: 0,
      out: `active: ${email}\naccess link queued for ${email}, unless it has an account\n`,
    });
    expect(await isActiveMember(database.db, email)).toBe(true);
    // The 'Criar minha senha' link waits in the queue for a server's mail worker, which writes
    // it to the outbox without SMTP.
    expect(await outboxLinks(env.DATA_DIR!, email)).toEqual([]);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: env.DATA_DIR! });
    const logger = createLogger('silent');
    const jobs = await startJobs(
      { database, config, dataDir: env.DATA_DIR!, logger },
      { scheduled: false, pollingIntervalSeconds: 0.5, stopTimeoutMs: 1_000 },
    );
    try {
      expect(await waitForResetLink(env.DATA_DIR!, email)).toMatch(/\/criar-senha\?token=/);
    } finally {
      await jobs.stop();
    }

    const list = await members(env, 'list');
    expect(list.out).toMatch(new RegExp(`^${email}\\tactive\\tcli\\tAna Souza\\t`, 'm'));

    expect((await members(env, 'deactivate', email)).code).toBe(0);
    expect(await isActiveMember(database.db, email)).toBe(false);
    expect(await members(env, 'deactivate', uniqueEmail())).toMatchObject({ code: 1 });
  });

  it('imports a CSV with a header and semicolons, reporting bad lines', async () => {
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    const file = path.join(tempDataDir(), 'membros.csv');
    writeFileSync(file, `\uFEFFemail;nome\n${a};João Silva\nnot-an-email;X\n\n${b}\n`);
    const result = await members(env, 'import', file);
    expect(result.code).toBe(0);
    expect(result.out).toContain('imported 2, skipped 1');
    expect(result.err).toContain('line 3: not an email');
    expect(await isActiveMember(database.db, a)).toBe(true);
    expect(await isActiveMember(database.db, b)).toBe(true);
    rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('prints the usage for an unknown command', async () => {
    const result = await members(env, 'promote');
    expect(result.code).toBe(2);
    expect(result.err).toContain('Usage: npm run members');
  });
});

describe('npm run members on the embedded database', () => {
  it('works with the server stopped and while it runs', async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    try {
      const first = uniqueEmail();
      expect((await members(env, 'add', first)).code).toBe(0);

      const server = await startServer(env);
      try {
        const second = uniqueEmail();
        expect((await members(env, 'add', second)).code).toBe(0);
        const list = await members(env, 'list');
        expect(list.out).toContain(`${first}\tactive`);
        expect(list.out).toContain(`${second}\tactive`);
        const health = await fetch(`${server.baseUrl}/api/health`);
        expect(health.status).toBe(200);
      } finally {
        server.proc.kill('SIGTERM');
        await server.exited;
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
