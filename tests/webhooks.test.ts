import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActiveMember } from '../src/server/members/store.ts';
import { checkout, checkoutSecrets } from './helpers/checkout.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { uniqueEmail } from './factories.ts';

const secrets = checkoutSecrets;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(secrets);
});
afterAll(() => t.close());

/** Each platform's own payloads and signing (tests/helpers/checkout.ts), by event id and transaction. */
const platforms = Object.fromEntries(
  Object.entries(checkout).map(([name, p]) => [
    name,
    {
      send: (payload: object, tamper?: boolean) => p.send(t, payload, { tamper }),
      approve: (email: string, id: string, transaction = id) =>
        p.payload('approved', { email, id, transaction }),
      refund: (email: string, id: string, transaction = id) =>
        p.payload('refunded', { email, id, transaction }),
    },
  ]),
);

const active = (email: string) => isActiveMember(t.database.db, email);
const eventCount = async (platform: string) =>
  Number(
    (
      await t.database.pool.query('SELECT count(*) FROM member_events WHERE platform = $1', [
        platform,
      ])
    ).rows[0].count,
  );

describe.each(Object.keys(platforms))('the %s webhook', (name) => {
  const p = platforms[name]!;

  it('activates on approval, deactivates on its refund, and reactivates on a new purchase', async () => {
    const email = uniqueEmail();
    const first = randomUUID();
    expect((await p.send(p.approve(email, randomUUID(), first))).status).toBe(200);
    expect(await active(email)).toBe(true);
    expect((await p.send(p.refund(email, randomUUID(), first))).status).toBe(200);
    expect(await active(email)).toBe(false);
    expect((await p.send(p.approve(email, randomUUID()))).status).toBe(200);
    expect(await active(email)).toBe(true);
  });

  it('rejects a tampered delivery with 401 and changes nothing', async () => {
    const email = uniqueEmail();
    const before = await eventCount(name);
    const res = await p.send(p.approve(email, randomUUID()), true);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('INVALID_SIGNATURE');
    expect(await active(email)).toBe(false);
    expect(await eventCount(name)).toBe(before);
  });

  it('applies a duplicate delivery once', async () => {
    const email = uniqueEmail();
    const id = randomUUID();
    await p.send(p.approve(email, id));
    await p.send(p.refund(email, randomUUID(), id));
    const again = await p.send(p.approve(email, id));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, duplicate: true, result: 'duplicate' });
    expect(await active(email)).toBe(false);
  });
});

describe('webhook deliveries', () => {
  it('20 concurrent duplicates create one event', async () => {
    const email = uniqueEmail();
    const payload = platforms.hotmart!.approve(email, randomUUID());
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => platforms.hotmart!.send(payload)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM member_events WHERE email = $1',
      [email],
    );
    expect(rows[0].n).toBe(1);
    expect(await active(email)).toBe(true);
  });

  it('keeps each event as the audit trail of the member', async () => {
    const email = uniqueEmail();
    const invoice = randomUUID();
    await platforms.eduzz!.send(platforms.eduzz!.approve(email, randomUUID(), invoice));
    await platforms.eduzz!.send(platforms.eduzz!.refund(email, randomUUID(), invoice));
    const { rows } = await t.database.pool.query(
      'SELECT event_type, action, result, transaction, payload FROM member_events WHERE email = $1 ORDER BY received_at',
      [email],
    );
    expect(rows.map((r) => [r.event_type, r.action, r.result, r.transaction])).toEqual([
      ['myeduzz.invoice_paid', 'activate', 'applied', invoice],
      ['myeduzz.invoice_refunded', 'deactivate', 'applied', invoice],
    ]);
    expect(rows[0].payload.data.buyer.email).toBe(email);
  });

  it('keys a Kiwify event without order_id by its body: two such events are both kept, a redelivery is a duplicate', async () => {
    const kiwify = checkout.kiwify;
    const orderless = (email: string) => {
      const payload = kiwify.payload('refunded', { email, transaction: 'x' }) as {
        order_id?: string;
        Customer: { email: string };
      };
      delete payload.order_id;
      return payload;
    };
    const [first, second] = [orderless(uniqueEmail()), orderless(uniqueEmail())];
    const result = async (payload: object) => (await (await kiwify.send(t, payload)).json()).result;
    expect(await result(first)).toBe('ignored');
    expect(await result(second)).toBe('ignored');
    expect(await result(first)).toBe('duplicate');
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM member_events WHERE platform = 'kiwify' AND email = ANY($1)`,
      [[first.Customer.email, second.Customer.email]],
    );
    expect(rows[0].n).toBe(2);
  });

  it('answers Eduzz ping and accepts the Hotmart token in the body', async () => {
    const body = JSON.stringify({ event: 'ping' });
    const sig = createHmac('sha256', secrets.EDUZZ_SECRET).update(body).digest('hex');
    const ping = await t.request('/api/webhooks/eduzz', {
      method: 'POST',
      headers: { 'x-signature': sig },
      body,
    });
    expect(ping.status).toBe(200);

    const email = uniqueEmail();
    const res = await t.request('/api/webhooks/hotmart', {
      method: 'POST',
      body: JSON.stringify({
        ...platforms.hotmart!.approve(email, randomUUID()),
        hottok: secrets.HOTMART_HOTTOK,
      }),
    });
    expect(res.status).toBe(200);
    expect(await active(email)).toBe(true);
  });

  it('refuses a generic delivery signed more than 5 minutes ago', async () => {
    const body = JSON.stringify(platforms.generic!.approve(uniqueEmail(), randomUUID()));
    const timestamp = Math.floor(Date.now() / 1000) - 6 * 60;
    const key = Buffer.from(secrets.WEBHOOK_SECRET.slice(6), 'base64');
    const signature = createHmac('sha256', key)
      .update(`msg_1.${timestamp}.${body}`)
      .digest('base64');
    const res = await t.request('/api/webhooks/generic', {
      method: 'POST',
      headers: {
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(timestamp),
        'webhook-signature': `v1,${signature}`,
      },
      body,
    });
    expect(res.status).toBe(401);
  });

  it('answers 404 for a platform without a configured secret, and an unknown one', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.request('/api/webhooks/hotmart', { method: 'POST', body: '{}' });
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
    expect((await t.request('/api/webhooks/paypal', { method: 'POST', body: '{}' })).status).toBe(
      404,
    );
    expect(
      (await t.request('/api/webhooks/__proto__', { method: 'POST', body: '{}' })).status,
    ).toBe(404);
  });
});
