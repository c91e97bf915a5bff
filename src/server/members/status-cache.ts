import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { normalizeEmail } from '#shared/auth.ts';
import type { Database, Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { isActiveMember } from './store.ts';

// Every data request needs the caller's membership; reading it took a query of its own before
// the route's, in series (bench:load). Each instance keeps the answers in memory, and forgets
// one as soon as PostgreSQL says its row changed: a trigger on `members` (migration 0013)
// notifies 'member_status' in the writer's transaction, and a dedicated connection listens.
// Whenever that connection is not known to deliver (starting, lost, reconnecting), nothing is
// cached and every request reads the database, so a missed message never lets anyone in.

const CHANNEL = 'member_status';
/** A message this instance sends itself through the pool, proving the channel delivers. */
const PROBE_CHANNEL = 'member_status_probe';
const PROBE_EVERY_MS = 10_000;
const PROBE_WAIT_MS = 5_000;
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 15_000;
/** Only a bound on memory and a last resort: a change is forgotten by its message. */
const ENTRY_TTL_MS = 10 * 60_000;

/** Shown in pg_stat_activity: the tests end this connection to prove the fallback. */
export const LISTENER_APPLICATION_NAME = `fechazap member status ${process.pid}`;

export class MemberStatusCache {
  private readonly entries = new LRUCache<string, boolean>({ max: 50_000, ttl: ENTRY_TTL_MS });
  /** Bumped by every change; a lookup caches its answer only if none happened meanwhile. */
  private generation = 0;
  private client: pg.Client | undefined;
  /** True once a probe came back on the current connection: only then is anything cached. */
  private delivering = false;
  private retries = 0;
  private timer: NodeJS.Timeout | undefined;
  private probe: { token: string; arrived: () => void } | undefined;
  private stopped = false;

  private readonly pool: pg.Pool;
  private readonly log: Logger;

  constructor(pool: pg.Pool, log: Logger) {
    this.pool = pool;
    this.log = log;
  }

  /** The membership check of every data request. */
  async isActive(db: Db, email: string): Promise<boolean> {
    const key = normalizeEmail(email);
    if (this.entries.has(key)) {
      // A change another instance made may have reached this process with the request that
      // follows it: the turn of the event loop that reads the listener's socket comes first.
      await new Promise(setImmediate);
      const known = this.entries.get(key);
      if (known !== undefined) return known;
    }
    const startedAt = this.delivering ? this.generation : undefined;
    const active = await isActiveMember(db, key);
    if (this.delivering && startedAt === this.generation) this.entries.set(key, active);
    return active;
  }

  start(): this {
    void this.connect();
    return this;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    if (client) this.lost(client);
  }

  /**
   * A change this instance made: forgotten here at once. PostgreSQL's message still comes and
   * forgets it everywhere; this only spares the writer's own next request the wait for it.
   */
  forget(email: string): void {
    this.generation++;
    this.entries.delete(normalizeEmail(email));
  }

  private forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.pool.ending) return this.stop();
    const client = new pg.Client({
      ...this.pool.options,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === PROBE_CHANNEL) {
        const probe = this.probe;
        if (probe && message.payload === probe.token) probe.arrived();
        return;
      }
      this.generation++;
      if (message.payload) this.entries.delete(message.payload);
      else this.entries.clear();
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}; LISTEN ${PROBE_CHANNEL}`);
      if ((await this.checkDelivery(client)) === 'late') {
        throw new Error('member status probe not delivered');
      }
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.retries > 0) this.log.info('member status listener is back: membership cached again');
    this.retries = 0;
    this.forgetAll();
    this.delivering = true;
    this.schedule(() => this.probeAgain(client), PROBE_EVERY_MS);
  }

  /**
   * Sends a probe through the pool and waits for it on the listener: 'late' when it does not
   * come back; throws when the pool could not send it.
   */
  private async checkDelivery(client: pg.Client): Promise<'delivered' | 'late'> {
    const token = randomUUID();
    const arrived = new Promise<'delivered'>((resolve) => {
      this.probe = { token, arrived: () => resolve('delivered') };
    });
    let timeout: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timeout = setTimeout(() => resolve('late'), PROBE_WAIT_MS);
    });
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [PROBE_CHANNEL, token]);
      const result = await Promise.race([arrived, late]);
      return this.client === client ? result : 'late';
    } finally {
      clearTimeout(timeout);
      this.probe = undefined;
    }
  }

  /** A connection that died without a word (no reset) is found within one probe. */
  private async probeAgain(client: pg.Client): Promise<void> {
    if (this.stopped || this.pool.ending) return this.stop();
    // A pool that cannot send the probe is the pool's trouble, not a silent listener's.
    const result = await this.checkDelivery(client).catch(() => 'unsent' as const);
    if (this.client !== client) return;
    if (result === 'late') return this.lost(client, new Error('member status probe not delivered'));
    this.schedule(() => this.probeAgain(client), PROBE_EVERY_MS);
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.delivering = false;
    this.forgetAll();
    clearTimeout(this.timer);
    client.removeAllListeners('notification');
    client.removeAllListeners('end');
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.stopped || this.pool.ending) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.retries++);
    this.log.warn(
      { err, retryInMs: delay },
      'member status listener lost: membership read from the database on every request',
    );
    this.schedule(() => this.connect(), delay);
  }

  private schedule(run: () => Promise<void>, ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void run(), ms).unref();
  }
}

const caches = new WeakMap<Db, MemberStatusCache>();

/**
 * Starts the cache of a database (once): the app does it when it is built. It stops by itself
 * once the database's pool is closed.
 */
export function watchMemberStatus(database: Database, log: Logger): MemberStatusCache {
  let cache = caches.get(database.db);
  if (!cache) {
    cache = new MemberStatusCache(database.pool, log).start();
    caches.set(database.db, cache);
  }
  return cache;
}

/** A status this instance just wrote, forgotten by its cache before the message comes back. */
export function forgetMemberStatus(db: Db, email: string): void {
  caches.get(db)?.forget(email);
}

/** The membership check: from the cache when one watches this database, else by query. */
export function isActiveMemberCached(db: Db, email: string): Promise<boolean> {
  const cache = caches.get(db);
  return cache ? cache.isActive(db, email) : isActiveMember(db, email);
}
