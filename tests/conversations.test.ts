import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddContactsResult,
  ConversationPage,
  FileShareResult,
  ReplyResult,
  SharePreview,
} from '../src/shared/conversations.ts';
import { dayIn, DEFAULT_TIME_ZONE } from '../src/shared/time-zone.ts';
import { purgeExpired } from '../src/server/jobs/purge.ts';
import { insertMessages } from '../src/server/conversations/messages-store.ts';
import { customerReplyInput } from '../src/server/conversations/replies.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  exportFileName,
  sampleChat,
  whatsappExport,
  whatsappZip,
} from './helpers/whatsapp-export.ts';
import { cookiesFrom, createCustomer, productInput, send, signedInUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DAILY_REPLIES_LIMIT: '2' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;

/** Posts a form as Chrome's share target does (multipart, a navigation from the app). */
function shareTarget(form: FormData, headers: Record<string, string> = {}) {
  return t.request('/compartilhar', {
    method: 'POST',
    headers: { 'sec-fetch-site': 'none', ...headers },
    body: form,
    redirect: 'manual',
  });
}

const fileForm = (name: string, content: string | Uint8Array<ArrayBuffer>, field = 'files') => {
  const form = new FormData();
  form.append('title', 'WhatsApp');
  form.append(field, new File([content], name));
  return form;
};

/** POST /api/shares with one file, as the page's "choose a file" does. */
async function shareFile(m: Member, name: string, content: string | Uint8Array<ArrayBuffer>) {
  const res = await t.request('/api/shares', {
    method: 'POST',
    headers: { cookie: m.cookie, origin: t.config.APP_URL },
    body: fileForm(name, content, 'file'),
  });
  return res;
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

const chat = sampleChat('Márcia Lopes', 'Maria Vendedora', 60);

describe('the share target', () => {
  it('keeps a signed-out share for whoever signs in with its cookie, and nobody else', async () => {
    const text = whatsappExport('Márcia Lopes', chat.slice(0, 6), {
      phone: 'android',
      clock: '24h',
    });
    const res = await shareTarget(fileForm(exportFileName('Márcia Lopes'), text));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, t.config.APP_URL);
    expect(location.pathname).toBe('/compartilhar');
    const id = location.searchParams.get('id')!;
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/fz_share=.+HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const claim = cookiesFrom(res);

    const other = await signedInUser(t);
    expect((await send(t, 'GET', `/api/shares/${id}`, other.cookie)).status).toBe(404);

    const ana = await signedInUser(t);
    const claimed = await send(t, 'GET', `/api/shares/${id}`, `${ana.cookie}; ${claim}`);
    const preview = await json<SharePreview>(claimed);
    expect(claimed.headers.get('set-cookie')).toMatch(/fz_share=;/);
    expect(preview).toMatchObject({
      kind: 'chat',
      fileName: 'Conversa do WhatsApp com Márcia Lopes.txt',
      messageCount: 6,
      sellerAuthor: 'Maria Vendedora',
      authors: ['Márcia Lopes', 'Maria Vendedora'],
      match: { by: 'new', nome: 'Márcia Lopes', telefone: null },
    });
    expect(preview.lastMessages[1]).toMatchObject({
      authorName: 'Maria Vendedora',
      author: 'seller',
    });
    // Claimed: the member reads it without the cookie; the other member and the cookie no more.
    expect((await send(t, 'GET', `/api/shares/${id}`, ana.cookie)).status).toBe(200);
    expect((await send(t, 'GET', `/api/shares/${id}`, `${other.cookie}; ${claim}`)).status).toBe(
      404,
    );
  });

  it('stores a signed-in share for the member, a .zip read without its media', async () => {
    const m = await signedInUser(t);
    const text = whatsappExport('Márcia Lopes', chat.slice(0, 4), {
      phone: 'iphone',
      clock: '12h',
    });
    const zip = whatsappZip(text, { '00000003-PHOTO-2026-11-20-10-02-00.jpg': 8 * 1024 * 1024 });
    const res = await shareTarget(fileForm(exportFileName('Márcia Lopes', 'zip'), zip), {
      cookie: m.cookie,
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    const id = new URL(res.headers.get('location')!, t.config.APP_URL).searchParams.get('id');
    const preview = await json<SharePreview>(await send(t, 'GET', `/api/shares/${id}`, m.cookie));
    expect(preview.messageCount).toBe(4);
  });

  it('sends a file that is not an export back with its reason, and refuses other sites', async () => {
    const res = await shareTarget(fileForm('notas.txt', 'lista de compras\nleite'));
    expect(res.headers.get('location')).toBe('/compartilhar?erro=NOT_A_CHAT');
    const crossSite = await shareTarget(fileForm('x.txt', 'oi'), {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.headers.get('location')).toBe('/compartilhar?erro=EMPTY');
  });

  it('sends a body over 20 MB back as too large', async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set([0x50, 0x4b]);
    const res = await shareTarget(fileForm('Conversa do WhatsApp com X.zip', big));
    expect(res.headers.get('location')).toBe('/compartilhar?erro=TOO_LARGE');
  });

  it('limits signed-out shares per address', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9' }; // no proxy trusted: all count as local
    const form = () => {
      const f = new FormData();
      f.append('text', 'oi, quanto custa?');
      return f;
    };
    await t.database.pool.query("delete from rate_limits where key like 'share%:ip:%'");
    const answers: string[] = [];
    for (let i = 0; i < 21; i++)
      answers.push((await shareTarget(form(), address)).headers.get('location')!);
    expect(answers.slice(0, 20).every((l) => l.startsWith('/compartilhar?id='))).toBe(true);
    expect(answers[20]).toBe('/compartilhar?erro=RATE_LIMITED');
  });
});

describe('filing a chat', () => {
  it('lands a 60-message chat on its customer, and again adds nothing', async () => {
    const m = await signedInUser(t);
    const marcia = await createCustomer(t, m, { nome: 'Marcia lopes', telefone: null });
    const text = whatsappExport('Márcia Lopes', chat, { phone: 'android', clock: '24h' });
    const preview = await json<SharePreview>(
      await shareFile(m, exportFileName('Márcia Lopes'), text),
      201,
    );
    expect(preview.match).toEqual({
      by: 'name',
      customerId: marcia.id,
      nome: 'Marcia lopes',
      fase: 'prospect',
    });
    const file = (id: string) =>
      send(t, 'POST', `/api/shares/${id}/file`, m.cookie, { customerId: marcia.id });
    const first = await json<FileShareResult>(await file(preview.id));
    expect(first).toMatchObject({ customerId: marcia.id, added: 60, skipped: 0 });

    // The same chat shared again, this time from an iPhone's export: nothing new.
    const again = await json<SharePreview>(
      await shareFile(
        m,
        exportFileName('Márcia Lopes'),
        whatsappExport('Márcia Lopes', chat, { phone: 'android', clock: '12h' }),
      ),
      201,
    );
    expect(await json<FileShareResult>(await file(again.id))).toMatchObject({
      added: 0,
      skipped: 60,
    });

    const page = await json<ConversationPage>(
      await send(t, 'GET', `/api/customers/${marcia.id}/messages`, m.cookie),
    );
    expect(page.messages).toHaveLength(50);
    expect(page.messages[0]).toMatchObject({ author: 'seller', text: chat[59]!.text });
    expect(page.messages[0]!.at).toBe(chat[59]!.at.toISOString());
    const older = await json<ConversationPage>(
      await send(
        t,
        'GET',
        `/api/customers/${marcia.id}/messages?before=${page.nextBefore}`,
        m.cookie,
      ),
    );
    expect(older.messages).toHaveLength(10);
    expect(older.messages.at(-1)).toMatchObject({ author: 'customer', text: chat[0]!.text });
    expect(older.nextBefore).toBeNull();

    const customer = await json<{ data_contato: string }>(
      await send(t, 'GET', `/api/customers/${marcia.id}`, m.cookie),
    );
    expect(customer.data_contato).toBe(chat[59]!.at.toISOString());
    const events = await json<Array<{ type: string; to: string }>>(
      await send(t, 'GET', `/api/customers/${marcia.id}/events`, m.cookie),
    );
    expect(events.filter((e) => e.type === 'conversation')).toEqual([
      expect.objectContaining({ to: '60' }),
    ]);
  });

  it('files a copied message on a new customer from WhatsApp, with the reply sent', async () => {
    const m = await signedInUser(t);
    const preview = await json<SharePreview>(
      await send(t, 'POST', '/api/shares', m.cookie, {
        text: '[10:30, 25/11/2026] +55 11 98765-4321: oi, qto custa o bolo?',
      }),
      201,
    );
    expect(preview.match).toEqual({
      by: 'new',
      nome: '+55 11 98765-4321',
      telefone: '+55 11 98765-4321',
    });
    const filed = await json<FileShareResult>(
      await send(t, 'POST', `/api/shares/${preview.id}/file`, m.cookie, {
        newCustomer:
          preview.match.by === 'new'
            ? { nome: 'Márcia', telefone: preview.match.telefone }
            : undefined,
        sentReply: 'Oi Márcia! O bolo de pote sai R$ 15. Quer pra hoje?',
      }),
    );
    expect(filed).toMatchObject({ added: 1, skipped: 0 });
    const customer = await json<{ whatsapp: string; proximo_contato: string }>(
      await send(t, 'GET', `/api/customers/${filed.customerId}`, m.cookie),
    );
    const inTwoDays = new Date(`${dayIn(DEFAULT_TIME_ZONE)}T00:00:00Z`);
    inTwoDays.setUTCDate(inTwoDays.getUTCDate() + 2);
    expect(customer).toMatchObject({
      whatsapp: '5511987654321',
      proximo_contato: inTwoDays.toISOString().slice(0, 10),
    });
    const page = await json<ConversationPage>(
      await send(t, 'GET', `/api/customers/${filed.customerId}/messages`, m.cookie),
    );
    expect(page.messages.map((x) => x.author)).toEqual(['seller', 'customer']);
    const events = await json<Array<{ type: string; from: string | null }>>(
      await send(t, 'GET', `/api/customers/${filed.customerId}/events`, m.cookie),
    );
    expect(events.map((e) => e.type).sort()).toEqual(['conversation', 'created', 'message']);
    expect(events.find((e) => e.type === 'created')!.from).toBe('whatsapp');
    // The next share of the same number finds the customer by its phone.
    const next = await json<SharePreview>(
      await send(t, 'POST', '/api/shares', m.cookie, {
        text: '[10:40, 25/11/2026] +55 11 98765-4321: pode ser amanhã',
      }),
      201,
    );
    expect(next.match).toMatchObject({ by: 'phone', customerId: filed.customerId });
  });

  it('reads any other text as one message to file on a chosen customer', async () => {
    const m = await signedInUser(t);
    const preview = await json<SharePreview>(
      await send(t, 'POST', '/api/shares', m.cookie, { text: 'Oi, vi no insta. Ainda tem?' }),
      201,
    );
    expect(preview).toMatchObject({ messageCount: 1, match: { by: 'none' }, authors: [] });
    expect(preview.lastMessages[0]).toMatchObject({ author: 'customer', authorName: null });
  });

  it('files a message pasted from a customer’s own page on that customer, without asking whose', async () => {
    const m = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Dona Cida', fase: 'interested' });
    const path = `/api/shares?cliente=${c.id}`;
    const preview = await json<SharePreview>(
      await send(t, 'POST', path, m.cookie, { text: 'Oi, ainda tem?' }),
      201,
    );
    const chosen = { by: 'chosen', customerId: c.id, nome: 'Dona Cida', fase: 'interested' };
    expect(preview.match).toEqual(chosen);
    const again = await send(t, 'GET', `/api/shares/${preview.id}?cliente=${c.id}`, m.cookie);
    expect((await json<SharePreview>(again)).match).toEqual(chosen);
    // Another member's customer is no customer of this one.
    const other = await signedInUser(t);
    const res = await send(t, 'POST', path, other.cookie, { text: 'Oi, ainda tem?' });
    expect(res.status).toBe(404);
  });

  it('answers a file that is not an export with how to export', async () => {
    const m = await signedInUser(t);
    const res = await shareFile(m, 'notas.txt', 'lista de compras\nleite');
    const body = await json<{ error: { message: string } }>(res, 400);
    expect(body.error.message).toContain('Exportar conversa');
  });

  it('takes a customer’s conversation with it when the customer is deleted', async () => {
    const m = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Márcia Lopes' });
    const preview = await json<SharePreview>(
      await shareFile(
        m,
        exportFileName('Márcia Lopes'),
        whatsappExport('Márcia Lopes', chat.slice(0, 5), { phone: 'iphone', clock: '24h' }),
      ),
      201,
    );
    await json(
      await send(t, 'POST', `/api/shares/${preview.id}/file`, m.cookie, { customerId: c.id }),
    );
    expect((await send(t, 'DELETE', `/api/customers/${c.id}`, m.cookie)).status).toBe(204);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from conversation_messages where customer_id = $1',
      [c.id],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('isolation', () => {
  it("answers 404 for another member's share and customer", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const c = await createCustomer(t, owner, { nome: 'Márcia Lopes' });
    const preview = await json<SharePreview>(
      await send(t, 'POST', '/api/shares', owner.cookie, { text: 'oi' }),
      201,
    );
    const theirs = await json<SharePreview>(
      await send(t, 'POST', '/api/shares', other.cookie, { text: 'oi' }),
      201,
    );
    for (const [method, path, body] of [
      ['GET', `/api/shares/${preview.id}`, undefined],
      ['POST', `/api/shares/${preview.id}/file`, { customerId: c.id }],
      ['POST', `/api/shares/${preview.id}/contacts`, { indexes: [0] }],
      ['POST', `/api/shares/${preview.id}/replies`, {}],
      ['GET', `/api/customers/${c.id}/messages`, undefined],
      ['POST', `/api/customers/${c.id}/replies`, undefined],
      // Their own share, filed on someone else's customer.
      ['POST', `/api/shares/${theirs.id}/file`, { customerId: c.id }],
      ['POST', `/api/shares/${theirs.id}/replies`, { customerId: c.id }],
    ] as const) {
      const res = await send(t, method, path, other.cookie, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('shared contacts', () => {
  const v3 = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'FN:Márcia Lopes',
    'item1.TEL;waid=5511987654321:+55 11 98765-4321',
    'END:VCARD',
    'BEGIN:VCARD',
    'VERSION:3.0',
    'FN:Bia Souza',
    'TEL;TYPE=CELL:(21) 99876-5432',
    'EMAIL:bia@exemplo.com',
    'END:VCARD',
  ].join('\r\n');
  const v4 =
    'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Caio\r\nTEL;VALUE=uri:tel:+55-31-91234-5678\r\nEND:VCARD\r\n';

  it('offers a contact already a customer and creates the others once', async () => {
    const m = await signedInUser(t);
    const marcia = await createCustomer(t, m, { nome: 'Márcia', telefone: '(11) 98765-4321' });
    const preview = await json<SharePreview>(await shareFile(m, 'contatos.vcf', v3), 201);
    expect(preview.kind).toBe('contacts');
    expect(preview.contacts).toEqual([
      {
        name: 'Márcia Lopes',
        phone: '+55 11 98765-4321',
        whatsapp: '5511987654321',
        email: null,
        existing: { customerId: marcia.id, nome: 'Márcia' },
      },
      {
        name: 'Bia Souza',
        phone: '(21) 99876-5432',
        whatsapp: '5521998765432',
        email: 'bia@exemplo.com',
        existing: null,
      },
    ]);
    const add = () =>
      send(t, 'POST', `/api/shares/${preview.id}/contacts`, m.cookie, { indexes: [0, 1] });
    const first = await json<AddContactsResult>(await add());
    expect(first).toMatchObject({ created: 1, existing: 1 });
    expect(await json<AddContactsResult>(await add())).toMatchObject({ created: 0, existing: 2 });

    const card4 = await json<SharePreview>(await shareFile(m, 'Caio.vcf', v4), 201);
    expect(card4.contacts).toMatchObject([
      { name: 'Caio', whatsapp: '5531912345678', existing: null },
    ]);

    // The Contact Picker's shape.
    const picked = await json<SharePreview>(
      await send(t, 'POST', '/api/shares', m.cookie, {
        contacts: [{ name: ['Bia Souza'], tel: ['+55 21 99876-5432'], email: [] }],
      }),
      201,
    );
    expect(picked.contacts[0]!.existing).not.toBeNull();
  });

  it('reads an Android vCard 2.1 file, counting the card it cannot read, and refuses one of none', async () => {
    const m = await signedInUser(t);
    const android = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Ara=C3=BAjo;=C3=81gata;;;',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=81gata=20Ara=C3=BA=',
      'jo',
      'TEL;CELL;PREF:+55 11 91234-5678',
      'PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQE',
      '  l2S9ByOKYLrys+SP0p+0iPnP/2Q==',
      '',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'ORG:Sem nome',
      'END:VCARD',
    ].join('\r\n');
    const preview = await json<SharePreview>(await shareFile(m, 'contatos.vcf', android), 201);
    expect(preview.contacts).toMatchObject([
      { name: 'Ágata Araújo', phone: '+55 11 91234-5678', whatsapp: '5511912345678' },
    ]);
    expect(preview.unreadContacts).toBe(1);

    const none = await shareFile(m, 'nada.vcf', 'BEGIN:VCARD\r\nVERSION:2.1\r\nEND:VCARD\r\n');
    expect(await json<{ error: { message: string } }>(none, 400)).toMatchObject({
      error: { message: expect.stringMatching(/^Não encontramos nenhum contato/) },
    });
  });
});

describe('replies and their daily limit', () => {
  it('answers the limit in /api/limits and /api/config, and stops at it', async () => {
    const m = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Márcia' });
    const limits = await json<{ replies: unknown }>(await send(t, 'GET', '/api/limits', m.cookie));
    expect(limits.replies).toEqual({ used: 0, limit: 2, remaining: 2 });
    const config = await json<{ dailyLimits: { replies: number } }>(await t.request('/api/config'));
    expect(config.dailyLimits.replies).toBe(2);
    // Nothing to answer yet: no unit taken.
    expect((await send(t, 'POST', `/api/customers/${c.id}/replies`, m.cookie)).status).toBe(400);
    await t.database.pool.query(
      `insert into user_daily_limits (user_id, date, replies_written) values ($1, $2, 2)
       on conflict (user_id, date) do update set replies_written = 2`,
      // The member's own day: no tz cookie, Brasília's.
      [m.id, dayIn(DEFAULT_TIME_ZONE)],
    );
    const preview = await json<SharePreview>(
      await send(t, 'POST', '/api/shares', m.cookie, { text: 'qto custa?' }),
      201,
    );
    const res = await send(t, 'POST', `/api/shares/${preview.id}/replies`, m.cookie, {});
    const body = await json<{ error: { code: string; message: string } }>(res, 429);
    expect(body.error).toEqual({
      code: 'DAILY_LIMIT_REACHED',
      message: 'Você já usou o limite diário de 2 respostas sugeridas. Tente novamente amanhã.',
    });
  });

  // Needs repliesFor (the replies workstream): passes once that branch is merged.
  it('writes three replies to the customer’s latest words, one unit each', async () => {
    const m = await signedInUser(t);
    const preview = await json<SharePreview>(
      await send(t, 'POST', '/api/shares', m.cookie, { text: 'oi, qto custa? aceita pix?' }),
      201,
    );
    const result = await json<{ replies: unknown[]; answering: string }>(
      await send(t, 'POST', `/api/shares/${preview.id}/replies`, m.cookie, {}),
    );
    expect(result.replies).toHaveLength(3);
    expect(result.answering).toContain('qto custa');
    const limits = await json<{ replies: { used: number } }>(
      await send(t, 'GET', '/api/limits', m.cookie),
    );
    expect(limits.replies.used).toBe(1);

    // Filed, the customer's own conversation is answered from the history.
    const filed = await json<FileShareResult>(
      await send(t, 'POST', `/api/shares/${preview.id}/file`, m.cookie, {
        newCustomer: { nome: 'Márcia', telefone: null },
      }),
    );
    const again = await json<{ replies: unknown[]; answering: string }>(
      await send(t, 'POST', `/api/customers/${filed.customerId}/replies`, m.cookie),
    );
    expect(again.replies).toHaveLength(3);
    expect(again.answering).toContain('aceita pix');
  });

  it('gives a customer made from a chat the product it names, or the member’s only one', async () => {
    const made = async (m: Member, text: string) => {
      const preview = await json<SharePreview>(
        await send(t, 'POST', '/api/shares', m.cookie, { text }),
        201,
      );
      const filed = await json<FileShareResult>(
        await send(t, 'POST', `/api/shares/${preview.id}/file`, m.cookie, {
          newCustomer: { nome: 'Márcia', telefone: null },
        }),
      );
      const res = await send(t, 'GET', `/api/customers/${filed.customerId}`, m.cookie);
      return (await json<{ produto_interesse: string | null }>(res)).produto_interesse;
    };
    const one = await signedInUser(t);
    await send(t, 'POST', '/api/products', one.cookie, productInput());
    expect(await made(one, 'Oi, qto fica?')).toBe('Bolo de Pote Gourmet');

    const two = await signedInUser(t);
    await send(t, 'POST', '/api/products', two.cookie, productInput());
    await send(t, 'POST', '/api/products', two.cookie, productInput({ nome: 'Torta de Limão' }));
    expect(await made(two, 'Oi, a torta de limao ainda tem?')).toBe('Torta de Limão');
    expect(await made(two, 'Oi, qto fica?')).toBeNull();
  });

  it('keeps a reply sent through the app as the seller’s message', async () => {
    const m = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Márcia' });
    const res = await send(t, 'POST', `/api/customers/${c.id}/messages`, m.cookie, {
      text: 'Oi Márcia, tudo bem?',
    });
    expect(res.status).toBe(204);
    const page = await json<ConversationPage>(
      await send(t, 'GET', `/api/customers/${c.id}/messages`, m.cookie),
    );
    expect(page.messages).toMatchObject([{ author: 'seller', text: 'Oi Márcia, tudo bem?' }]);
  });
});

describe('pending shares', () => {
  it('are purged after 24 hours', async () => {
    const m = await signedInUser(t);
    const preview = await json<SharePreview>(
      await send(t, 'POST', '/api/shares', m.cookie, { text: 'oi' }),
      201,
    );
    await t.database.pool.query(
      "update shares set created_at = now() - interval '25 hours' where id = $1",
      [preview.id],
    );
    expect((await send(t, 'GET', `/api/shares/${preview.id}`, m.cookie)).status).toBe(404);
    expect((await purgeExpired(t.database.db)).shares).toBeGreaterThanOrEqual(1);
  });

  it('signed out, are purged when their cookie has expired unclaimed', async () => {
    const form = new FormData();
    form.append('text', 'oi, ainda tem?');
    await t.database.pool.query("delete from rate_limits where key like 'share%:ip:%'");
    const res = await shareTarget(form);
    const id = new URL(res.headers.get('location')!, t.config.APP_URL).searchParams.get('id');
    const exists = async () =>
      (await t.database.pool.query('select 1 from shares where id = $1', [id])).rowCount;
    await purgeExpired(t.database.db);
    expect(await exists()).toBe(1);
    await t.database.pool.query(
      "update shares set created_at = now() - interval '61 minutes' where id = $1",
      [id],
    );
    await purgeExpired(t.database.db);
    expect(await exists()).toBe(0);
  });
});

describe('the seller’s earlier answers (decision 035)', () => {
  it('pair each of their messages with the customer’s right before it, this member’s only', async () => {
    const m = await signedInUser(t);
    const other = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Ana Lima' });
    const o = await createCustomer(t, other, { nome: 'Bia Costa' });
    await insertMessages(t.database.db, m.id, c.id, [
      { author: 'customer', at: '2026-06-01T10:00:00Z', text: 'É à prova d’água?' },
      { author: 'seller', at: '2026-06-01T10:05:00Z', text: 'É resistente a respingos.' },
      // After the seller's own message: no question it answers.
      { author: 'seller', at: '2026-06-01T10:06:00Z', text: 'Qualquer coisa me chama.' },
      { author: 'customer', at: '2026-06-02T09:00:00Z', text: 'Tem loja física?' },
      { author: 'seller', at: '2026-06-02T09:01:00Z', text: 'Não temos loja física.' },
    ]);
    await insertMessages(t.database.db, other.id, o.id, [
      { author: 'customer', at: '2026-06-03T10:00:00Z', text: 'É à prova d’água?' },
      { author: 'seller', at: '2026-06-03T10:01:00Z', text: 'Não é, não.' },
    ]);
    const input = await customerReplyInput(t.database.db, m.id, c.id);
    expect(input.pastAnswers).toEqual([
      { asked: 'Tem loja física?', answered: 'Não temos loja física.' },
      { asked: 'É à prova d’água?', answered: 'É resistente a respingos.' },
    ]);
  });

  it("carry the member's name, for a customer who asks who answers", async () => {
    const m = await signedInUser(t, { name: 'Ana Paula Souza' });
    const c = await createCustomer(t, m, { nome: 'Bia Costa' });
    await insertMessages(t.database.db, m.id, c.id, [
      { author: 'customer', at: '2026-06-01T10:00:00Z', text: 'Perdão, qual é o seu nome?' },
    ]);
    const input = await customerReplyInput(t.database.db, m.id, c.id);
    expect(input.sellerName).toBe('Ana Paula Souza');
  });

  it('include the answer given after the seller promised to check, never another message', async () => {
    const m = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Ana Lima' });
    await insertMessages(t.database.db, m.id, c.id, [
      { author: 'customer', at: '2026-06-01T10:00:00Z', text: 'Pode congelar?' },
      { author: 'seller', at: '2026-06-01T10:05:00Z', text: 'Vou confirmar e já te falo.' },
      { author: 'seller', at: '2026-06-02T09:00:00Z', text: 'Oi, Ana! Pode sim, por 30 dias.' },
      { author: 'seller', at: '2026-06-02T09:01:00Z', text: 'Qualquer coisa me chama.' },
    ]);
    const input = await customerReplyInput(t.database.db, m.id, c.id);
    expect(input.pastAnswers).toEqual([
      {
        asked: 'Pode congelar?',
        answered: 'Oi, Ana! Pode sim, por 30 dias.',
        checked: 'Vou confirmar e já te falo.',
      },
    ]);
  });

  it('answer the next customer with what the seller sent through the app', async () => {
    const m = await signedInUser(t);
    await send(t, 'POST', '/api/products', m.cookie, productInput());
    const ask = (nome: string) =>
      createCustomer(t, m, { nome, produto_interesse: 'Bolo de Pote Gourmet' });
    const [ana, bia] = [await ask('Ana Lima'), await ask('Bia Costa')];
    const question = 'O bolo de pote pode congelar?';
    await insertMessages(t.database.db, m.id, ana.id, [
      { author: 'customer', at: '2026-06-01T10:00:00Z', text: question },
    ]);
    await insertMessages(t.database.db, m.id, bia.id, [
      { author: 'customer', at: '2026-06-02T10:00:00Z', text: question },
    ]);
    const replies = async () =>
      (
        await json<ReplyResult>(await send(t, 'POST', `/api/customers/${bia.id}/replies`, m.cookie))
      ).replies.map((r) => r.text);
    expect((await replies()).join(' ')).not.toContain('congelar por até 30 dias');

    const own = 'Pode sim, congelar por até 30 dias.';
    await send(t, 'POST', `/api/customers/${ana.id}/messages`, m.cookie, { text: own });
    expect((await replies()).some((text) => text.includes(own))).toBe(true);
  });
});
