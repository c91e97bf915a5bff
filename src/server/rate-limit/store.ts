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

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Gives one counted event back (a sign-in that succeeded is no failure). */
export async function refund(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
