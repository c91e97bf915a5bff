import { sql, type SQL } from 'drizzle-orm';
import { campaignRules, type CampaignResult } from '#shared/campaigns.ts';
import type { Executor } from '../db/client.ts';

/**
 * Resultados: each campaign with a send in the period (the member's days from `start` to before
 * `end`), with the customers who answered and who bought within 14 days of their message.
 */
export async function campaignResults(
  db: Executor,
  userId: string,
  start: SQL,
  end: SQL,
  timeZone: string,
): Promise<CampaignResult[]> {
  const credit = sql`make_interval(days => ${campaignRules.creditDays})`;
  const sentAt = sql`(m.sent_at at time zone ${timeZone})`;
  const { rows } = await db.execute<CampaignResult & Record<string, unknown>>(sql`
    select c.id, c.title, count(*)::int as sent,
      (count(*) filter (where exists (select 1 from conversation_messages a
        where a.customer_id = m.customer_id and a.author = 'customer'
          and a.sent_at > m.sent_at and a.sent_at < m.sent_at + ${credit})))::int as replied,
      (count(*) filter (where exists (select 1 from customer_events e
        where e.customer_id = m.customer_id and e.type = 'phase' and e.to_value = 'closed'
          and e.created_at > m.sent_at and e.created_at < m.sent_at + ${credit})))::int as sold
    from campaigns c join campaign_messages m on m.campaign_id = c.id and m.status = 'sent'
    where c.user_id = ${userId} and ${sentAt} >= ${start} and ${sentAt} < ${end}
    group by c.id order by max(m.sent_at) desc limit 10`);
  return rows.map(({ id, title, sent, replied, sold }) => ({ id, title, sent, replied, sold }));
}
