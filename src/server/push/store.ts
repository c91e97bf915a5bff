import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#shared/push-schema.ts';
import type { Db } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time-zone.ts';

const MAX_DEVICES = 10;

/**
 * Saves this browser's subscription for the member; refuses (409), changing nothing, an
 * endpoint that is another member's. Sign-out unsubscribes the browser, so the next member of a
 * shared phone gets an endpoint of their own; one who knows another's endpoint cannot take it.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  { subscription, hour }: PushSubscriptionInput,
  timeZone: string,
): Promise<void> {
  const row = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    hour,
    timeZone: (await knownToPostgres(db, timeZone)) ? timeZone : DEFAULT_TIME_ZONE,
  };
  await db.transaction(async (tx) => {
    // A member's devices are few: beyond MAX_DEVICES the oldest subscription goes.
    await tx.execute(sql`
      delete from push_subscriptions where id in (
        select id from push_subscriptions where user_id = ${userId} and endpoint <> ${row.endpoint}
        order by created_at desc offset ${MAX_DEVICES - 1})`);
    const saved = await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { ...row, updatedAt: sql`now()` },
        where: eq(pushSubscriptions.userId, userId),
      })
      .returning({ id: pushSubscriptions.id });
    if (saved.length === 0) {
      throw new AppError(
        409,
        'PUSH_SUBSCRIPTION_TAKEN',
        'Este navegador já recebe os lembretes de outra conta.',
      );
    }
  });
}

/**
 * Whether PostgreSQL has the zone: the hourly query reads every subscription's hour in its own
 * zone, and one name it did not know would fail the run for everyone.
 */
async function knownToPostgres(db: Db, timeZone: string): Promise<boolean> {
  const { rows } = await db.execute<{ known: boolean }>(
    sql`select exists (select 1 from pg_timezone_names where name = ${timeZone}) as known`,
  );
  return rows[0]?.known === true;
}

export async function subscriptionHour(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<number | null> {
  const [row] = await db
    .select({ hour: pushSubscriptions.hour })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row?.hour ?? null;
}

/** Answers whether the member had that subscription. */
export async function deleteSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const { rowCount } = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return (rowCount ?? 0) > 0;
}

export interface DueReminder {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The member's follow-ups due on their day or overdue. */
  due: number;
  [key: string]: unknown;
}

/** `now` in the subscription's zone (the row aliased `s`). */
const localTime = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone s.time_zone)`;

/** Subscriptions of active members whose chosen hour it is now in their zone, not yet reminded that day. */
export async function dueReminders(db: Db, now: Date): Promise<DueReminder[]> {
  const local = localTime(now);
  const { rows } = await db.execute<DueReminder>(sql`
    select s.id, s.endpoint, s.p256dh, s.auth,
      (select count(*)::int from clientes c
        where c.user_id = s.user_id and c.proximo_contato <= ${local}::date) as due
    from push_subscriptions s
    join users u on u.id = s.user_id
    join members m on m.email = lower(trim(u.email)) and m.status = 'active'
    where s.hour = extract(hour from ${local})::int
      and (s.last_sent_on is null or s.last_sent_on < ${local}::date)`);
  return rows;
}

/** Each subscription reminded on its own day. */
export async function markReminded(db: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update push_subscriptions s set last_sent_on = ${localTime(now)}::date
    where s.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

export async function removeSubscriptions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
