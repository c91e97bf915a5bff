// `npm run bench:startup`: time from launching the server to a healthy /api/health, on a new
// data folder (initdb included) and warm; then the idle memory of the server and its database.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const entry = path.resolve(import.meta.dirname, '../../dist/server/index.js');
const port = 4391;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-bench-'));
chmodSync(dataDir, 0o755);

async function startTimed(): Promise<{ ms: number; proc: ChildProcess }> {
  const started = performance.now();
  const proc = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { ms: performance.now() - started, proc };
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null) throw new Error('the server exited during start-up');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function stop(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    proc.on('exit', () => resolve());
    proc.kill('SIGTERM');
  });
}

/** Proportional set size in MB: shared pages are split between the processes sharing them. */
function pssMb(pid: number): number {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)![1]) / 1024;
}

function rssMb(pid: number): number {
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

function databasePids(): number[] {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map(Number);
  return [postmaster, ...children];
}

const verdict = (value: number, target: number) => (value <= target ? 'ok' : 'OVER TARGET');

try {
  const first = await startTimed();
  await stop(first.proc);

  const warm: number[] = [];
  let last: ChildProcess | undefined;
  for (let i = 0; i < 5; i++) {
    const run = await startTimed();
    warm.push(run.ms);
    if (i < 4) await stop(run.proc);
    else last = run.proc;
  }
  warm.sort((a, b) => a - b);
  const warmMedian = warm[2]!;

  for (let i = 0; i < 50; i++) await fetch(`http://127.0.0.1:${port}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const nodeRss = rssMb(last!.pid!);
  const dbPss = databasePids().reduce((sum, pid) => sum + pssMb(pid), 0);
  await stop(last!);

  console.log(
    `first start, new data folder, to healthy: ${first.ms.toFixed(0)} ms  (target <= 6000: ${verdict(first.ms, 6000)})`,
  );
  console.log(
    `warm start to healthy (median of 5):      ${warmMedian.toFixed(0)} ms  (target <= 2000: ${verdict(warmMedian, 2000)})`,
  );
  console.log(
    `idle memory, Node server process (RSS):    ${nodeRss.toFixed(1)} MB  (target <= 150: ${verdict(nodeRss, 150)})`,
  );
  console.log(`idle memory, embedded PostgreSQL (PSS):    ${dbPss.toFixed(1)} MB`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
