import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { bundled, startServer, tempDataDir, type ServerProcess } from './helpers/server-process.ts';
import { createTestDatabase } from './helpers/test-database.ts';

function run(name: 'backup-cli' | 'restore-cli', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const proc = spawn(process.execPath, [bundled(name), ...args], {
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });
    let out = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (out += c.toString()));
    proc.on('exit', (code) => resolve({ code, out }));
  });
}

const cleanups: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('npm run db:backup / db:restore', () => {
  it('on the embedded database: backs up a running server, refuses to restore under it, restores once it stops', async () => {
    const dataDir = tempDataDir();
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const server: ServerProcess = await startServer(env);
    cleanups.push(() => {
      if (server.proc.exitCode === null) server.proc.kill('SIGTERM');
      return server.exited;
    });

    const backup = await run('backup-cli', [], env);
    expect(backup.out).toMatch(/^Backup written: .*\/backups\/fechazap-[\dT-]+Z\.jsonl\.gz\n/);
    expect(backup.code).toBe(0);
    const [file] = readdirSync(path.join(dataDir, 'backups'));
    const fullPath = path.join(dataDir, 'backups', file!);

    const refused = await run('restore-cli', [fullPath], env);
    expect(refused.code).toBe(1);
    expect(refused.out.trim()).toBe(
      `The FechaZap server (pid ${server.proc.pid}) is running on DATA_DIR ${dataDir}: stop it, then restore.`,
    );

    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const restored = await run('restore-cli', [fullPath], env);
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`Restored ${fullPath} (taken at `);
    expect(restored.out).toMatch(/^ {2}members +1$/m); // the demo member
    expect(restored.out).toMatch(/^ {2}users +1$/m);
  }, 90_000);

  it('on DATABASE_URL: refuses while a server is connected, restores once it stops', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const target = path.join(os.tmpdir(), `fechazap-cli-${process.pid}.jsonl.gz`);
    cleanups.push(() => rmSync(target, { force: true }));
    const env = { DATA_DIR: tempDataDir(), DATABASE_URL: database.url };
    cleanups.push(() => rmSync(env.DATA_DIR, { recursive: true, force: true }));
    const client = new pg.Client(database.url);
    await client.connect();
    await client.query(
      "INSERT INTO members (email, status, source) VALUES ('ana@exemplo.com', 'active', 'cli')",
    );
    await client.end();
    const server = await startServer(env);
    cleanups.push(() => {
      if (server.proc.exitCode === null) server.proc.kill('SIGTERM');
      return server.exited;
    });

    const backup = await run('backup-cli', [target], env);
    expect(backup.out).toContain(`Backup written: ${target}`);

    const refused = await run('restore-cli', [target], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/^\d+ other connection\(s\) are open on this database/);

    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const restored = await run('restore-cli', [target], env);
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/^ {2}members +1$/m);
    expect(restored.out).toMatch(/^The data it replaced was saved to .*pre-restore-/m);
  }, 60_000);
});
