import PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import {
  bossDb,
  createMailQueue,
  defaultMailRetries,
  mailQueue,
  type MailQueue,
  type MailRetries,
} from '../mail/queue.ts';
import { startMailWorker } from '../mail/worker.ts';
import { deliverMail } from '../auth/link-mail.ts';
import { sendFollowUpReminders } from '../push/reminders.ts';
import { vapidFor } from '../push/vapid.ts';
import { runDailyBackup } from './daily-backup.ts';
import { purgeExpired } from './purge.ts';
import { webhookSilence } from './webhook-silence.ts';

/**
 * Scheduled jobs on PostgreSQL (pg-boss, in its own `pgboss` schema). Every instance of the app
 * schedules and works the same queues; pg-boss lets one instance turn each cron tick into a
 * job and hands each job to one worker, so a job runs once however many instances there are.
 */
export const JOB_NAMES = [
  'daily-backup',
  'purge-expired',
  'webhook-silence',
  'push-reminders',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

const TIME_ZONE = 'America/Sao_Paulo';

interface JobDefinition {
  cron: string;
  /** Minutes a run may take before pg-boss counts it failed (and retries it). */
  expireInMinutes: number;
  run(): Promise<unknown>;
}

export interface JobsContext {
  database: Database;
  config: Config;
  dataDir: string;
  logger: Logger;
}

export interface JobsOptions {
  /** Overrides of each job's cron (tests run them every minute). */
  cron?: Partial<Record<JobName, string>>;
  /** pg-boss timing, for tests: how often it checks schedules and polls queues. */
  cronMonitorIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  stopTimeoutMs?: number;
  /** False: only the mail queue is worked, no schedule (the in-process test app). */
  scheduled?: boolean;
  /** The mail queue's retries; tests make them immediate. */
  mailRetries?: MailRetries;
}

export interface Jobs {
  /** Where the app queues its mails; this instance's worker sends them. */
  mail: MailQueue;
  stop(): Promise<void>;
}

function definitions({ database, config, dataDir, logger }: JobsContext) {
  const jobs: Partial<Record<JobName, JobDefinition>> = {
    'purge-expired': {
      cron: '17 * * * *',
      expireInMinutes: 10,
      run: () => purgeExpired(database.db),
    },
    'webhook-silence': {
      cron: '0 9 * * *',
      expireInMinutes: 10,
      async run() {
        const health = await webhookSilence(database.db, config);
        for (const { platform, lastValidAt, warning } of health) {
          if (!warning) continue;
          logger.warn(
            { platform, lastValidAt, days: config.WEBHOOK_SILENCE_DAYS },
            `no valid ${platform} webhook event for ${config.WEBHOOK_SILENCE_DAYS} days: check the webhook URL and secret on the platform`,
          );
        }
        return health;
      },
    },
    // Each member's chosen hour, São Paulo time (the schedule's time zone too).
    'push-reminders': {
      cron: '0 * * * *',
      expireInMinutes: 30,
      run: () =>
        sendFollowUpReminders({
          db: database.db,
          vapid: vapidFor(config, dataDir),
          log: logger,
        }),
    },
  };
  // An external database has its provider's backups; the embedded one has only ours.
  if (database.mode === 'embedded') {
    jobs['daily-backup'] = {
      cron: `0 ${config.BACKUP_HOUR} * * *`,
      expireInMinutes: 60,
      run: () => runDailyBackup(database.pool, dataDir, config.BACKUP_KEEP),
    };
  }
  return jobs;
}

const workOptions = (options: JobsOptions) =>
  options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * pg-boss's graceful stop waits only for batches it knows are running: a batch whose fetch was
 * under way when the stop began runs afterwards, on a pool the shutdown has closed, and pg-boss's
 * own completion call then crashed the process (exit 1 on SIGTERM, seen after a sign-up's mail).
 * So every handler is counted, and stopping waits for them and for that completion call.
 */
function inFlight() {
  const running = new Set<Promise<unknown>>();
  return {
    track<H extends (...args: never[]) => Promise<unknown>>(this: void, handler: H): H {
      return ((...args) => {
        const run = handler(...args);
        running.add(run);
        run.then(
          () => running.delete(run),
          () => running.delete(run),
        );
        return run;
      }) as H;
    },
    async settled() {
      await sleep(250); // a fetch under way returns and hands its batch over
      while (running.size > 0) await Promise.allSettled([...running]);
      await sleep(250); // pg-boss completes or fails the last batch
    },
  };
}

/** pg-boss's tables live in their own schema of the app's database. */
const BOSS_SCHEMA = 'pgboss';

// Any constant works; it only has to be the same for every instance of the app.
const SETUP_LOCK = 726_354_002;

/** Instances starting together would deadlock creating the same queues' tables: one at a time. */
async function withSetupLock(database: Database, setup: () => Promise<void>): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
    await setup();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
    client.release();
  }
}

/**
 * Starts the queue on the app's database (its pool), schedules every job and works them, and
 * works the mail queue (decision 020).
 */
export async function startJobs(context: JobsContext, options: JobsOptions = {}): Promise<Jobs> {
  const { database, config, logger } = context;
  const scheduled = options.scheduled ?? true;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema: BOSS_SCHEMA,
    schedule: scheduled,
    ...(options.cronMonitorIntervalSeconds && {
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds,
    }),
  });
  // Without a listener an 'error' event would end the process; a failed poll is retried anyway.
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  await boss.start();
  const handlers = inFlight();

  const jobs = scheduled ? definitions(context) : {};
  await withSetupLock(database, async () => {
    await createMailQueue(boss);
    if (!scheduled) return;
    for (const name of JOB_NAMES) {
      const job = jobs[name];
      if (!job) {
        await boss.unschedule(name);
        continue;
      }
      await boss.createQueue(name, {
        name,
        policy: 'stately',
        retryLimit: 2,
        retryDelay: 60,
        expireInSeconds: job.expireInMinutes * 60,
      });
      await boss.schedule(name, options.cron?.[name] ?? job.cron, {}, { tz: TIME_ZONE });
    }
  });
  for (const name of JOB_NAMES) {
    const job = jobs[name];
    if (!job) continue;
    await boss.work(
      name,
      workOptions(options),
      handlers.track(async ([run]: PgBoss.Job[]) => {
        const startedAt = Date.now();
        try {
          const result = await job.run();
          logger.info(
            { job: name, jobId: run?.id, ms: Date.now() - startedAt, result },
            'job done',
          );
        } catch (err) {
          logger.error({ err, job: name, jobId: run?.id }, 'job failed');
          throw err;
        }
      }),
    );
  }

  const mailWorker = await startMailWorker(
    boss,
    {
      db: database.db,
      log: logger,
      sendMail: createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: context.dataDir,
        log: logger,
      }),
      deliver: (job, sendMail) =>
        deliverMail({ db: database.db, config, log: logger, sendMail }, job),
    },
    { ratePerMinute: config.MAIL_RATE_PER_MINUTE, ...workOptions(options) },
    handlers.track,
  );

  return {
    mail: mailQueue(boss, database.db, options.mailRetries ?? defaultMailRetries, () =>
      boss.notifyWorker(mailWorker),
    ),
    stop: async () => {
      await boss.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 10_000 });
      await handlers.settled();
    },
  };
}

/**
 * The mail queue with no worker in this process (the members CLI, an app started without jobs):
 * mails wait in the database for a running instance's worker. pg-boss's tables are made here
 * when no server has made them yet.
 */
export async function detachedMailQueue(
  database: Database,
): Promise<{ mail: MailQueue; close(): Promise<void> }> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema: BOSS_SCHEMA,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await withSetupLock(database, () => createMailQueue(boss));
  return {
    mail: mailQueue(boss, database.db, defaultMailRetries),
    close: () => boss.stop({ graceful: false, close: false }),
  };
}

/** The same without preparing anything, for an app whose database already has the queue. */
export const mailQueueOn = (database: Database): MailQueue =>
  mailQueue(
    new PgBoss({ db: bossDb(database.db), schema: BOSS_SCHEMA, supervise: false, schedule: false }),
    database.db,
    defaultMailRetries,
  );
