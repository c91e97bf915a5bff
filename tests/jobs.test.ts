import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { connect, type Database } from '../src/server/db/client.ts';
import { passwordLinks, rateLimits, verifications } from '../src/server/db/schema.ts';
import { webhookDeliveries } from '../src/server/db/schema.ts';
import { startJobs, type JobName } from '../src/server/jobs/index.ts';
import { webhookSilence } from '../src/server/jobs/webhook-silence.ts';
import { createLogger } from '../src/server/logger.ts';
import { createTestDatabase } from './helpers/test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-jobs-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/unused', ...env });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ago = (days: number, from = new Date()) => new Date(from.getTime() - days * 86_400_000);

/** One app instance's job runner: its own pool on the shared database, its own log. */
async function startInstance(url: string, mode: Database['mode']) {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const instanceDatabase = connect(url, mode);
  const everyMinute = '* * * * *';
  const jobs = await startJobs(
    { database: instanceDatabase, config: config({ HOTMART_HOTTOK: 'hottok' }), dataDir, logger },
    {
      // Due during the whole minute: every cron check of either instance could start it again.
      cron: {
        'purge-expired': everyMinute,
        'webhook-silence': everyMinute,
        'daily-backup': everyMinute,
      },
      cronMonitorIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 2_000,
    },
  );
  const logs = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { jobs, database: instanceDatabase, logs };
}

async function completedRuns(name: JobName): Promise<number> {
  const { rows } = await database.pool.query(
    "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'completed'",
    [name],
  );
  return rows[0].n as number;
}

describe('scheduled jobs', () => {
  it('run once with two instances on one database', { timeout: 60_000 }, async () => {
    const { db } = database;
    await db.insert(rateLimits).values([
      { key: 'old', count: 3, windowEndsAt: ago(1) },
      { key: 'live', count: 1, windowEndsAt: ago(-1) },
    ]);
    await db.insert(passwordLinks).values([
      { email: 'a@x.com', purpose: 'access', tokenHash: 'expired', expiresAt: ago(31) },
      { email: 'a@x.com', purpose: 'reset', tokenHash: 'valid', expiresAt: ago(1) },
    ]);
    await db.insert(verifications).values([
      { identifier: 'old', value: 'v', expiresAt: ago(1) },
      { identifier: 'live', value: 'v', expiresAt: ago(-1) },
    ]);
    // The whole test stays inside one minute, where an every-minute cron is due exactly once.
    const second = new Date().getSeconds();
    if (second > 45) await sleep((61 - second) * 1000);
    const minute = new Date().getMinutes();

    const instances = await Promise.all([
      startInstance(database.url, database.mode),
      startInstance(database.url, database.mode),
    ]);
    const expected: JobName[] = ['purge-expired', 'webhook-silence'];
    if (database.mode === 'embedded') expected.push('daily-backup');
    try {
      for (let waited = 0; waited < 12_000; waited += 250) {
        const runs = await Promise.all(expected.map(completedRuns));
        if (runs.every((n) => n > 0)) break;
        await sleep(250);
      }
      // Both instances keep checking the schedule every second meanwhile.
      await sleep(3_000);
      expect(new Date().getMinutes()).toBe(minute);
    } finally {
      for (const instance of instances) await instance.jobs.stop();
      for (const instance of instances) await instance.database.close();
    }

    for (const name of expected) {
      expect(await completedRuns(name), name).toBe(1);
      const runs = instances.flatMap((i) => i.logs()).filter((l) => l.job === name);
      expect(
        runs.map((l) => l.msg),
        name,
      ).toEqual(['job done']);
    }
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['live']);
    expect((await db.select().from(passwordLinks)).map((r) => r.tokenHash)).toEqual(['valid']);
    expect((await db.select().from(verifications)).map((r) => r.identifier)).toEqual(['live']);
    const warnings = instances.flatMap((i) => i.logs()).filter((l) => l.level === 40);
    expect(warnings).toMatchObject([{ platform: 'hotmart', lastValidAt: null }]);
    if (database.mode === 'embedded') {
      expect(readdirSync(path.join(dataDir, 'backups'))).toHaveLength(1);
    } else {
      expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
    }
  });
});

describe('webhookSilence', () => {
  it('answers each configured platform’s last valid event and warns after WEBHOOK_SILENCE_DAYS', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const delivery = (platform: string, receivedAt: Date, result = 'applied') => ({
      platform,
      result,
      receivedAt,
    });
    await database.db
      .insert(webhookDeliveries)
      .values([
        delivery('hotmart', ago(20, now)),
        delivery('hotmart', ago(2, now), 'stale'),
        delivery('hotmart', ago(1, now), 'bad_signature'),
        delivery('kiwify', ago(8, now)),
        delivery('eduzz', ago(30, now)),
      ]);
    const env = { HOTMART_HOTTOK: 'h', KIWIFY_TOKEN: 'k', WEBHOOK_SECRET: 'whsec_x' };

    expect(await webhookSilence(database.db, config(env), now)).toEqual([
      { platform: 'hotmart', lastValidAt: ago(2, now).toISOString(), unsignedCalls: 0 },
      {
        platform: 'kiwify',
        lastValidAt: ago(8, now).toISOString(),
        unsignedCalls: 0,
        warning: 'silent',
      },
      { platform: 'generic', lastValidAt: null, unsignedCalls: 0, warning: 'silent' },
    ]);
    const patient = config({ ...env, WEBHOOK_SILENCE_DAYS: '9' });
    expect((await webhookSilence(database.db, patient, now))[1]).toEqual({
      platform: 'kiwify',
      lastValidAt: ago(8, now).toISOString(),
      unsignedCalls: 0,
    });
    expect(await webhookSilence(database.db, config(), now)).toEqual([]);
  });
});
