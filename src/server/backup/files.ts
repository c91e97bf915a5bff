import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** Backups the server and `npm run db:backup` write by default: DATA_DIR/backups/. */
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** The daily backups, and the copies a restore makes of the data it replaces. */
const NAMES = {
  daily: /^fechazap-\d{4}-\d{2}-\d{2}T\d{6}Z\.jsonl\.gz$/,
  preRestore: /^pre-restore-\d{4}-\d{2}-\d{2}T\d{6}Z\.jsonl\.gz$/,
};
export type BackupKind = keyof typeof NAMES;

/** 2025-11-22T03:00:00.123Z → 2025-11-22T030000Z: sorts by time, valid on every filesystem. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/:/g, '')
    .replace(/\.\d+Z$/, 'Z');

export const backupFileName = (at: Date) => `fechazap-${stamp(at)}.jsonl.gz`;
export const preRestoreFileName = (at: Date) => `pre-restore-${stamp(at)}.jsonl.gz`;

export interface BackupFile {
  name: string;
  path: string;
  bytes: number;
  modifiedAt: Date;
}

/** The backups in `dir` named as `backupFileName` (or `preRestoreFileName`) names them, newest first. */
export function listBackups(dir: string, kind: BackupKind = 'daily'): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return names
    .filter((name) => NAMES[kind].test(name))
    .sort()
    .reverse()
    .map((name) => {
      const file = path.join(dir, name);
      const stat = statSync(file);
      return { name, path: file, bytes: stat.size, modifiedAt: stat.mtime };
    });
}

/** Deletes all but the newest `keep` backups of a kind; answers the names deleted. */
export function pruneBackups(dir: string, keep: number, kind: BackupKind = 'daily'): string[] {
  const old = listBackups(dir, kind).slice(keep);
  for (const file of old) rmSync(file.path, { force: true });
  return old.map((file) => file.name);
}
