import { and, eq, sql } from 'drizzle-orm';
import { DAILY_LIMITS } from '#shared/app-config.ts';
import type { Limits } from '#shared/ai.ts';
import { aiMessages } from '#shared/messages.ts';
import type { Db } from '../db/client.ts';
import { userDailyLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export type QuotaKind = 'scripts' | 'objections';

const column = {
  scripts: userDailyLimits.scriptsGenerated,
  objections: userDailyLimits.objectionsBroken,
} as const;
const columnName = { scripts: 'scripts_generated', objections: 'objections_broken' } as const;

/** The quota's day is the UTC date, the same for every member wherever they are. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

export const dailyLimitReached = (kind: QuotaKind) =>
  new AppError(
    429,
    'DAILY_LIMIT_REACHED',
    (kind === 'scripts' ? aiMessages.scriptLimit : aiMessages.objectionLimit).description,
  );

/**
 * Takes one unit of today's quota in one atomic statement (never read-then-write): the row is
 * created at 1, or incremented only while under the limit. Throws 429 when none is left.
 * Returns the day, for a refund.
 */
export async function takeUnit(db: Db, userId: string, kind: QuotaKind): Promise<string> {
  const day = utcDay();
  const used = column[kind];
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into user_daily_limits (user_id, date, ${sql.raw(columnName[kind])})
    values (${userId}, ${day}, 1)
    on conflict (user_id, date) do update
      set ${sql.raw(columnName[kind])} = user_daily_limits.${sql.raw(columnName[kind])} + 1
      where ${used} < ${DAILY_LIMITS[kind]}
    returning id`);
  if (rows.length === 0) throw dailyLimitReached(kind);
  return day;
}

/** A generation that failed with an error gives its unit back. */
export async function refundUnit(
  db: Db,
  userId: string,
  kind: QuotaKind,
  day: string,
): Promise<void> {
  await db
    .update(userDailyLimits)
    .set({
      [kind === 'scripts' ? 'scriptsGenerated' : 'objectionsBroken']:
        sql`greatest(${column[kind]} - 1, 0)`,
    })
    .where(and(eq(userDailyLimits.userId, userId), eq(userDailyLimits.date, day)));
}

export async function getLimits(db: Db, userId: string): Promise<Limits> {
  const day = utcDay();
  const [row] = await db
    .select()
    .from(userDailyLimits)
    .where(and(eq(userDailyLimits.userId, userId), eq(userDailyLimits.date, day)));
  const usage = (used: number, limit: number) => ({
    used,
    limit,
    remaining: Math.max(limit - used, 0),
  });
  return {
    date: day,
    scripts: usage(row?.scriptsGenerated ?? 0, DAILY_LIMITS.scripts),
    objections: usage(row?.objectionsBroken ?? 0, DAILY_LIMITS.objections),
  };
}
