import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  checkoutPlatformNames,
  USAGE_DAYS,
  type AdminEvents,
  type MemberImportReport,
} from '#shared/admin.ts';
import {
  adminGrant,
  memberAddition,
  memberListQuery,
  memberStatusChange,
} from '#shared/admin-schema.ts';
import type { Auth } from '../auth/auth.ts';
import { offerAccess, type MailingDeps } from '../auth/link-mail.ts';
import { requireMember } from '../auth/session.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { writeCsv } from '../csv/csv.ts';
import { readUpload } from '../csv/upload.ts';
import { webhookSilence } from '../jobs/webhook-silence.ts';
import { listMailFailures, resendMailFailure } from '../mail/failures.ts';
import { latestDeliveries } from '../members/deliveries.ts';
import { membersOf } from '../members/csv.ts';
import {
  addMemberByAdmin,
  addMembersByAdmin,
  adminMemberDetail,
  allAdminMembers,
  isAdmin,
  listAdminMembers,
  memberExists,
  recordAccessLinkSent,
  setAdminByAdmin,
  setStatusByAdmin,
} from './members-store.ts';
import { usage } from './usage-store.ts';

const MAX_IMPORT_ROWS = 5000;
const uuid = z.uuid();

export const forbidden = () =>
  new AppError(403, 'FORBIDDEN', 'Esta área é restrita à administração do FechaZap.');

const eventsQuery = z.object({
  platform: z.enum(checkoutPlatformNames).optional(),
  result: z.string().max(40).optional(),
});
const usageQuery = z.object({
  days: z.coerce
    .number()
    .refine((d) => (USAGE_DAYS as readonly number[]).includes(d))
    .default(30),
});

const csvColumns = [
  'Email',
  'Nome',
  'Status',
  'Origem',
  'Desde',
  'Último acesso',
  'Scripts hoje',
  'Objeções hoje',
  'Scripts no total',
  'Objeções no total',
] as const;

/** /api/admin/*: the operator's console. Every route checks the role on the server. */
export function adminRoutes(auth: Auth, deps: MailingDeps): Hono<AppEnv> {
  const { db, config, mail } = deps;
  const admins = config.ADMIN_EMAILS;
  const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!(await isAdmin(db, admins, c.get('user').email))) throw forbidden();
    await next();
  };
  const app = new Hono<AppEnv>();
  app.use('*', requireMember(auth, db), requireAdmin);

  app.get('/members', async (c) =>
    c.json(await listAdminMembers(db, admins, parseQuery(c, memberListQuery))),
  );

  app.get('/members.csv', async (c) => {
    const query = parseQuery(c, memberListQuery);
    const rows: Array<Array<string | null>> = [];
    for await (const m of allAdminMembers(db, admins, query)) {
      rows.push([
        m.email,
        m.name,
        m.status === 'active' ? 'Ativo' : 'Inativo',
        m.source,
        m.since.slice(0, 10),
        m.lastSeenAt?.slice(0, 10) ?? null,
        String(m.scriptsToday),
        String(m.objectionsToday),
        String(m.scriptsTotal),
        String(m.objectionsTotal),
      ]);
    }
    c.header('Content-Disposition', 'attachment; filename="membros.csv"');
    return c.body(writeCsv(csvColumns, rows), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });

  // 'Adicionar membro': authorized, and mailed the access link when there is no account yet.
  app.post('/members', async (c) => {
    const { email, name } = await parseBody(c, memberAddition);
    await db.transaction(async (tx) => {
      await addMemberByAdmin(tx, { email, name, by: c.get('user').email });
      await mail.enqueue([offerAccess(email)], tx);
    });
    mail.wake();
    return c.json((await adminMemberDetail(db, admins, email))!.member, 201);
  });

  // 'Importar CSV' (email[,name] per line): new emails are authorized, and their access mails
  // queued (sent at MAIL_RATE_PER_MINUTE), in one transaction; emails already members are reported, not touched
  // (a member suspended for a chargeback is not reactivated by a list).
  app.post('/members/import', async (c) => {
    const records = await readUpload(c, db, { maxRows: MAX_IMPORT_ROWS, rows: 'emails' });
    const { rows, rejected } = membersOf(records);
    const by = c.get('user').email;
    const added = await addMembersByAdmin(db, rows, by, (tx, emails) =>
      mail.enqueue(emails.map(offerAccess), tx),
    );
    mail.wake();
    const report: MemberImportReport = {
      imported: added.length,
      rejected: [
        ...rejected.map(({ line }) => ({ line, message: 'Email inválido.' })),
        ...rows
          .filter((row) => !added.includes(row.email))
          .map((row) => ({ line: row.line, message: `${row.email} já é membro: nada mudou.` })),
      ],
    };
    return c.json(report);
  });

  app.patch('/members/:email/admin', async (c) => {
    const { isAdmin } = await parseBody(c, adminGrant);
    const email = c.req.param('email');
    if (!(await setAdminByAdmin(db, { email, isAdmin, by: c.get('user').email }))) throw notFound();
    return c.json((await adminMemberDetail(db, admins, email))!.member);
  });

  app.get('/members/:email', async (c) => {
    const detail = await adminMemberDetail(db, admins, c.req.param('email'));
    if (!detail) throw notFound();
    return c.json(detail);
  });

  app.patch('/members/:email', async (c) => {
    const change = await parseBody(c, memberStatusChange);
    const email = c.req.param('email');
    const done = await setStatusByAdmin(db, { email, ...change, by: c.get('user').email });
    if (!done) throw notFound();
    return c.json((await adminMemberDetail(db, admins, email))!.member);
  });

  app.post('/members/:email/access-link', async (c) => {
    const email = c.req.param('email');
    if (!(await memberExists(db, email))) throw notFound();
    await db.transaction(async (tx) => {
      await recordAccessLinkSent(tx, email, c.get('user').email);
      await mail.enqueue([{ kind: 'access', email }], tx);
    });
    mail.wake();
    return c.json({ ok: true }, 202);
  });

  // Mails the queue gave up on after its last retry; 'Reenviar' queues one again.
  app.get('/mail-failures', async (c) => c.json({ failures: await listMailFailures(db) }));

  app.post('/mail-failures/:id/resend', async (c) => {
    const id = c.req.param('id');
    if (!uuid.safeParse(id).success || !(await resendMailFailure(db, mail, id))) throw notFound();
    return c.json({ ok: true }, 202);
  });

  app.get('/events', async (c) => {
    const filter = parseQuery(c, eventsQuery);
    const body: AdminEvents = {
      events: await latestDeliveries(db, filter),
      platforms: await webhookSilence(db, config),
      silenceDays: config.WEBHOOK_SILENCE_DAYS,
    };
    return c.json(body);
  });

  app.get('/usage', async (c) => {
    const { days } = parseQuery(c, usageQuery);
    return c.json(await usage(db, days));
  });
  return app;
}
