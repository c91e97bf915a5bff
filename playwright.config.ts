import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/support/chromium.ts';
import { e2eBaseUrl } from './e2e/support/env.ts';

// Browser journeys against the real server on a throwaway DATA_DIR (embedded PostgreSQL),
// in the system Chromium: Playwright never downloads a browser here.

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two files at a time against the one server: every journey makes its own member, and on the
  // 2-core CI machine the whole run drops from about 12 to under 10 minutes (benchmarks.md).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A journey signs in, runs the members CLI and crosses several pages: 10 to 25 s on a quiet
  // machine, up to twice that on a slower host of the same kind (2026-11-26: 30 s was too tight).
  timeout: 60_000,
  use: {
    baseURL: e2eBaseUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.ts',
    url: `${e2eBaseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
