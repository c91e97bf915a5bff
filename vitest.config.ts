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
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          maxWorkers: 1,
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
          maxWorkers: 2,
        },
      },
    ],
  },
});
