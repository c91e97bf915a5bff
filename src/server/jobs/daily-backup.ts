import path from 'node:path';
import type pg from 'pg';
import { backupFileName, backupsDir, pruneBackups } from '../backup/files.ts';
import { writeBackup, type BackupSummary } from '../backup/snapshot.ts';

/** Writes today's backup into DATA_DIR/backups/ and keeps only the newest `keep`. */
export async function runDailyBackup(
  pool: pg.Pool,
  dataDir: string,
  keep: number,
  now: Date = new Date(),
): Promise<BackupSummary & { pruned: string[] }> {
  const dir = backupsDir(dataDir);
  const summary = await writeBackup(pool, path.join(dir, backupFileName(now)));
  return { ...summary, pruned: pruneBackups(dir, keep) };
}
