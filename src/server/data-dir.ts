import { createECDH, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds what the server makes for itself: the embedded database, generated secrets,
 * the mail outbox. This module owns the secrets file and the single-server lock.
 */
export function resolveDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export interface Secrets {
  authSecret: string;
  dbPassword: string;
  demoPassword: string;
}

const newSecret = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Reads DATA_DIR/secrets.json (mode 600), adding any secret it lacks, random, on first use. */
export function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secrets: Secrets = {
    authSecret: stored.authSecret ?? newSecret(32),
    dbPassword: stored.dbPassword ?? newSecret(24),
    demoPassword: stored.demoPassword ?? newSecret(9),
  };
  if (Object.keys(stored).length !== Object.keys(secrets).length) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function newVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A P-256 private key is 32 bytes; one with leading zero bytes comes back shorter.
  const privateKey = Buffer.alloc(32);
  ecdh.getPrivateKey().copy(privateKey, 32 - ecdh.getPrivateKey().length);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/**
 * Reads DATA_DIR/vapid.json (mode 600), the web push key pair, made on first use. Browsers
 * subscribe with the public key, so it never changes: the first writer wins (link is atomic).
 */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, JSON.stringify(newVapidKeys(), null, 2), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
}

export class DataDirInUseError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `Another FechaZap server (pid ${pid}) is already using ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
    this.pid = pid;
  }
}

function isLiveServer(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // A recycled pid that now belongs to some other program is not a server.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * Takes DATA_DIR/server.pid for this process. A lock left by a dead process is taken over;
 * a live one refuses start-up. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && isLiveServer(pid)) throw new DataDirInUseError(dataDir, pid);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${file}`);
}
