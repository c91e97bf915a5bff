import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The server suite's bundles, made by its global setup (setup/server-bundle.ts). */
export const testBundleDir = path.resolve(import.meta.dirname, '../../dist/test-server');

/** A bundled entry: `index` (the server), `members`, `backup-cli`, `restore-cli`. */
export const bundled = (name: string) => path.join(testBundleDir, `${name}.js`);

const entry = bundled('index');

export interface ServerProcess {
  proc: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-server-'));
  chmodSync(dir, 0o755); // the embedded postgres runs as the postgres user when we are root
  return dir;
}

/** Starts the real server (bundled, as `npm start` runs it) and waits for its start-up banner. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const proc = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The banner comes last, after the demo login line when there is one.
      const ready = /is running at (http:\/\/\S+)[^\n]*\n(?:.*Demo login.*\n)?\n/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { proc, baseUrl, output: () => output, exited };
}

/** Runs the server until it exits by itself (a refused start-up), returning code and output. */
export async function runServerToExit(env: Record<string, string>) {
  const proc = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve));
  return { code, output };
}
