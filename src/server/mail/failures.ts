import { desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { mailFailures } from '../db/schema.ts';
import type { MailJob, MailQueue } from './queue.ts';

/** A mail given up on, as the operator's console lists it. */
export interface MailFailure {
  id: string;
  kind: MailJob['kind'];
  email: string;
  error: string;
  failedAt: string;
}

/** Keeps a mail the queue gave up on, with its last error, for 'Reenviar'. */
export async function recordMailFailure(db: Executor, job: MailJob, error: string): Promise<void> {
  await db
    .insert(mailFailures)
    .values({ kind: job.kind, email: job.email, job, error: error.slice(0, 500) });
}

/** The newest failed mails first. */
export async function listMailFailures(db: Db, limit = 100): Promise<MailFailure[]> {
  const rows = await db
    .select()
    .from(mailFailures)
    .orderBy(desc(mailFailures.failedAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    email: r.email,
    error: r.error,
    failedAt: r.failedAt.toISOString(),
  }));
}

/** 'Reenviar': the failed mail goes back in the queue, in the transaction that removes it. */
export async function resendMailFailure(db: Db, mail: MailQueue, id: string): Promise<boolean> {
  const found = await db.transaction(async (tx) => {
    const [row] = await tx.delete(mailFailures).where(eq(mailFailures.id, id)).returning();
    if (row) await mail.enqueue([row.job as MailJob], tx);
    return row !== undefined;
  });
  if (found) mail.wake();
  return found;
}
