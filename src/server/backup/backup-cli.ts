// `npm run db:backup [-- PATH]`: a consistent snapshot of the database, on DATABASE_URL or the
// embedded one, whether or not the server is running.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { resolveDataDir } from '../data-dir.ts';
import { openDatabaseForTool } from '../db/open.ts';
import { createLogger } from '../logger.ts';
import { backupFileName, backupsDir } from './files.ts';
import { runCli } from './run-cli.ts';
import { writeBackup } from './snapshot.ts';

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  const dataDir = resolveDataDir(config.DATA_DIR);
  const target = targetFile(args[0], dataDir, new Date());
  const database = await openDatabaseForTool(config, dataDir, createLogger('warn'));
  try {
    const summary = await writeBackup(database.pool, target);
    const rows = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
    const tables = Object.keys(summary.counts).length;
    console.log(
      `Backup written: ${summary.file}\n  ${rows} rows in ${tables} tables, as of ${summary.takenAt} (${Math.ceil(summary.bytes / 1024)} kB)`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

/** No argument: DATA_DIR/backups/<dated name>; a folder: the dated name in it; else that file. */
function targetFile(arg: string | undefined, dataDir: string, now: Date): string {
  if (!arg) return path.join(backupsDir(dataDir), backupFileName(now));
  const resolved = path.resolve(arg);
  if (existsSync(resolved) && statSync(resolved).isDirectory()) {
    return path.join(resolved, backupFileName(now));
  }
  return resolved;
}

runCli('Backup', main);
