// `npm run db:restore -- FILE`: replaces the database with a backup, on DATABASE_URL or the
// embedded one; refuses while a server runs on that data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { DataDirInUseError, resolveDataDir } from '../data-dir.ts';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';
import { createLogger } from '../logger.ts';
import { backupsDir } from './files.ts';
import { otherSessions } from './in-use.ts';
import { restoreBackup } from './restore.ts';
import { runCli } from './run-cli.ts';

const USAGE = 'Usage: npm run db:restore -- FILE   (a file written by npm run db:backup)';

async function main(args: string[]): Promise<number> {
  const file = args[0] ? path.resolve(args[0]) : undefined;
  if (!file) return fail(USAGE, 2);
  if (!existsSync(file)) return fail(`No such file: ${file}`);
  const config = loadConfig();
  const dataDir = resolveDataDir(config.DATA_DIR);
  let database: Database;
  try {
    // In embedded mode this takes DATA_DIR's lock, the one a running server holds.
    database = await openDatabase(config, dataDir, createLogger('warn'));
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    return fail(
      `The FechaZap server (pid ${err.pid}) is running on DATA_DIR ${dataDir}: stop it, then restore.`,
    );
  }
  try {
    const others = await otherSessions(database.pool);
    if (others.count > 0) {
      return fail(
        `${others.count} other connection(s) are open on this database (${others.clients}): ` +
          'stop every server and tool using it, then restore.',
      );
    }
    const summary = await restoreBackup(database.pool, file, {
      keepPreviousIn: backupsDir(dataDir),
      keep: config.BACKUP_KEEP,
    });
    if (summary.previousDataFile) {
      console.log(`The data it replaced was saved to ${summary.previousDataFile}`);
    }
    console.log(`Restored ${file} (taken at ${summary.takenAt}). Rows per table:`);
    const width = Math.max(...Object.keys(summary.counts).map((table) => table.length));
    for (const [table, count] of Object.entries(summary.counts)) {
      console.log(`  ${table.padEnd(width)}  ${count}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

function fail(message: string, code = 1): number {
  console.error(message);
  return code;
}

runCli('Restore', main);
