import { sql } from 'drizzle-orm';
import type { AdminUsage, UsageDay } from '#shared/admin.ts';
import type { Db } from '../db/client.ts';

const TOP = 10;

/**
 * The last `days` UTC days (today included): members active each day (signed in or used the
 * AI that day), scripts and objections per day, totals, and the members who used most.
 */
export async function usage(db: Db, days: number): Promise<AdminUsage> {
  const first = sql`(now() at time zone 'utc')::date - ${days - 1}::int`;
  const { rows } = await db.execute<UsageDay & Record<string, unknown>>(sql`
    with days as (
      select generate_series(${first}, (now() at time zone 'utc')::date, interval '1 day')::date as day
    ),
    ai as (
      select date as day, user_id, scripts_generated, objections_broken
      from user_daily_limits where date >= ${first}
    ),
    sign_ins as (
      select distinct (created_at at time zone 'utc')::date as day, user_id
      from sessions where created_at >= ${first}
    ),
    active as (
      select day, user_id from ai where scripts_generated + objections_broken > 0
      union select day, user_id from sign_ins
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
      (select count(distinct a.user_id) from active a where a.day = d.day)::int as "activeMembers",
      coalesce((select sum(scripts_generated) from ai where ai.day = d.day), 0)::int as scripts,
      coalesce((select sum(objections_broken) from ai where ai.day = d.day), 0)::int as objections
    from days d order by d.day`);
  const { rows: totals } = await db.execute<AdminUsage['totals'] & Record<string, unknown>>(sql`
    select
      (select count(distinct user_id) from (
        select user_id from user_daily_limits
          where date >= ${first} and scripts_generated + objections_broken > 0
        union select user_id from sessions where created_at >= ${first}
      ) a)::int as "activeMembers",
      coalesce(sum(scripts_generated), 0)::int as scripts,
      coalesce(sum(objections_broken), 0)::int as objections
    from user_daily_limits where date >= ${first}`);
  const { rows: top } = await db.execute<AdminUsage['top'][number] & Record<string, unknown>>(
    sql`
    select u.email, u.name, sum(l.scripts_generated)::int as scripts,
      sum(l.objections_broken)::int as objections
    from user_daily_limits l join users u on u.id = l.user_id
    where l.date >= ${first}
    group by u.email, u.name
    having sum(l.scripts_generated + l.objections_broken) > 0
    order by sum(l.scripts_generated + l.objections_broken) desc, u.email
    limit ${TOP}`,
  );
  return { days: rows, totals: totals[0]!, top, storage: await storage(db) };
}

/** What members keep of conversations (kept by triggers in conversation_usage). */
async function storage(db: Db): Promise<AdminUsage['storage']> {
  const { rows: sums } = await db.execute<{ messages: number; bytes: number }>(sql`
    select coalesce(sum(messages), 0)::int as messages, coalesce(sum(bytes), 0)::float8 as bytes
    from conversation_usage`);
  const { rows: top } = await db.execute<
    AdminUsage['storage']['top'][number] & Record<string, unknown>
  >(sql`
    select u.email, u.name, c.messages, c.bytes::float8 as bytes
    from conversation_usage c join users u on u.id = c.user_id
    where c.messages > 0
    order by c.bytes desc, u.email
    limit ${TOP}`);
  return { ...sums[0]!, top };
}
