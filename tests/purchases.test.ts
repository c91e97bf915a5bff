import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { checkoutWarnings } from '../src/server/members/checkout-platforms.ts';
import { deactivateMember, isActiveMember, setMemberStatus } from '../src/server/members/store.ts';
import {
  checkout,
  checkoutSecrets,
  deliver,
  minutesAgo,
  signStandardWebhook,
} from './helpers/checkout.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { uniqueEmail } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ...checkoutSecrets,
    HOTMART_PRODUCT_IDS: '1001, 1002',
    KIWIFY_PRODUCT_IDS: 'prod-1001',
    EDUZZ_PRODUCT_IDS: 'edz-1001',
  });
});
afterAll(() => t.close());

const active = (email: string) => isActiveMember(t.database.db, email);
const tx = () => `HP${randomUUID().slice(0, 12)}`;

async function storedEvents(email: string) {
  const { rows } = await t.database.pool.query(
    'SELECT event_type, result, transaction, payload FROM member_events WHERE email = $1 ORDER BY received_at',
    [email],
  );
  return rows as Array<{
    event_type: string;
    result: string;
    transaction: string;
    payload: object;
  }>;
}

describe.each(['hotmart', 'kiwify', 'eduzz', 'generic'] as const)('the %s ledger', (platform) => {
  it('does not reactivate a refunded buyer when an earlier approval arrives late', async () => {
    const email = uniqueEmail();
    const transaction = tx();
    await deliver(t, platform, 'approved', { email, transaction, at: minutesAgo(30) });
    await deliver(t, platform, 'refunded', { email, transaction, at: minutesAgo(10) });
    const late = await deliver(t, platform, 'approved', {
      email,
      transaction,
      at: minutesAgo(20),
    });
    // Kiwify sends no event id: ours is the order and its status, so this one is a duplicate.
    expect(late.result).toBe(platform === 'kiwify' ? 'duplicate' : 'stale');
    expect(await active(email)).toBe(false);
  });

  it('does not activate on an approval older than the refund already applied', async () => {
    const email = uniqueEmail();
    const transaction = tx();
    await deliver(t, platform, 'refunded', { email, transaction, at: minutesAgo(10) });
    const late = await deliver(t, platform, 'approved', { email, transaction, at: minutesAgo(20) });
    expect(late).toEqual({ ok: true, duplicate: false, result: 'stale' });
    expect(await active(email)).toBe(false);
  });

  it('keeps the member active while another transaction is live', async () => {
    const email = uniqueEmail();
    const [a, b] = [tx(), tx()];
    await deliver(t, platform, 'approved', { email, transaction: a });
    await deliver(t, platform, 'approved', { email, transaction: b });
    expect(await deliver(t, platform, 'refunded', { email, transaction: a })).toMatchObject({
      result: 'applied',
    });
    expect(await active(email)).toBe(true);
    await deliver(t, platform, 'refunded', { email, transaction: b });
    expect(await active(email)).toBe(false);
  });
});

describe.each(['hotmart', 'kiwify', 'eduzz'] as const)('a %s chargeback', (platform) => {
  it('is final even against a later-timestamped approval of the same transaction', async () => {
    const email = uniqueEmail();
    const transaction = tx();
    await deliver(t, platform, 'chargeback', { email, transaction, at: minutesAgo(20) });
    const later = await deliver(t, platform, 'approved', { email, transaction });
    expect(later.result).toBe('stale');
    expect(await active(email)).toBe(false);
  });
});

describe('event order', () => {
  it('a cancellation is not final: only an approval newer than it brings the purchase back', async () => {
    const email = uniqueEmail();
    const transaction = tx();
    await deliver(t, 'hotmart', 'approved', { email, transaction, at: minutesAgo(30) });
    await deliver(t, 'hotmart', 'canceled', { email, transaction, at: minutesAgo(10) });
    expect(await active(email)).toBe(false);
    expect(
      (await deliver(t, 'hotmart', 'approved', { email, transaction, at: minutesAgo(20) })).result,
    ).toBe('stale');
    expect(await active(email)).toBe(false);
    await deliver(t, 'hotmart', 'approved', { email, transaction, at: minutesAgo(1) });
    expect(await active(email)).toBe(true);
  });

  it('a Hotmart dispute (PURCHASE_PROTEST) is final', async () => {
    const email = uniqueEmail();
    const transaction = tx();
    await deliver(t, 'hotmart', 'approved', { email, transaction, at: minutesAgo(30) });
    const protest = { ...checkout.hotmart.payload('approved', { email, transaction }) };
    const res = await checkout.hotmart.send(t, { ...protest, event: 'PURCHASE_PROTEST' });
    expect(await res.json()).toMatchObject({ result: 'applied' });
    expect(await active(email)).toBe(false);
    await deliver(t, 'hotmart', 'approved', {
      email,
      transaction,
      at: new Date(Date.now() + 1000),
    });
    expect(await active(email)).toBe(false);
  });

  it('SUBSCRIPTION_CANCELLATION ends every transaction of the subscription, even one delivered late', async () => {
    const email = uniqueEmail();
    const subscription = `SUB${randomUUID().slice(0, 8)}`;
    await deliver(t, 'hotmart', 'approved', {
      email,
      subscription,
      transaction: tx(),
      at: minutesAgo(60),
    });
    await deliver(t, 'hotmart', 'approved', {
      email,
      subscription,
      transaction: tx(),
      at: minutesAgo(40),
    });
    const cancellation = {
      id: randomUUID(),
      creation_date: minutesAgo(10).getTime(),
      event: 'SUBSCRIPTION_CANCELLATION',
      version: '2.0.0',
      data: {
        product: { id: 1001, name: 'FechaZap' },
        subscriber: { code: subscription, email },
        subscription: { id: 42, plan: { id: 1, name: 'Mensal' } },
        cancellation_date: minutesAgo(10).getTime(),
      },
    };
    const res = await checkout.hotmart.send(t, cancellation);
    expect(await res.json()).toMatchObject({ result: 'applied' });
    expect(await active(email)).toBe(false);
    // A recurrence approved before the cancellation, whose first delivery failed.
    const late = await deliver(t, 'hotmart', 'approved', {
      email,
      subscription,
      transaction: tx(),
      at: minutesAgo(20),
    });
    expect(late.result).toBe('stale');
    expect(await active(email)).toBe(false);
  });
});

describe('product allow-lists', () => {
  it('a sale of another product on the same account neither grants nor, refunded, revokes', async () => {
    const email = uniqueEmail();
    const ebook = tx();
    const other = await deliver(t, 'hotmart', 'approved', {
      email,
      transaction: ebook,
      product: '777',
    });
    expect(other).toEqual({ ok: true, duplicate: false, result: 'other_product' });
    expect(await active(email)).toBe(false);

    await deliver(t, 'hotmart', 'approved', { email, transaction: tx(), product: '1002' });
    expect(await active(email)).toBe(true);
    await deliver(t, 'hotmart', 'refunded', { email, transaction: ebook, product: '777' });
    expect(await active(email)).toBe(true);
    expect((await storedEvents(email)).map((e) => e.result)).toEqual([
      'other_product',
      'applied',
      'other_product',
    ]);
  });

  it('reads Kiwify Product.product_id and Eduzz data.items[].productId or data.product.id', async () => {
    const email = uniqueEmail();
    expect(
      (await deliver(t, 'kiwify', 'approved', { email, transaction: tx(), product: 'x' })).result,
    ).toBe('other_product');
    expect(
      (await deliver(t, 'eduzz', 'approved', { email, transaction: tx(), product: 'x' })).result,
    ).toBe('other_product');
    expect(await active(email)).toBe(false);

    const payload = checkout.eduzz.payload('approved', { email, transaction: tx() }) as {
      data: Record<string, unknown>;
    };
    delete payload.data.items;
    payload.data.product = { id: 'edz-1001' };
    expect(await (await checkout.eduzz.send(t, payload)).json()).toMatchObject({
      result: 'applied',
    });
    expect(await active(email)).toBe(true);
  });

  it('records an event type we do not act on as ignored', async () => {
    const email = uniqueEmail();
    const payload = checkout.hotmart.payload('approved', { email, transaction: tx() });
    const res = await checkout.hotmart.send(t, { ...payload, event: 'PURCHASE_BILLET_PRINTED' });
    expect(await res.json()).toEqual({ ok: true, duplicate: false, result: 'ignored' });
    expect(await active(email)).toBe(false);
    expect((await storedEvents(email)).map((e) => e.result)).toEqual(['ignored']);
  });

  it('warns at start-up for each platform with a secret but no allow-list', () => {
    const config = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: 'test', ...checkoutSecrets, ...env });
    expect(checkoutWarnings(config({ HOTMART_PRODUCT_IDS: '1' }))).toEqual([
      expect.stringMatching(/KIWIFY_PRODUCT_IDS/),
      expect.stringMatching(/EDUZZ_PRODUCT_IDS/),
    ]);
    expect(checkoutWarnings(t.config)).toEqual([]);
    expect(checkoutWarnings(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
    expect(t.config.HOTMART_PRODUCT_IDS).toEqual(['1001', '1002']);
  });
});

describe('manual decisions and purchases', () => {
  it('an activation by hand survives the refund of a purchase', async () => {
    const email = uniqueEmail();
    const transaction = tx();
    await setMemberStatus(t.database.db, { email, status: 'active', source: 'cli' });
    await deliver(t, 'hotmart', 'approved', { email, transaction });
    await deliver(t, 'hotmart', 'refunded', { email, transaction });
    expect(await active(email)).toBe(true);
  });

  it('MEMBER_EMAILS and the seed count as an activation by hand', async () => {
    const email = uniqueEmail();
    const transaction = tx();
    // What seed.ts writes: a row that does not name a decision.
    await t.database.pool.query(
      "INSERT INTO members (email, status, source) VALUES ($1, 'active', 'env')",
      [email],
    );
    await deliver(t, 'eduzz', 'approved', { email, transaction });
    await deliver(t, 'eduzz', 'refunded', { email, transaction });
    expect(await active(email)).toBe(true);
  });

  it('a deactivation by hand outranks live purchases, until a purchase goes live after it', async () => {
    const email = uniqueEmail();
    await deliver(t, 'kiwify', 'approved', { email, transaction: tx(), at: minutesAgo(30) });
    expect(await deactivateMember(t.database.db, email, 'cli')).toBe(true);
    expect(await active(email)).toBe(false);
    // History re-sent by the platform: a purchase approved before the suspension.
    await deliver(t, 'kiwify', 'approved', { email, transaction: tx(), at: minutesAgo(20) });
    expect(await active(email)).toBe(false);
    // The buyer pays again.
    await deliver(t, 'kiwify', 'approved', {
      email,
      transaction: tx(),
      at: new Date(Date.now() + 1000),
    });
    expect(await active(email)).toBe(true);
  });
});

describe('Standard Webhooks', () => {
  it('accepts a message signed by the standardwebhooks package, the id from webhook-id', async () => {
    const email = uniqueEmail();
    const msgId = `msg_${randomUUID()}`;
    const body = JSON.stringify({
      type: 'member.activated',
      timestamp: new Date().toISOString(),
      data: { email },
    });
    const post = () =>
      t.request('/api/webhooks/generic', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signStandardWebhook(msgId, body) },
        body,
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, duplicate: false, result: 'applied' });
    expect(await active(email)).toBe(true);
    expect(await (await post()).json()).toEqual({ ok: true, duplicate: true, result: 'duplicate' });
    const { rows } = await t.database.pool.query(
      'SELECT event_id, transaction FROM member_events WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ event_id: msgId, transaction: msgId }]);
  });

  it('member.deactivated without a transaction_id ends every generic purchase of the member', async () => {
    const email = uniqueEmail();
    await deliver(t, 'generic', 'approved', { email, transaction: tx(), at: minutesAgo(5) });
    await deliver(t, 'generic', 'approved', { email, transaction: tx(), at: minutesAgo(4) });
    const body = JSON.stringify({
      type: 'member.deactivated',
      timestamp: minutesAgo(2).toISOString(),
      data: { email },
    });
    const res = await t.request('/api/webhooks/generic', {
      method: 'POST',
      headers: signStandardWebhook(`msg_${randomUUID()}`, body),
      body,
    });
    expect(await res.json()).toMatchObject({ result: 'applied' });
    expect(await active(email)).toBe(false);
    // An activation from before the deactivation, delivered late, stays out.
    await deliver(t, 'generic', 'approved', { email, transaction: tx(), at: minutesAgo(3) });
    expect(await active(email)).toBe(false);
  });

  it('refuses a message signed with another secret', async () => {
    const body = JSON.stringify({ type: 'member.activated', timestamp: '', data: {} });
    const headers = signStandardWebhook('msg_x', body);
    const res = await t.request('/api/webhooks/generic', {
      method: 'POST',
      headers: { ...headers, 'webhook-signature': 'v1,AAAA' },
      body,
    });
    expect(res.status).toBe(401);
  });
});

describe('secrets at rest', () => {
  it('strips the Hotmart hottok from the stored payload', async () => {
    const email = uniqueEmail();
    const payload = checkout.hotmart.payload('approved', { email, transaction: tx() });
    const res = await t.request('/api/webhooks/hotmart', {
      method: 'POST',
      body: JSON.stringify({ ...payload, hottok: checkoutSecrets.HOTMART_HOTTOK }),
    });
    expect(res.status).toBe(200);
    expect(await active(email)).toBe(true);
    const { rows } = await t.database.pool.query(
      'SELECT payload::text AS text FROM member_events WHERE email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].text).not.toContain('hottok');
    expect(rows[0].text).not.toContain(checkoutSecrets.HOTMART_HOTTOK);
  });
});

describe("the buyer's access mail", () => {
  it('is queued once, with the event that turns the member active', async () => {
    const email = uniqueEmail();
    const queued = async () => {
      const { rows } = await t.database.pool.query(
        "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND data->>'email' = $1",
        [email],
      );
      return rows[0].n as number;
    };
    const [a, b] = [tx(), tx()];
    await deliver(t, 'hotmart', 'approved', { email, transaction: a });
    await deliver(t, 'hotmart', 'approved', { email, transaction: b });
    await deliver(t, 'hotmart', 'refunded', { email, transaction: a });
    expect(await queued()).toBe(1);

    await deliver(t, 'hotmart', 'refunded', { email, transaction: b });
    await deliver(t, 'hotmart', 'approved', { email, transaction: tx() });
    expect(await queued()).toBe(2);
  });
});
