import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  runServerToExit,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './helpers/server-process.ts';
import { createTestDatabase } from './helpers/test-database.ts';

const running: ServerProcess[] = [];
const dataDirs: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.proc.exitCode === null) {
      server.proc.kill('SIGTERM');
      await server.exited;
    }
  }
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = tempDataDir();
  dataDirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>) {
  const server = await startServer({ DATABASE_URL: '', ...env });
  running.push(server);
  return server;
}

/** Connects to a server's embedded PostgreSQL the way an operator would: pid file + secrets. */
function embeddedClient(dataDir: string) {
  const pidFile = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split(
    '\n',
  );
  const { dbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  return {
    postmasterPid: Number(pidFile[0]),
    client: new pg.Client({
      host: '127.0.0.1',
      port: Number(pidFile[3]),
      user: 'fechazap',
      password: dbPassword,
      database: 'fechazap',
    }),
  };
}

async function health(server: ServerProcess) {
  const res = await fetch(`${server.baseUrl}/api/health`);
  return { status: res.status, body: await res.json() };
}

describe('the server process on the embedded PostgreSQL', () => {
  it('starts on a new data folder, answers health, and stops cleanly on SIGTERM', async () => {
    const dataDir = newDataDir();
    const server = await start({ DATA_DIR: dataDir });
    expect(await health(server)).toEqual({
      status: 200,
      body: { status: 'ok', database: 'embedded' },
    });

    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  });

  it('seeds a demo member whose login is printed once and works, and pre-authorizes MEMBER_EMAILS', async () => {
    const dataDir = newDataDir();
    const server = await start({
      DATA_DIR: dataDir,
      MEMBER_EMAILS: 'Pre@Exemplo.com, outro@exemplo.com',
    });
    const [, email, password] = /Demo login: (\S+) \/ (\S+)/.exec(server.output())!;
    const post = (p: string, body: object) =>
      fetch(`${server.baseUrl}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(email).toBe('demo@fechazap.local');
    expect((await post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const signUp = await post('/api/auth/sign-up/email', {
      email: 'pre@exemplo.com',
      password: 'abc123',
      name: 'P',
    });
    expect(signUp.status).toBe(200);

    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const again = await start({ DATA_DIR: dataDir });
    expect(again.output()).not.toContain('Demo login');
    expect(again.output()).not.toContain(password);
  }, 90_000);

  it('runs with production rules when NODE_ENV is unset, as `npm start` does, demo member included', async () => {
    const server = await start({ DATA_DIR: newDataDir(), NODE_ENV: '' });
    expect(server.output()).toMatch(/Demo login: demo@fechazap\.local/);
    // The Vite dev server's origin is trusted only by `npm run dev`.
    const res = await fetch(`${server.baseUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const dataDir = newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    const second = await runServerToExit({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `Another FechaZap server (pid ${first.proc.pid}) is already using`,
    );
    expect((await health(first)).status).toBe(200);
  });

  it.each([
    ['the server', false],
    ['the server and its PostgreSQL', true],
  ])(
    'keeps committed data after kill -9 of %s',
    async (_what, killPostgresToo) => {
      const dataDir = newDataDir();
      const first = await start({ DATA_DIR: dataDir });
      const before = embeddedClient(dataDir);
      await before.client.connect();
      await before.client.query('CREATE TABLE crash_probe (id int primary key, note text)');
      await before.client.query("INSERT INTO crash_probe VALUES (1, 'venda fechada ✓')");
      await before.client.end();

      first.proc.kill('SIGKILL');
      await first.exited;
      if (killPostgresToo) process.kill(before.postmasterPid, 'SIGKILL');

      const second = await start({ DATA_DIR: dataDir });
      expect((await health(second)).body.database).toBe('embedded');
      const after = embeddedClient(dataDir);
      await after.client.connect();
      const { rows } = await after.client.query('SELECT id, note FROM crash_probe');
      await after.client.end();
      expect(rows).toEqual([{ id: 1, note: 'venda fechada ✓' }]);
    },
    90_000,
  ); // two embedded start-ups and a crash recovery: 12-18 s alone, over 30 s on a loaded machine

  it('uses an external PostgreSQL when DATABASE_URL is set', async () => {
    const database = await createTestDatabase();
    try {
      const server = await start({ DATA_DIR: newDataDir(), DATABASE_URL: database.url });
      expect((await health(server)).body).toEqual({ status: 'ok', database: 'external' });
    } finally {
      await database.close();
    }
  });

  it('stops start-up with one line naming a bad variable', async () => {
    const result = await runServerToExit({ PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.output.trim()).toMatch(/^Invalid configuration: PORT/);
  });
});

describe('the server started as root on a DATA_DIR the postgres user cannot reach', () => {
  const asRoot = process.getuid?.() === 0;
  /** A folder as `mktemp -d` makes it: 0700, its owner's only. */
  function privateDir() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-private-'));
    dataDirs.push(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    return dir;
  }

  it.runIf(asRoot)('opens a 0700 DATA_DIR to the database user and starts', async () => {
    const dataDir = privateDir();
    const server = await start({ DATA_DIR: dataDir });
    expect((await health(server)).body.database).toBe('embedded');
    // Others may pass through, not list: secrets.json lives there.
    expect(statSync(dataDir).mode & 0o777).toBe(0o711);
    expect(statSync(path.join(dataDir, 'postgres')).uid).not.toBe(0);
  });

  it.runIf(asRoot)(
    'refuses before initdb, in one line naming DATA_DIR and the fix, when a folder above it is closed',
    async () => {
      const closed = privateDir();
      const dataDir = path.join(closed, 'data');
      const refused = await runServerToExit({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(refused.code).toBe(1);
      const lines = refused.output.trim().split('\n');
      expect(lines.at(-1)).toContain(`DATA_DIR ${dataDir} is out of reach`);
      expect(lines.at(-1)).toContain(`chmod o+x ${closed}`);
      expect(lines.filter((line) => !line.startsWith('{'))).toHaveLength(1);
      expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(false);

      chmodSync(closed, 0o701); // the fix the line gives
      const server = await start({ DATA_DIR: dataDir });
      expect((await health(server)).body.database).toBe('embedded');
    },
  );
});
