import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PublicConfig } from '#shared/app-config.ts';
import { DAILY_LIMITS } from '#shared/app-config.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';

/** GET /api/health (also checks the database answers) and GET /api/config. */
export function systemRoutes(config: Config, database: Database): Hono<AppEnv> {
  const publicConfig: PublicConfig = {
    appName: config.APP_NAME,
    checkoutUrl: config.CHECKOUT_URL,
    supportWhatsApp: config.SUPPORT_WHATSAPP,
    dailyLimits: { ...DAILY_LIMITS },
    aiMode: config.aiMode,
  };

  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      await database.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: database.mode });
    })
    .get('/config', (c) => c.json(publicConfig));
}
