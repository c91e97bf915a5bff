import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  integer,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { clientes, customerOwned } from './customers.ts';

/**
 * conversation_messages: what a customer and the seller said in WhatsApp, with WhatsApp's times.
 * A message is its author, its minute, its text and its place among the messages with that
 * same author, minute and text (`ordinal`): sharing the same chat again adds nothing, four
 * photos sent in one minute stay four, and a pasted copy (minutes) meets the export (seconds).
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    ...customerOwned,
    author: text('author', { enum: ['customer', 'seller'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
    /** Its place among this customer's messages of the same author, minute and text (from 0). */
    ordinal: integer('ordinal').notNull().default(0),
    /** The order messages were filed in: a file's own order within a minute. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    // md5 of the text: a long message would not fit a btree entry as it is. date_bin, unlike
    // date_trunc, is immutable on a timestamptz, as an index requires.
    uniqueIndex('conversation_messages_identity_idx').on(
      t.customerId,
      t.author,
      sql`date_bin('1 minute', ${t.sentAt}, timestamptz '2000-01-01 00:00:00+00')`,
      sql`md5(${t.text})`,
      t.ordinal,
    ),
    index('conversation_messages_page_idx').on(t.customerId, t.sentAt.desc(), t.seq.desc()),
    // The seller's own words across customers: their voice for the replies.
    index('conversation_messages_user_author_idx').on(t.userId, t.author, t.sentAt.desc()),
    check('conversation_messages_author_check', sql`${t.author} in ('customer', 'seller')`),
  ],
);

/**
 * shares: what came in through the share sheet, a paste or a file, read but not yet filed.
 * Signed out, only the SHA-256 of the claim cookie's token is kept. Purged after 24 h.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimTokenHash: text('claim_token_hash'),
    kind: text('kind', { enum: ['chat', 'contacts'] }).notNull(),
    fileName: text('file_name'),
    /** The customer this share made when filed on a new one: filing it again lands there. */
    createdCustomerId: uuid('created_customer_id').references(() => clientes.id, {
      onDelete: 'set null',
    }),
    /** The read share (conversations/read/share.ts ReadShare). */
    payload: jsonb('payload').notNull(),
    /**
     * The replies last written for this share (a ReplyResult), and the customer they were
     * written for (null: the new customer the share proposes). Asking again for the same one
     * answers these, so a reload does not write or charge again.
     */
    replies: jsonb('replies'),
    repliesCustomerId: uuid('replies_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shares_user_idx').on(t.userId),
    index('shares_created_idx').on(t.createdAt),
    check('shares_kind_check', sql`${t.kind} in ('chat', 'contacts')`),
    check('shares_owner_check', sql`${t.userId} is not null or ${t.claimTokenHash} is not null`),
  ],
);

/**
 * conversation_usage: how many messages and bytes of text a member keeps, kept by triggers on
 * conversation_messages (drizzle/0019), so a member's cap is checked without counting rows.
 */
export const conversationUsage = pgTable('conversation_usage', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messages: integer('messages').notNull().default(0),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});
