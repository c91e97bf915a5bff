import { sql } from 'drizzle-orm';
import { phaseIds, type LostReason, type Phase } from '#shared/customers.ts';
import type { ResultPeriod, Results } from '#shared/results.ts';
import type { Db } from '../db/client.ts';
import { campaignResults } from '../campaigns/figures-store.ts';
import { pixResults } from '../pix/figures-store.ts';

// When a deal reached its phase, on the member's clock (their zone's local time, compared with
// the days of their calendar): the last history event into it, or, for customers from before
// the history (and those created in it), when their phase last changed.
const reachedAt = (timeZone: string) => sql`(coalesce(
  (select max(e.created_at) from customer_events e
    where e.customer_id = c.id and e.type = 'phase' and e.to_value = c.fase),
  c.fase_alterada_em) at time zone ${timeZone})`;

/** The period's first day, on the member's calendar. */
const periodStart = (period: ResultPeriod, today: string) =>
  period === 'month'
    ? sql`date_trunc('month', ${today}::date)::date`
    : sql`${today}::date - ${Number(period) - 1}::int`;

/** The first day of the period before, as long: last month, or the N days before the N. */
const previousStart = (period: ResultPeriod, today: string) =>
  period === 'month'
    ? sql`(date_trunc('month', ${today}::date) - interval '1 month')::date`
    : sql`${today}::date - ${2 * Number(period) - 1}::int`;

const num = (v: unknown) => Number(v ?? 0);

export async function results(
  db: Db,
  userId: string,
  period: ResultPeriod,
  today: string,
  timeZone: string,
): Promise<Results> {
  const start = periodStart(period, today);
  const before = previousStart(period, today);
  const end = sql`${today}::date + 1`;
  const { rows: funnel } = await db.execute<{ fase: Phase; count: number; value: string }>(sql`
    select fase, count(*)::int as count, coalesce(sum(valor), 0) as value
    from clientes where user_id = ${userId} group by fase`);

  const { rows: done } = await db.execute<Record<string, unknown>>(sql`
    with finished as (
      select c.fase, c.valor, c.motivo_perda, c.created_at at time zone ${timeZone} as created_at,
        ${reachedAt(timeZone)} as reached_at
      from clientes c where c.user_id = ${userId} and c.fase in ('closed', 'lost')
    )
    select
      coalesce(sum(valor) filter (where fase = 'closed'
        and reached_at >= date_trunc('month', ${today}::date)
        and reached_at < date_trunc('month', ${today}::date) + interval '1 month'), 0) as this_month,
      coalesce(sum(valor) filter (where fase = 'closed'
        and reached_at >= date_trunc('month', ${today}::date) - interval '1 month'
        and reached_at < date_trunc('month', ${today}::date)), 0) as last_month,
      coalesce(sum(valor) filter (where fase = 'closed'
        and reached_at >= ${start} and reached_at < ${end}), 0) as value_in_period,
      coalesce(sum(valor) filter (where fase = 'closed'
        and reached_at >= ${before} and reached_at < ${start}), 0) as value_before,
      count(*) filter (where fase = 'closed' and reached_at >= ${start} and reached_at < ${end})
        as closed_in_period,
      count(*) filter (where fase = 'lost' and reached_at >= ${start} and reached_at < ${end})
        as lost_in_period,
      percentile_cont(0.5) within group (order by extract(epoch from reached_at - created_at) / 86400)
        filter (where fase = 'closed' and reached_at >= ${start} and reached_at < ${end})
        as median_days
    from finished`);
  const { rows: reasons } = await db.execute<{ reason: LostReason | null; count: number }>(sql`
    select c.motivo_perda as reason, count(*)::int as count
    from clientes c
    where c.user_id = ${userId} and c.fase = 'lost'
      and ${reachedAt(timeZone)} >= ${start} and ${reachedAt(timeZone)} < ${end}
    group by c.motivo_perda order by count(*) desc, c.motivo_perda`);
  const { rows: ai } = await db.execute<Record<string, unknown>>(sql`
    select coalesce(sum(scripts_generated), 0) as scripts, coalesce(sum(objections_broken), 0) as objections
    from user_daily_limits
    where user_id = ${userId} and date >= ${start} and date <= ${today}::date`);

  const { rows: share } = await db.execute<{ open: number; with_next: number }>(sql`
    select count(*)::int as open, count(proximo_contato)::int as with_next
    from clientes where user_id = ${userId} and fase not in ('closed', 'lost')`);

  const d = done[0]!;
  const closed = num(d.closed_in_period);
  const lost = num(d.lost_in_period);
  return {
    funnel: phaseIds.map((fase) => {
      const row = funnel.find((r) => r.fase === fase);
      return { fase, count: row?.count ?? 0, value: num(row?.value) };
    }),
    closedThisMonth: num(d.this_month),
    closedLastMonth: num(d.last_month),
    closedValue: num(d.value_in_period),
    closedValueBefore: num(d.value_before),
    winRate: closed + lost > 0 ? closed / (closed + lost) : null,
    medianDaysToClose: d.median_days === null ? null : Math.round(num(d.median_days) * 10) / 10,
    closedInPeriod: closed,
    lostInPeriod: lost,
    lostReasons: reasons,
    scriptsUsed: num(ai[0]?.scripts),
    objectionsUsed: num(ai[0]?.objections),
    nextStepShare: { withNextStep: num(share[0]?.with_next), open: num(share[0]?.open) },
    pix: await pixResults(db, userId, start, end, timeZone),
    campaigns: await campaignResults(db, userId, start, end, timeZone),
  };
}
