import { and, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_PRODUCTS_PER_MEMBER,
  productLimitMessage,
  type Product,
  type ProductInput,
} from '#shared/products.ts';
import type { Executor } from '../db/client.ts';
import { produtos } from '../db/schema.ts';
import { foldName } from '#shared/fold.ts';
import { AppError, notFound } from '../errors.ts';

type Row = typeof produtos.$inferSelect;

/** The API's snake_case product; preco falls back to the legacy ticket_medio. */
function toProduct(row: Row): Product {
  return {
    id: row.id,
    nome: row.nome,
    nicho: row.nicho,
    preco: row.preco || row.ticketMedio || '',
    canal_aquisicao: row.canalAquisicao,
    cliente_ideal: row.clienteIdeal,
    objecoes: row.objecoes,
    diferencial: row.diferencial,
    processo_vendas: row.processoVendas,
    problema_resolve: row.problemaResolve,
    urgencia: row.urgencia,
    garantia: row.garantia,
    bonus: row.bonus,
    ciclo_recompra: row.cicloRecompra,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toColumns(input: ProductInput) {
  return {
    nome: input.nome,
    nicho: input.nicho,
    preco: input.preco,
    canalAquisicao: input.canal_aquisicao,
    clienteIdeal: input.cliente_ideal,
    objecoes: input.objecoes,
    diferencial: input.diferencial,
    processoVendas: input.processo_vendas,
    problemaResolve: input.problema_resolve,
    urgencia: input.urgencia,
    garantia: input.garantia,
    bonus: input.bonus,
    cicloRecompra: input.ciclo_recompra,
  };
}

const mine = (userId: string, id: string) => and(eq(produtos.id, id), eq(produtos.userId, userId));

/** Newest first. */
export async function listProducts(db: Executor, userId: string): Promise<Product[]> {
  const rows = await db
    .select()
    .from(produtos)
    .where(eq(produtos.userId, userId))
    .orderBy(desc(produtos.createdAt));
  return rows.map(toProduct);
}

export async function getProduct(db: Executor, userId: string, id: string): Promise<Product> {
  const [row] = await db.select().from(produtos).where(mine(userId, id));
  if (!row) throw notFound();
  return toProduct(row);
}

/**
 * Adds a product below the member's ceiling. The count and the insert run under a lock on the
 * member's products, so requests that arrive together cannot pass the ceiling between them.
 */
export async function createProduct(
  db: Executor,
  userId: string,
  input: ProductInput,
): Promise<Product> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`produtos ${userId}`}, 0))`,
    );
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(produtos)
      .where(eq(produtos.userId, userId));
    if (count >= MAX_PRODUCTS_PER_MEMBER) {
      throw new AppError(409, 'PRODUCT_LIMIT_REACHED', productLimitMessage);
    }
    const [row] = await tx
      .insert(produtos)
      .values({ userId, ...toColumns(input) })
      .returning();
    return toProduct(row!);
  });
}

export async function updateProduct(
  db: Executor,
  userId: string,
  id: string,
  input: ProductInput,
): Promise<Product> {
  const [row] = await db
    .update(produtos)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(mine(userId, id))
    .returning();
  if (!row) throw notFound();
  return toProduct(row);
}

export async function deleteProduct(db: Executor, userId: string, id: string): Promise<void> {
  const rows = await db.delete(produtos).where(mine(userId, id)).returning({ id: produtos.id });
  if (rows.length === 0) throw notFound();
}

/** The customer's product of interest by name, else the member's only product, else null. */
export function productFor<P extends { nome: string }>(products: P[], interest: string | null) {
  const named = interest && products.find((p) => foldName(p.nome) === foldName(interest));
  return named || (products.length === 1 ? products[0]! : null);
}
