// `npm run bench:web`: Lighthouse (mobile profile, simulated throttling) against the built app
// served by the real server, in the system Chromium. Prints the landing page's figures.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../e2e/support/chromium.ts';

const port = 4392;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-bench-web-'));
chmodSync(dataDir, 0o755);

const server = spawn(
  process.execPath,
  [path.resolve(import.meta.dirname, '../../dist/server/index.js')],
  {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      APP_URL: base,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      SMTP_URL: 'smtp://127.0.0.1:1',
    },
    stdio: 'ignore',
  },
);

async function waitHealthy() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not start');
}

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number; url?: string }> };
}

try {
  await waitHealthy();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const result = await lighthouse(`${base}/`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      runs.push(result!.lhr);
    }
    // The median run by performance score.
    runs.sort(
      (a, b) => (a.categories.performance!.score ?? 0) - (b.categories.performance!.score ?? 0),
    );
    const lhr = runs[1]!;
    const audit = (id: string) => lhr.audits[id] as Audit;
    const scripts = (audit('network-requests').details?.items ?? []).filter(
      (r) => r.resourceType === 'Script',
    );
    const jsKb = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    const score = Math.round((lhr.categories.performance!.score ?? 0) * 100);
    const lcp = audit('largest-contentful-paint').numericValue! / 1000;
    const tbt = audit('total-blocking-time').numericValue!;
    const cls = audit('cumulative-layout-shift').numericValue!;
    const ok = (pass: boolean) => (pass ? 'ok' : 'OVER TARGET');
    console.log(`landing page, Lighthouse mobile (median of 3), ${lhr.lighthouseVersion}:`);
    console.log(`  performance score:      ${score}  (target >= 95: ${ok(score >= 95)})`);
    console.log(`  LCP:                    ${lcp.toFixed(2)} s  (target <= 2.0: ${ok(lcp <= 2)})`);
    console.log(
      `  total blocking time:    ${tbt.toFixed(0)} ms  (target <= 100: ${ok(tbt <= 100)})`,
    );
    console.log(
      `  CLS:                    ${cls.toFixed(3)}  (target <= 0.05: ${ok(cls <= 0.05)})`,
    );
    console.log(
      `  initial JavaScript:     ${jsKb.toFixed(1)} KB transferred (gzip/br), ${scripts.length} file(s)  (target <= 90: ${ok(jsKb <= 90)})`,
    );
  } finally {
    chrome.kill();
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
