import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { normalizeEmail } from '#shared/auth.ts';
import type { Db, Executor } from '../db/client.ts';
import { members } from '../db/schema.ts';

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

/**
 * The operator's decision (CLI, test factories): creates the member or sets its status, and
 * records it as manual. A deactivation outranks every purchase already live (decision 006).
 * A name given later does not erase an earlier one.
 */
export async function setMemberStatus(
  db: Executor,
  input: { email: string; status: MemberStatus; source: string; name?: string | undefined },
): Promise<Member> {
  const email = normalizeEmail(input.email);
  const manualAt = decisionTime(email, input.status);
  const [row] = await db
    .insert(members)
    .values({
      email,
      status: input.status,
      source: input.source,
      name: input.name ?? null,
      manualStatus: input.status,
      manualAt,
    })
    .onConflictDoUpdate({
      target: members.email,
      set: {
        status: input.status,
        source: input.source,
        name: sql`coalesce(excluded.name, ${members.name})`,
        manualStatus: input.status,
        manualAt,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** Deactivates an existing member by the operator's decision; false when not a member. */
export async function deactivateMember(db: Db, email: string, source: string): Promise<boolean> {
  const normalized = normalizeEmail(email);
  const rows = await db
    .update(members)
    .set({
      status: 'inactive',
      source,
      manualStatus: 'inactive',
      manualAt: decisionTime(normalized, 'inactive'),
      updatedAt: sql`now()`,
    })
    .where(eq(members.email, normalized))
    .returning({ id: members.id });
  return rows.length > 0;
}

/**
 * When a decision counts from. A suspension is dated no earlier than the member's purchases that
 * went live, so a platform clock running ahead of ours cannot let one of them outrank it.
 */
function decisionTime(email: string, status: MemberStatus) {
  return status === 'active'
    ? sql`now()`
    : sql`greatest(now(), (select max(p.live_since) from purchases p where p.email = ${email}))`;
}

/**
 * The derived membership, stored in members.status: active by the operator's hand, or by a live
 * purchase, except one that went live before the operator's last deactivation.
 */
const derivedActive = sql<boolean>`(
  coalesce(members.manual_status = 'active', false) or exists (
    select 1 from purchases p
    where p.email = members.email and p.status = 'live'
      and (members.manual_status is distinct from 'inactive' or p.live_since > members.manual_at)
  ))`;

/**
 * Recomputes a member's stored status from the ledger after a purchase changed, inside the
 * caller's transaction. `create` makes a member of a buyer first seen with a live purchase.
 */
export async function refreshMemberStatus(
  tx: Executor,
  email: string,
  options: { source: string; create: boolean; name?: string | undefined },
): Promise<'activated' | 'deactivated' | 'unchanged'> {
  if (options.create) {
    await tx
      .insert(members)
      .values({
        email,
        name: options.name ?? null,
        status: 'inactive',
        source: options.source,
        manualStatus: null,
        manualAt: null,
      })
      .onConflictDoNothing();
  }
  // A name the member had none of comes from the purchase; one already there stays.
  if (options.name)
    await tx
      .update(members)
      .set({ name: options.name })
      .where(and(eq(members.email, email), isNull(members.name)));
  // Locked first, then read in a statement of its own: it sees purchases committed meanwhile.
  const [locked] = await tx
    .select({ status: members.status })
    .from(members)
    .where(eq(members.email, email))
    .for('update');
  if (!locked) return 'unchanged';
  const [derived] = await tx
    .select({ active: derivedActive })
    .from(members)
    .where(eq(members.email, email));
  const status: MemberStatus = derived?.active ? 'active' : 'inactive';
  if (status === locked.status) return 'unchanged';
  await tx
    .update(members)
    .set({ status, source: options.source, updatedAt: sql`now()` })
    .where(eq(members.email, email));
  return status === 'active' ? 'activated' : 'deactivated';
}

export function listMembers(db: Db): Promise<Member[]> {
  return db.select().from(members).orderBy(asc(members.email));
}
