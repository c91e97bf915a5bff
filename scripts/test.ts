// `npm test`: the whole suite. Vitest (server on a real PostgreSQL, client components), then
// the browser journeys in the system Chromium. Without Chromium the browser part is skipped
// loudly, except under CI=true, where that is a failure. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath } from '../e2e/support/chromium.ts';

const reports = mkdtempSync(path.join(os.tmpdir(), 'fechazap-test-reports-'));
const bin = (name: string) => path.resolve(import.meta.dirname, '../node_modules/.bin', name);
const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let ok = true;
// Named again at the very end: CI keeps only the tail of the output.
const failures: string[] = [];

const vitestReport = path.join(reports, 'vitest.json');
const vitestErrors = path.join(reports, 'vitest-errors.json');
const vitestOk =
  run(
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
      `--reporter=${path.resolve(import.meta.dirname, 'vitest-errors-reporter.ts')}`,
    ],
    { VITEST_ERRORS_FILE: vitestErrors },
  ) === 0;
ok = vitestOk && ok;
try {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests;
  failed +=
    r.numFailedTests + (r.numTotalTestSuites > 0 && !r.success && r.numFailedTests === 0 ? 1 : 0);
  for (const file of r.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter(
      (t: { status: string }) => t.status === 'failed',
    );
    for (const t of tests) {
      failures.push(`${where} › ${t.fullName}${why(t.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && tests.length === 0) {
      failures.push(`${where}: ${String(file.message ?? '').split('\n')[0]}`);
    }
  }
} catch {
  failed += 1;
}
try {
  for (const error of JSON.parse(readFileSync(vitestErrors, 'utf8')) as string[]) {
    failures.push(`vitest, outside any test › ${error.split('\n')[0]?.slice(0, 300)}`);
    failed += 1;
  }
} catch {
  // No file: Vitest ended before its reporters ran.
}
if (!vitestOk && failed === 0) {
  failures.push('vitest exited in error with every test passed (read its output above)');
  failed = 1;
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
    const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    failures.push(...failedJourneys(report));
  } catch {
    failed += 1;
  }
}

rmSync(reports, { recursive: true, force: true });
if (!ok && failed === 0) failed = 1;
if (failures.length > 0)
  process.stdout.write(`\nfailed:\n${failures.map((f) => `  ✘ ${f}\n`).join('')}`);
process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
process.exit(ok ? 0 : 1);

interface Suite {
  title: string;
  file?: string;
  suites?: Suite[];
  specs?: {
    title: string;
    tests: { projectName: string; status: string; results?: { error?: { message?: string } }[] }[];
  }[];
}

/** The first line of a failure's message, to read beside its name (colour codes stripped). */
function why(message: string | undefined): string {
  const line = stripVTControlCharacters(message ?? '')
    .split('\n')[0]
    ?.trim();
  return line ? `\n      ${line.slice(0, 300)}` : '';
}

/** The Playwright report's unexpected results, as "file › title [project]". */
function failedJourneys(report: { suites?: Suite[] }): string[] {
  const out: string[] = [];
  const walk = (suite: Suite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected') continue;
        const error = t.results?.find((r) => r.error)?.error?.message;
        out.push(`${file} › ${spec.title} [${t.projectName}]${why(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return out;
}
