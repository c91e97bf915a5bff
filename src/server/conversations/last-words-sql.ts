import { sql, type SQL } from 'drizzle-orm';

/**
 * The customer's last message to the seller, for customer `c` (an alias of clientes), as a
 * lateral subquery aliased `w` (`w.text`, `w.sent_at`): `left join ${lastCustomerWords(c)} on
 * true`. After-sale, campaigns and Reativar read the customer's last words from it.
 */
export const lastCustomerWords = (c: SQL): SQL => sql`lateral (
  select m.text, m.sent_at from conversation_messages m
  where m.customer_id = ${c}.id and m.author = 'customer'
  order by m.sent_at desc, m.seq desc limit 1
) w`;

/** Who wrote customer `c`'s conversation's last message: 'customer', 'seller', or null. */
export const lastAuthor = (c: SQL): SQL => sql`(
  select m.author from conversation_messages m where m.customer_id = ${c}.id
  order by m.sent_at desc, m.seq desc limit 1)`;
