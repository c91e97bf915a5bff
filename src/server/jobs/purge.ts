import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  passwordLinks,
  rateLimits,
  verifications,
  webhookDeliveries,
  webhookUnsignedCalls,
} from '../db/schema.ts';
import { purgeShares } from '../conversations/shares-store.ts';

export interface PurgeResult {
  rateLimits: number;
  passwordLinks: number;
  verifications: number;
  webhookDeliveries: number;
  shares: number;
}

/**
 * Deletes rows that no longer mean anything: rate-limit windows that ended, password links
 * 30 days past their expiry (until then their page says 'expired' or 'used'), Better Auth verifications expired,
 * webhook deliveries and unsigned-call counts older than 90 days (the console shows the latest),
 * shares older than 24 hours (filed or not: what was filed lives in the conversation).
 */
export async function purgeExpired(db: Db): Promise<PurgeResult> {
  const now = sql`now()`;
  const limits = await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, now));
  const links = await db
    .delete(passwordLinks)
    .where(lte(passwordLinks.expiresAt, sql`now() - interval '30 days'`));
  const verified = await db.delete(verifications).where(lte(verifications.expiresAt, now));
  const deliveries = await db
    .delete(webhookDeliveries)
    .where(lte(webhookDeliveries.receivedAt, sql`now() - interval '90 days'`));
  const pendingShares = await purgeShares(db);
  await db
    .delete(webhookUnsignedCalls)
    .where(lte(webhookUnsignedCalls.hour, sql`now() - interval '90 days'`));
  return {
    rateLimits: limits.rowCount ?? 0,
    passwordLinks: links.rowCount ?? 0,
    verifications: verified.rowCount ?? 0,
    webhookDeliveries: deliveries.rowCount ?? 0,
    shares: pendingShares,
  };
}
