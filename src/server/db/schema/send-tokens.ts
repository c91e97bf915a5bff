import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberOwned } from './auth.ts';

/**
 * send_tokens: a member's token for sending conversations from an iPhone Shortcut
 * (account/send-tokens.ts). Only its SHA-256 is kept; it may create shares and nothing else.
 * A member has at most one that is not revoked: a new one revokes the one before.
 */
export const sendTokens = pgTable(
  'send_tokens',
  {
    ...memberOwned,
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('send_tokens_user_idx').on(t.userId)],
);
