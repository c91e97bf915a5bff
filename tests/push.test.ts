import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { createLogger } from '../src/server/logger.ts';
import { sendFollowUpReminders, saoPauloClock } from '../src/server/push/reminders.ts';
import { vapidFor } from '../src/server/push/vapid.ts';
import { createMember, send, signedInUser } from './factories.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The push API, and the hourly reminder sent through a real (local) push service:
// web-push-testing, which decrypts what it receives and answers 410 for an expired browser.

let t: TestApp;
let pushService: ChildProcess;
let pushUrl: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const pushApi = async (route: string, body: unknown = {}) => {
  const res = await fetch(`${pushUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.headers.get('content-type')?.includes('json') ? await res.json() : res.status;
};

/** A browser subscribing through the push service, with the app's public key. */
async function browserSubscription(publicKey: string) {
  const { data } = await pushApi('/subscribe', {
    userVisibleOnly: 'true',
    applicationServerKey: publicKey,
  });
  const { clientHash, ...subscription } = data as {
    clientHash: string;
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  return { clientHash, subscription };
}

const received = async (clientHash: string) =>
  ((await pushApi('/get-notifications', { clientHash })).data.messages as string[]).map(
    (m) => JSON.parse(m) as { title: string; url: string },
  );

beforeAll(async () => {
  t = await createTestApp();
  const port = await freePort();
  pushUrl = `http://localhost:${port}`;
  pushService = spawn(
    process.execPath,
    ['node_modules/web-push-testing/src/bin/server.js', String(port)],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${pushUrl}/status`, { method: 'POST' }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('web-push-testing did not start');
});
afterAll(async () => {
  pushService?.kill();
  await t.close();
});

describe('GET /manifest.webmanifest', () => {
  it('names the app after APP_NAME and starts at /inicio, with any and maskable icons', async () => {
    const named = await createTestApp({ APP_NAME: 'Vendas da Ana' });
    try {
      const res = await named.request('/manifest.webmanifest');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/manifest+json');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const manifest = await res.json();
      expect(manifest).toMatchObject({
        name: 'Vendas da Ana',
        short_name: 'Vendas da An',
        start_url: '/inicio',
        display: 'standalone',
        theme_color: '#047857',
      });
      const icons = manifest.icons as Array<{ sizes: string; purpose: string }>;
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
    } finally {
      await named.close();
    }
  });

  it('serves the service worker to be checked on every visit', async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("push", () => {});');
    const app = await createTestApp({}, { clientDir });
    try {
      const res = await app.request('/sw.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('javascript');
    } finally {
      await app.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR, mode 600, and served as the public key', async () => {
    const user = await signedInUser(t);
    const res = await send(t, 'GET', '/api/push/key', user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { publicKey } = await res.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(t.config.DATA_DIR, 'vapid.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await (await send(t, 'GET', '/api/push/key', user.cookie)).json()).publicKey).toBe(
      publicKey,
    );
    expect(vapidFor(t.config).subject).toBe('mailto:nao-responda@fechazap.local');
  });

  it('come from the environment when given, both keys or neither', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/unused' };
    const config = loadConfig({
      ...env,
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'mailto:suporte@exemplo.com.br',
    });
    expect(vapidFor(config)).toEqual({
      subject: 'mailto:suporte@exemplo.com.br',
      publicKey: 'pub',
      privateKey: 'priv',
    });
    expect(() => loadConfig({ ...env, VAPID_PUBLIC_KEY: 'pub' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, VAPID_SUBJECT: 'http://x' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('/api/push/subscription', () => {
  // A browser's keys: an uncompressed P-256 point and a 16-byte secret, base64url.
  const browserKeys = () => ({
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  });
  const subscription = (endpoint: string, keys = browserKeys()) => ({ endpoint, keys });

  it('is for signed-in members only', async () => {
    const res = await t.request('/api/push/key');
    expect(res.status).toBe(401);
  });

  it('saves, reads, changes the hour and deletes this browser’s subscription', async () => {
    const user = await signedInUser(t);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const hourOf = async () =>
      (
        await (
          await send(
            t,
            'GET',
            `/api/push/subscription?endpoint=${encodeURIComponent(endpoint)}`,
            user.cookie,
          )
        ).json()
      ).hour;
    expect(await hourOf()).toBeNull();
    let res = await send(t, 'POST', '/api/push/subscription', user.cookie, {
      subscription: subscription(endpoint),
      hour: 8,
    });
    expect(res.status).toBe(200);
    expect(await hourOf()).toBe(8);
    await send(t, 'POST', '/api/push/subscription', user.cookie, {
      subscription: subscription(endpoint),
      hour: 19,
    });
    expect(await hourOf()).toBe(19);
    res = await send(t, 'DELETE', '/api/push/subscription', user.cookie, { endpoint });
    expect(res.status).toBe(204);
    expect(await hourOf()).toBeNull();
    res = await send(t, 'DELETE', '/api/push/subscription', user.cookie, { endpoint });
    expect(res.status).toBe(404);
  });

  it('refuses an hour out of 0–23, bad keys and an endpoint that is not a push service', async () => {
    const user = await signedInUser(t);
    const { p256dh, auth } = browserKeys();
    const point = Buffer.from(p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64]! ^= 1;
    const badKeys: Array<[{ p256dh: string; auth: string }, string]> = [
      [{ p256dh: 'BPublicKey-of_the_browser', auth }, 'subscription.keys.p256dh'],
      [{ p256dh: point.subarray(0, 64).toString('base64url'), auth }, 'subscription.keys.p256dh'],
      // compressed (0x02/0x03) or not a point at all
      [
        { p256dh: Buffer.from([2, ...point.subarray(1)]).toString('base64url'), auth },
        'subscription.keys.p256dh',
      ],
      [{ p256dh: offCurve.toString('base64url'), auth }, 'subscription.keys.p256dh'],
      [{ p256dh: `${p256dh.slice(0, -1)}+`, auth }, 'subscription.keys.p256dh'],
      [{ p256dh, auth: 'auth-secret' }, 'subscription.keys.auth'],
      [{ p256dh, auth: randomBytes(15).toString('base64url') }, 'subscription.keys.auth'],
      [{ p256dh, auth: randomBytes(17).toString('base64url') }, 'subscription.keys.auth'],
    ];
    const post = (body: unknown) => send(t, 'POST', '/api/push/subscription', user.cookie, body);
    const cases = [
      [{ subscription: subscription('https://push.exemplo.com/1'), hour: 24 }, 'hour'],
      [{ subscription: subscription('https://push.exemplo.com/1'), hour: 7.5 }, 'hour'],
      [
        { subscription: { endpoint: 'https://push.exemplo.com/1', keys: {} }, hour: 7 },
        'subscription.keys.p256dh',
      ],
      ...badKeys.map(
        ([keys, field]) =>
          [
            { subscription: subscription('https://fcm.googleapis.com/fcm/send/k', keys), hour: 7 },
            field,
          ] as const,
      ),
      [{ subscription: subscription('http://10.0.0.1/interno'), hour: 7 }, 'subscription.endpoint'],
      // https to anything but a browser's push service: the server would post there.
      [
        { subscription: subscription('https://169.254.169.254/latest/meta-data'), hour: 7 },
        'subscription.endpoint',
      ],
      [
        { subscription: subscription('https://fcm.googleapis.com:8443/x'), hour: 7 },
        'subscription.endpoint',
      ],
      [
        { subscription: subscription('https://push.exemplo.com/1'), hour: 7 },
        'subscription.endpoint',
      ],
      [
        { subscription: subscription('ftp://push.exemplo.com/1'), hour: 7 },
        'subscription.endpoint',
      ],
    ] as const;
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.field).toBe(field);
    }
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from push_subscriptions where user_id = $1',
      [user.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('keeps an endpoint with the member who has it: another gets 409 and the row stays; the owner may save it again', async () => {
    const [a, b] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared';
    const keys = browserKeys();
    const post = (cookie: string, hour: number, withKeys = keys) =>
      send(t, 'POST', '/api/push/subscription', cookie, {
        subscription: subscription(endpoint, withKeys),
        hour,
      });
    const row = async () =>
      (
        await t.database.pool.query(
          'select user_id, hour, p256dh, auth from push_subscriptions where endpoint = $1',
          [endpoint],
        )
      ).rows;
    expect((await post(a.cookie, 9)).status).toBe(200);
    for (const withKeys of [keys, browserKeys()]) {
      const taken = await post(b.cookie, 20, withKeys);
      expect(taken.status).toBe(409);
      expect((await taken.json()).error).toEqual({
        code: 'PUSH_SUBSCRIPTION_TAKEN',
        message: 'Este navegador já recebe os lembretes de outra conta.',
      });
    }
    expect(await row()).toEqual([{ user_id: a.id, hour: 9, ...keys }]);
    expect((await post(a.cookie, 7)).status).toBe(200);
    expect(await row()).toEqual([{ user_id: a.id, hour: 7, ...keys }]);
  });
});

describe('the hourly follow-up reminder', () => {
  // 12:00 UTC is 09:00 in São Paulo.
  const nineInSaoPaulo = new Date('2026-05-04T12:00:00Z');
  const log = createLogger('silent');

  it('reads the hour and the day in São Paulo', () => {
    expect(saoPauloClock(nineInSaoPaulo)).toEqual({ hour: 9, today: '2026-05-04' });
    expect(saoPauloClock(new Date('2026-05-05T02:30:00Z'))).toEqual({
      hour: 23,
      today: '2026-05-04',
    });
  });

  it('arrives at the chosen hour with the count due today or overdue; a 410 unsubscribes', async () => {
    await t.database.pool.query('delete from push_subscriptions');
    const vapid = vapidFor(t.config);
    const deps = { db: t.database.db, vapid, log };
    const seller = await signedInUser(t);
    const idle = await signedInUser(t);
    const evening = await signedInUser(t);
    const suspended = await signedInUser(t);
    for (const [date, nome] of [
      ['2026-05-04', 'Hoje'],
      ['2026-04-28', 'Atrasada'],
      ['2026-05-05', 'Amanhã'],
    ]) {
      await t.database.pool.query(
        'insert into clientes (user_id, nome, proximo_contato) values ($1, $2, $3)',
        [seller.id, nome, date],
      );
    }
    for (const user of [evening, suspended])
      await t.database.pool.query(
        "insert into clientes (user_id, nome, proximo_contato) values ($1, 'X', '2026-05-01')",
        [user.id],
      );

    const browsers = new Map<string, string>();
    for (const [user, hour] of [
      [seller, 9],
      [idle, 9],
      [evening, 20],
      [suspended, 9],
    ] as const) {
      const { clientHash, subscription } = await browserSubscription(vapid.publicKey);
      const res = await send(t, 'POST', '/api/push/subscription', user.cookie, {
        subscription,
        hour,
      });
      expect(res.status).toBe(200);
      browsers.set(user.id, clientHash);
    }
    await createMember(t.database.db, { email: suspended.email, status: 'inactive' });

    expect(await sendFollowUpReminders(deps, nineInSaoPaulo)).toEqual({
      hour: 9,
      sent: 1,
      skipped: 1,
      removed: 0,
      failed: 0,
    });
    expect(await received(browsers.get(seller.id)!)).toEqual([
      {
        title: 'Hoje: 2 clientes para retomar',
        body: 'Toque para ver quem chamar e a mensagem de cada um.',
        url: '/inicio',
      },
    ]);
    for (const user of [idle, evening, suspended])
      expect(await received(browsers.get(user.id)!)).toEqual([]);

    // The same hour again (a retried run): nothing twice.
    expect((await sendFollowUpReminders(deps, nineInSaoPaulo)).sent).toBe(0);
    expect(await received(browsers.get(seller.id)!)).toHaveLength(1);

    // The next day the browser has unsubscribed: the push service answers 410.
    expect(await pushApi(`/expire-subscription/${browsers.get(seller.id)!}`)).toBe(200);
    const nextDay = new Date('2026-05-05T12:00:00Z');
    expect(await sendFollowUpReminders(deps, nextDay)).toMatchObject({ sent: 0, removed: 1 });
    const { rows } = await t.database.pool.query(
      'select user_id from push_subscriptions order by hour',
    );
    expect(rows.map((r) => r.user_id).sort()).toEqual([idle.id, suspended.id, evening.id].sort());

    // 20:00 in São Paulo: the evening member's one overdue customer.
    expect(await sendFollowUpReminders(deps, new Date('2026-05-05T23:00:00Z'))).toMatchObject({
      hour: 20,
      sent: 1,
    });
    expect((await received(browsers.get(evening.id)!))[0]!.title).toBe(
      'Hoje: 1 cliente para retomar',
    );
  });

  it("reads the chosen hour and the day in the member's own zone, told by the tz cookie", async () => {
    await t.database.pool.query('delete from push_subscriptions');
    const vapid = vapidFor(t.config);
    const deps = { db: t.database.db, vapid, log };
    const lisbon = await signedInUser(t);
    await t.database.pool.query(
      "insert into clientes (user_id, nome, proximo_contato) values ($1, 'Inês', '2026-05-05')",
      [lisbon.id],
    );
    const { clientHash, subscription } = await browserSubscription(vapid.publicKey);
    const res = await send(
      t,
      'POST',
      '/api/push/subscription',
      `${lisbon.cookie}; tz=${encodeURIComponent('Europe/Lisbon')}`,
      { subscription, hour: 8 },
    );
    expect(res.status).toBe(200);
    // 08:00 in São Paulo (11:00 UTC, 12:00 in Lisbon): not the member's hour.
    expect((await sendFollowUpReminders(deps, new Date('2026-05-04T11:00:00Z'))).sent).toBe(0);
    // 08:00 of 5 May in Lisbon (summer time, UTC+1), 04:00 in São Paulo.
    expect((await sendFollowUpReminders(deps, new Date('2026-05-05T07:00:00Z'))).sent).toBe(1);
    expect(await received(clientHash)).toEqual([
      expect.objectContaining({ title: 'Hoje: 1 cliente para retomar', url: '/inicio' }),
    ]);
    expect((await sendFollowUpReminders(deps, new Date('2026-05-05T07:30:00Z'))).sent).toBe(0);
  });
});
