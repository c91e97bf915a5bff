import type { PublicConfig } from '#shared/app-config.ts';
import type { Me } from '#shared/auth.ts';

/** What GET /api/config answers, for pages that read the app's name, links and limits. */
export const testConfig: PublicConfig = {
  appName: 'FechaZap',
  appUrl: 'https://fechazap.example',
  checkoutUrl: 'https://pay.example.com/fechazap',
  supportWhatsApp: '5511987654321',
  dailyLimits: { scripts: 3, objections: 5, replies: 30 },
  aiMode: 'offline',
};

/** A signed-in active member, as GET /api/me answers; overrides replace fields. */
export const testMember = (overrides: Partial<Me> = {}): Me => ({
  id: 'u1',
  email: 'ana@exemplo.com',
  displayName: 'Ana',
  membershipActive: true,
  isAdmin: false,
  ...overrides,
});
