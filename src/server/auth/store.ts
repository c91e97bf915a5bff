import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, users, verifications } from '../db/schema.ts';
import { hashPassword } from './password-hash.ts';

/** The email of the user a still-valid password reset token belongs to. */
export async function resetTokenOwner(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .where(
      and(
        eq(verifications.identifier, `reset-password:${token}`),
        gt(verifications.expiresAt, sql`now()`),
      ),
    );
  return row?.email;
}

export async function setDisplayName(db: Db, userId: string, displayName: string): Promise<void> {
  await db
    .update(users)
    .set({ name: displayName, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Creates a user with an email + password account, as Better Auth's sign-up does but without
 * its membership hook: for the demo seed, the operator CLI's tests and test factories.
 */
export async function createUserWithPassword(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<{ id: string }> {
  const password = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email.trim().toLowerCase(), name: input.name })
      .returning({ id: users.id });
    await tx
      .insert(accounts)
      .values({ accountId: user!.id, providerId: 'credential', userId: user!.id, password });
    return user!;
  });
}
