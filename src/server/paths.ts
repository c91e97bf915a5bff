import { existsSync } from 'node:fs';
import path from 'node:path';

/** The project folder, found upward from this file, whether it runs from src/ or the bundle. */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'drizzle'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`No project folder above ${from}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);
export const migrationsFolder = path.join(projectRoot, 'drizzle');
export const defaultClientDir = path.join(projectRoot, 'dist', 'client');
