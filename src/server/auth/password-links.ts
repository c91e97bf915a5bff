import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  LINK_VALID_HOURS,
  normalizeEmail,
  type LinkPurpose,
  type LinkState,
} from '#shared/auth.ts';
import type { Db, Executor } from '../db/client.ts';
import { passwordLinks } from '../db/schema.ts';

export type { LinkPurpose };

/** How long each link can be used: a purchase's access link waits for the buyer for days. */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link token for the email; only its hash is stored. */
export async function createPasswordLink(
  db: Db,
  email: string,
  purpose: LinkPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordLinks).values({
    email: normalizeEmail(email),
    purpose,
    tokenHash: hashOf(token),
    expiresAt: sql`now() + make_interval(hours => ${LINK_VALID_HOURS[purpose]})`,
  });
  return token;
}

/** The unused, unexpired link of this token and purpose. */
const liveLink = (token: string, purpose: LinkPurpose) =>
  and(
    eq(passwordLinks.tokenHash, hashOf(token)),
    eq(passwordLinks.purpose, purpose),
    isNull(passwordLinks.usedAt),
    gt(passwordLinks.expiresAt, sql`now()`),
  );

/** A token's state, without using it. A used link stays known until the daily purge drops it. */
export async function passwordLinkState(
  db: Executor,
  token: string,
  purpose: LinkPurpose,
): Promise<LinkState> {
  if (!token) return 'invalid';
  const [link] = await db
    .select({
      used: sql<boolean>`${passwordLinks.usedAt} is not null`,
      expired: sql<boolean>`${passwordLinks.expiresAt} <= now()`,
    })
    .from(passwordLinks)
    .where(and(eq(passwordLinks.tokenHash, hashOf(token)), eq(passwordLinks.purpose, purpose)));
  if (!link) return 'invalid';
  if (link.used) return 'used';
  return link.expired ? 'expired' : 'live';
}

/** The email of a live link, without using it. */
export async function liveLinkEmail(
  db: Executor,
  token: string,
  purpose: LinkPurpose,
): Promise<string | undefined> {
  const [link] = await db
    .select({ email: passwordLinks.email })
    .from(passwordLinks)
    .where(liveLink(token, purpose));
  return link?.email;
}

/** Whether a token is a live link, without using it: no password is hashed for a dead one. */
export async function isLivePasswordLink(
  db: Executor,
  token: string,
  purpose: LinkPurpose,
): Promise<boolean> {
  return (await liveLinkEmail(db, token, purpose)) !== undefined;
}

/**
 * Uses a link: answers its email and marks every outstanding link of that email used, so
 * neither this token nor an older one works again (their pages say so). Undefined for an
 * unknown, used or expired token.
 */
export async function consumePasswordLink(
  db: Executor,
  token: string,
  purpose: LinkPurpose,
): Promise<string | undefined> {
  const [link] = await db
    .update(passwordLinks)
    .set({ usedAt: sql`now()` })
    .where(liveLink(token, purpose))
    .returning({ email: passwordLinks.email });
  if (link) {
    await db
      .update(passwordLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordLinks.email, link.email), isNull(passwordLinks.usedAt)));
  }
  return link?.email;
}

/** Ends every outstanding link of an email: its password just changed. */
export async function deletePasswordLinks(db: Executor, email: string): Promise<void> {
  await db.delete(passwordLinks).where(eq(passwordLinks.email, normalizeEmail(email)));
}
