import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { normalizeEmail } from '#shared/auth.ts';
import type { Db, Executor } from '../db/client.ts';
import { passwordLinks } from '../db/schema.ts';

export type LinkPurpose = 'access' | 'reset';

/** How long each link can be used: a purchase's access link waits for the buyer for days. */
export const LINK_VALID_HOURS: Record<LinkPurpose, number> = { access: 72, reset: 1 };

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

/** The unexpired link of this token and purpose. */
const liveLink = (token: string, purpose: LinkPurpose) =>
  and(
    eq(passwordLinks.tokenHash, hashOf(token)),
    eq(passwordLinks.purpose, purpose),
    gt(passwordLinks.expiresAt, sql`now()`),
  );

/** Whether a token is a live link, without using it: no password is hashed for a dead one. */
export async function isLivePasswordLink(
  db: Executor,
  token: string,
  purpose: LinkPurpose,
): Promise<boolean> {
  const [link] = await db
    .select({ id: passwordLinks.id })
    .from(passwordLinks)
    .where(liveLink(token, purpose));
  return link !== undefined;
}

/**
 * Uses a link: answers its email and deletes every outstanding link of that email, so neither
 * this token nor an older one works again. Undefined for an unknown, used or expired token.
 */
export async function consumePasswordLink(
  db: Executor,
  token: string,
  purpose: LinkPurpose,
): Promise<string | undefined> {
  const [link] = await db
    .delete(passwordLinks)
    .where(liveLink(token, purpose))
    .returning({ email: passwordLinks.email });
  if (link) await deletePasswordLinks(db, link.email);
  return link?.email;
}

/** Ends every outstanding link of an email: its password just changed. */
export async function deletePasswordLinks(db: Executor, email: string): Promise<void> {
  await db.delete(passwordLinks).where(eq(passwordLinks.email, normalizeEmail(email)));
}
