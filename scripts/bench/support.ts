// Shared by the benchmarks: the real (bundled) server on a fresh data folder, and a member.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { memberSession } from '../../tests/helpers/http-member.ts';

const entry = path.resolve(import.meta.dirname, '../../dist/server/index.js');

export interface BenchServer {
  baseUrl: string;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startBenchServer(
  port: number,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-bench-'));
  chmodSync(dataDir, 0o755);
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under the load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const proc = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('bench server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    dataDir,
    pid: proc.pid!,
    async stop() {
      await new Promise((resolve) => {
        proc.on('exit', resolve);
        proc.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Registers and signs in a member (its email must be in the server's MEMBER_EMAILS). */
export function memberCookie(server: BenchServer, email: string): Promise<string> {
  return memberSession(
    server.baseUrl,
    server.dataDir,
    { email, password: 'bench-password', name: 'Bench' },
    { origin: server.baseUrl, 'x-forwarded-for': `198.51.100.${(counter++ % 250) + 1}` },
  );
}

export const jsonHeaders = (baseUrl: string, cookie: string) => ({
  'content-type': 'application/json',
  origin: baseUrl,
  cookie,
});

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
