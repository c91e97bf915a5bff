/** What GET /api/config answers: the operator's branding and links, read by the client. */
export interface PublicConfig {
  appName: string;
  /** The app's own address (APP_URL's origin), e.g. for the checkout platforms' webhook URL. */
  appUrl: string;
  checkoutUrl: string;
  /** The checkout's price as the landing shows it ('R$ 97,00'), when the operator set one. */
  checkoutPrice?: string;
  supportWhatsApp: string;
  /** The operator's ready-made iPhone Shortcut (IOS_SHORTCUT_URL), when set. */
  iosShortcutUrl?: string;
  dailyLimits: {
    scripts: number;
    objections: number;
    replies: number;
    audioMinutes: number;
    campaignMessages: number;
  };
  aiMode: 'offline' | 'provider';
}

/** Daily quotas per member, counted per the member's own day in their zone. */
export const DAILY_LIMITS = {
  scripts: 3,
  objections: 5,
  replies: 30,
  audioMinutes: 30,
  /** Campaign messages an AI provider writes a day; the rest are the offline writer's. */
  campaignMessages: 60,
} as const;
