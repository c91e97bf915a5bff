import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicConfig } from './public-config.ts';

/** GET /api/health (also checks the database answers) and GET /api/config. */
export function systemRoutes(config: Config, database: Database): Hono<AppEnv> {
  const configBody = publicConfig(config);
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      await database.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: database.mode });
    })
    .get('/config', (c) => c.json(configBody));
}
