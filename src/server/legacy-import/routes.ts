import { Hono } from 'hono';
import { createCustomers } from '../customers/changes.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseBody } from '../http/validate.ts';
import { createProduct } from '../products/store.ts';
import { importBodySchema, validateLegacyCustomers, validateLegacyProducts } from './legacy.ts';
import { reportOf } from '../csv/validate-rows.ts';

/**
 * POST /api/import/local: the legacy localStorage produtos and clientes, each row owned by the
 * caller. Valid rows are saved in one transaction; bad rows are reported (the same shape as the
 * CSV import's report), not fatal.
 */
export function importRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/local', async (c) => {
    const body = await parseBody(c, importBodySchema);
    const userId = c.get('user').id;
    const produtos = await validateLegacyProducts(body.produtos);
    const clientes = await validateLegacyCustomers(body.clientes);
    await db.transaction(async (tx) => {
      for (const product of produtos.valid) await createProduct(tx, userId, product);
      await createCustomers(tx, userId, clientes.valid);
    });
    return c.json({ produtos: reportOf(produtos), clientes: reportOf(clientes) });
  });
}
