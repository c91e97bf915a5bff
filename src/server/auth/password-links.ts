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

/** What a link is when its page opens (nothing used or hashed), with a live link's email. */
export async function passwordLinkState(
  db: Executor,
  token: string,
  purpose: LinkPurpose,
): Promise<{ state: LinkState; email?: string }> {
  if (!token) return { state: 'invalid' };
  const [link] = await db
    .select({
      email: passwordLinks.email,
      used: sql<boolean>`${passwordLinks.usedAt} is not null`,
      expired: sql<boolean>`${passwordLinks.expiresAt} <= now()`,
    })
    .from(passwordLinks)
    .where(and(eq(passwordLinks.tokenHash, hashOf(token)), eq(passwordLinks.purpose, purpose)));
  if (!link) return { state: 'invalid' };
  if (link.used) return { state: 'used' };
  return link.expired ? { state: 'expired' } : { state: 'live', email: link.email };
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
