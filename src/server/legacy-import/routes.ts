import { Hono } from 'hono';
import { createCustomers } from '../customers/changes.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseBody } from '../http/validate.ts';
import { createProduct, listProducts } from '../products/store.ts';
import { sql } from 'drizzle-orm';
import { foldName } from '#shared/fold.ts';
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
      // One import of a member at a time, and a row already in the account is not added again:
      // a page left while its import was on the way sends the same data once more.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legacy:${userId}`}))`);
      const products = new Set((await listProducts(tx, userId)).map((p) => foldName(p.nome)));
      for (const product of produtos.valid) {
        if (!products.has(foldName(product.nome))) await createProduct(tx, userId, product);
      }
      const { rows } = await tx.execute<{ nome: string; telefone: string | null }>(
        sql`select nome, telefone from clientes where user_id = ${userId}`,
      );
      const customerKey = (c: { nome: string; telefone: string | null }) =>
        `${foldName(c.nome)}|${c.telefone ?? ''}`;
      const held = new Set(rows.map(customerKey));
      await createCustomers(
        tx,
        userId,
        clientes.valid.filter((c) => !held.has(customerKey(c))),
      );
    });
    return c.json({ produtos: reportOf(produtos), clientes: reportOf(clientes) });
  });
}
