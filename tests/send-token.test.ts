import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendTokenStatus, UploadResult } from '../src/shared/send-token.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { sampleChat, whatsappExport, whatsappZip } from './helpers/whatsapp-export.ts';
import { createCustomer, send, sendOk, signedInUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;

const newToken = async (m: Member) =>
  (await sendOk<{ token: string }>(t, m.cookie, 'POST', '/api/account/send-token')).token;

/**
 * A body as iOS Shortcuts' "Get Contents of URL" (Method POST, Request Body: Form) writes it: one
 * part per field, the file with its name and type; no Origin, no cookie.
 */
function shortcutsForm(
  fields: Record<string, string | { name: string; type: string; bytes: Uint8Array }>,
) {
  const boundary = `Boundary-${crypto.randomUUID().toUpperCase()}`;
  const chunks: Uint8Array[] = [];
  const enc = (s: string) => new TextEncoder().encode(s);
  for (const [field, value] of Object.entries(fields)) {
    chunks.push(enc(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(enc(`Content-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        enc(
          `Content-Disposition: form-data; name="${field}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`,
        ),
        value.bytes,
        enc('\r\n'),
      );
    }
  }
  chunks.push(enc(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) body.set(c, (at += c.length) - c.length);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  token: string | null,
  form: ReturnType<typeof shortcutsForm>,
  headers: Record<string, string> = {},
) {
  return t.request('/api/shares/upload', {
    method: 'POST',
    headers: {
      'content-type': form.type,
      'user-agent': 'BackgroundShortcutRunner/3607.0.2 CFNetwork/3826.400.120 Darwin/24.3.0',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: form.body,
  });
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

const iphoneZip = (contact: string, count: number) =>
  shortcutsForm({
    file: {
      name: `WhatsApp Chat - ${contact}.zip`,
      type: 'application/zip',
      bytes: whatsappZip(
        whatsappExport(contact, sampleChat(contact, 'Maria Vendedora', count), {
          phone: 'iphone',
          clock: '24h',
        }),
        { '00000012-PHOTO-2026-11-20-10-00-00.jpg': 2048 },
      ),
    },
  });

const messagesOf = async (customerId: string) =>
  (
    await t.database.pool.query(
      'select count(*)::int as n from conversation_messages where customer_id = $1',
      [customerId],
    )
  ).rows[0].n as number;

describe('the iPhone send token', () => {
  it('is shown once, kept hashed, and files a Shortcut’s chat on the customer it names, once', async () => {
    const m = await signedInUser(t, { name: 'Maria Vendedora' });
    const marcia = await createCustomer(t, m, { nome: 'Márcia Lopes' });
    expect(await sendOk<SendTokenStatus>(t, m.cookie, 'GET', '/api/account/send-token')).toEqual({
      active: false,
      createdAt: null,
      lastUsedAt: null,
    });
    const token = await newToken(m);
    expect(token).toMatch(/^fzs_[\w-]{43}$/);
    const { rows } = await t.database.pool.query(
      'select token_hash from send_tokens where user_id = $1',
      [m.id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));

    const first = await json<UploadResult>(await upload(token, iphoneZip('Márcia Lopes', 12)));
    expect(first).toEqual({
      status: 'filed',
      customerName: 'Márcia Lopes',
      added: 12,
      message: 'Arquivado em Márcia Lopes · 12 mensagens',
    });
    const again = await json<UploadResult>(await upload(token, iphoneZip('Márcia Lopes', 12)));
    expect(again).toMatchObject({
      added: 0,
      message: 'Arquivado em Márcia Lopes · nenhuma mensagem nova',
    });
    expect(await messagesOf(marcia.id)).toBe(12);

    const status = await sendOk<SendTokenStatus>(t, m.cookie, 'GET', '/api/account/send-token');
    expect(status.active).toBe(true);
    expect(Date.parse(status.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('makes one new customer for an unknown contact, and adds shared contacts without doubles', async () => {
    const m = await signedInUser(t);
    const token = await newToken(m);
    const chat = shortcutsForm({
      file: {
        name: 'Conversa do WhatsApp com Joana Prado.txt',
        type: 'text/plain',
        bytes: new TextEncoder().encode(
          whatsappExport('Joana Prado', sampleChat('Joana Prado', m.name, 4), {
            phone: 'android',
            clock: '24h',
          }),
        ),
      },
    });
    const made = await json<Extract<UploadResult, { status: 'filed' }>>(await upload(token, chat));
    expect(made).toMatchObject({ customerName: 'Joana Prado', added: 4 });
    const twice = await json<Extract<UploadResult, { status: 'filed' }>>(await upload(token, chat));
    expect(twice.added).toBe(0);
    const vcf = readFileSync('tests/fixtures/real/vcards/John_Doe_IPHONE.vcf');
    const card = shortcutsForm({ file: { name: 'John Doe.vcf', type: 'text/vcard', bytes: vcf } });
    expect(await json<UploadResult>(await upload(token, card))).toMatchObject({
      status: 'contacts',
      received: 1,
      message: '1 contato recebido: confira em Minhas Vendas.',
    });
    expect(await json<UploadResult>(await upload(token, card))).toMatchObject({
      status: 'contacts',
      received: 1,
    });
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from clientes where user_id = $1',
      [m.id],
    );
    expect(rows[0].n).toBe(2);
  });

  it('leaves a lone message that names nobody for the member to place in the app', async () => {
    const m = await signedInUser(t);
    const token = await newToken(m);
    const res = await json<UploadResult>(
      await upload(token, shortcutsForm({ text: 'Qual o valor do bolo?' })),
    );
    expect(res).toMatchObject({ status: 'pending' });
    const id = (res as Extract<UploadResult, { status: 'pending' }>).shareId;
    expect((await send(t, 'GET', `/api/shares/${id}`, m.cookie)).status).toBe(200);
  });

  it('keeps a voice note for the member to confirm whose it is', async () => {
    const m = await signedInUser(t);
    const token = await newToken(m);
    const bytes = new Uint8Array(readFileSync('tests/fixtures/audio/nota-de-voz.opus'));
    const note = shortcutsForm({
      file: { name: 'Áudio.opus', type: 'application/octet-stream', bytes },
    });
    const res = await json<UploadResult>(await upload(token, note));
    expect(res).toMatchObject({
      status: 'pending',
      message: expect.stringContaining('Áudio recebido'),
    });
  });

  it('opens nothing else: 403 on reads, 401 once revoked, and a cookie alone is not enough', async () => {
    const m = await signedInUser(t);
    const token = await newToken(m);
    const bearer = { authorization: `Bearer ${token}` };
    for (const path of [
      '/api/customers',
      '/api/products',
      '/api/me',
      '/api/today',
      '/api/account/send-token',
      '/api/shares/x',
    ]) {
      const res = await t.request(path, { headers: bearer });
      expect(res.status, path).toBe(403);
    }
    // Another route reached with the token and a member's own cookie is refused as well.
    const both = await t.request('/api/customers', { headers: { ...bearer, cookie: m.cookie } });
    expect(both.status).toBe(403);

    const text = shortcutsForm({ text: 'oi' });
    const cookieOnly = await upload(null, text, { cookie: m.cookie });
    expect(cookieOnly.status).toBe(401);

    const replaced = await newToken(m);
    expect((await upload(token, text)).status).toBe(401);
    expect((await upload(replaced, text)).status).toBe(200);
    await sendOk(t, m.cookie, 'DELETE', '/api/account/send-token');
    const revoked = await upload(replaced, text);
    expect(revoked.status).toBe(401);
    expect((await revoked.json()).error.message).toMatch(/Minha Conta › Enviar do iPhone/);
  });

  it('answers the 61st request in a minute 429, and a 21 MB zip too large', async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set([0x50, 0x4b]);
    const zip = { name: 'WhatsApp Chat - X.zip', type: 'application/zip', bytes: big };
    const tooLarge = await upload(
      await newToken(await signedInUser(t)),
      shortcutsForm({ file: zip }),
    );
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error.message).toMatch(/grande demais/);
    const m = await signedInUser(t);
    const token = await newToken(m);
    const empty = shortcutsForm({ text: '' });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await upload(token, empty)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect((await upload(token, empty)).status).toBe(429);
  });
});
