import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: Config;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** Calls the app in-process, like a browser on APP_URL would. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The real app on a fresh database; env overrides change the configuration. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clientDir?: string } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const database = await createTestDatabase();
  const app = createApp({
    config,
    database,
    logger: createLogger(config.LOG_LEVEL),
    clientDir: options.clientDir ?? path.join(os.tmpdir(), 'fechazap-no-client'),
  });
  return {
    app,
    config,
    database,
    request: (p, init) => Promise.resolve(app.request(new URL(p, config.APP_URL), init)),
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
