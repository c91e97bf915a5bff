import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSecrets, signStandardWebhook } from './helpers/checkout.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A signed body is trusted to be the platform's, not to be sane: nesting is refused with 400.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(checkoutSecrets);
});
afterAll(() => t.close());

/** Posts a raw body to a platform's webhook, signed as that platform signs it. */
function sendRaw(platform: string, body: string): Promise<Response> {
  const hmac = (algorithm: string, key: string) =>
    createHmac(algorithm, key).update(body).digest('hex');
  const json = { 'content-type': 'application/json' };
  const signed: Record<string, [string, Record<string, string>]> = {
    hotmart: ['', { 'x-hotmart-hottok': checkoutSecrets.HOTMART_HOTTOK }],
    kiwify: [`?signature=${hmac('sha1', checkoutSecrets.KIWIFY_TOKEN)}`, {}],
    eduzz: ['', { 'x-signature': hmac('sha256', checkoutSecrets.EDUZZ_SECRET) }],
    generic: ['', signStandardWebhook(`msg_deep_${body.length}`, body)],
  };
  const [query, headers] = signed[platform]!;
  return t.request(`/api/webhooks/${platform}${query}`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body,
  });
}

/** A platform-like event whose `a` holds arrays or objects: `levels` deep with the event itself. */
const nested = (levels: number) =>
  `{"id":"deep-${levels}","event":"PURCHASE_APPROVED","a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
const nestedObjects = (levels: number) =>
  `{"id":"deep-o${levels}","a":${'{"a":'.repeat(levels - 2)}{}${'}'.repeat(levels - 2)}}`;

async function expectRefused(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('INVALID_JSON');
  expect(body.error.message).toBe('O corpo da requisição tem níveis demais.');
}

describe.each(['hotmart', 'kiwify', 'eduzz', 'generic'])('the %s webhook', (platform) => {
  it.each([30_000, 5_000, 1_000, 100, 33])(
    'answers a signed body of arrays nested %i levels deep with 400',
    async (levels) => {
      await expectRefused(await sendRaw(platform, nested(levels)));
    },
  );

  it.each([10_000, 1_000, 33])(
    'answers a signed body of objects nested %i levels deep with 400',
    async (levels) => {
      await expectRefused(await sendRaw(platform, nestedObjects(levels)));
    },
  );

  it('still reads a body 32 levels deep, brackets inside strings not counted', async () => {
    const res = await sendRaw(platform, nested(32).replace('"deep-32"', `"${'[{'.repeat(50)}\\""`));
    expect(res.status).not.toBe(500);
    expect(((await res.json()) as { error?: { code: string } }).error?.code).not.toBe(
      'INVALID_JSON',
    );
  });

  it('keeps answering after a deep body', async () => {
    await sendRaw(platform, nested(30_000));
    expect((await t.request('/api/health')).status).toBe(200);
  });
});

describe('a nested body over the size limit', () => {
  it('is refused before it is read, and the server keeps answering', async () => {
    const res = await sendRaw('eduzz', nested(100_000));
    expect(res.status).toBe(413);
    expect((await t.request('/api/health')).status).toBe(200);
  });
});
