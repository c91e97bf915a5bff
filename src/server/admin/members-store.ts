import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MemberListQuery } from '#shared/admin-schema.ts';
import type {
  AdminMember,
  AdminMemberDetail,
  AdminMemberPage,
  MemberStatus,
} from '#shared/admin.ts';
import { normalizeEmail } from '#shared/auth.ts';
import type { Db, Executor } from '../db/client.ts';
import { memberEvents, members, purchases } from '../db/schema.ts';
import { forgetMemberStatus } from '../members/status-cache.ts';
import { deactivateMember, setMemberStatus } from '../members/store.ts';

const PAGE_SIZE = 50;

/** Whether the email may use the console: ADMIN_EMAILS, or the CLI's `admin add`. */
export async function isAdmin(db: Db, adminEmails: string[], email: string): Promise<boolean> {
  const normalized = normalizeEmail(email);
  if (adminEmails.includes(normalized)) return true;
  const [row] = await db
    .select({ isAdmin: members.isAdmin })
    .from(members)
    .where(eq(members.email, normalized));
  return row?.isAdmin ?? false;
}

/** Grants or takes away the console; false when the email is not a member. */
export async function setAdmin(db: Db, email: string, admin: boolean): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ isAdmin: admin, updatedAt: sql`now()` })
    .where(eq(members.email, normalizeEmail(email)))
    .returning({ id: members.id });
  return rows.length > 0;
}

/**
 * The member list's row: membership, account, last access and AI use today and in all. Origem
 * is the platform of the first purchase: members.source is whoever decided last (the console's
 * Desativar and Ativar too), and only a member without purchases came by hand.
 */
const memberRow = (adminEmails: string[]) => sql`
  select m.email, coalesce(u.name, m.name) as name, m.status,
    coalesce(
      (select p.platform from purchases p where p.email = m.email
        order by p.created_at, p.platform, p.transaction limit 1),
      m.source
    ) as source,
    (m.is_admin or m.email = any(string_to_array(${adminEmails.join(',')}, ','))) as "isAdmin",
    (u.id is not null) as "hasAccount",
    m.created_at as since,
    (select max(greatest(s.created_at, s.updated_at)) from sessions s where s.user_id = u.id)
      as "lastSeenAt",
    coalesce(today.scripts_generated, 0)::int as "scriptsToday",
    coalesce(today.objections_broken, 0)::int as "objectionsToday",
    coalesce(total.scripts, 0)::int as "scriptsTotal",
    coalesce(total.objections, 0)::int as "objectionsTotal"
  from members m
  left join users u on u.email = m.email
  left join user_daily_limits today
    on today.user_id = u.id and today.date = (now() at time zone 'utc')::date
  left join lateral (
    select sum(l.scripts_generated) as scripts, sum(l.objections_broken) as objections
    from user_daily_limits l where l.user_id = u.id
  ) total on true`;

function filters(query: Pick<MemberListQuery, 'q' | 'status'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(m.email ilike ${like} or u.name ilike ${like} or m.name ilike ${like})`);
  }
  if (query.status) parts.push(sql`m.status = ${query.status}`);
  return sql.join(parts, sql` and `);
}

type Row = Omit<AdminMember, 'since' | 'lastSeenAt'> & { since: Date; lastSeenAt: Date | null };
const toMember = (r: Row): AdminMember => ({
  ...r,
  since: new Date(r.since).toISOString(),
  lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
});

/** A page of members by email, after `cursor` (the last email of the previous page). */
export async function listAdminMembers(
  db: Db,
  adminEmails: string[],
  query: MemberListQuery,
): Promise<AdminMemberPage> {
  const where = filters(query);
  const after = query.cursor ? sql`and m.email > ${query.cursor}` : sql``;
  const { rows } = await db.execute<Row>(
    sql`${memberRow(adminEmails)} where ${where} ${after} order by m.email limit ${PAGE_SIZE + 1}`,
  );
  const { rows: count } = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from members m left join users u on u.email = m.email where ${where}`,
  );
  const page = rows.slice(0, PAGE_SIZE).map(toMember);
  return {
    members: page,
    nextCursor: rows.length > PAGE_SIZE ? page.at(-1)!.email : null,
    total: count[0]!.total,
  };
}

/** Every member the filters match, for the CSV export, a batch at a time. */
export async function* allAdminMembers(
  db: Db,
  adminEmails: string[],
  query: Pick<MemberListQuery, 'q' | 'status'>,
): AsyncGenerator<AdminMember> {
  let cursor: string | undefined;
  for (;;) {
    const page = await listAdminMembers(db, adminEmails, { ...query, cursor });
    yield* page.members;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

export async function adminMemberDetail(
  db: Db,
  adminEmails: string[],
  email: string,
): Promise<AdminMemberDetail | undefined> {
  const normalized = normalizeEmail(email);
  const { rows } = await db.execute<Row>(
    sql`${memberRow(adminEmails)} where m.email = ${normalized}`,
  );
  if (!rows[0]) return undefined;
  const bought = await db
    .select()
    .from(purchases)
    .where(eq(purchases.email, normalized))
    .orderBy(desc(purchases.eventAt));
  const events = await db
    .select()
    .from(memberEvents)
    .where(eq(memberEvents.email, normalized))
    .orderBy(desc(memberEvents.receivedAt))
    .limit(200);
  return {
    member: toMember(rows[0]),
    purchases: bought.map((p) => ({
      platform: p.platform,
      transaction: p.transaction,
      productId: p.productId,
      status: p.status,
      eventAt: p.eventAt.toISOString(),
      lastEventType: p.lastEventType,
    })),
    events: events.map((e) => {
      const payload = (e.platform === 'admin' ? e.payload : {}) as {
        by?: string;
        reason?: string;
      };
      return {
        platform: e.platform,
        eventType: e.eventType,
        action: e.action,
        result: e.result,
        transaction: e.transaction,
        by: payload.by ?? null,
        reason: payload.reason ?? null,
        receivedAt: e.receivedAt.toISOString(),
      };
    }),
  };
}

/** Records an admin's action in the member's event log: who, what, why, when. */
async function recordAdminAction(
  db: Executor,
  email: string,
  action: {
    type: string;
    effect: 'activate' | 'deactivate' | 'ignore';
    by: string;
    reason?: string;
  },
): Promise<void> {
  await db.insert(memberEvents).values({
    platform: 'admin',
    eventId: randomUUID(),
    eventType: action.type,
    email,
    action: action.effect,
    result: 'applied',
    occurredAt: sql`now()`,
    payload: { by: action.by, ...(action.reason ? { reason: action.reason } : {}) },
  });
}

/** Ativar / Desativar from the console: the operator's decision, as the CLI makes it. */
export async function setStatusByAdmin(
  db: Db,
  input: { email: string; status: MemberStatus; reason?: string | undefined; by: string },
): Promise<boolean> {
  const email = normalizeEmail(input.email);
  const exists = await db.select({ id: members.id }).from(members).where(eq(members.email, email));
  if (exists.length === 0) return false;
  if (input.status === 'active')
    await setMemberStatus(db, { email, status: 'active', source: 'admin' });
  else await deactivateMember(db, email, 'admin');
  forgetMemberStatus(db, email);
  await recordAdminAction(db, email, {
    type: input.status === 'active' ? 'admin.activated' : 'admin.deactivated',
    effect: input.status === 'active' ? 'activate' : 'deactivate',
    by: input.by,
    reason: input.reason,
  });
  return true;
}

export async function recordAccessLinkSent(db: Executor, email: string, by: string): Promise<void> {
  await recordAdminAction(db, normalizeEmail(email), {
    type: 'admin.access_link',
    effect: 'ignore',
    by,
  });
}

export async function memberExists(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.email, normalizeEmail(email))));
  return rows.length > 0;
}

/** Authorizes an email by an admin's hand (the CLI's `add`), logged with who did it. */
export async function addMemberByAdmin(
  db: Executor,
  input: { email: string; name?: string | undefined; by: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  await setMemberStatus(db, { email, name: input.name, status: 'active', source: 'admin' });
  await recordAdminAction(db, email, { type: 'admin.added', effect: 'activate', by: input.by });
}

/** Grants or takes away the console from the browser, logged with who did it. */
export async function setAdminByAdmin(
  db: Db,
  input: { email: string; isAdmin: boolean; by: string },
): Promise<boolean> {
  if (!(await setAdmin(db, input.email, input.isAdmin))) return false;
  await recordAdminAction(db, normalizeEmail(input.email), {
    type: input.isAdmin ? 'admin.granted' : 'admin.revoked',
    effect: 'ignore',
    by: input.by,
  });
  return true;
}

/**
 * Authorizes the emails of a list that are not members yet, in one transaction, each logged;
 * answers the emails added. `withAdded` runs inside the transaction (their access mails).
 */
export async function addMembersByAdmin(
  db: Db,
  rows: Array<{ email: string; name: string | undefined }>,
  by: string,
  withAdded: (tx: Executor, added: string[]) => Promise<void> = async () => {},
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const added: string[] = [];
    for (const row of rows) {
      const email = normalizeEmail(row.email);
      const inserted = await tx
        .insert(members)
        .values({
          email,
          name: row.name?.slice(0, 80) ?? null,
          status: 'active',
          source: 'admin',
          manualStatus: 'active',
        })
        .onConflictDoNothing()
        .returning({ id: members.id });
      if (inserted.length === 0) continue;
      await recordAdminAction(tx, email, { type: 'admin.added', effect: 'activate', by });
      added.push(email);
    }
    await withAdded(tx, added);
    return added;
  });
}
