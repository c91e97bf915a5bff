import { asc, eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '#shared/auth.ts';
import type { Db, Executor } from '../db/client.ts';
import { memberEvents, members } from '../db/schema.ts';

export type MemberStatus = 'active' | 'inactive';
export type Member = typeof members.$inferSelect;

/** The server-side membership check: true only for an active member's email. */
export async function isActiveMember(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ status: members.status })
    .from(members)
    .where(eq(members.email, normalizeEmail(email)));
  return row?.status === 'active';
}

/** Creates the member or sets its status; a name given later does not erase an earlier one. */
export async function setMemberStatus(
  db: Executor,
  input: { email: string; status: MemberStatus; source: string; name?: string | undefined },
): Promise<Member> {
  const email = normalizeEmail(input.email);
  const [row] = await db
    .insert(members)
    .values({ email, status: input.status, source: input.source, name: input.name ?? null })
    .onConflictDoUpdate({
      target: members.email,
      set: {
        status: input.status,
        source: input.source,
        name: sql`coalesce(excluded.name, ${members.name})`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** Deactivates an existing member; false when the email is not a member. */
export async function deactivateMember(db: Db, email: string, source: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ status: 'inactive', source, updatedAt: sql`now()` })
    .where(eq(members.email, normalizeEmail(email)))
    .returning({ id: members.id });
  return rows.length > 0;
}

export function listMembers(db: Db): Promise<Member[]> {
  return db.select().from(members).orderBy(asc(members.email));
}

export interface CheckoutEvent {
  platform: string;
  eventId: string;
  eventType: string;
  email: string | undefined;
  action: 'activate' | 'deactivate' | 'ignore';
  payload: unknown;
}

/**
 * Records a verified checkout event once (per platform and event id) and applies it, in one
 * transaction. Returns false for a duplicate delivery, which changes nothing.
 */
export async function applyCheckoutEvent(db: Db, event: CheckoutEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(memberEvents)
      .values({
        platform: event.platform,
        eventId: event.eventId,
        eventType: event.eventType,
        email: event.email ? normalizeEmail(event.email) : null,
        action: event.action,
        payload: event.payload,
      })
      .onConflictDoNothing()
      .returning({ id: memberEvents.id });
    if (inserted.length === 0) return false;
    if (event.email && event.action !== 'ignore') {
      const status = event.action === 'activate' ? 'active' : 'inactive';
      await setMemberStatus(tx, { email: event.email, status, source: event.platform });
    }
    return true;
  });
}
