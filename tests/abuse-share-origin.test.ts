import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { exportFileName, sampleChat, whatsappExport } from './helpers/whatsapp-export.ts';
import { signedInUser } from './factories.ts';

// Another site must not plant a share in a member's /compartilhar, whatever its browser sends.

let t: TestApp;
let appOrigin: string;
beforeAll(async () => {
  t = await createTestApp();
  appOrigin = new URL(t.config.APP_URL).origin;
});
afterAll(() => t.close());

const chatForm = () => {
  const chat = sampleChat('Márcia Lopes', 'Maria Vendedora', 4);
  const form = new FormData();
  form.append('title', 'WhatsApp');
  const text = whatsappExport('Márcia Lopes', chat, { phone: 'android', clock: '24h' });
  form.append('files', new File([text], exportFileName('Márcia Lopes')));
  return form;
};

/** Posts a chat to the share target as a signed-in member, with only the given headers. */
async function share(headers: Record<string, string>) {
  const member = await signedInUser(t);
  const res = await t.request('/compartilhar', {
    method: 'POST',
    headers: { cookie: member.cookie, ...headers },
    body: chatForm(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const { rows } = await t.database.pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM shares WHERE user_id = $1',
    [member.id],
  );
  return { location: res.headers.get('location'), stored: Number(rows[0]!.n) };
}

const refused = { location: '/compartilhar?erro=EMPTY', stored: 0 };

describe('the share target refuses another site', () => {
  it.each([
    ['a foreign Origin without Sec-Fetch-Site', { origin: 'https://evil.example' }],
    ['a look-alike Origin', { origin: 'http://localhost.evil.example' }],
    ['this host on another port', { origin: 'http://localhost:1' }],
    ['this host on another scheme', { origin: 'https://localhost' }],
    [
      'a foreign Origin marked same-origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['a foreign Origin marked none', { origin: 'https://evil.example', 'sec-fetch-site': 'none' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a sibling subdomain', { origin: 'https://shop.localhost', 'sec-fetch-site': 'same-site' }],
  ])('%s: sent back, nothing stored', async (_, headers) => {
    expect(await share(headers)).toEqual(refused);
  });

  it('stores nothing and sets no claim cookie for a signed-out visitor either', async () => {
    const signedOut = async () =>
      Number(
        (await t.database.pool.query('SELECT count(*) AS n FROM shares WHERE user_id IS NULL'))
          .rows[0].n,
      );
    const before = await signedOut();
    const res = await t.request('/compartilhar', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: chatForm(),
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('/compartilhar?erro=EMPTY');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await signedOut()).toBe(before);
  });
});

describe('the share target takes the app and the share sheet', () => {
  it.each([
    ['its own Origin without Sec-Fetch-Site', () => ({ origin: appOrigin })],
    ['its own Origin, same-origin', () => ({ origin: appOrigin, 'sec-fetch-site': 'same-origin' })],
    ['no Origin and Sec-Fetch-Site: none (the share sheet)', () => ({ 'sec-fetch-site': 'none' })],
    ['Origin: null from the browser itself', () => ({ origin: 'null', 'sec-fetch-site': 'none' })],
  ])('%s: stored', async (_, headers) => {
    const { location, stored } = await share(headers());
    expect(location).toMatch(/^\/compartilhar\?id=[0-9a-f-]{36}$/);
    expect(stored).toBe(1);
  });
});
