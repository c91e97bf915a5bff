import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { createLogger } from '../src/server/logger.ts';
import { memberSession } from './helpers/http-member.ts';
import { startServer, tempDataDir, type ServerProcess } from './helpers/server-process.ts';

// The embedded PostgreSQL killed under the running server (a crash, the OOM killer): the server
// starts it again on the same data, or, when it cannot, exits so that its own supervisor
// (systemd, Docker, a PaaS) restarts the whole thing.

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (server?.proc.exitCode === null) {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function startEmbedded(email: string) {
  dataDir = tempDataDir();
  server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MEMBER_EMAILS: email,
    LOG_LEVEL: 'warn',
  });
  return { server, pgDir: path.join(dataDir, 'postgres') };
}

const postmasterPid = (pgDir: string) =>
  Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the embedded PostgreSQL dying under the server', () => {
  it('is restarted on the same data: writes succeed again within 10 s and none acknowledged is lost', async () => {
    const email = 'queda@exemplo.com';
    const { server, pgDir } = await startEmbedded(email);
    const cookie = await memberSession(server.baseUrl, dataDir!, {
      email,
      password: 'senha-123',
      name: 'Queda',
    });
    const acked: string[] = [];
    const unexpected: Array<number | undefined> = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const res = await fetch(`${server.baseUrl}/api/customers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ nome: `Cliente ${w}-${n}` }),
        }).catch(() => undefined);
        if (res?.status === 201) {
          acked.push(((await res.json()) as { id: string }).id);
        } else {
          if (res?.status !== 503) unexpected.push(res?.status);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const writers = [writer(0), writer(1)];
    await expect.poll(() => acked.length, { timeout: 10_000 }).toBeGreaterThan(5);

    const before = postmasterPid(pgDir);
    process.kill(before, 'SIGKILL');
    const killedAt = Date.now();
    const restarted = () => {
      try {
        return postmasterPid(pgDir) !== before;
      } catch {
        return false; // being rewritten
      }
    };
    await expect.poll(restarted, { timeout: 10_000, interval: 100 }).toBe(true);
    const ackedAtRestart = acked.length;
    await expect
      .poll(() => acked.length, { timeout: 10_000 - (Date.now() - killedAt), interval: 50 })
      .toBeGreaterThan(ackedAtRestart + 5);
    stop = true;
    await Promise.all(writers);

    expect(unexpected, 'a write that fails answers 503').toEqual([]);
    expect(server.proc.exitCode).toBeNull();
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const res = await fetch(`${server.baseUrl}/api/customers`, { headers: { cookie } });
    const stored = new Set(((await res.json()) as Array<{ id: string }>).map((c) => c.id));
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
  }, 60_000);

  it('exits non-zero with one clear line when it cannot be started again', async () => {
    const { server, pgDir } = await startEmbedded('sem-volta@exemplo.com');
    // A data folder this PostgreSQL refuses: the restart fails as it would on a lost disk.
    writeFileSync(path.join(pgDir, 'PG_VERSION'), '7\n');
    process.kill(postmasterPid(pgDir), 'SIGKILL');

    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    expect(code).toBe(1);
    const fatal = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":60'));
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatch(/embedded PostgreSQL .*could not be restarted.*incompatible/);
  }, 60_000);

  it('tells onRestart subscribers, and the pool answers again with new connections', async () => {
    dataDir = tempDataDir();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
    const database = await openDatabase(config, dataDir, createLogger('silent'));
    try {
      const held = await database.pool.connect(); // a transaction's connection, say
      await held.query('SELECT 1');
      let restarts = 0;
      database.onRestart(() => restarts++);
      process.kill(postmasterPid(path.join(dataDir, 'postgres')), 'SIGKILL');

      await expect.poll(() => restarts, { timeout: 10_000, interval: 100 }).toBe(1);
      await expect(held.query('SELECT 1')).rejects.toThrow();
      held.release();
      const { rows } = await database.pool.query('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
