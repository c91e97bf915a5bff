import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loadSecrets, resolveDataDir } from './data-dir.ts';
import { backfillWhatsapp } from './customers/whatsapp-backfill.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { loadRenderers } from './http/ssr.ts';
import { createLogger } from './logger.ts';
import { checkoutWarnings } from './members/checkout-platforms.ts';
import { seedMembers } from './members/seed.ts';
import { drainGenerations } from './scripts/generations.ts';
import { closeWorkers } from './workers/pool.ts';
import { warmUpOfflineWriter } from './ai/offline-engine.ts';
import { startJobs } from './jobs/index.ts';

/** Entry point: config → database → migrations → listen, and a graceful shutdown. */
async function main(): Promise<void> {
  // The server runs with production rules unless told otherwise (`npm run dev` says development),
  // React's server renderer too: it picks its build by process.env.NODE_ENV when loaded, and
  // its development build renders a member page 3 to 6 times slower.
  process.env.NODE_ENV ||= 'production';
  const config = loadConfig(process.env);
  const logger = createLogger(config.LOG_LEVEL);
  for (const warning of checkoutWarnings(config)) logger.warn(warning);
  const dataDir = resolveDataDir(config.DATA_DIR);
  const database = await openDatabase(config, dataDir, logger);
  // The embedded PostgreSQL could not be brought back: exit, so systemd, Docker or the PaaS
  // restarts the whole server rather than leave it up answering 503.
  database.onFatal((err) => {
    logger.fatal(`${err.message}. Exiting so that the service manager restarts the server.`);
    process.exit(1);
  });
  let jobs: Awaited<ReturnType<typeof startJobs>>;
  try {
    await runMigrations(database.pool);
    await backfillWhatsapp(database.pool);
    jobs = await startJobs({ database, config, dataDir, logger });
  } catch (err) {
    await database.close();
    throw err;
  }
  const secrets = loadSecrets(dataDir);
  const demo = await seedMembers(database, config, secrets.demoPassword);
  const renderers = await loadRenderers();
  const app = createApp({
    config,
    database,
    logger,
    authSecret: config.AUTH_SECRET ?? secrets.authSecret,
    mail: jobs.mail,
    renderers,
  });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${info.port}`;
    logger.info({ url, database: database.mode }, 'server ready');
    const lines = [`${config.APP_NAME} is running at ${url}  (database: ${database.mode})`];
    // Printed by the start that makes it only; DATA_DIR/secrets.json keeps it (README).
    if (demo) lines.push(`Demo login: ${demo.email} / ${demo.password}  (shown once)`);
    process.stdout.write(`\n${lines.map((l) => `  ${l}\n`).join('')}\n`);
    renderers
      ?.warmUp()
      .catch((err: unknown) => logger.warn({ err }, 'member pages warm-up failed'));
    warmUpOfflineWriter().catch((err: unknown) =>
      logger.warn({ err }, 'offline writer warm-up failed'),
    );
  }) as Server;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    await drainGenerations();
    await closeWorkers();
    await jobs.stop();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  }
  process.exit(1);
});
