// Starts the real (bundled) server for the browser journeys on a fresh DATA_DIR.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { e2eBaseUrl, e2eDataDir, e2ePort } from './env.ts';

rmSync(e2eDataDir, { recursive: true, force: true });
mkdirSync(e2eDataDir, { recursive: true });
chmodSync(e2eDataDir, 0o755); // the embedded postgres runs as the postgres user when we are root

const server = spawn(
  process.execPath,
  [path.resolve(import.meta.dirname, '../../dist/server/index.js')],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: e2eDataDir,
      DATABASE_URL: '',
      PORT: String(e2ePort),
      APP_URL: e2eBaseUrl,
      TRUST_PROXY: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
);

const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(e2eDataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
