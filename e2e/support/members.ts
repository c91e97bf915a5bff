import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { e2eBaseUrl, e2eDataDir } from './env.ts';

// The bundled CLI, built with the server the journeys run: 0.5 s a call where the sources take
// 2 s to load (drizzle-orm's modules, unbundled), and the journeys add 76 members.
const cli = path.resolve(import.meta.dirname, '../../dist/server/members.js');

/**
 * Runs the operator's members CLI against the e2e server's data, as an operator would (or, given
 * first, another server's).
 */
export function members(
  ...args: [{ dataDir: string; baseUrl: string }, ...string[]] | string[]
): string {
  const [server, rest] =
    typeof args[0] === 'string'
      ? [{ dataDir: e2eDataDir, baseUrl: e2eBaseUrl }, args as string[]]
      : [args[0], args.slice(1) as string[]];
  const result = spawnSync(process.execPath, [cli, ...rest], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', APP_URL: server.baseUrl },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`members ${rest.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

export const newEmail = (prefix = 'e2e') =>
  `${prefix}-${randomBytes(4).toString('hex')}@exemplo.com.br`;
