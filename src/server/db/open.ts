import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { DataDirInUseError, loadSecrets, lockDataDir } from '../data-dir.ts';
import type { Logger } from '../logger.ts';
import { connect, type Database, type DatabaseEvents } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { superviseEmbedded } from './supervisor.ts';

const EMBEDDED_USER = 'fechazap';
const EMBEDDED_DATABASE = 'fechazap';

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR/postgres, restarted
 * when it crashes (src/server/db/supervisor.ts; its caller decides what 'fatal' means).
 */
export async function openDatabase(
  config: Config,
  dataDir: string,
  log: Logger,
): Promise<Database> {
  if (config.DATABASE_URL) return connect(config.DATABASE_URL, 'external', log);

  const unlock = lockDataDir(dataDir);
  try {
    const server = await startEmbeddedPostgres({
      dir: path.join(dataDir, 'postgres'),
      user: EMBEDDED_USER,
      password: loadSecrets(dataDir).dbPassword,
      log: (message) => log.info(message),
    });
    const url = new URL(server.url);
    await createDatabaseIfMissing(url.href, EMBEDDED_DATABASE).catch(async (err: unknown) => {
      await server.stop();
      throw err;
    });
    url.pathname = `/${EMBEDDED_DATABASE}`;
    const events = new EventEmitter<DatabaseEvents>();
    const database = connect(url.href, 'embedded', log, events);
    const supervisor = superviseEmbedded(server, {
      log,
      onRestart: () => events.emit('restart'),
      onFatal(err) {
        if (!events.emit('fatal', err)) log.error(err.message);
      },
    });
    return {
      ...database,
      async close() {
        await supervisor.stop();
        await database.close();
        await server.stop();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * For operator tools (the members CLI): the database of a server that is running on DATA_DIR,
 * or, when none is, the embedded database started just for the tool.
 */
export async function openDatabaseForTool(
  config: Config,
  dataDir: string,
  log: Logger,
): Promise<Database> {
  try {
    return await openDatabase(config, dataDir, log);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
  }
  const pid = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const password = encodeURIComponent(loadSecrets(dataDir).dbPassword);
  return connect(
    `postgres://${EMBEDDED_USER}:${password}@127.0.0.1:${pid[3]}/${EMBEDDED_DATABASE}`,
    'embedded',
    log,
  );
}
