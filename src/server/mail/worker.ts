import type PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { recordMailFailure } from './failures.ts';
import type { SendMail } from './mailer.ts';
import { bossDb, MAIL_QUEUE, type MailJob } from './queue.ts';

const what = (job: MailJob) => (job.kind === 'reset' ? 'password reset' : 'access link');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spaces the calls to sendMail at the rate the provider accepts (per app instance). */
export function rateLimited(sendMail: SendMail, perMinute: number): SendMail {
  const gapMs = 60_000 / perMinute;
  let next = 0;
  return async (mail) => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gapMs;
    if (at > now) await sleep(at - now);
    await sendMail(mail);
  };
}

/** What the worker needs: where failures are kept, the log, and how a job becomes a mail. */
export interface MailWorkerDeps {
  db: Db;
  log: Logger;
  sendMail: SendMail;
  /** Makes the job's mail (its link) and sends it with `sendMail`. */
  deliver: (job: MailJob, sendMail: SendMail) => Promise<void>;
}

export interface MailWorkerOptions {
  ratePerMinute: number;
  pollingIntervalSeconds?: number;
}

/**
 * Works the mail queue: each job makes its link and sends it, spaced at the rate. A failed
 * attempt is retried by pg-boss with backoff; after the last, the mail is kept for the
 * console's 'Reenviar' in the same transaction that marks the job failed.
 */
export function startMailWorker(
  boss: PgBoss,
  deps: MailWorkerDeps,
  options: MailWorkerOptions,
  track: <H extends (...args: never[]) => Promise<unknown>>(handler: H) => H = (handler) => handler,
): Promise<string> {
  const sendMail = rateLimited(deps.sendMail, options.ratePerMinute);
  // About ten seconds of mail per fetch: a stopped instance holds few jobs until they expire.
  const batchSize = Math.min(50, Math.max(1, Math.ceil(options.ratePerMinute / 6)));
  return boss.work<MailJob>(
    MAIL_QUEUE,
    {
      batchSize,
      includeMetadata: true,
      // A mail queued in this process wakes the worker; one queued by another (the members
      // CLI, another instance) waits for a poll: half a second, pg-boss's shortest, not its 2 s.
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
    },
    track(async (jobs: PgBoss.JobWithMetadata<MailJob>[]) => {
      for (const job of jobs) {
        try {
          await deps.deliver(job.data, sendMail);
        } catch (err) {
          const last = job.retryCount >= job.retryLimit;
          const message = err instanceof Error ? err.message : String(err);
          deps.log.error(
            { err, to: job.data.email, attempt: job.retryCount + 1, last },
            `could not send the ${what(job.data)} email`,
          );
          // A failure here fails the whole batch: mails already sent in it go again, none is lost.
          await deps.db
            .transaction(async (tx) => {
              if (last) await recordMailFailure(tx, job.data, message);
              await boss.fail(MAIL_QUEUE, job.id, { message }, { db: bossDb(tx) });
            })
            .catch((e: unknown) => {
              deps.log.error({ err: e, jobId: job.id }, 'could not record a failed mail');
              throw e;
            });
        }
      }
    }),
  );
}
