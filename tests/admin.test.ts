import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '../src/server/admin/members-store.ts';
import { isActiveMember } from '../src/server/members/store.ts';
import { checkout, checkoutSecrets } from './helpers/checkout.ts';
import { waitForResetLink } from './helpers/mail.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createMember, createUser, send, signedInUser, uniqueEmail } from './factories.ts';

type Member = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: Member;
let cliAdmin: Member;
let seller: Member;
const adminEmail = uniqueEmail('operador');

beforeAll(async () => {
  t = await createTestApp({ ...checkoutSecrets, ADMIN_EMAILS: adminEmail });
  [admin, cliAdmin, seller] = await Promise.all([
    signedInUser(t, { email: adminEmail }),
    signedInUser(t),
    signedInUser(t),
  ]);
  await setAdmin(t.database.db, cliAdmin.email, true);
});
afterAll(() => t.close());

const get = (cookie: string, path: string) => send(t, 'GET', path, cookie);
const json = async <T>(res: Response) => (await res.json()) as T;

/** Every admin route: a new one without a row here fails the first test. */
const adminRoutes: Array<[method: string, path: () => string, body?: unknown]> = [
  ['GET', () => '/api/admin/members'],
  ['GET', () => '/api/admin/members.csv'],
  ['GET', () => `/api/admin/members/${seller.email}`],
  ['POST', () => '/api/admin/members', { email: 'novo@exemplo.com' }],
  ['POST', () => '/api/admin/members/import', 'email\nnovo@exemplo.com\n'],
  ['PATCH', () => `/api/admin/members/${seller.email}/admin`, { isAdmin: true }],
  ['PATCH', () => `/api/admin/members/${seller.email}`, { status: 'active' }],
  ['POST', () => `/api/admin/members/${seller.email}/access-link`],
  ['GET', () => '/api/admin/events'],
  ['GET', () => '/api/admin/usage'],
  ['GET', () => '/api/admin/mail-failures'],
  ['POST', () => '/api/admin/mail-failures/00000000-0000-4000-8000-000000000000/resend'],
];

describe('the admin role', () => {
  it('is checked by the server on every admin route: a member gets 403 FORBIDDEN, a visitor 401', async () => {
    const routes = t.app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    const covered = adminRoutes.map(([method, path]) =>
      `${method} ${path()}`.replace(seller.email, ':email').replace(/[\da-f-]{36}/, ':id'),
    );
    expect(new Set(routes)).toEqual(new Set(covered));

    for (const [method, path, body] of adminRoutes) {
      const res = await send(t, method, path(), seller.cookie, body);
      expect(res.status, `${method} ${path()}`).toBe(403);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('FORBIDDEN');
      expect((await send(t, method, path(), '', body)).status).toBe(401);
    }
  });

  it('comes from ADMIN_EMAILS or the CLI, and shows in /api/me', async () => {
    for (const [who, expected] of [
      [admin, true],
      [cliAdmin, true],
      [seller, false],
    ] as const) {
      expect((await json<{ isAdmin: boolean }>(await get(who.cookie, '/api/me'))).isAdmin).toBe(
        expected,
      );
    }
    expect((await get(cliAdmin.cookie, '/api/admin/members')).status).toBe(200);
  });
});

describe('Membros', () => {
  it('searches by email or name, filters by status, pages with a cursor and counts', async () => {
    const tag = `busca${Date.now()}`;
    for (let i = 0; i < 3; i++) {
      await createMember(t.database.db, { email: uniqueEmail(`${tag}-${i}`) });
    }
    await createMember(t.database.db, { email: uniqueEmail(`${tag}-x`), status: 'inactive' });
    const page = await json<{ members: Array<{ email: string; status: string }>; total: number }>(
      await get(admin.cookie, `/api/admin/members?q=${tag}`),
    );
    expect(page.total).toBe(4);
    const inactive = await json<{ members: Array<{ status: string }>; total: number }>(
      await get(admin.cookie, `/api/admin/members?q=${tag}&status=inactive`),
    );
    expect(inactive.total).toBe(1);
    expect(inactive.members[0]!.status).toBe('inactive');

    const byName = await json<{ members: Array<{ email: string }> }>(
      await get(admin.cookie, `/api/admin/members?q=${encodeURIComponent(seller.name)}`),
    );
    expect(byName.members.map((m) => m.email)).toContain(seller.email);
    expect((await get(admin.cookie, '/api/admin/members?status=talvez')).status).toBe(400);
  });

  it('pages through every member with the cursor, each once', async () => {
    await Promise.all(
      Array.from({ length: 55 }, () => createMember(t.database.db, { email: uniqueEmail('pag') })),
    );
    const seen: string[] = [];
    let cursor: string | null = '';
    let total = 0;
    while (cursor !== null) {
      const page: { members: Array<{ email: string }>; nextCursor: string | null; total: number } =
        await json(
          await get(admin.cookie, `/api/admin/members?q=pag-${cursor ? `&cursor=${cursor}` : ''}`),
        );
      seen.push(...page.members.map((m) => m.email));
      total = page.total;
      cursor = page.nextCursor;
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    expect(total).toBeGreaterThanOrEqual(55);
  });

  it('Desativar needs a reason; both actions land in the member event log with who and why', async () => {
    const target = await signedInUser(t);
    const path = `/api/admin/members/${target.email}`;
    const noReason = await send(t, 'PATCH', path, admin.cookie, { status: 'inactive' });
    expect(noReason.status).toBe(400);
    expect((await json<{ error: { field: string } }>(noReason)).error.field).toBe('reason');

    const off = await send(t, 'PATCH', path, admin.cookie, {
      status: 'inactive',
      reason: 'Pedido de reembolso por WhatsApp',
    });
    expect(off.status).toBe(200);
    expect((await get(target.cookie, '/api/products')).status).toBe(403);
    expect((await send(t, 'PATCH', path, admin.cookie, { status: 'active' })).status).toBe(200);
    expect((await get(target.cookie, '/api/products')).status).toBe(200);

    const detail = await json<{
      events: Array<{ eventType: string; by: string; reason: string | null }>;
    }>(await get(admin.cookie, path));
    expect(detail.events.map((e) => [e.eventType, e.by, e.reason])).toEqual([
      ['admin.activated', admin.email, null],
      ['admin.deactivated', admin.email, 'Pedido de reembolso por WhatsApp'],
    ]);
    expect(
      (
        await send(t, 'PATCH', `/api/admin/members/${uniqueEmail()}`, admin.cookie, {
          status: 'active',
        })
      ).status,
    ).toBe(404);
  });

  it('shows the purchases ledger of a member', async () => {
    const email = uniqueEmail('compra');
    await checkout.hotmart.send(
      t,
      checkout.hotmart.payload('approved', { email, transaction: 'HP-ADMIN-1' }),
    );
    const detail = await json<{ purchases: Array<{ transaction: string; status: string }> }>(
      await get(admin.cookie, `/api/admin/members/${email}`),
    );
    expect(detail.purchases).toEqual([
      expect.objectContaining({ transaction: 'HP-ADMIN-1', status: 'live' }),
    ]);
  });

  it('keeps Origem as the first purchase’s platform after Desativar and Ativar', async () => {
    const email = uniqueEmail('origem');
    await checkout.hotmart.send(
      t,
      checkout.hotmart.payload('approved', { email, transaction: 'HP-ORIGEM-1' }),
    );
    const path = `/api/admin/members/${email}`;
    const off = { status: 'inactive', reason: 'Teste' };
    expect((await send(t, 'PATCH', path, admin.cookie, off)).status).toBe(200);
    expect((await send(t, 'PATCH', path, admin.cookie, { status: 'active' })).status).toBe(200);

    const detail = await json<{ member: { source: string } }>(await get(admin.cookie, path));
    expect(detail.member.source).toBe('hotmart');
    const list = await json<{ members: Array<{ source: string }> }>(
      await get(admin.cookie, `/api/admin/members?q=${email}`),
    );
    expect(list.members.map((m) => m.source)).toEqual(['hotmart']);
  });

  it("'Reenviar link de acesso' mails an access link and is logged", async () => {
    const { email } = await createMember(t.database.db);
    const res = await send(t, 'POST', `/api/admin/members/${email}/access-link`, admin.cookie);
    expect(res.status).toBe(202);
    expect(await waitForResetLink(t.config.DATA_DIR, email)).toMatch(/\/criar-senha\?token=/);
    const detail = await json<{ events: Array<{ eventType: string; by: string }> }>(
      await get(admin.cookie, `/api/admin/members/${email}`),
    );
    expect(detail.events[0]).toMatchObject({ eventType: 'admin.access_link', by: admin.email });
  });

  it('exports the filtered list as CSV', async () => {
    const res = await get(admin.cookie, `/api/admin/members.csv?q=${seller.email}`);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Email;Nome;Status;Origem;Desde;Último acesso;Scripts hoje;Objeções hoje;Scripts no total;Objeções no total',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^"${seller.email}";"${seller.name}";"Ativo";`));
  });

  it('writes no cell a spreadsheet could run, even split on commas', async () => {
    const sneaky = await createUser(t.database.db, { name: 'x,=1+1' });
    const res = await get(admin.cookie, `/api/admin/members.csv?q=${sneaky.email}`);
    const [, line] = (await res.text()).trim().split('\r\n');
    expect(line).toContain(`"x,'=1+1"`);
    for (const cell of line!.split(/[,;]/)) {
      expect(cell.replace(/^"/, ''), cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});

describe('what the CLI does, from the browser', () => {
  it("'Adicionar membro' authorizes an email and mails its access link; both logged", async () => {
    const email = uniqueEmail('novo');
    const res = await send(t, 'POST', '/api/admin/members', admin.cookie, {
      email: email.toUpperCase(),
      name: 'Nova Compradora',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ email, status: 'active', source: 'admin' });
    expect(await waitForResetLink(t.config.DATA_DIR, email)).toMatch(/\/criar-senha\?token=/);
    const detail = await json<{ events: Array<{ eventType: string; by: string }> }>(
      await get(admin.cookie, `/api/admin/members/${email}`),
    );
    expect(detail.events[0]).toMatchObject({ eventType: 'admin.added', by: admin.email });
    const bad = await send(t, 'POST', '/api/admin/members', admin.cookie, { email: 'não-é-email' });
    expect(bad.status).toBe(400);
  });

  it("'Importar CSV' authorizes every email of a file and reports the bad lines", async () => {
    const [a, b] = [uniqueEmail('csv'), uniqueEmail('csv')];
    const res = await t.request('/api/admin/members/import', {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
      body: `email;nome\n${a};Ana\nnada-disso;X\n${b}\n`,
    });
    expect(await json(res)).toEqual({
      imported: 2,
      rejected: [{ line: 3, message: 'Email inválido.' }],
    });
    expect(await isActiveMember(t.database.db, a)).toBe(true);
    expect(await isActiveMember(t.database.db, b)).toBe(true);

    // A member suspended (a chargeback) is not reactivated by a list: reported, untouched.
    const { email: suspended } = await createMember(t.database.db, { status: 'inactive' });
    const again = await t.request('/api/admin/members/import', {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
      body: `${suspended};Nome\u0000Com NUL\n`,
    });
    expect(await json(again)).toEqual({
      imported: 0,
      rejected: [{ line: 1, message: `${suspended} já é membro: nada mudou.` }],
    });
    expect(await isActiveMember(t.database.db, suspended)).toBe(false);
  });

  it("'Importar CSV' reads a Windows-1252 file from Excel without mangling the names", async () => {
    const email = uniqueEmail('latin1');
    const latin1 = Uint8Array.from(`email;nome\r\n${email};João Conceição\r\n`, (ch) =>
      ch.charCodeAt(0),
    );
    const res = await t.request('/api/admin/members/import', {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
      body: latin1,
    });
    expect(await json(res)).toEqual({ imported: 1, rejected: [] });
    const { member } = await json<{ member: { name: string } }>(
      await get(admin.cookie, `/api/admin/members/${email}`),
    );
    expect(member.name).toBe('João Conceição');
  });

  it('grants and takes away the console', async () => {
    const other = await signedInUser(t);
    const path = `/api/admin/members/${other.email}/admin`;
    expect((await send(t, 'PATCH', path, admin.cookie, { isAdmin: true })).status).toBe(200);
    expect((await get(other.cookie, '/api/admin/members')).status).toBe(200);
    expect((await send(t, 'PATCH', path, admin.cookie, { isAdmin: false })).status).toBe(200);
    expect((await get(other.cookie, '/api/admin/members')).status).toBe(403);
  });
});

describe('Checkout', () => {
  it('lists deliveries with their result', async () => {
    const email = uniqueEmail();
    const sale = checkout.kiwify.payload('approved', { email, transaction: 'K-ADM-1' });
    await checkout.kiwify.send(t, sale);
    await checkout.kiwify.send(t, sale);

    const body = await json<{
      events: Array<{ platform: string; result: string }>;
      platforms: Array<{ platform: string; lastValidAt: string | null; warning?: string }>;
    }>(await get(admin.cookie, '/api/admin/events'));
    const kiwify = body.events.filter((e) => e.platform === 'kiwify').map((e) => e.result);
    expect(kiwify.slice(0, 2)).toEqual(['duplicate', 'applied']);
    expect(body.platforms.find((p) => p.platform === 'kiwify')).toMatchObject({
      lastValidAt: expect.any(String),
    });
    expect(body.platforms.find((p) => p.platform === 'kiwify')?.warning).toBeUndefined();
  });

  it('counts unsigned calls apart: 40 forged posts neither crowd out real deliveries nor mark the platform', async () => {
    const fresh = await createTestApp({ ...checkoutSecrets, ADMIN_EMAILS: adminEmail });
    try {
      const boss = await signedInUser(fresh, { email: adminEmail });
      const real = (platform: 'hotmart' | 'kiwify', transaction: string) =>
        checkout[platform].send(
          fresh,
          checkout[platform].payload('approved', { email: uniqueEmail(), transaction }),
        );
      expect((await real('hotmart', 'H-REAL-1')).status).toBe(200);
      expect((await real('kiwify', 'K-REAL-1')).status).toBe(200);
      const forged = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (['hotmart', 'kiwify'] as const).map((platform) =>
            checkout[platform].send(
              fresh,
              checkout[platform].payload('refunded', {
                email: uniqueEmail(),
                transaction: `F-${i}`,
              }),
              { tamper: true },
            ),
          ),
        ).flat(),
      );
      expect(forged.map((r) => r.status)).toEqual(Array(80).fill(401));
      expect((await real('hotmart', 'H-REAL-2')).status).toBe(200);

      const body = await json<{
        events: Array<{ platform: string; result: string }>;
        platforms: Array<{ platform: string; warning?: string; unsignedCalls: number }>;
      }>(await send(fresh, 'GET', '/api/admin/events', boss.cookie));
      expect(body.events.map((e) => [e.platform, e.result])).toEqual([
        ['hotmart', 'applied'],
        ['kiwify', 'applied'],
        ['hotmart', 'applied'],
      ]);
      for (const platform of ['hotmart', 'kiwify']) {
        expect(body.platforms.find((p) => p.platform === platform)).toMatchObject({
          platform,
          unsignedCalls: 40,
        });
        expect(body.platforms.find((p) => p.platform === platform)?.warning).toBeUndefined();
      }
      expect(body.platforms.find((p) => p.platform === 'eduzz')?.unsignedCalls).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('warns when no valid event arrived for WEBHOOK_SILENCE_DAYS', async () => {
    await checkout.hotmart.send(
      t,
      checkout.hotmart.payload('approved', { email: uniqueEmail(), transaction: 'H-SIL' }),
    );
    const before = await json<{ platforms: Array<{ platform: string; warning?: string }> }>(
      await get(admin.cookie, '/api/admin/events'),
    );
    expect(before.platforms.find((p) => p.platform === 'hotmart')?.warning).toBeUndefined();
    // The platform stops sending: eight days pass.
    await t.database.db.execute(
      sql`update webhook_deliveries set received_at = received_at - interval '8 days' where platform = 'hotmart'`,
    );
    const after = await json<{ platforms: Array<{ platform: string; warning?: string }> }>(
      await get(admin.cookie, '/api/admin/events'),
    );
    expect(after.platforms.find((p) => p.platform === 'hotmart')?.warning).toBe('silent');
  });
});

describe('Uso', () => {
  it('counts active members, scripts and objections per day, checked against known data', async () => {
    const fresh = await createTestApp({ ADMIN_EMAILS: adminEmail });
    try {
      const boss = await signedInUser(fresh, { email: adminEmail });
      const [a, b] = await Promise.all([signedInUser(fresh), signedInUser(fresh)]);
      const day = (offset: number) => sql`(now() at time zone 'utc')::date - ${offset}::int`;
      await fresh.database.db.execute(sql`
        insert into user_daily_limits (user_id, date, scripts_generated, objections_broken) values
          (${a.id}, ${day(0)}, 2, 1), (${b.id}, ${day(0)}, 1, 0), (${a.id}, ${day(3)}, 3, 5)`);
      const usage = await json<{
        days: Array<{ date: string; activeMembers: number; scripts: number; objections: number }>;
        totals: { activeMembers: number; scripts: number; objections: number };
        top: Array<{ email: string; scripts: number; objections: number }>;
      }>(await send(fresh, 'GET', '/api/admin/usage?days=7', boss.cookie));
      expect(usage.days).toHaveLength(7);
      const today = usage.days.at(-1)!;
      // Today: a and b used the AI, and all three signed in.
      expect(today).toMatchObject({ activeMembers: 3, scripts: 3, objections: 1 });
      expect(usage.days.at(-4)).toMatchObject({ activeMembers: 1, scripts: 3, objections: 5 });
      expect(usage.totals).toEqual({ activeMembers: 3, scripts: 6, objections: 6 });
      expect(usage.top.map((m) => [m.email, m.scripts, m.objections])).toEqual([
        [a.email, 5, 6],
        [b.email, 1, 0],
      ]);
      expect((await send(fresh, 'GET', '/api/admin/usage?days=12', boss.cookie)).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
