import { Hono } from 'hono';
import type { PixKeyAnswer } from '#shared/pix.ts';
import { pixKeyInputSchema } from '#shared/pix-schema.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseBody } from '../http/validate.ts';
import { getPixKey, savePixKey } from './key-store.ts';

/** /api/account/pix, behind requireMember: the caller's Pix key for 'Cobrar com Pix'. */
export function pixKeyRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', async (c) =>
      c.json({ pixKey: await getPixKey(db, c.get('user').id) } satisfies PixKeyAnswer),
    )
    .put('/', async (c) => {
      const input = await parseBody(c, pixKeyInputSchema);
      const pixKey = await savePixKey(db, c.get('user').id, input);
      return c.json({ pixKey } satisfies PixKeyAnswer);
    });
}
