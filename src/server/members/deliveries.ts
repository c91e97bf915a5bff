import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webhookDeliveries, webhookUnsignedCalls } from '../db/schema.ts';
import type { EventResult } from './ledger.ts';

/** What became of a verified delivery (a body without a valid signature is only counted). */
export type DeliveryResult = EventResult | 'invalid_body';

export async function recordDelivery(
  db: Db,
  delivery: { platform: string; result: DeliveryResult; eventType?: string; email?: string },
): Promise<void> {
  await db.insert(webhookDeliveries).values({
    platform: delivery.platform,
    result: delivery.result,
    eventType: delivery.eventType ?? null,
    email: delivery.email ?? null,
  });
}

/**
 * Counts a call without a valid signature in its platform's hour. Anyone can send one, so it
 * is one atomic upsert of a counter: no row per call, nothing the console reads as a refusal.
 */
export async function countUnsignedCall(db: Db, platform: string): Promise<void> {
  await db
    .insert(webhookUnsignedCalls)
    .values({ platform, hour: sql`date_trunc('hour', now())` })
    .onConflictDoUpdate({
      target: [webhookUnsignedCalls.platform, webhookUnsignedCalls.hour],
      set: { calls: sql`${webhookUnsignedCalls.calls} + 1` },
    });
}

export interface PlatformHealth {
  platform: string;
  lastValidAt: string | null;
  /** Calls without a valid signature in the last `silenceDays`: noise, or a wrong secret. */
  unsignedCalls: number;
  /** silent: no valid event for `silenceDays`. */
  warning?: 'silent';
}

/**
 * Whether each enabled platform's webhook still arrives. A platform that keeps failing is
 * disabled by the platform itself, and then refunds stop arriving without a sound. Only
 * verified deliveries count: unsigned calls, which anyone can make, are only a number beside.
 */
export async function webhookHealth(
  db: Db,
  platforms: string[],
  silenceDays: number,
  now = new Date(),
): Promise<PlatformHealth[]> {
  const since = new Date(now.getTime() - silenceDays * 24 * 60 * 60 * 1000);
  return Promise.all(
    platforms.map(async (platform) => {
      const [valid] = await db
        .select({ at: sql<string>`max(${webhookDeliveries.receivedAt})` })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.platform, platform),
            sql`${webhookDeliveries.result} not in ('bad_signature', 'invalid_body')`,
          ),
        );
      const [unsigned] = await db
        .select({ calls: sql<number>`coalesce(sum(${webhookUnsignedCalls.calls}), 0)::int` })
        .from(webhookUnsignedCalls)
        .where(
          and(
            eq(webhookUnsignedCalls.platform, platform),
            // The hour the window starts in counts whole.
            gte(webhookUnsignedCalls.hour, sql`date_trunc('hour', ${since}::timestamptz)`),
          ),
        );
      const lastValidAt = valid?.at ? new Date(valid.at).toISOString() : null;
      const health: PlatformHealth = {
        platform,
        lastValidAt,
        unsignedCalls: unsigned?.calls ?? 0,
      };
      if (!lastValidAt || Date.parse(lastValidAt) < since.getTime()) health.warning = 'silent';
      return health;
    }),
  );
}

export interface DeliveryRow {
  platform: string;
  result: string;
  eventType: string | null;
  email: string | null;
  receivedAt: string;
}

/** The latest deliveries, newest first, optionally of one platform and one result. */
export async function latestDeliveries(
  db: Db,
  filter: { platform?: string; result?: string; since?: Date },
  limit = 100,
): Promise<DeliveryRow[]> {
  const conditions = [
    filter.platform ? eq(webhookDeliveries.platform, filter.platform) : undefined,
    filter.result ? inArray(webhookDeliveries.result, [filter.result]) : undefined,
    filter.since ? gt(webhookDeliveries.receivedAt, filter.since) : undefined,
  ].filter(Boolean);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(webhookDeliveries.receivedAt))
    .limit(limit);
  return rows.map((r) => ({
    platform: r.platform,
    result: r.result,
    eventType: r.eventType,
    email: r.email,
    receivedAt: r.receivedAt.toISOString(),
  }));
}
