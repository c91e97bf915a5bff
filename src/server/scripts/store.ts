import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedScript } from '#shared/ai.ts';
import type { Db } from '../db/client.ts';
import { scriptsGerados } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { decodeCursor, encodeCursor, olderThan } from '../db/keyset.ts';

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

const SCRIPTS_PAGE = 20;

/** A page of saved scripts, newest first, after `cursor` (keyset on created_at, id). */
export async function scriptsPage(
  db: Db,
  userId: string,
  cursor: string | undefined,
): Promise<{ scripts: SavedScript[]; nextCursor: string | null }> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (cursor !== undefined && !after) throw badCursor();
  const rows = await db
    .select({ row: scriptsGerados, key: sql<string>`${scriptsGerados.createdAt}::text` })
    .from(scriptsGerados)
    .where(
      and(
        eq(scriptsGerados.userId, userId),
        olderThan(scriptsGerados.createdAt, scriptsGerados.id, after),
      ),
    )
    .orderBy(desc(scriptsGerados.createdAt), desc(scriptsGerados.id))
    .limit(SCRIPTS_PAGE + 1);
  const page = rows.slice(0, SCRIPTS_PAGE);
  const last = page.at(-1);
  return {
    scripts: page.map((r) => toScript(r.row)),
    nextCursor:
      rows.length > SCRIPTS_PAGE && last
        ? encodeCursor({ createdAt: last.key, id: last.row.id })
        : null,
  };
}

const badCursor = () =>
  new AppError(400, 'VALIDATION_ERROR', 'Página inválida. Recarregue a lista.', 'cursor');

export async function deleteScript(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(scriptsGerados)
    .where(and(eq(scriptsGerados.id, id), eq(scriptsGerados.userId, userId)))
    .returning({ id: scriptsGerados.id });
  if (rows.length === 0) throw notFound();
}
