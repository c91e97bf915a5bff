import { and, eq, sql } from 'drizzle-orm';
import { createUserWithPassword } from '../auth/store.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { members, users } from '../db/schema.ts';

export const DEMO_EMAIL = 'demo@fechazap.local';

/** localhost, *.localhost, 127.0.0.0/8 or ::1: an address only this machine reaches. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * At start-up: MEMBER_EMAILS become active members unless the operator already decided on
 * them; in embedded mode on a local APP_URL a demo member with an account exists, so the app
 * can be tried at once. Returns the demo login on the start that makes it, never again.
 */
export async function seedMembers(
  { db, mode }: Database,
  config: Config,
  demoPassword: string,
): Promise<{ email: string; password: string } | undefined> {
  // Admins are members too.
  for (const email of new Set([...config.MEMBER_EMAILS, ...config.ADMIN_EMAILS])) {
    await db
      .insert(members)
      .values({ email, status: 'active', source: 'env' })
      .onConflictDoNothing();
  }
  // A known account with a printed password belongs to the embedded database of a laptop;
  // never to a deployment on an external database or one that others reach.
  if (mode !== 'embedded') return undefined;
  if (!isLocalUrl(config.APP_URL)) {
    // Made by an earlier start on a local address: no way in once the app is public (an
    // operator who took it over with the CLI decides for it).
    await db
      .update(members)
      .set({
        status: 'inactive',
        manualStatus: 'inactive',
        manualAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(members.email, DEMO_EMAIL),
          eq(members.source, 'seed'),
          eq(members.status, 'active'),
        ),
      );
    return undefined;
  }

  await db
    .insert(members)
    .values({ email: DEMO_EMAIL, name: 'Demo', status: 'active', source: 'seed' })
    .onConflictDoNothing();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL));
  if (existing) return undefined;
  await createUserWithPassword(db, {
    email: DEMO_EMAIL,
    password: demoPassword,
    name: 'Vendedor Demo',
  });
  return { email: DEMO_EMAIL, password: demoPassword };
}
