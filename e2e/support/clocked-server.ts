import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir, e2ePort } from './env.ts';
import type { E2eServer } from './session.ts';

const preload = path.resolve(import.meta.dirname, 'business-day-clock.ts');
const entry = path.resolve(import.meta.dirname, '../../dist/server/index.js');

/**
 * The bundled server on a data folder of its own, its clock on the next sending day at 10:00
 * (business-day-clock.ts), for a journey that must not depend on the hour the suite runs.
 * `minuteLater` moves its clock a minute on (the countdown between two campaign sends).
 */
export async function startClockedServer(): Promise<
  E2eServer & { minuteLater: () => Promise<void>; stop: () => Promise<void> }
> {
  // One per Playwright worker: the desktop and phone runs of a journey may overlap.
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const port = e2ePort + 1 + worker;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = `${e2eDataDir}-clocked-${worker}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755); // the embedded postgres runs as the postgres user when we are root
  const proc = spawn(process.execPath, ['--import', preload, entry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      APP_URL: baseUrl,
      TRUST_PROXY: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error('the clocked server exited at start-up');
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the clocked server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    minuteLater: async () => {
      proc.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 100));
    },
    stop: async () => {
      proc.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
