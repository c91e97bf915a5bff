// `npm test`: the whole suite. Vitest (server on a real PostgreSQL, client components), then
// the browser journeys in the system Chromium. Without Chromium the browser part is skipped
// loudly, except under CI=true, where that is a failure. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../e2e/support/chromium.ts';

const reports = mkdtempSync(path.join(os.tmpdir(), 'fechazap-test-reports-'));
const bin = (name: string) => path.resolve(import.meta.dirname, '../node_modules/.bin', name);
const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let ok = true;

const vitestReport = path.join(reports, 'vitest.json');
ok =
  run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]) === 0 && ok;
try {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests;
  failed +=
    r.numFailedTests + (r.numTotalTestSuites > 0 && !r.success && r.numFailedTests === 0 ? 1 : 0);
} catch {
  failed += 1;
}

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
} else {
  ok = run('npm', ['run', 'build', '--silent']) === 0 && ok;
  const e2eReport = path.join(reports, 'playwright.json');
  ok =
    run(bin('playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    }) === 0 && ok;
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
