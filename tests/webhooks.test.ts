import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActiveMember } from '../src/server/members/store.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { uniqueEmail } from './factories.ts';

const secrets = {
  HOTMART_HOTTOK: 'hottok-de-teste',
  KIWIFY_TOKEN: 'kiwify-token',
  EDUZZ_SECRET: 'eduzz-secret',
  WEBHOOK_SECRET: `whsec_${Buffer.from('generic-secret-bytes').toString('base64')}`,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(secrets);
});
afterAll(() => t.close());

type Send = (payload: object, tamper?: boolean) => Promise<Response>;

/** Each platform's own way of signing a delivery. */
const platforms: Record<
  string,
  {
    send: Send;
    approve: (email: string, id: string) => object;
    refund: (email: string, id: string) => object;
  }
> = {
  hotmart: {
    send: (payload, tamper) =>
      t.request('/api/webhooks/hotmart', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hotmart-hottok': tamper ? 'wrong' : secrets.HOTMART_HOTTOK,
        },
        body: JSON.stringify(payload),
      }),
    approve: (email, id) => ({
      id,
      event: 'PURCHASE_APPROVED',
      version: '2.0.0',
      data: { buyer: { email } },
    }),
    refund: (email, id) => ({
      id,
      event: 'PURCHASE_REFUNDED',
      version: '2.0.0',
      data: { buyer: { email } },
    }),
  },
  kiwify: {
    send: (payload, tamper) => {
      const body = JSON.stringify(payload);
      const signature = createHmac('sha1', secrets.KIWIFY_TOKEN).update(body).digest('hex');
      return t.request(`/api/webhooks/kiwify?signature=${signature}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: tamper ? body.replace('@', '+x@') : body,
      });
    },
    approve: (email, id) => ({
      order_id: id,
      order_status: 'paid',
      webhook_event_type: 'order_approved',
      Customer: { email },
    }),
    refund: (email, id) => ({
      order_id: id,
      order_status: 'refunded',
      webhook_event_type: 'order_refunded',
      Customer: { email },
    }),
  },
  eduzz: {
    send: (payload, tamper) => {
      const body = JSON.stringify(payload);
      const signature = createHmac('sha256', secrets.EDUZZ_SECRET).update(body).digest('hex');
      return t.request('/api/webhooks/eduzz', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body: tamper ? body.replace('@', '+x@') : body,
      });
    },
    approve: (email, id) => ({ id, event: 'myeduzz.invoice_paid', data: { buyer: { email } } }),
    refund: (email, id) => ({ id, event: 'myeduzz.invoice_refunded', data: { buyer: { email } } }),
  },
  generic: {
    send: (payload, tamper) => {
      const body = JSON.stringify(payload);
      const id = `msg_${randomUUID()}`;
      const timestamp = Math.floor(Date.now() / 1000);
      const key = Buffer.from(secrets.WEBHOOK_SECRET.slice(6), 'base64');
      const signature = createHmac('sha256', key)
        .update(`${id}.${timestamp}.${body}`)
        .digest('base64');
      return t.request('/api/webhooks/generic', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': `v1,${signature}`,
        },
        body: tamper ? body.replace('@', '+x@') : body,
      });
    },
    approve: (email, id) => ({ id, type: 'member.activated', data: { email } }),
    refund: (email, id) => ({ id, type: 'member.deactivated', data: { email } }),
  },
};

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

  it('activates on approval, deactivates on refund, and reactivates on a new approval', async () => {
    const email = uniqueEmail();
    expect((await p.send(p.approve(email, randomUUID()))).status).toBe(200);
    expect(await active(email)).toBe(true);
    expect((await p.send(p.refund(email, randomUUID()))).status).toBe(200);
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
    await p.send(p.refund(email, randomUUID()));
    const again = await p.send(p.approve(email, id));
    expect(again.status).toBe(200);
    expect((await again.json()).duplicate).toBe(true);
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
    await platforms.eduzz!.send(platforms.eduzz!.approve(email, randomUUID()));
    await platforms.eduzz!.send(platforms.eduzz!.refund(email, randomUUID()));
    const { rows } = await t.database.pool.query(
      'SELECT event_type, action, payload FROM member_events WHERE email = $1 ORDER BY received_at',
      [email],
    );
    expect(rows.map((r) => [r.event_type, r.action])).toEqual([
      ['myeduzz.invoice_paid', 'activate'],
      ['myeduzz.invoice_refunded', 'deactivate'],
    ]);
    expect(rows[0].payload.data.buyer.email).toBe(email);
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
