/**
 * The Drizzle schema (pg-core), one file per area under schema/. drizzle-kit generates the SQL
 * migrations in drizzle/ from it (`npm run db:generate`).
 */
export * from './schema/auth.ts';
export * from './schema/members.ts';
export * from './schema/rate-limits.ts';
export * from './schema/products.ts';
export * from './schema/customers.ts';
export * from './schema/ai.ts';
export * from './schema/push.ts';
export * from './schema/mail.ts';
export * from './schema/conversations.ts';
export * from './schema/follow-ups.ts';
export * from './schema/pix.ts';
export * from './schema/send-tokens.ts';
export * from './schema/after-sale.ts';
export * from './schema/campaigns.ts';
export * from './schema/reactivations.ts';
