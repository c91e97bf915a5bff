import { and, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '#shared/auth.ts';
import type { Db, Executor } from '../db/client.ts';
import { accounts, sessions, users } from '../db/schema.ts';
import { hashPassword } from './password-hash.ts';

export async function setDisplayName(db: Db, userId: string, displayName: string): Promise<void> {
  await db
    .update(users)
    .set({ name: displayName, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Whether the email has an account, and whether its owner proved the email (opened a link). */
export async function accountState(
  db: Db,
  email: string,
): Promise<'none' | 'pending' | 'confirmed'> {
  const [row] = await db
    .select({ confirmed: users.emailVerified })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!row) return 'none';
  return row.confirmed ? 'confirmed' : 'pending';
}

/** A 'Primeiro Acesso' confirmed with the name and password typed then; its sessions end. */
export async function confirmAccount(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** A 'Primeiro Acesso' nobody confirmed is replaced by a new one for the same email. */
export async function deletePendingAccount(db: Db, email: string): Promise<void> {
  await db
    .delete(users)
    .where(and(eq(users.email, normalizeEmail(email)), eq(users.emailVerified, false)));
}

/**
 * Sets the password of the email's account, confirmed (whoever holds a link proved the email),
 * creating the account when `name` is given and there is none; a given name replaces the old.
 * Every session of the account ends. Undefined when there is no account and no name.
 */
export async function setPasswordByEmail(
  tx: Executor,
  input: { email: string; passwordHash: string; name?: string | undefined },
): Promise<{ id: string } | undefined> {
  const email = normalizeEmail(input.email);
  let [user] = await tx
    .update(users)
    .set({
      emailVerified: true,
      updatedAt: sql`now()`,
      ...(input.name === undefined ? {} : { name: input.name }),
    })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!user && input.name === undefined) return undefined;
  if (!user) {
    [user] = await tx
      .insert(users)
      .values({ email, name: input.name!, emailVerified: true })
      .returning({ id: users.id });
  }
  const { id } = user!;
  const updated = await tx
    .update(accounts)
    .set({ password: input.passwordHash, updatedAt: sql`now()` })
    .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await tx.insert(accounts).values({
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: input.passwordHash,
    });
  }
  await tx.delete(sessions).where(eq(sessions.userId, id));
  return { id };
}

/**
 * Creates a confirmed account with a password directly, without the membership hook: for the
 * demo seed and test factories.
 */
export async function createUserWithPassword(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(
    async (tx) => (await setPasswordByEmail(tx, { ...input, passwordHash, name: input.name }))!,
  );
}
