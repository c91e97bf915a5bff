import path from 'node:path';
import type { Config } from '../config.ts';
import { loadVapidKeys } from '../data-dir.ts';

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const fromDataDir = new Map<string, { publicKey: string; privateKey: string }>();

/**
 * The VAPID identity push services see: the keys from the environment, else the pair kept in
 * DATA_DIR; the subject is VAPID_SUBJECT, else the https app URL, else MAIL_FROM's address.
 */
export function vapidFor(config: Config, dataDir = config.DATA_DIR): Vapid {
  let keys = config.VAPID_PUBLIC_KEY
    ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY! }
    : fromDataDir.get(path.resolve(dataDir));
  if (!keys) {
    keys = loadVapidKeys(path.resolve(dataDir));
    fromDataDir.set(path.resolve(dataDir), keys);
  }
  const address = /(?<!<)<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  const subject =
    config.VAPID_SUBJECT ??
    (config.APP_URL.startsWith('https://') ? config.APP_URL : `mailto:${address.trim()}`);
  return { subject, ...keys };
}
