import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineEngine } from '../src/server/ai/offline-engine.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, productInput, send, signedInUser } from './factories.ts';

// User B, holding user A's ids, must get 404 (or only B's own rows), and A's rows must not
// change. Every data route of the app needs a row here: a new one without it fails the test.

type Member = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let a: Member;
let b: Member;
const ids = {
  product: '',
  customer: '',
  script: '',
  share: '',
  followUp: '',
  pixCharge: '',
  campaign: '',
};

const snapshot = async () =>
  (
    await t.database.pool.query(
      `select (select row_to_json(p) from produtos p where id = $1) as product,
              (select row_to_json(c) from clientes c where id = $2) as customer,
              (select row_to_json(s) from scripts_gerados s where id = $3) as script,
              (select row_to_json(x) from pix_charges x where id = $4) as pix_charge,
              (select row_to_json(k) from pix_keys k where user_id = $5) as pix_key,
              (select row_to_json(g) from campaigns g where id = $6) as campaign,
              (select json_agg(m order by m.position) from campaign_messages m
                where campaign_id = $6) as campaign_messages`,
      [ids.product, ids.customer, ids.script, ids.pixCharge, a.id, ids.campaign || null],
    )
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp({}, { engine: offlineEngine(0) });
  [a, b] = await Promise.all([signedInUser(t), signedInUser(t)]);
  ids.product = (
    await (await send(t, 'POST', '/api/products', a.cookie, productInput())).json()
  ).id;
  ids.customer = (await createCustomer(t, a, { nome: 'Cliente de A' })).id;
  const stream = await (
    await send(t, 'POST', '/api/scripts', a.cookie, { productId: ids.product })
  ).text();
  ids.script = JSON.parse(stream.trim().split('\n').at(-1)!).script.id;
  ids.share = (await (await send(t, 'POST', '/api/shares', a.cookie, { text: 'oi' })).json()).id;
  const sent = await send(t, 'POST', `/api/customers/${ids.customer}/follow-ups`, a.cookie, {
    text: 'Oi! Conseguiu ver o que te mandei?',
  });
  ids.followUp = (await sent.json()).eventId;
  // The checks below start from a customer without a next contact.
  await t.database.pool.query('update clientes set proximo_contato = null where id = $1', [
    ids.customer,
  ]);
  await send(t, 'PUT', '/api/account/cadences', a.cookie, {
    prospect: [5],
    contacted: [5],
    interested: [5],
    proposal: [5],
  });
  await send(t, 'PUT', '/api/account/pix', a.cookie, {
    type: 'email',
    key: 'a@exemplo.com',
    name: 'Vendedora A',
    city: 'Recife',
  });
  // A charge of A's, written straight in: charging through the API would move A's customer.
  ids.pixCharge = (
    await t.database.pool.query(
      `insert into pix_charges (user_id, customer_id, txid, amount, code)
       values ($1, $2, 'FZISOLATION', 10, 'codigo') returning id`,
      [a.id, ids.customer],
    )
  ).rows[0].id;
  ids.campaign = (
    await (
      await send(t, 'POST', '/api/campaigns', a.cookie, {
        occasion: 'natal',
        offer: 'Frete grátis',
      })
    ).json()
  ).id;
});
afterAll(() => t.close());

type Check = (before: Awaited<ReturnType<typeof snapshot>>) => Promise<void>;

const expect404 =
  (method: string, path: () => string, body?: () => unknown): Check =>
  async () => {
    const res = await send(t, method, path(), b.cookie, body?.());
    expect(res.status, `${method} ${path()}`).toBe(404);
  };

const listHasNoneOfA =
  (path: string): Check =>
  async () => {
    const rows = (await (await send(t, 'GET', path, b.cookie)).json()) as Array<{ id: string }>;
    for (const row of rows) expect(Object.values(ids)).not.toContain(row.id);
  };

/** Creates with A's user_id in the body: the row must be B's. */
const ownedByCaller =
  (path: string, body: () => Record<string, unknown>, table: string): Check =>
  async () => {
    const res = await send(t, 'POST', path, b.cookie, { ...body(), user_id: a.id });
    expect(res.status).toBeLessThan(300);
    const { rows } = await t.database.pool.query(
      `select user_id from ${table} order by created_at desc limit 1`,
    );
    expect(rows[0].user_id).toBe(b.id);
  };

const pushSubscription = (endpoint: string) => ({
  endpoint,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

/** A's browser subscribed to the follow-up reminder (made on first use). */
async function pushEndpointOfA(): Promise<string> {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/de-a';
  await send(t, 'POST', '/api/push/subscription', a.cookie, {
    subscription: pushSubscription(endpoint),
    hour: 8,
  });
  return endpoint;
}

/** The operator's console: a member who is not an admin gets 403 on every route. */
function adminRows(): Record<string, Check> {
  const forbidden =
    (method: string, path: () => string, body?: unknown): Check =>
    async () => {
      const res = await send(t, method, path(), b.cookie, body);
      expect(res.status, `${method} ${path()}`).toBe(403);
    };
  return {
    'GET /api/admin/members': forbidden('GET', () => '/api/admin/members'),
    'GET /api/admin/members.csv': forbidden('GET', () => '/api/admin/members.csv'),
    'GET /api/admin/members/:email': forbidden('GET', () => `/api/admin/members/${a.email}`),
    'PATCH /api/admin/members/:email': forbidden('PATCH', () => `/api/admin/members/${a.email}`, {
      status: 'inactive',
      reason: 'x',
    }),
    'POST /api/admin/members/:email/access-link': forbidden(
      'POST',
      () => `/api/admin/members/${a.email}/access-link`,
    ),
    'POST /api/admin/members': forbidden('POST', () => '/api/admin/members', {
      email: 'x@exemplo.com',
    }),
    'POST /api/admin/members/import': forbidden(
      'POST',
      () => '/api/admin/members/import',
      'email\nx@exemplo.com\n',
    ),
    'PATCH /api/admin/members/:email/admin': forbidden(
      'PATCH',
      () => `/api/admin/members/${b.email}/admin`,
      { isAdmin: true },
    ),
    'GET /api/admin/events': forbidden('GET', () => '/api/admin/events'),
    'GET /api/admin/usage': forbidden('GET', () => '/api/admin/usage'),
    'GET /api/admin/mail-failures': forbidden('GET', () => '/api/admin/mail-failures'),
    'POST /api/admin/mail-failures/:id/resend': forbidden(
      'POST',
      () => '/api/admin/mail-failures/00000000-0000-4000-8000-000000000000/resend',
    ),
  };
}

const matrix: Record<string, Check> = {
  'GET /api/products': listHasNoneOfA('/api/products'),
  'POST /api/products': ownedByCaller('/api/products', () => productInput(), 'produtos'),
  'GET /api/products/:id': expect404('GET', () => `/api/products/${ids.product}`),
  'PUT /api/products/:id': expect404(
    'PUT',
    () => `/api/products/${ids.product}`,
    () => productInput({ nome: 'Roubado' }),
  ),
  'DELETE /api/products/:id': expect404('DELETE', () => `/api/products/${ids.product}`),
  'GET /api/customers': listHasNoneOfA('/api/customers'),
  'POST /api/customers': ownedByCaller('/api/customers', () => ({ nome: 'Do B' }), 'clientes'),
  'GET /api/customers/export.csv': async () => {
    const csv = await (await send(t, 'GET', '/api/customers/export.csv', b.cookie)).text();
    expect(csv).not.toContain('Cliente de A');
  },
  'GET /api/customers/import/template.csv': async () => {
    const csv = await (await send(t, 'GET', '/api/customers/import/template.csv', b.cookie)).text();
    expect(csv).not.toContain('Cliente de A');
  },
  'POST /api/customers/import': async () => {
    await t.request('/api/customers/import', {
      method: 'POST',
      headers: { cookie: b.cookie, origin: t.config.APP_URL },
      body: 'Nome;user_id\nImportado pelo B;' + a.id + '\n',
    });
    const { rows } = await t.database.pool.query(
      "select user_id from clientes where nome = 'Importado pelo B'",
    );
    expect(rows).toEqual([{ user_id: b.id }]);
  },
  'PUT /api/customers/:id': expect404(
    'PUT',
    () => `/api/customers/${ids.customer}`,
    () => ({ nome: 'Roubado' }),
  ),
  'PATCH /api/customers/:id': expect404(
    'PATCH',
    () => `/api/customers/${ids.customer}`,
    () => ({ fase: 'lost' }),
  ),
  'DELETE /api/customers/:id': expect404('DELETE', () => `/api/customers/${ids.customer}`),
  'GET /api/customers/:id': expect404('GET', () => `/api/customers/${ids.customer}`),
  'GET /api/customers/:id/events': expect404('GET', () => `/api/customers/${ids.customer}/events`),
  'POST /api/customers/:id/messages': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/messages`,
    () => ({ stage: null }),
  ),
  'GET /api/customers/:id/messages': expect404(
    'GET',
    () => `/api/customers/${ids.customer}/messages`,
  ),
  'POST /api/customers/:id/replies': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/replies`,
  ),
  'POST /api/shares': ownedByCaller('/api/shares', () => ({ text: 'oi do B' }), 'shares'),
  'GET /api/shares/:id': expect404('GET', () => `/api/shares/${ids.share}`),
  'POST /api/shares/:id/file': expect404(
    'POST',
    () => `/api/shares/${ids.share}/file`,
    () => ({ customerId: ids.customer }),
  ),
  'POST /api/shares/:id/audios': expect404(
    'POST',
    () => `/api/shares/${ids.share}/audios`,
    () => ({ text: 'oi' }),
  ),
  'PATCH /api/shares/:id/audio': expect404(
    'PATCH',
    () => `/api/shares/${ids.share}/audio`,
    () => ({ text: 'oi' }),
  ),
  'POST /api/shares/:id/contacts': expect404(
    'POST',
    () => `/api/shares/${ids.share}/contacts`,
    () => ({ indexes: [0] }),
  ),
  'POST /api/shares/:id/replies': expect404(
    'POST',
    () => `/api/shares/${ids.share}/replies`,
    () => ({ customerId: ids.customer }),
  ),
  'PATCH /api/customers/:id/next-contact': expect404(
    'PATCH',
    () => `/api/customers/${ids.customer}/next-contact`,
    () => ({ proximo_contato: '2026-12-01' }),
  ),
  'GET /api/today': async () => {
    await t.database.pool.query(
      "update clientes set proximo_contato = '2026-11-01' where id = $1",
      [ids.customer],
    );
    const res = await send(t, 'GET', '/api/today', b.cookie);
    const answer = await res.json();
    expect(answer.followUps).toEqual([]);
    const listed = (answer.withoutNextStep.customers as Array<{ id: string }>).map((c) => c.id);
    expect(listed).not.toContain(ids.customer);
    await t.database.pool.query('update clientes set proximo_contato = null where id = $1', [
      ids.customer,
    ]);
  },
  'POST /api/customers/:id/follow-ups': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/follow-ups`,
    () => ({ text: 'Oi, tudo bem?' }),
  ),
  'DELETE /api/customers/:id/follow-ups/:eventId': async () => {
    await expect404(
      'DELETE',
      () => `/api/customers/${ids.customer}/follow-ups/${ids.followUp}`,
    )(await snapshot());
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from follow_ups where event_id = $1',
      [ids.followUp],
    );
    expect(rows[0].n).toBe(1);
  },
  'POST /api/customers/:id/after-sale': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/after-sale`,
    () => ({ step: 'thanks', saleAt: '2026-03-02T18:00:00.000000Z', action: 'skipped' }),
  ),
  'POST /api/customers/:id/after-sale/undo': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/after-sale/undo`,
    () => ({ step: 'thanks', saleAt: '2026-03-02T18:00:00.000000Z' }),
  ),
  'GET /api/campaigns': async () => {
    const res = await send(t, 'GET', '/api/campaigns', b.cookie);
    expect((await res.json()).campaigns).toEqual([]);
  },
  'POST /api/campaigns': expect404(
    'POST',
    () => '/api/campaigns',
    () => ({
      occasion: 'natal',
      productId: ids.product,
    }),
  ),
  'PUT /api/campaigns/settings': async () => {
    const res = await send(t, 'PUT', '/api/campaigns/settings', b.cookie, { dailyCap: 5 });
    expect(res.status).toBe(204);
    const { rows } = await t.database.pool.query(
      'select daily_cap from campaign_settings where user_id = $1',
      [a.id],
    );
    expect(rows[0]?.daily_cap ?? 30).toBe(30);
  },
  'GET /api/campaigns/:id': expect404('GET', () => `/api/campaigns/${ids.campaign}`),
  'POST /api/campaigns/:id/send': expect404(
    'POST',
    () => `/api/campaigns/${ids.campaign}/send`,
    () => ({ customerId: ids.customer }),
  ),
  'POST /api/campaigns/:id/skip': expect404(
    'POST',
    () => `/api/campaigns/${ids.campaign}/skip`,
    () => ({ customerId: ids.customer }),
  ),
  'POST /api/campaigns/:id/resume': expect404(
    'POST',
    () => `/api/campaigns/${ids.campaign}/resume`,
  ),
  'POST /api/customers/:id/reactivation': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/reactivation`,
    () => ({ action: 'skipped' }),
  ),
  'POST /api/customers/:id/reactivation/undo': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/reactivation/undo`,
  ),
  'POST /api/customers/:id/allow-messages': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/allow-messages`,
  ),
  'POST /api/customers/:id/cadence': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/cadence`,
  ),
  'GET /api/account/cadences': async () => {
    const res = await send(t, 'GET', '/api/account/cadences', b.cookie);
    expect((await res.json()).prospect).toEqual([1, 3, 7]);
  },
  'PUT /api/account/cadences': async () => {
    const mine = { prospect: [2], contacted: [2], interested: [2], proposal: [2] };
    const withA = { ...mine, userId: a.id };
    expect((await send(t, 'PUT', '/api/account/cadences', b.cookie, withA)).status).toBe(400);
    expect((await send(t, 'PUT', '/api/account/cadences', b.cookie, mine)).status).toBe(200);
    const { rows } = await t.database.pool.query(
      'select cadences from member_cadences where user_id = $1',
      [a.id],
    );
    expect(rows[0].cadences.prospect).toEqual([5]);
  },
  'GET /api/results': async () => {
    const res = await send(t, 'GET', '/api/results?period=90', b.cookie);
    const body = (await res.json()) as { funnel: Array<{ count: number }> };
    expect(body.funnel.reduce((n, f) => n + f.count, 0)).toBe(
      Number(
        (await t.database.pool.query('select count(*) from clientes where user_id = $1', [b.id]))
          .rows[0].count,
      ),
    );
  },
  'GET /api/customers/board': async () => {
    const board = await (await send(t, 'GET', '/api/customers/board', b.cookie)).json();
    const seen = (board as { columns: Array<{ customers: Array<{ id: string }>; count: number }> })
      .columns;
    expect(seen.flatMap((c) => c.customers.map((x) => x.id))).not.toContain(ids.customer);
    expect(seen.reduce((n, c) => n + c.count, 0)).toBe(
      Number(
        (await t.database.pool.query('select count(*) from clientes where user_id = $1', [b.id]))
          .rows[0].count,
      ),
    );
  },
  'GET /api/customers/summary': async () => {
    const summary = (await (
      await send(t, 'GET', '/api/customers/summary?q=Cliente%20de%20A', b.cookie)
    ).json()) as Array<{ count: number }>;
    expect(summary.reduce((n, s) => n + s.count, 0)).toBe(0);
  },
  'GET /api/customers/phase/:fase': async () => {
    const page = (await (
      await send(t, 'GET', '/api/customers/phase/prospect', b.cookie)
    ).json()) as { customers: Array<{ id: string }> };
    expect(page.customers.map((c) => c.id)).not.toContain(ids.customer);
  },
  'GET /api/limits': async () => {
    expect(await (await send(t, 'GET', '/api/limits', b.cookie)).json()).toMatchObject({
      scripts: { used: 0 },
    });
  },
  'POST /api/scripts': expect404(
    'POST',
    () => '/api/scripts',
    () => ({ productId: ids.product }),
  ),
  'GET /api/scripts': listHasNoneOfA('/api/scripts'),
  'GET /api/scripts/page': async () => {
    const page = (await (await send(t, 'GET', '/api/scripts/page', b.cookie)).json()) as {
      scripts: Array<{ id: string }>;
    };
    expect(page.scripts.map((s) => s.id)).not.toContain(ids.script);
  },
  'DELETE /api/scripts/:id': expect404('DELETE', () => `/api/scripts/${ids.script}`),
  'POST /api/objections': expect404(
    'POST',
    () => '/api/objections',
    () => ({ productId: ids.product, customerNeeds: 'x', objection: 'y' }),
  ),
  'POST /api/import/local': ownedByCaller(
    '/api/import/local',
    () => ({ produtos: [productInput({ nome: 'Importado' })] }),
    'produtos',
  ),
  'GET /api/push/key': async () => {
    expect((await send(t, 'GET', '/api/push/key', b.cookie)).status).toBe(200);
  },
  'GET /api/push/subscription': async () => {
    const endpoint = await pushEndpointOfA();
    const res = await send(
      t,
      'GET',
      `/api/push/subscription?endpoint=${encodeURIComponent(endpoint)}`,
      b.cookie,
    );
    expect(await res.json()).toEqual({ hour: null });
  },
  'POST /api/push/subscription': ownedByCaller(
    '/api/push/subscription',
    () => ({ subscription: pushSubscription('https://fcm.googleapis.com/fcm/send/de-b'), hour: 9 }),
    'push_subscriptions',
  ),
  'DELETE /api/push/subscription': async () => {
    const endpoint = await pushEndpointOfA();
    await expect404(
      'DELETE',
      () => '/api/push/subscription',
      () => ({ endpoint }),
    )(await snapshot());
    const { rows } = await t.database.pool.query(
      'select user_id from push_subscriptions where endpoint = $1',
      [endpoint],
    );
    expect(rows).toEqual([{ user_id: a.id }]);
  },
  'GET /api/account/pix': async () => {
    const res = await send(t, 'GET', '/api/account/pix', b.cookie);
    expect(await res.json()).toEqual({ pixKey: null });
  },
  'PUT /api/account/pix': async () => {
    const res = await send(t, 'PUT', '/api/account/pix', b.cookie, {
      type: 'email',
      key: 'b@exemplo.com',
      name: 'Vendedora B',
      city: 'Natal',
      userId: a.id,
      user_id: a.id,
    });
    expect(res.status).toBe(200);
    const { rows } = await t.database.pool.query(
      'select user_id, key from pix_keys where user_id = any($1) order by key',
      [[a.id, b.id]],
    );
    expect(rows).toEqual([
      { user_id: a.id, key: 'a@exemplo.com' },
      { user_id: b.id, key: 'b@exemplo.com' },
    ]);
    await t.database.pool.query('delete from pix_keys where user_id = $1', [b.id]);
  },
  'GET /api/customers/:id/pix-charges': expect404(
    'GET',
    () => `/api/customers/${ids.customer}/pix-charges`,
  ),
  'POST /api/customers/:id/pix-charges': async () => {
    // With a key of B's own, so the 404 is about A's customer.
    await send(t, 'PUT', '/api/account/pix', b.cookie, {
      type: 'email',
      key: 'b@exemplo.com',
      name: 'Vendedora B',
      city: 'Natal',
    });
    await expect404('POST', () => `/api/customers/${ids.customer}/pix-charges`)(await snapshot());
    await t.database.pool.query('delete from pix_keys where user_id = $1', [b.id]);
  },
  'GET /api/today/without-next-step': async () => {
    await t.database.pool.query(
      `update clientes set proximo_contato = null, fase = 'prospect' where id = $1`,
      [ids.customer],
    );
    const listed = async (cookie: string) => {
      const res = await send(t, 'GET', '/api/today/without-next-step', cookie);
      return ((await res.json()) as { customers: Array<{ id: string }> }).customers.map(
        (c) => c.id,
      );
    };
    // A's customer is listed for A, so its absence for B is the scoping, not an empty list.
    expect(await listed(a.cookie)).toContain(ids.customer);
    expect(await listed(b.cookie)).not.toContain(ids.customer);
  },
  'POST /api/customers/:id/pix-charges/:chargeId/sent': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/pix-charges/${ids.pixCharge}/sent`,
  ),
  'POST /api/customers/:id/pix-charges/:chargeId/paid': expect404(
    'POST',
    () => `/api/customers/${ids.customer}/pix-charges/${ids.pixCharge}/paid`,
  ),
  ...adminRows(),
  ...sendTokenRows(),
  'PATCH /api/me': async () => {
    await send(t, 'PATCH', '/api/me', b.cookie, { displayName: 'B mesmo', userId: a.id, id: a.id });
    const { rows } = await t.database.pool.query(
      'select id, name from users where id = any($1) order by name',
      [[a.id, b.id]],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: b.id, name: 'B mesmo' },
        { id: a.id, name: a.name },
      ]),
    );
  },
};

/** B's send token is B's alone: making, reading or revoking it leaves A's working; A's files on A. */
function sendTokenRows(): Record<string, Check> {
  const tokenOfA = async () =>
    (await (await send(t, 'POST', '/api/account/send-token', a.cookie)).json()).token as string;
  /** A's token still works: a lone message with no name waits for A in the app. */
  const uploadOk = async (token: string) => {
    const res = await t.request('/api/shares/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'oi' }),
    });
    expect(await res.json()).toMatchObject({ status: 'pending' });
  };
  return {
    'GET /api/account/send-token': async () => {
      await tokenOfA();
      expect(
        await (await send(t, 'GET', '/api/account/send-token', b.cookie)).json(),
      ).toMatchObject({ active: false });
    },
    'POST /api/account/send-token': async () => {
      const token = await tokenOfA();
      await send(t, 'POST', '/api/account/send-token', b.cookie, { userId: a.id });
      await uploadOk(token);
    },
    'DELETE /api/account/send-token': async () => {
      const token = await tokenOfA();
      await send(t, 'DELETE', '/api/account/send-token', b.cookie, { userId: a.id });
      await uploadOk(token);
    },
    'POST /api/shares/upload': async () => {
      // B's Shortcut sends a chat with the name of A's customer: it lands on a customer of B's.
      const tokenOfB = (await (await send(t, 'POST', '/api/account/send-token', b.cookie)).json())
        .token;
      const form = new FormData();
      form.append('text', '[20/11/2026, 10:00:00] Cliente de A: oi, qual o valor?');
      const res = await t.request('/api/shares/upload', {
        method: 'POST',
        headers: { authorization: `Bearer ${tokenOfB}` },
        body: form,
      });
      const filed = await res.json();
      expect(filed).toMatchObject({ status: 'filed', customerName: 'Cliente de A' });
      const { rows } = await t.database.pool.query(
        `select user_id from clientes where nome = 'Cliente de A' order by created_at`,
      );
      expect(rows.map((r) => r.user_id)).toEqual([a.id, b.id]);
    },
  };
}

// Routes that are not about a member's rows: authentication, checkout webhooks, system.
const notDataRoutes = /^\/api\/(auth|webhooks|health|config)\b|^GET \/api\/me$/;

describe('isolation matrix', () => {
  it('has a row for every data route of the app', () => {
    const routes = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path}`)
        .filter((key) => !notDataRoutes.test(key.split(' ')[1]!) && !notDataRoutes.test(key)),
    );
    expect([...routes].sort()).toEqual(Object.keys(matrix).sort());
  });

  it.each(Object.keys(matrix))(
    '%s: user B gets nothing of user A, and A is unchanged',
    async (route) => {
      const before = await snapshot();
      await matrix[route]!(before);
      expect(await snapshot()).toEqual(before);
    },
  );
});
