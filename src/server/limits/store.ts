import { and, eq, sql } from 'drizzle-orm';
import { DAILY_LIMITS } from '#shared/app-config.ts';
import type { Limits } from '#shared/ai.ts';
import { aiMessages } from '#shared/messages.ts';
import type { Db } from '../db/client.ts';
import { userDailyLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export type QuotaKind = 'scripts' | 'objections' | 'replies' | 'audioMinutes' | 'campaignMessages';

const column = {
  scripts: userDailyLimits.scriptsGenerated,
  objections: userDailyLimits.objectionsBroken,
  replies: userDailyLimits.repliesWritten,
  audioMinutes: userDailyLimits.audioMinutes,
  campaignMessages: userDailyLimits.campaignMessagesWritten,
} as const;
const columnName = {
  scripts: 'scripts_generated',
  objections: 'objections_broken',
  replies: 'replies_written',
  audioMinutes: 'audio_minutes',
  campaignMessages: 'campaign_messages_written',
} as const;
const fieldName = {
  scripts: 'scriptsGenerated',
  objections: 'objectionsBroken',
  replies: 'repliesWritten',
  audioMinutes: 'audioMinutes',
  campaignMessages: 'campaignMessagesWritten',
} as const;

/** Each kind's daily limit; the replies' one the operator may change (DAILY_REPLIES_LIMIT). */
export type DailyLimits = Record<QuotaKind, number>;
export const defaultLimits: DailyLimits = { ...DAILY_LIMITS };

const limitMessage = (kind: QuotaKind, limit: number) =>
  kind === 'scripts'
    ? aiMessages.scriptLimit
    : kind === 'objections'
      ? aiMessages.objectionLimit
      : kind === 'replies'
        ? aiMessages.replyLimit(limit)
        : kind === 'audioMinutes'
          ? aiMessages.audioLimit(limit)
          : aiMessages.campaignLimit(limit);

export const dailyLimitReached = (kind: QuotaKind, limit: number = DAILY_LIMITS[kind]) =>
  new AppError(429, 'DAILY_LIMIT_REACHED', limitMessage(kind, limit).description);

/**
 * Takes one unit of the quota of `day`, the member's own calendar day in their zone
 * (`memberToday(c)`: the quota renews at their midnight), in one atomic statement (never
 * read-then-write): the row is created at 1, or incremented only while under the limit.
 * Throws 429 when none is left. Returns the day, for a refund.
 */
export async function takeUnit(
  db: Db,
  userId: string,
  kind: QuotaKind,
  day: string,
  limit: number = DAILY_LIMITS[kind],
  /** More than one at once: a voice note takes its minutes. */
  units = 1,
): Promise<string> {
  const used = column[kind];
  if (units > limit) throw dailyLimitReached(kind, limit);
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into user_daily_limits (user_id, date, ${sql.raw(columnName[kind])})
    values (${userId}, ${day}, ${units})
    on conflict (user_id, date) do update
      set ${sql.raw(columnName[kind])} = user_daily_limits.${sql.raw(columnName[kind])} + ${units}
      where ${used} + ${units} <= ${limit}
    returning id`);
  if (rows.length === 0) throw dailyLimitReached(kind, limit);
  return day;
}

/** A generation that failed with an error gives its unit back. */
export async function refundUnit(
  db: Db,
  userId: string,
  kind: QuotaKind,
  day: string,
  units = 1,
): Promise<void> {
  await db
    .update(userDailyLimits)
    .set({ [fieldName[kind]]: sql`greatest(${column[kind]} - ${units}, 0)` })
    .where(and(eq(userDailyLimits.userId, userId), eq(userDailyLimits.date, day)));
}

/** The usage of `day`, the member's own calendar day (`memberToday(c)`). */
export async function getLimits(
  db: Db,
  userId: string,
  day: string,
  limits: DailyLimits = defaultLimits,
): Promise<Limits> {
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
    scripts: usage(row?.scriptsGenerated ?? 0, limits.scripts),
    objections: usage(row?.objectionsBroken ?? 0, limits.objections),
    replies: usage(row?.repliesWritten ?? 0, limits.replies),
    audioMinutes: usage(row?.audioMinutes ?? 0, limits.audioMinutes),
    campaignMessages: usage(row?.campaignMessagesWritten ?? 0, limits.campaignMessages),
  };
}
