import { and, eq, lte, sql } from 'drizzle-orm';
import { normalizeEmail } from '#shared/auth.ts';
import type { Db, Executor } from '../db/client.ts';
import { memberEvents, purchases } from '../db/schema.ts';
import { refreshMemberStatus } from './store.ts';

/** What an event does to its transaction: the purchases statuses, plus a subscription's end. */
export type Effect =
  'live' | 'ended' | 'refunded' | 'chargeback' | 'dispute' | 'end_subscription' | 'none';

/** A checkout event as a platform's parser reads it. */
export interface ParsedEvent {
  eventId: string;
  eventType: string;
  email: string | undefined;
  /** The buyer's name as the checkout sent it: the access mail and the link's page greet by it. */
  name?: string | undefined;
  effect: Effect;
  transaction: string | undefined;
  subscription: string | undefined;
  /** Every product id the payload names. */
  productIds: Array<string | undefined>;
  /** The platform's own time for the event, when the payload carries one. */
  occurredAt: Date | undefined;
}

export interface CheckoutEvent extends ParsedEvent {
  platform: string;
  /** False when the product is not on the platform's allow-list. */
  allowedProduct: boolean;
  payload: unknown;
}

export type EventResult = 'applied' | 'duplicate' | 'stale' | 'other_product' | 'ignored';

type PurchaseStatus = (typeof purchases.$inferSelect)['status'];
const FINAL: ReadonlySet<string> = new Set(['refunded', 'chargeback', 'dispute']);

const subscriptionKey = (subscription: string) => `subscription:${subscription}`;
const actionOf = (effect: Effect) =>
  effect === 'none' ? 'ignore' : effect === 'live' ? 'activate' : 'deactivate';

/**
 * Records a verified checkout event once (per platform and event id) and applies it to the
 * purchases ledger and the members it touches, in one transaction. Answers what it did and
 * which emails it turned from not active into active; `onActivated` runs inside the
 * transaction with those emails (their access mails commit with the activation).
 */
export async function applyCheckoutEvent(
  db: Db,
  event: CheckoutEvent,
  onActivated?: (tx: Executor, emails: string[]) => Promise<void>,
): Promise<{ result: EventResult; activated: string[] }> {
  // Without a time in the payload, the receive time stands in for the platform's.
  const at = event.occurredAt ?? new Date();
  const email = event.email ? normalizeEmail(event.email) : undefined;
  const precheck: EventResult | undefined = !event.allowedProduct
    ? 'other_product'
    : event.effect === 'none' ||
        !email ||
        !(event.effect === 'end_subscription' ? event.subscription : event.transaction)
      ? 'ignored'
      : undefined;

  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(memberEvents)
      .values({
        platform: event.platform,
        eventId: event.eventId,
        eventType: event.eventType,
        email: email ?? null,
        action: actionOf(event.effect),
        result: precheck === 'ignored' || precheck === 'other_product' ? precheck : 'applied',
        transaction: event.transaction ?? null,
        productId: event.productIds.find((id) => id !== undefined) ?? null,
        occurredAt: at,
        payload: event.payload,
      })
      .onConflictDoNothing()
      .returning({ id: memberEvents.id });
    if (!recorded) return { result: 'duplicate' as const, activated: [] };
    if (precheck) return { result: precheck, activated: [] };

    const touched =
      event.effect === 'end_subscription'
        ? await endSubscription(tx, event, email!, at)
        : await moveTransaction(tx, event, email!, at);
    if (touched === 'stale') {
      await tx
        .update(memberEvents)
        .set({ result: 'stale' })
        .where(eq(memberEvents.id, recorded.id));
      return { result: 'stale' as const, activated: [] };
    }
    const activated: string[] = [];
    for (const member of [...touched].sort()) {
      const change = await refreshMemberStatus(tx, member, {
        source: event.platform,
        create: event.effect === 'live' && member === email,
        name: member === email ? event.name?.trim().slice(0, 100) || undefined : undefined,
      });
      if (change === 'activated') activated.push(member);
    }
    if (activated.length > 0) await onActivated?.(tx, activated);
    return { result: 'applied' as const, activated };
  });
}

/** Serializes the events of one ledger key (a transaction or a subscription) across requests. */
async function lockKey(tx: Executor, platform: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${platform} ${key}`}, 0))`);
}

async function findPurchase(tx: Executor, platform: string, transaction: string) {
  const [row] = await tx
    .select()
    .from(purchases)
    .where(and(eq(purchases.platform, platform), eq(purchases.transaction, transaction)));
  return row;
}

/** Moves one transaction; answers the emails whose membership may change, or 'stale'. */
async function moveTransaction(
  tx: Executor,
  event: CheckoutEvent,
  email: string,
  at: Date,
): Promise<Set<string> | 'stale'> {
  const { platform, subscription } = event;
  const transaction = event.transaction!;
  const status = event.effect as PurchaseStatus;
  if (subscription) await lockKey(tx, platform, subscriptionKey(subscription));
  await lockKey(tx, platform, transaction);

  const row = await findPurchase(tx, platform, transaction);
  if (row && FINAL.has(row.status) && !FINAL.has(status)) return 'stale';
  if (row && at < row.eventAt) return 'stale';
  if (status === 'live' && subscription) {
    const ended = await findPurchase(tx, platform, subscriptionKey(subscription));
    if (ended && at < ended.eventAt) return 'stale';
  }
  const liveSince =
    status !== 'live' ? (row?.liveSince ?? null) : row?.status === 'live' ? row.liveSince : at;
  await tx
    .insert(purchases)
    .values({
      platform,
      transaction,
      email,
      productId: event.productIds.find((id) => id !== undefined) ?? null,
      subscription: subscription ?? null,
      status,
      liveSince,
      eventAt: at,
      lastEventType: event.eventType,
    })
    .onConflictDoUpdate({
      target: [purchases.platform, purchases.transaction],
      set: {
        status,
        liveSince,
        eventAt: at,
        lastEventType: event.eventType,
        productId: sql`coalesce(excluded.product_id, ${purchases.productId})`,
        subscription: sql`coalesce(excluded.subscription, ${purchases.subscription})`,
        updatedAt: sql`now()`,
      },
    });
  return new Set([row?.email ?? email]);
}

/**
 * Ends every live transaction of a subscription, and keeps the end as a row of its own so that
 * an older approval of the subscription delivered later cannot bring it back.
 */
async function endSubscription(
  tx: Executor,
  event: CheckoutEvent,
  email: string,
  at: Date,
): Promise<Set<string> | 'stale'> {
  const { platform } = event;
  const subscription = event.subscription!;
  const key = subscriptionKey(subscription);
  await lockKey(tx, platform, key);
  const marker = await findPurchase(tx, platform, key);
  if (marker && at < marker.eventAt) return 'stale';
  await tx
    .insert(purchases)
    .values({
      platform,
      transaction: key,
      email,
      productId: event.productIds.find((id) => id !== undefined) ?? null,
      subscription,
      status: 'ended',
      eventAt: at,
      lastEventType: event.eventType,
    })
    .onConflictDoUpdate({
      target: [purchases.platform, purchases.transaction],
      set: { eventAt: at, lastEventType: event.eventType, updatedAt: sql`now()` },
    });
  const ended = await tx
    .update(purchases)
    .set({ status: 'ended', eventAt: at, lastEventType: event.eventType, updatedAt: sql`now()` })
    .where(
      and(
        eq(purchases.platform, platform),
        eq(purchases.subscription, subscription),
        eq(purchases.status, 'live'),
        lte(purchases.eventAt, at),
      ),
    )
    .returning({ email: purchases.email });
  return new Set([email, ...ended.map((r) => r.email)]);
}
