import { Hono } from 'hono';
import { productInputSchema } from '#shared/product-schema.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { parseBody } from '../http/validate.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './store.ts';

/** /api/products, behind requireMember: every query is the caller's. */
export function productRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listProducts(db, c.get('user').id)))
    .post('/', async (c) => {
      const input = await parseBody(c, productInputSchema);
      return c.json(await createProduct(db, c.get('user').id, input), 201);
    })
    .get('/:id', async (c) => c.json(await getProduct(db, c.get('user').id, idParam(c))))
    .put('/:id', async (c) => {
      const id = idParam(c);
      const input = await parseBody(c, productInputSchema);
      return c.json(await updateProduct(db, c.get('user').id, id, input));
    })
    .delete('/:id', async (c) => {
      await deleteProduct(db, c.get('user').id, idParam(c));
      return c.body(null, 204);
    });
}
