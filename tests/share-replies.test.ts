import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyResult, SharePreview } from '../src/shared/conversations.ts';
import { replyInput, newLead, SELLER_SAMPLES } from '../src/server/conversations/replies.ts';
import { nameInMessage } from '../src/server/conversations/shares-store.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, send, signedInUser } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DAILY_REPLIES_LIMIT: '10' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

const share = async (m: Member, text: string) =>
  json<SharePreview>(await send(t, 'POST', '/api/shares', m.cookie, { text }), 201);

const replies = async (m: Member, id: string, body: { customerId?: string } = {}) =>
  json<ReplyResult>(await send(t, 'POST', `/api/shares/${id}/replies`, m.cookie, body));

const used = async (m: Member) =>
  (await json<{ replies: { used: number } }>(await send(t, 'GET', '/api/limits', m.cookie))).replies
    .used;

describe('replies kept with their share', () => {
  it('answers a reload with the same replies and no unit; another customer writes anew', async () => {
    const m = await signedInUser(t);
    const s = await share(m, 'oi, qto custa o kit? aceita pix?');
    const first = await replies(m, s.id);
    expect(await used(m)).toBe(1);
    // The page opened again: the same share, the same (new) customer.
    expect(await replies(m, s.id)).toEqual(first);
    expect(await used(m)).toBe(1);

    const marcia = await createCustomer(t, m, { nome: 'Márcia Lopes', fase: 'interested' });
    const hers = await replies(m, s.id, { customerId: marcia.id });
    expect(await used(m)).toBe(2);
    expect(await replies(m, s.id, { customerId: marcia.id })).toEqual(hers);
    expect(await used(m)).toBe(2);
  });

  it('keeps the replies written for a new customer once a sent reply made them one', async () => {
    const m = await signedInUser(t);
    const s = await share(m, '[10:05, 25/11/2026] Joana Prado: oi, qto custa o kit?');
    const first = await replies(m, s.id);
    const filed = await json<{ customerId: string }>(
      await send(t, 'POST', `/api/shares/${s.id}/file`, m.cookie, {
        newCustomer: { nome: 'Joana Prado', telefone: null },
        sentReply: first.replies[0]!.text,
      }),
    );
    expect(await used(m)).toBe(1);
    // The page opened again: the share now matches the customer it made.
    expect(await replies(m, s.id, { customerId: filed.customerId })).toEqual(first);
    expect(await replies(m, s.id)).toEqual(first);
    expect(await used(m)).toBe(1);
  });
});

describe("the seller's voice from the shared chat", () => {
  const customerLine = '[10:05, 25/11/2026] Márcia Lopes: oi! qto custa o kit?';
  const sellerLines = [
    '[10:00, 25/11/2026] Maria Vendedora: Oii flor! Vc viu as novidades? Bjs 💕',
    '[10:01, 25/11/2026] Maria Vendedora: Qualquer coisa me chama, tá? Bjs 💕',
  ];

  it('greets like the seller wrote in the share, where a share without her lines does not', async () => {
    const m = await signedInUser(t, { name: 'Maria Vendedora' });
    const withLines = await share(m, [...sellerLines, customerLine].join('\n'));
    expect(withLines.sellerAuthor).toBe('Maria Vendedora');
    const voiced = (await replies(m, withLines.id)).replies.map((r) => r.text);
    expect(voiced.some((text) => text.startsWith('Oii'))).toBe(true);
    expect(voiced.every((text) => text.includes('💕'))).toBe(true);

    const without = await share(m, customerLine);
    const plain = (await replies(m, without.id)).replies.map((r) => r.text);
    expect(plain.some((text) => text.startsWith('Oii'))).toBe(false);
    expect(plain.some((text) => text.includes('💕'))).toBe(false);
  });

  it("puts the share's lines first, newest first, and fills up with filed ones to the limit", async () => {
    const m = await signedInUser(t);
    const c = await createCustomer(t, m, { nome: 'Rui' });
    for (let i = 0; i < SELLER_SAMPLES; i++) {
      await t.database.pool.query(
        `insert into conversation_messages (user_id, customer_id, author, sent_at, text)
         values ($1, $2, 'seller', now() - make_interval(mins => $3), $4)`,
        [m.id, c.id, i, `Olá, tudo certo ${i}`],
      );
    }
    const input = await replyInput(t.database.db, m.id, newLead(null), [], ['Bjs 💕', 'Oii flor!']);
    expect(input.sellerSamples).toHaveLength(SELLER_SAMPLES);
    expect(input.sellerSamples.slice(0, 4)).toEqual([
      'Bjs 💕',
      'Oii flor!',
      'Olá, tudo certo 0',
      'Olá, tudo certo 1',
    ]);
  });
});

describe('a lone message that says who wrote it', () => {
  it.each([
    ['Oi, aqui é a Márcia Lopes, vi seu anúncio. Quanto custa?', 'Márcia Lopes'],
    ['Boa tarde! Sou o João do restaurante, vcs entregam?', 'João'],
    ['Olá, meu nome é Ana Paula e queria saber o preço', 'Ana Paula'],
    ['oi me chamo Cida! tem bolo hoje?', 'Cida'],
    ['Aqui e o Zé Carlos', 'Zé Carlos'],
  ])('reads the name in %j', (text, name) => {
    expect(nameInMessage(text)).toBe(name);
  });

  it.each([
    'Oi, vi no insta. Ainda tem?',
    'Sou cliente antiga, tem desconto?',
    'aqui é da padaria, vcs fazem encomenda?',
    'Quem sou eu? A Márcia',
  ])('finds no name in %j', (text) => {
    expect(nameInMessage(text)).toBeNull();
  });

  it('proposes a new customer by the name it carries, or the customer of that name', async () => {
    const m = await signedInUser(t);
    const lone = await share(m, 'Oi, aqui é a Márcia Lopes, vi seu anúncio. Quanto custa?');
    expect(lone.match).toEqual({ by: 'none' });
    expect(lone.proposal).toEqual({ by: 'new', nome: 'Márcia Lopes', telefone: null });
    // Written for the proposed new customer: greeted by her name.
    const written = await replies(m, lone.id);
    expect(written.replies.some((r) => r.text.includes('Márcia'))).toBe(true);

    const marcia = await createCustomer(t, m, { nome: 'Marcia Lopes', fase: 'interested' });
    const again = await share(m, 'Oi, aqui é a Márcia Lopes, vi seu anúncio. Quanto custa?');
    expect(again.proposal).toEqual({
      by: 'name',
      customerId: marcia.id,
      nome: 'Marcia Lopes',
      fase: 'interested',
    });
    expect((await share(m, 'Oi, vi no insta. Ainda tem?')).proposal).toBeNull();
  });
});
