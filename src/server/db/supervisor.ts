import type { Logger } from '../logger.ts';
import type { EmbeddedPostgres } from './embedded-postgres.ts';

export interface SupervisorOptions {
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** After a restart (ours, or whoever stopped it): connections made before it are gone. */
  onRestart(): void;
  /** It cannot be brought back: the process should exit so that its own supervisor restarts it. */
  onFatal(err: Error): void;
  intervalMs?: number;
  /** More crashes than this within `windowMs` is a crash loop, not a crash. */
  maxRestarts?: number;
  windowMs?: number;
}

export interface Supervisor {
  /** Stops watching (before a deliberate stop), once a restart under way has finished. */
  stop(): Promise<void>;
}

/**
 * Watches the embedded PostgreSQL's postmaster (pg_ctl runs it in its own session, so it is no
 * child of ours to get an 'exit' event from) and starts it again when it crashed. A postmaster
 * stopped cleanly was stopped on purpose and is left alone: the pool reconnects when it is back.
 */
export function superviseEmbedded(server: EmbeddedPostgres, opts: SupervisorOptions): Supervisor {
  const { log, intervalMs = 500, maxRestarts = 3, windowMs = 60_000 } = opts;
  const restarts: number[] = [];
  let stopped = false;
  let stoppedOutside = false;
  let busy: Promise<void> | undefined;

  const fatal = (reason: string) => {
    stopped = true;
    clearInterval(timer);
    opts.onFatal(
      new Error(`The embedded PostgreSQL stopped and could not be restarted: ${reason}`),
    );
  };

  const check = async () => {
    const state = server.state();
    if (state === 'missing') return fatal(`its data directory ${server.dataDir} is gone`);
    if (state === 'stopped') {
      if (!stoppedOutside) log.warn('The embedded PostgreSQL was stopped from outside the server');
      stoppedOutside = true;
      return;
    }
    if (state === 'running') {
      // Started again by whoever stopped it: connections from before are gone all the same.
      if (stoppedOutside) back();
      stoppedOutside = false;
      return;
    }

    const now = Date.now();
    const recent = restarts.filter((at) => now - at < windowMs);
    if (recent.length >= maxRestarts) {
      return fatal(`it crashed ${recent.length + 1} times within ${windowMs / 1000} s`);
    }
    log.error('The embedded PostgreSQL stopped unexpectedly: restarting it on the same data');
    try {
      await server.restart();
    } catch (err) {
      return fatal(err instanceof Error ? err.message : String(err));
    }
    restarts.splice(0, restarts.length, ...recent, now);
    back(Date.now() - now);
  };

  const back = (ms?: number) => {
    log.warn({ ms }, 'The embedded PostgreSQL is running again');
    opts.onRestart();
  };

  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = check()
      .catch((err: unknown) => log.error({ err }, 'embedded PostgreSQL supervision failed'))
      .finally(() => (busy = undefined));
  }, intervalMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
    },
  };
}
