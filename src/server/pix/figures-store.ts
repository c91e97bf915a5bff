import { sql, type SQL } from 'drizzle-orm';
import type { PixResults } from '#shared/pix.ts';
import type { Db } from '../db/client.ts';

/** The period's Pix charges (by the day made) and payments (by the day received). */
export async function pixResults(
  db: Db,
  userId: string,
  start: SQL,
  end: SQL,
  timeZone: string,
): Promise<PixResults> {
  const made = sql`(created_at at time zone ${timeZone})`;
  const paid = sql`(paid_at at time zone ${timeZone})`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select
      count(*) filter (where ${made} >= ${start} and ${made} < ${end})::int as charged_count,
      coalesce(sum(amount) filter (where ${made} >= ${start} and ${made} < ${end}), 0) as charged_value,
      count(*) filter (where ${paid} >= ${start} and ${paid} < ${end})::int as received_count,
      coalesce(sum(amount) filter (where ${paid} >= ${start} and ${paid} < ${end}), 0) as received_value
    from pix_charges where user_id = ${userId}`);
  const r = rows[0]!;
  return {
    chargedCount: Number(r.charged_count),
    chargedValue: Number(r.charged_value),
    receivedCount: Number(r.received_count),
    receivedValue: Number(r.received_value),
  };
}
