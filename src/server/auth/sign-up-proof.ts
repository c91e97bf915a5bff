import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { normalizeEmail } from '#shared/auth.ts';
import type { Executor } from '../db/client.ts';
import { accounts, users } from '../db/schema.ts';

/**
 * The browser that made a 'Primeiro Acesso' keeps a proof of the name and password it typed:
 * an HMAC of the pending account's id and password hash, in an HttpOnly cookie on /api/auth.
 * When the mailed link is opened there, the page only confirms; anywhere else it asks for the
 * name and password as before (decision 008), so a squatter's password never becomes the
 * buyer's: a later sign-up replaces the account and its hash, and the old proof stops matching.
 */
export const SIGN_UP_COOKIE = 'fz_signup';
/** As long as the access link it goes with. */
export const SIGN_UP_PROOF_HOURS = 72;

/** The unconfirmed account of an email (the one with `userId` only, when given) and its hash. */
async function pendingCredential(db: Executor, email: string, userId?: string) {
  const [row] = await db
    .select({ userId: users.id, passwordHash: accounts.password })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(
      and(
        eq(users.email, normalizeEmail(email)),
        eq(users.emailVerified, false),
        userId ? eq(users.id, userId) : undefined,
      ),
    );
  return row?.passwordHash ? { userId: row.userId, passwordHash: row.passwordHash } : undefined;
}

/** A key of its own, derived from the app's secret: a proof is no other HMAC of that secret. */
const macOf = (secret: string, userId: string, passwordHash: string) =>
  createHmac('sha256', createHmac('sha256', secret).update(SIGN_UP_COOKIE).digest())
    .update(`${userId}:${passwordHash}`)
    .digest('base64url');

/**
 * The cookie's value for the account this sign-up just made (`userId`, from its answer): none
 * when another sign-up for the email has replaced it since.
 */
export async function signUpProof(
  db: Executor,
  secret: string,
  email: string,
  userId: string,
): Promise<string | undefined> {
  const pending = await pendingCredential(db, email, userId);
  return pending && `${pending.userId}.${macOf(secret, pending.userId, pending.passwordHash)}`;
}

/** The pending account this proof was made for, if it still is the email's, unchanged. */
export async function provenSignUp(
  db: Executor,
  secret: string,
  email: string,
  proof: string | undefined,
): Promise<string | undefined> {
  if (!proof) return undefined;
  const pending = await pendingCredential(db, email);
  if (!pending) return undefined;
  const expected = Buffer.from(
    `${pending.userId}.${macOf(secret, pending.userId, pending.passwordHash)}`,
  );
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? pending.userId
    : undefined;
}
