import { lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  passwordLinks,
  rateLimits,
  verifications,
  webhookDeliveries,
  webhookUnsignedCalls,
} from '../db/schema.ts';

export interface PurgeResult {
  rateLimits: number;
  passwordLinks: number;
  verifications: number;
  webhookDeliveries: number;
}

/**
 * Deletes rows that no longer mean anything: rate-limit windows that ended, password links
 * past their expiry (a used link is deleted when used), Better Auth verifications expired,
 * webhook deliveries and unsigned-call counts older than 90 days (the console shows the latest).
 */
export async function purgeExpired(db: Db): Promise<PurgeResult> {
  const now = sql`now()`;
  const limits = await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, now));
  const links = await db.delete(passwordLinks).where(lte(passwordLinks.expiresAt, now));
  const verified = await db.delete(verifications).where(lte(verifications.expiresAt, now));
  const deliveries = await db
    .delete(webhookDeliveries)
    .where(lte(webhookDeliveries.receivedAt, sql`now() - interval '90 days'`));
  await db
    .delete(webhookUnsignedCalls)
    .where(lte(webhookUnsignedCalls.hour, sql`now() - interval '90 days'`));
  return {
    rateLimits: limits.rowCount ?? 0,
    passwordLinks: links.rowCount ?? 0,
    verifications: verified.rowCount ?? 0,
    webhookDeliveries: deliveries.rowCount ?? 0,
  };
}
