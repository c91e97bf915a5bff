import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberOwned, users } from './auth.ts';
import { conversationMessages } from './conversations.ts';
import { clientes, customerEvents } from './customers.ts';
import { produtos } from './products.ts';

/**
 * campaigns: an occasion's campaign (shared/campaigns.ts), owned by server/campaigns/. Its
 * messages are written when it is made, one per customer of its audience.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    ...memberOwned,
    occasion: text('occasion').notNull(),
    title: text('title').notNull(),
    /** The product offered, and its name when the campaign was made. */
    productId: uuid('product_id').references(() => produtos.id, { onDelete: 'set null' }),
    productName: text('product_name'),
    offer: text('offer'),
    pixPrice: numeric('pix_price', { precision: 12, scale: 2 }),
    audience: jsonb('audience').notNull(),
    stopLine: boolean('stop_line').notNull().default(true),
    /**
     * The campaign pauses itself when `optOutsToPause` more of its customers ask to stop than
     * had when the seller last continued it: the count at that moment.
     */
    optOutsAccepted: integer('opt_outs_accepted').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaigns_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * campaign_messages: one customer of a campaign, with the message written for them: queued,
 * sent (with the conversation message and history line it made), skipped, or left out by a
 * guardrail (with the reason shown).
 */
export const campaignMessages = pgTable(
  'campaign_messages',
  {
    ...memberOwned,
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'skipped', 'left_out'] }).notNull(),
    /** Who wrote the text: the AI provider, or the offline writer. */
    source: text('source', { enum: ['ai', 'offline'] })
      .notNull()
      .default('offline'),
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    messageId: uuid('message_id').references(() => conversationMessages.id, {
      onDelete: 'set null',
    }),
    eventId: uuid('event_id').references(() => customerEvents.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('campaign_messages_once').on(t.campaignId, t.customerId),
    index('campaign_messages_sent_idx').on(t.userId, t.sentAt),
    index('campaign_messages_customer_idx').on(t.customerId, t.sentAt),
    check(
      'campaign_messages_status_check',
      sql`${t.status} in ('queued', 'sent', 'skipped', 'left_out')`,
    ),
    check('campaign_messages_source_check', sql`${t.source} in ('ai', 'offline')`),
    check('campaign_messages_sent_check', sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  ],
);

/** campaign_settings: a member's daily cap and the end of the countdown between two sends. */
export const campaignSettings = pgTable(
  'campaign_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyCap: integer('daily_cap').notNull().default(30),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }),
  },
  (t) => [check('campaign_settings_cap_check', sql`${t.dailyCap} between 1 and 60`)],
);
