import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SendTokenStatus } from '#shared/send-token.ts';
import type { Db } from '../db/client.ts';
import { sendTokens, users } from '../db/schema.ts';
import { hashOf } from '../conversations/shares-store.ts';

/** Send tokens start with this, so a request carrying one is recognised before any lookup. */
export const SEND_TOKEN_PREFIX = 'fzs_';

/**
 * A new send token for the member, shown once: only its SHA-256 is kept. The member's earlier
 * token stops working (one Shortcut, one token; a lost phone is one tap away from revoked).
 */
export async function createSendToken(db: Db, userId: string): Promise<string> {
  const token = `${SEND_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.transaction(async (tx) => {
    // Two taps at once: one after the other, so one token stays.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await revokeSendToken(tx, userId);
    await tx.insert(sendTokens).values({ userId, tokenHash: hashOf(token) });
  });
  return token;
}

export async function revokeSendToken(db: Pick<Db, 'update'>, userId: string): Promise<void> {
  await db
    .update(sendTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sendTokens.userId, userId), isNull(sendTokens.revokedAt)));
}

/** What Minha Conta shows: whether a token works, since when, and when it was last used. */
export async function sendTokenStatus(db: Db, userId: string): Promise<SendTokenStatus> {
  const [row] = await db
    .select({ createdAt: sendTokens.createdAt, lastUsedAt: sendTokens.lastUsedAt })
    .from(sendTokens)
    .where(and(eq(sendTokens.userId, userId), isNull(sendTokens.revokedAt)));
  return row
    ? {
        active: true,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }
    : { active: false, createdAt: null, lastUsedAt: null };
}

/**
 * The member a working token belongs to, its use recorded; null for an unknown or revoked one.
 */
export async function useSendToken(
  db: Db,
  token: string,
): Promise<{ tokenId: string; user: { id: string; email: string; name: string } } | null> {
  const [row] = await db
    .update(sendTokens)
    .set({ lastUsedAt: sql`now()` })
    .from(users)
    .where(
      and(
        eq(sendTokens.tokenHash, hashOf(token)),
        isNull(sendTokens.revokedAt),
        eq(users.id, sendTokens.userId),
      ),
    )
    .returning({ tokenId: sendTokens.id, id: users.id, email: users.email, name: users.name });
  return row
    ? { tokenId: row.tokenId, user: { id: row.id, email: row.email, name: row.name } }
    : null;
}
