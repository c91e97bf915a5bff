import { Hono } from 'hono';
import type { ObjectionResult } from '#shared/ai.ts';
import { objectionRequestSchema } from '#shared/ai-schema.ts';
import type { AiEngine } from '../ai/engine.ts';
import { offlineFallbackAnswers } from '../ai/offline/objection-writer.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseBody } from '../http/validate.ts';
import { takeUnit } from '../limits/store.ts';
import { productForAi } from '../products/product-for-ai.ts';

/**
 * POST /api/objections: five ways to break an objection. On any engine failure the built-in
 * answers are used (mode 'offline'); the unit still counts, as the spec says.
 */
export function objectionRoutes(db: Db, engine: AiEngine): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const userId = c.get('user').id;
    const { productId, customerNeeds, objection } = await parseBody(c, objectionRequestSchema);
    const product = await productForAi(db, userId, productId);
    await takeUnit(db, userId, 'objections');
    const input = { product, customerNeeds, objection };
    let result: ObjectionResult;
    try {
      result = { responses: await engine.breakObjection(input), mode: 'ai' };
    } catch (err) {
      c.get('log').warn({ err, engine: engine.name }, 'objection answers fell back to offline');
      result = { responses: offlineFallbackAnswers(input), mode: 'offline' };
    }
    return c.json(result);
  });
}
