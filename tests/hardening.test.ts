import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlineEngine } from '../src/server/ai/offline-engine.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  createCustomer,
  createUser,
  postJson,
  productInput,
  send,
  signedInUser,
  uniqueEmail,
} from './factories.ts';

// Edge cases found by an independent review: each answered 500 or let a limit slip.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { TRUST_PROXY: '1', HOTMART_HOTTOK: 'tok' },
    { engine: offlineEngine(60) },
  );
});
afterAll(() => t.close());

describe('sign-in limits hold against bursts', () => {
  it('30 simultaneous wrong passwords: at most 5 are checked, the rest are refused', async () => {
    const user = await createUser(t.database.db);
    const statuses = (
      await Promise.all(
        Array.from({ length: 30 }, () =>
          postJson(
            t,
            '/api/auth/sign-in/email',
            { email: user.email, password: 'errada' },
            { 'x-forwarded-for': '203.0.113.50' },
          ),
        ),
      )
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    // The rest are refused unchecked: by the limit (429) or, past the hash queue, busy (503).
    expect(statuses.filter((s) => s === 429 || s === 503).length).toBeGreaterThanOrEqual(25);
  });

  it('takes the client IP from the last X-Forwarded-For entry, the one our proxy adds', async () => {
    const attempt = (forwarded: string) =>
      postJson(
        t,
        '/api/auth/sign-in/email',
        { email: uniqueEmail(), password: 'x' },
        { 'x-forwarded-for': forwarded },
      );
    for (let i = 0; i < 50; i++)
      expect((await attempt(`10.0.0.${i}, 203.0.113.77`)).status).toBe(403);
    expect((await attempt('198.51.100.200, 203.0.113.77')).status).toBe(429);
  });

  it('refuses an email longer than 254 characters before counting it', async () => {
    const long = `${'a'.repeat(6000)}@exemplo.com`;
    for (const path of ['/api/auth/sign-in/email', '/api/auth/request-password-reset']) {
      const res = await postJson(t, path, { email: long, password: 'x' });
      expect(res.status, path).toBe(400);
    }
  });
});

describe('the auth surface', () => {
  it('answers 404 for Better Auth endpoints the app does not use', async () => {
    const user = await signedInUser(t);
    const res = await postJson(
      t,
      '/api/auth/update-user',
      { name: 'x'.repeat(50_000) },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(404);
    expect((await send(t, 'GET', '/api/auth/list-sessions', user.cookie)).status).toBe(404);
  });

  it('refuses a sign-up name that is blank or longer than 80 characters', async () => {
    for (const name of ['   ', 'x'.repeat(81)]) {
      const res = await postJson(t, '/api/auth/sign-up/email', {
        email: uniqueEmail(),
        password: 'abcdef',
        name,
      });
      expect(res.status).toBe(400);
    }
  });
});

describe('bodies and dates', () => {
  it('refuses a deeply nested body with 400, not a crash', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const user = await signedInUser(t);
    const raw = {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.config.APP_URL },
      body: deep,
    };
    expect((await t.request('/api/auth/sign-in/email', raw)).status).toBe(400);
    expect((await send(t, 'POST', '/api/products', user.cookie, deep)).status).toBe(400);
  });

  it('refuses days that do not exist, and one bad CSV row does not fail the import', async () => {
    const user = await signedInUser(t);
    for (const body of [
      { proximo_contato: '2024-02-31' },
      { data_contato: '2024-13-01' },
      { data_contato: '0000-01-01T00:00:00Z' },
      { data_contato: '2024-02-31' },
    ]) {
      const res = await send(t, 'POST', '/api/customers', user.cookie, { nome: 'Datas', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const csv = 'Nome;Data de contato\nBoa;01/02/2024\nRuim;31/02/2024\n';
    const res = await t.request('/api/customers/import', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: t.config.APP_URL },
      body: csv,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ imported: 1, rejected: [{ line: 3 }] });
  });

  it('writes spreadsheet formulas as text in the CSV and reads them back', async () => {
    const user = await signedInUser(t);
    await createCustomer(t, user, { nome: '=HYPERLINK("http://mal.example","clique")' });
    const csv = await (await send(t, 'GET', '/api/customers/export.csv', user.cookie)).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://mal.example"",""clique"")"`);
    const other = await signedInUser(t);
    await t.request('/api/customers/import', {
      method: 'POST',
      headers: { cookie: other.cookie, origin: t.config.APP_URL },
      body: csv,
    });
    const [copy] = await (await send(t, 'GET', '/api/customers', other.cookie)).json();
    expect(copy.nome).toBe('=HYPERLINK("http://mal.example","clique")');
  });
});

describe('scripts and webhooks', () => {
  it('saves the script when its product is deleted while it is written', async () => {
    const user = await signedInUser(t);
    const product = await (
      await send(t, 'POST', '/api/products', user.cookie, productInput({ nome: 'Some no meio' }))
    ).json();
    const res = await send(t, 'POST', '/api/scripts', user.cookie, { productId: product.id });
    const reader = res.body!.getReader();
    await reader.read();
    expect((await send(t, 'DELETE', `/api/products/${product.id}`, user.cookie)).status).toBe(204);
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += new TextDecoder().decode(chunk.value);
    expect(text).toContain('"type":"done"');
    const [script] = await (await send(t, 'GET', '/api/scripts', user.cookie)).json();
    expect(script).toMatchObject({ produto_id: null, produto_nome: 'Some no meio' });
  });

  it('answers 400 to a signed webhook whose body is not an object, and stores one with U+0000', async () => {
    const hotmart = (body: string) =>
      t.request('/api/webhooks/hotmart', {
        method: 'POST',
        headers: { 'x-hotmart-hottok': 'tok' },
        body,
      });
    expect((await hotmart('null')).status).toBe(400);
    const email = uniqueEmail();
    const id = createHash('sha1').update(email).digest('hex');
    const res = await hotmart(
      JSON.stringify({
        id,
        event: 'PURCHASE_APPROVED',
        data: { buyer: { email, name: 'Zé\u0000' } },
      }),
    );
    expect(res.status).toBe(200);
  });
});
