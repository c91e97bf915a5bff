import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { customerOwned } from './customers.ts';

/**
 * conversation_messages: what a customer and the seller said in WhatsApp, with WhatsApp's times.
 * A message is its author, time and text: sharing the same chat again adds nothing.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    ...customerOwned,
    author: text('author', { enum: ['customer', 'seller'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    // md5 of the text: a long message would not fit a btree entry as it is.
    uniqueIndex('conversation_messages_identity_idx').on(
      t.customerId,
      t.author,
      t.sentAt,
      sql`md5(${t.text})`,
    ),
    index('conversation_messages_page_idx').on(t.customerId, t.sentAt.desc(), t.id.desc()),
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
    /** The read share (conversations/read/share.ts ReadShare). */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shares_user_idx').on(t.userId),
    index('shares_created_idx').on(t.createdAt),
    check('shares_kind_check', sql`${t.kind} in ('chat', 'contacts')`),
    check('shares_owner_check', sql`${t.userId} is not null or ${t.claimTokenHash} is not null`),
  ],
);
