import { Hono } from 'hono';
import { cadencesSchema } from '#shared/today-schema.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseBody } from '../http/validate.ts';
import { getCadences, saveCadences } from './cadences-store.ts';

/** GET and PUT /api/account/cadences: the days between follow-ups, per phase ('Minha Conta'). */
export function cadenceRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/cadences', async (c) => c.json(await getCadences(db, c.get('user').id)))
    .put('/cadences', async (c) => {
      const cadences = await parseBody(c, cadencesSchema);
      await saveCadences(db, c.get('user').id, cadences);
      return c.json(cadences);
    });
}
