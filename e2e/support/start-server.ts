// Starts the real server for the browser journeys on a fresh DATA_DIR, removed on exit.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-e2e-'));
chmodSync(dataDir, 0o755); // the embedded postgres runs as the postgres user when we are root

const server = spawn(
  process.execPath,
  [path.resolve(import.meta.dirname, '../../dist/server/index.js')],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
);

const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
