import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webhookDeliveries } from '../db/schema.ts';
import type { EventResult } from './ledger.ts';

export type DeliveryResult = EventResult | 'bad_signature' | 'invalid_body';
const REFUSED: DeliveryResult[] = ['bad_signature', 'invalid_body'];

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

export interface PlatformHealth {
  platform: string;
  lastValidAt: string | null;
  /** silent: no valid event for `silenceDays`; refused: the last ten deliveries were refused. */
  warning?: 'silent' | 'refused';
}

/**
 * Whether each enabled platform's webhook still arrives. A platform that keeps failing is
 * disabled by the platform itself, and then refunds stop arriving without a sound.
 */
export async function webhookHealth(
  db: Db,
  platforms: string[],
  silenceDays: number,
  now = new Date(),
): Promise<PlatformHealth[]> {
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
      const lastTen = await db
        .select({ result: webhookDeliveries.result })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.platform, platform))
        .orderBy(desc(webhookDeliveries.receivedAt))
        .limit(10);
      const lastValidAt = valid?.at ? new Date(valid.at).toISOString() : null;
      const health: PlatformHealth = { platform, lastValidAt };
      if (lastTen.length === 10 && lastTen.every((d) => REFUSED.includes(d.result as never))) {
        health.warning = 'refused';
      } else if (
        !lastValidAt ||
        now.getTime() - Date.parse(lastValidAt) > silenceDays * 24 * 60 * 60 * 1000
      ) {
        health.warning = 'silent';
      }
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
