import { Hono } from 'hono';
import { scriptRequestSchema } from '#shared/ai-schema.ts';
import type { AiEngine } from '../ai/engine.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { memberToday } from '../http/member-day.ts';
import { parseBody } from '../http/validate.ts';
import { takeUnit } from '../limits/store.ts';
import { productForAi } from '../products/product-for-ai.ts';
import { generateScript } from './generate.ts';
import { deleteScript, listScripts, scriptsPage } from './store.ts';

/**
 * POST /api/scripts streams NDJSON (delta… then done or error) after checking the product and
 * taking a unit of the daily quota (429 DAILY_LIMIT_REACHED when none is left).
 */
export function scriptRoutes(db: Db, engine: AiEngine): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      .post('/', async (c) => {
        const userId = c.get('user').id;
        const { productId } = await parseBody(c, scriptRequestSchema);
        const product = await productForAi(db, userId, productId);
        const quotaDay = await takeUnit(db, userId, 'scripts', memberToday(c));
        const body = generateScript({ db, engine, log: c.get('log'), userId, product, quotaDay });
        return new Response(body, {
          headers: {
            'content-type': 'application/x-ndjson; charset=utf-8',
            'cache-control': 'no-store',
          },
        });
      })
      // The whole list stays for API clients; 'Meus Scripts' reads pages.
      .get('/', async (c) => c.json(await listScripts(db, c.get('user').id)))
      .get('/page', async (c) =>
        c.json(await scriptsPage(db, c.get('user').id, c.req.query('cursor') || undefined)),
      )
      .delete('/:id', async (c) => {
        await deleteScript(db, c.get('user').id, idParam(c));
        return c.body(null, 204);
      })
  );
}
