import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/**
 * Fixed-window counters in PostgreSQL, so every app instance shares them. `hit` counts one
 * event atomically and answers the count in the current window.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const windowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row!.count;
}

/** The count in the current window, without counting anything. */
export async function peek(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > now()`);
  return row?.count ?? 0;
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
