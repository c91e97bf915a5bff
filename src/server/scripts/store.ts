import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedScript } from '#shared/ai.ts';
import type { Db } from '../db/client.ts';
import { scriptsGerados } from '../db/schema.ts';
import { notFound } from '../errors.ts';

type Row = typeof scriptsGerados.$inferSelect;

const toScript = (row: Row): SavedScript => ({
  id: row.id,
  produto_id: row.produtoId,
  produto_nome: row.produtoNome,
  script_content: row.scriptContent,
  created_at: row.createdAt.toISOString(),
});

export async function saveScript(
  db: Db,
  userId: string,
  product: { id: string; nome: string },
  content: string,
): Promise<SavedScript> {
  const [row] = await db
    .insert(scriptsGerados)
    .values({
      userId,
      // The product may have been deleted while the script was written: then no reference.
      produtoId: sql`(select id from produtos where id = ${product.id} and user_id = ${userId})`,
      produtoNome: product.nome,
      scriptContent: content,
    })
    .returning();
  return toScript(row!);
}

/** Newest first, each with its product's name. */
export async function listScripts(db: Db, userId: string): Promise<SavedScript[]> {
  const rows = await db
    .select()
    .from(scriptsGerados)
    .where(eq(scriptsGerados.userId, userId))
    .orderBy(desc(scriptsGerados.createdAt));
  return rows.map(toScript);
}

export async function deleteScript(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(scriptsGerados)
    .where(and(eq(scriptsGerados.id, id), eq(scriptsGerados.userId, userId)))
    .returning({ id: scriptsGerados.id });
  if (rows.length === 0) throw notFound();
}
