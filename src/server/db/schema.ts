/**
 * The Drizzle schema (pg-core). Each feature adds its tables here; drizzle-kit generates the
 * SQL migrations in drizzle/ from this file (`npm run db:generate`).
 */
export {};
