import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three tiers: the server suite on a real PostgreSQL, the client components in jsdom, and unit
// tests beside modules that need neither (shared code, CSV reading) in plain Node.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/setup/global-database.ts', 'tests/setup/server-bundle.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Each file builds its own app and data (tests/helpers): nothing lives in module state
          // between files, so a worker keeps its imports from one file to the next. Isolated, the
          // ~5 s of fork and import per file made the project 6.2 min; shared, 4.2 (benchmarks.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          maxWorkers: 1,
          // A test's first call through a provider loads the AI SDK, and a worker's first task
          // compiles the writer: seconds on a 2-core host busy with CI, past the default 5 s.
          // No test here checks a time (bench:ai does).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-setup.ts'],
          // user-event types a key at a time, and a wait lasts up to 10 s (test-setup.ts): on a
          // loaded 2-core CI machine a form test can pass 15 s without anything being wrong.
          testTimeout: 30_000,
          // A file's beforeAll that imports its section (members-section.tsx) took over the
          // default 10 s on a slow host in CI (2026-12-02), nothing being wrong.
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
