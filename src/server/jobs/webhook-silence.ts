import { inArray, max } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { memberEvents } from '../db/schema.ts';
import { checkoutPlatforms } from '../members/checkout-platforms.ts';

export interface WebhookHealth {
  platform: string;
  /** The newest event that passed verification; null when none ever arrived. */
  lastValidAt: Date | null;
  /** silent: no valid event for WEBHOOK_SILENCE_DAYS (or ever). */
  warning?: 'silent' | 'refused';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * For each checkout platform with a configured secret, when its last valid webhook event
 * arrived. Hotmart disables a webhook whose URL keeps failing, after which refunds stop
 * arriving without a word: a long silence is the only sign. Every `member_events` row passed
 * the signature check (refused requests are not stored), whatever its result.
 */
export async function webhookSilence(
  db: Db,
  config: Config,
  now: Date = new Date(),
): Promise<WebhookHealth[]> {
  const enabled = Object.keys(checkoutPlatforms).filter((name) =>
    checkoutPlatforms[name]!.secret(config),
  );
  if (enabled.length === 0) return [];
  const rows = await db
    .select({ platform: memberEvents.platform, lastValidAt: max(memberEvents.receivedAt) })
    .from(memberEvents)
    .where(inArray(memberEvents.platform, enabled))
    .groupBy(memberEvents.platform);
  const last = new Map(rows.map((row) => [row.platform, row.lastValidAt]));
  const silentBefore = now.getTime() - config.WEBHOOK_SILENCE_DAYS * DAY_MS;
  return enabled.map((platform) => {
    const lastValidAt = last.get(platform) ?? null;
    const silent = !lastValidAt || lastValidAt.getTime() < silentBefore;
    return silent ? { platform, lastValidAt, warning: 'silent' } : { platform, lastValidAt };
  });
}
