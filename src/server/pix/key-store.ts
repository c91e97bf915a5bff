import { eq, sql } from 'drizzle-orm';
import type { PixKey } from '#shared/pix.ts';
import type { Executor } from '../db/client.ts';
import { pixKeys } from '../db/schema.ts';

export async function getPixKey(db: Executor, userId: string): Promise<PixKey | null> {
  const [row] = await db.select().from(pixKeys).where(eq(pixKeys.userId, userId));
  return row ? { type: row.keyType, key: row.key, name: row.name, city: row.city } : null;
}

export async function savePixKey(db: Executor, userId: string, input: PixKey): Promise<PixKey> {
  const values = { keyType: input.type, key: input.key, name: input.name, city: input.city };
  await db
    .insert(pixKeys)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pixKeys.userId, set: { ...values, updatedAt: sql`now()` } });
  return input;
}
