import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A database or an open transaction: store functions that may run inside one take this. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  mode: 'embedded' | 'external';
  close(): Promise<void>;
}

/** A pooled Drizzle client. An idle connection dropped by the server is logged, not fatal. */
export function connect(url: string, mode: Database['mode'], log?: Logger): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A lock wait or a stalled server must not hold the pool's connections for ever.
    statement_timeout: 15_000,
    query_timeout: 20_000,
  });
  pool.on('error', (err) => log?.warn({ err }, 'idle database connection failed'));
  return { db: drizzle(pool, { schema }), pool, mode, close: () => pool.end() };
}
