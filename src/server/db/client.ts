import { EventEmitter } from 'node:events';
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
  /**
   * Calls `listener` each time the embedded PostgreSQL is running again after a crash or a
   * stop from outside (never for an external one). Connections made before it are gone, and so
   * is any NOTIFY sent while it was down: a LISTEN connection reconnects and drops what it
   * cached. Returns the unsubscribe function.
   */
  onRestart(listener: () => void): () => void;
  /** Calls `listener` when the embedded PostgreSQL died and cannot be restarted. */
  onFatal(listener: (err: Error) => void): () => void;
  close(): Promise<void>;
}

export interface DatabaseEvents {
  restart: [];
  fatal: [err: Error];
}

/** A pooled Drizzle client. A connection dropped by the server is discarded, not fatal. */
export function connect(
  url: string,
  mode: Database['mode'],
  log?: Logger,
  events = new EventEmitter<DatabaseEvents>(),
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A lock wait or a stalled server must not hold the pool's connections for ever.
    statement_timeout: 15_000,
    query_timeout: 20_000,
  });
  // Its message only: node-postgres hangs the whole client on the error.
  pool.on('error', ({ message }) => log?.warn({ message }, 'idle database connection failed'));
  // A checked-out connection (a transaction's) that the server drops emits 'error' between
  // queries, which would end the process with no listener: its next query fails instead, and
  // the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return {
    db: drizzle(pool, { schema }),
    pool,
    mode,
    onRestart(listener) {
      events.on('restart', listener);
      return () => void events.off('restart', listener);
    },
    onFatal(listener) {
      events.on('fatal', listener);
      return () => void events.off('fatal', listener);
    },
    close: () => pool.end(),
  };
}
