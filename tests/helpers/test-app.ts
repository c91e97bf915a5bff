import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { AiEngine } from '../../src/server/ai/engine.ts';
import type { Renderers } from '../../src/server/http/ssr.ts';
import {
  detachedMailQueue,
  startJobs,
  type Jobs,
  type JobsContext,
} from '../../src/server/jobs/index.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createTestDatabase } from './test-database.ts';

/** A client folder with nothing built in it: the SPA answers 503, as before a build. */
function emptyClientDir(): string {
  const dir = path.join(os.tmpdir(), 'fechazap-no-client');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: Config;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
  /** The mail queue's worker; undefined with `mailWorker: false`. */
  jobs: Jobs | undefined;
  /** The log entries so far, parsed. */
  logs(): Array<Record<string, unknown>>;
  /** Calls the app in-process, like a browser on APP_URL would. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database; env overrides change the configuration. Its mail worker
 * runs (without the schedule) and retries at once; `mailWorker: false` leaves mails queued.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    clientDir?: string;
    renderers?: Renderers;
    engine?: AiEngine;
    mailWorker?: boolean;
    mailRetryLimit?: number;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env });
  // Logs are kept in memory for assertions; TEST_LOG_LEVEL=debug prints them instead.
  const logLines: string[] = [];
  const logger = process.env.TEST_LOG_LEVEL
    ? createLogger(process.env.TEST_LOG_LEVEL)
    : createLogger(config.LOG_LEVEL, { write: (line: string) => void logLines.push(line) });
  const database = await createTestDatabase();
  const jobs =
    options.mailWorker === false
      ? undefined
      : await startTestJobs({ database, config, dataDir, logger }, options.mailRetryLimit);
  const queueOnly = jobs ? undefined : await detachedMailQueue(database);
  const app = createApp({
    config,
    database,
    mail: jobs?.mail ?? queueOnly?.mail,
    authSecret: TEST_AUTH_SECRET,
    logger,
    clientDir: options.clientDir ?? emptyClientDir(),
    renderers: options.renderers,
    engine: options.engine,
  });
  return {
    app,
    config,
    database,
    jobs,
    logs: () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>),
    request: (p, init) => Promise.resolve(app.request(new URL(p, config.APP_URL), init)),
    async close() {
      await jobs?.stop();
      await queueOnly?.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The job queue as a test app runs it: mail only, polled often, retried at once. */
export function startTestJobs(context: JobsContext, retryLimit = 2): Promise<Jobs> {
  return startJobs(context, {
    scheduled: false,
    pollingIntervalSeconds: 0.5,
    stopTimeoutMs: 1_000,
    mailRetries: { retryLimit, retryDelaySeconds: 0 },
  });
}
