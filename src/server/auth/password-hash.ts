import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { AppError } from '../errors.ts';

// scrypt at OWASP's recommended minimum (N=2^17, r=8, p=1); Better Auth's default is weaker.
// The parameters are stored with each hash, so they can be raised later without a migration.
const params = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

// One hash costs about half a second of a core and 128 MiB. They run on libuv's thread pool,
// which also serves file reads: left unbounded, a burst of sign-ins starves every static file
// and the event loop. At most one core less than the machine has hashes at once; a short queue
// waits, and beyond it the request is refused (503) rather than left waiting for seconds.
const hashSlots = pLimit(Math.max(1, availableParallelism() - 1));
const MAX_WAITING = 8 * hashSlots.concurrency;

export const serverBusy = () =>
  new AppError(
    503,
    'SERVER_BUSY',
    'Muitos acessos ao mesmo tempo. Tente novamente em alguns segundos.',
  );

/**
 * Holds a place for a request that will hash a password, or refuses it (503) when the queue is
 * full. Taken synchronously on arrival: a burst cannot all pass the check before any of its
 * hashes has joined the queue. The caller releases it when its request is done.
 */
let reserved = 0;
export function reserveHashSlot(): () => void {
  if (reserved >= hashSlots.concurrency + MAX_WAITING) throw serverBusy();
  reserved++;
  let released = false;
  return () => {
    if (!released) reserved--;
    released = true;
  };
}

function derive(password: string, salt: Buffer, p: typeof params): Promise<Buffer> {
  const options: ScryptOptions = { ...p, maxmem: 256 * p.N * p.r };
  return hashSlots(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  const want = Buffer.from(expected, 'base64url');
  return key.length === want.length && timingSafeEqual(key, want);
}
