import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { checkoutPlatforms } from '../members/checkout-platforms.ts';
import { webhookHealth, type PlatformHealth } from '../members/deliveries.ts';

/** The checkout platforms whose webhook is on (its secret is configured). */
export const enabledPlatforms = (config: Config) =>
  Object.keys(checkoutPlatforms).filter((name) => checkoutPlatforms[name]!.secret(config));

/**
 * For each enabled checkout platform, when its last valid webhook event arrived, with a warning
 * after WEBHOOK_SILENCE_DAYS of silence or ten refusals in a row. Hotmart disables a webhook
 * whose URL keeps failing, after which refunds stop arriving without a word.
 */
export function webhookSilence(
  db: Db,
  config: Config,
  now: Date = new Date(),
): Promise<PlatformHealth[]> {
  return webhookHealth(db, enabledPlatforms(config), config.WEBHOOK_SILENCE_DAYS, now);
}
