import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { memberOwned } from './auth.ts';
import { produtos } from './products.ts';

/** scripts_gerados: every saved script; it outlives its product (produto_id set null). */
export const scriptsGerados = pgTable(
  'scripts_gerados',
  {
    ...memberOwned,
    produtoId: uuid('produto_id').references(() => produtos.id, { onDelete: 'set null' }),
    /** The product's name when generated, so the list still names a deleted product. */
    produtoNome: text('produto_nome'),
    scriptContent: text('script_content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scripts_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** user_daily_limits: one row per member per UTC day, incremented atomically. */
export const userDailyLimits = pgTable(
  'user_daily_limits',
  {
    ...memberOwned,
    date: date('date').notNull(),
    scriptsGenerated: integer('scripts_generated').notNull().default(0),
    objectionsBroken: integer('objections_broken').notNull().default(0),
    repliesWritten: integer('replies_written').notNull().default(0),
    audioMinutes: integer('audio_minutes').notNull().default(0),
    campaignMessagesWritten: integer('campaign_messages_written').notNull().default(0),
  },
  (t) => [unique('user_daily_limits_user_date_key').on(t.userId, t.date)],
);
