import { eq } from 'drizzle-orm';
import { createUserWithPassword } from '../auth/store.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { members, users } from '../db/schema.ts';

export const DEMO_EMAIL = 'demo@fechazap.local';

/**
 * At start-up: MEMBER_EMAILS become active members unless the operator already decided on
 * them; in embedded mode a demo member with an account exists, so the app can be tried at once.
 * Returns the demo login when there is one.
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
  // A known account with a printed password belongs to the embedded database, the one-folder
  // set-up of a laptop; never to a deployment on an external database.
  if (mode !== 'embedded') return undefined;

  await db
    .insert(members)
    .values({ email: DEMO_EMAIL, name: 'Demo', status: 'active', source: 'seed' })
    .onConflictDoNothing();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL));
  if (!existing) {
    await createUserWithPassword(db, {
      email: DEMO_EMAIL,
      password: demoPassword,
      name: 'Vendedor Demo',
    });
  }
  return { email: DEMO_EMAIL, password: demoPassword };
}
