import { DAILY_LIMITS, type PublicConfig } from '#shared/app-config.ts';
import { formatBRL } from '#shared/money.ts';
import type { Config } from '../config.ts';

/** The operator's branding and links as GET /api/config answers them (and member pages carry). */
export const publicConfig = (config: Config): PublicConfig => ({
  appName: config.APP_NAME,
  appUrl: new URL(config.APP_URL).origin,
  checkoutUrl: config.CHECKOUT_URL,
  ...(config.CHECKOUT_PRICE === undefined
    ? {}
    : { checkoutPrice: formatBRL(config.CHECKOUT_PRICE) }),
  supportWhatsApp: config.SUPPORT_WHATSAPP,
  ...(config.IOS_SHORTCUT_URL === undefined ? {} : { iosShortcutUrl: config.IOS_SHORTCUT_URL }),
  dailyLimits: { ...DAILY_LIMITS, replies: config.DAILY_REPLIES_LIMIT },
  aiMode: config.aiMode,
});
