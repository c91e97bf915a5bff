import { Hono } from 'hono';
import { objectionRequestSchema } from '#shared/ai-schema.ts';
import { answerObjection } from '../ai/answer-review.ts';
import type { AiEngine } from '../ai/engine.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { memberToday } from '../http/member-day.ts';
import { parseBody } from '../http/validate.ts';
import { takeUnit } from '../limits/store.ts';
import { productForAi } from '../products/product-for-ai.ts';

/**
 * POST /api/objections: five ways to break an objection. A provider answer that fails the review,
 * or all five when the provider fails, is the offline writer's, marked 'offline'; the unit still
 * counts, as the spec says.
 */
export function objectionRoutes(db: Db, engine: AiEngine): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const userId = c.get('user').id;
    const { productId, customerNeeds, objection } = await parseBody(c, objectionRequestSchema);
    const product = await productForAi(db, userId, productId);
    await takeUnit(db, userId, 'objections', memberToday(c));
    const input = { product, customerNeeds, objection };
    return c.json(await answerObjection(engine, input, c.get('log')));
  });
}
