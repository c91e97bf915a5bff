// Every message once: identical messages of one minute are kept apart, a chat shared again adds
// nothing, a pasted copy (minutes) meets the export it came from (seconds), and the file's order
// within a minute is the history's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationPage,
  FileShareResult,
  SharePreview,
} from '../src/shared/conversations.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, send, signedInUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body.slice(0, 300)).toBe(status);
  return JSON.parse(body) as T;
}

const shareText = async (m: Member, text: string) =>
  json<SharePreview>(await send(t, 'POST', '/api/shares', m.cookie, { text }), 201);

async function fileOn(m: Member, text: string, customerId: string) {
  const share = await shareText(m, text);
  return json<FileShareResult>(
    await send(t, 'POST', `/api/shares/${share.id}/file`, m.cookie, { customerId }),
  );
}

async function history(m: Member, customerId: string): Promise<string[]> {
  const page = await json<ConversationPage>(
    await send(t, 'GET', `/api/customers/${customerId}/messages`, m.cookie),
  );
  return page.messages.map((msg) => msg.text).reverse();
}

describe('message identity', () => {
  it('keeps four photos of one minute as four, and a second share adds nothing', async () => {
    const m = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Márcia Lopes' });
    const chat = [
      '25/11/2026 14:09 - Márcia Lopes: Oi! Olha as fotos',
      ...[1, 2, 3, 4].map(
        (i) => `25/11/2026 14:10 - Márcia Lopes: IMG-20261125-WA000${i}.jpg (arquivo anexado)`,
      ),
      '25/11/2026 14:10 - Márcia Lopes: 👍',
      '25/11/2026 14:10 - Márcia Lopes: 👍',
    ].join('\n');
    const first = await fileOn(m, chat, c.id);
    expect(first).toMatchObject({ added: 7, skipped: 0 });
    expect(await history(m, c.id)).toEqual([
      'Oi! Olha as fotos',
      '[foto]',
      '[foto]',
      '[foto]',
      '[foto]',
      '👍',
      '👍',
    ]);
    expect(await fileOn(m, chat, c.id)).toMatchObject({ added: 0, skipped: 7 });
  });

  it('keeps two photos of one second on an iPhone', async () => {
    const m = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Márcia Lopes' });
    const photo = (n: number) =>
      `[25/11/2026, 14:10:05] Márcia Lopes: \u200e<anexado: 0000010${n}-PHOTO-2026-11-25-14-10-05.jpg>`;
    expect(await fileOn(m, [photo(1), photo(2)].join('\n'), c.id)).toMatchObject({ added: 2 });
  });

  it('adds nothing when messages copied out of WhatsApp were filed from the export', async () => {
    const m = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Márcia Lopes' });
    const exported = [
      '[25/11/2026, 10:30:15] Márcia Lopes: oi',
      '[25/11/2026, 10:30:40] Márcia Lopes: oi',
      '[25/11/2026, 10:31:02] Ana: Oi Márcia! Tudo bem?',
      '[25/11/2026, 10:31:30] Márcia Lopes: quanto custa?',
    ].join('\n');
    expect(await fileOn(m, exported, c.id)).toMatchObject({ added: 4 });
    const copied = [
      '[10:30, 25/11/2026] Márcia Lopes: oi',
      '[10:30, 25/11/2026] Márcia Lopes: oi',
      '[10:31, 25/11/2026] Ana: Oi Márcia! Tudo bem?',
      '[10:31, 25/11/2026] Márcia Lopes: quanto custa?',
      '[10:32, 25/11/2026] Márcia Lopes: tem azul?',
    ].join('\n');
    expect(await fileOn(m, copied, c.id)).toMatchObject({ added: 1, skipped: 4 });
    expect(await history(m, c.id)).toEqual([
      'oi',
      'oi',
      'Oi Márcia! Tudo bem?',
      'quanto custa?',
      'tem azul?',
    ]);
  });

  it('reads the chat among shared files whatever its place (a photo first)', async () => {
    const form = new FormData();
    form.append('files', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'IMG-1.jpg'));
    form.append(
      'files',
      new File(
        ['25/11/2026 10:30 - Márcia Lopes: oi'],
        'Conversa do WhatsApp com Márcia Lopes.txt',
      ),
    );
    const res = await t.request('/compartilhar', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'none' },
      body: form,
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toMatch(/^\/compartilhar\?id=/);
  });
});

const realChats = path.resolve(import.meta.dirname, 'fixtures/real/chats');
const realFiles = readdirSync(realChats)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => ({
    name: f,
    text: readFileSync(path.join(realChats, f), 'utf8'),
    count: (
      JSON.parse(readFileSync(path.join(realChats, f.replace(/\.txt$/, '.expected.json')), 'utf8'))
        .messages as unknown[]
    ).length,
  }))
  .filter((f) => f.count > 0);

describe('real exports, filed', () => {
  let m: Member;
  beforeAll(async () => {
    m = await signedInUser(t);
  });
  it.each(realFiles)('$name: every message filed once, and again nothing', async (file) => {
    const c = await createCustomer(t, m, { nome: 'Cliente' });
    expect(await fileOn(m, file.text, c.id)).toMatchObject({ added: file.count, skipped: 0 });
    expect(await fileOn(m, file.text, c.id)).toMatchObject({ added: 0 });
  });
});
