import { eq } from 'drizzle-orm';
import type { Me } from '#shared/auth.ts';
import { isAdmin } from '../admin/members-store.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { SessionUser } from '../http/app-env.ts';
import { isActiveMember } from '../members/store.ts';

/** The signed-in user as GET /api/me answers it and a member page's HTML carries it. */
export async function meOf(db: Db, config: Config, user: SessionUser): Promise<Me> {
  const [membershipActive, admin, [account]] = await Promise.all([
    isActiveMember(db, user.email),
    isAdmin(db, config.ADMIN_EMAILS, user.email),
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id)),
  ]);
  return {
    id: user.id,
    email: user.email,
    displayName: user.name,
    membershipActive,
    isAdmin: admin,
    sessionExpiresAt: user.sessionExpiresAt,
    ...(account && { memberSince: account.createdAt.toISOString() }),
  };
}
