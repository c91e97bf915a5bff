// `npm test`: the whole suite. Vitest (server on a real PostgreSQL, client components) and the
// browser journeys in the system Chromium, side by side: the journeys mostly wait on the browser
// and the server, Vitest mostly computes, so on two cores the two together take little more than
// the longer alone. Each line of output carries its suite's tag. Without Chromium the browser
// part is skipped loudly, except under CI=true, where that is a failure. Ends with one
// "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromiumPath } from '../e2e/support/chromium.ts';

const reports = mkdtempSync(path.join(os.tmpdir(), 'fechazap-test-reports-'));
const bin = (name: string) => path.resolve(import.meta.dirname, '../node_modules/.bin', name);
const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

/** Runs a suite beside the other, each line of its output tagged; resolves with its exit code. */
function runTagged(tag: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<number>((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${tag}] ${line}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

let passed = 0;
let failed = 0;
let ok = true;

const vitestReport = path.join(reports, 'vitest.json');
const e2eReport = path.join(reports, 'playwright.json');
const chromium = chromiumPath();
if (!chromium) {
  const message =
    '\n!!! BROWSER TESTS SKIPPED: no Chromium found (set CHROMIUM_PATH, or install one: ' +
    'sudo apt-get install -y chromium).\n';
  process.stderr.write(message);
  if (process.env.CI === 'true') {
    process.stderr.write('CI=true: a missing Chromium is a failure.\n');
    ok = false;
    failed += 1;
  }
}
// The journeys run on the built app: built first, before either suite starts.
const built = chromium ? run('npm', ['run', 'build', '--silent']) === 0 : false;
if (chromium && !built) ok = false;

const [vitestCode, e2eCode] = await Promise.all([
  runTagged('vitest', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
  built
    ? runTagged('e2e', bin('playwright'), ['test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      })
    : Promise.resolve(0),
]);
ok = vitestCode === 0 && e2eCode === 0 && ok;

try {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests;
  failed +=
    r.numFailedTests + (r.numTotalTestSuites > 0 && !r.success && r.numFailedTests === 0 ? 1 : 0);
} catch {
  failed += 1;
}
if (built) {
  try {
    const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } catch {
    failed += 1;
  }
}

rmSync(reports, { recursive: true, force: true });
if (!ok && failed === 0) failed = 1;
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(ok ? 0 : 1);
