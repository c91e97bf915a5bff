import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { normalizeEmail } from '#shared/auth.ts';
import type { Executor } from '../db/client.ts';

/** The pg-boss queue every mail of the app goes through (decision 020). */
export const MAIL_QUEUE = 'mail';

/**
 * What to mail, never the mail itself: the worker makes the link when it sends, so a retry
 * or a resend mails a fresh link and no token waits in the queue. `when` is checked then too:
 * 'no-account' skips an email that has an account by now, 'member-without-account' also one
 * that is not an active member.
 */
export type MailJob =
  | { kind: 'access'; email: string; when?: 'no-account' | 'member-without-account' }
  | { kind: 'reset'; email: string };

export interface MailRetries {
  /** Attempts after the first before the mail counts as failed (and shows in the console). */
  retryLimit: number;
  /** The first retry's delay; each later one doubles it (0: retry at once, for tests). */
  retryDelaySeconds: number;
}

/** Two to four hours of retries (60 s doubling, with jitter): a provider's outage is outlasted. */
export const defaultMailRetries: MailRetries = { retryLimit: 7, retryDelaySeconds: 60 };

/** Queues mails: inside the caller's transaction when given one (they commit together). */
export interface MailQueue {
  enqueue(jobs: MailJob[], tx?: Executor): Promise<void>;
  /** Asks this instance's worker to look now; call it once the enqueueing transaction committed. */
  wake(): void;
}

/**
 * pg-boss's numbered-parameter SQL as a Drizzle query, so it runs on a transaction of ours.
 * Each value is one parameter (Drizzle would spread an array and drop an undefined).
 */
function asDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)\b/);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1] ?? null) : sql.raw(part))),
  );
}

/** pg-boss's database access through a Drizzle executor: the pool, or an open transaction. */
export const bossDb = (db: Executor): PgBoss.Db => ({
  executeSql: (text, values) => db.execute(asDrizzleSql(text, values ?? [])),
});

/** The queue's table; idempotent, run by every instance (and the CLI) before use. */
export const createMailQueue = (boss: PgBoss) =>
  boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, policy: 'standard' });

export function mailQueue(
  boss: PgBoss,
  db: Executor,
  retries: MailRetries,
  wake: () => void = () => {},
): MailQueue {
  return {
    async enqueue(jobs, tx) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name: MAIL_QUEUE,
          data: { ...job, email: normalizeEmail(job.email) },
          retryLimit: retries.retryLimit,
          retryDelay: retries.retryDelaySeconds,
          retryBackoff: retries.retryDelaySeconds > 0,
          expireInSeconds: 15 * 60,
        })),
        { db: bossDb(tx ?? db) },
      );
      if (!tx) wake();
    },
    wake,
  };
}
