import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDetail, CampaignsOverview } from '../src/shared/campaigns.ts';
import type { CustomerEvent } from '../src/shared/customer-events.ts';
import type { SharePreview } from '../src/shared/conversations.ts';
import type { Results } from '../src/shared/results.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { productInput, send, sendOk, signedInUser } from './factories.ts';

// Issue 42: campaigns sent by the seller's taps, under the guardrails, on a controlled clock
// (decision 039). Friday 4 December 2026, 10:00 in São Paulo (the test app's default zone).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;
const FRIDAY = '2026-12-04T13:00:00Z';
const OFFER = 'Frete grátis no bairro até sexta';
const later = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString();

const call = <T>(m: Member, method: string, path: string, body?: unknown, at = FRIDAY) =>
  atTime(at, () => sendOk<T>(t, m.cookie, method, path, body));

/** Customers straight into the database, each with a message of theirs unless `wrote` is false. */
async function customers(
  m: Member,
  list: Array<{ nome: string; produto?: string; fase?: string; wrote?: boolean; words?: string }>,
) {
  const ids: string[] = [];
  for (const [i, c] of list.entries()) {
    const digits = String(10000 + i).slice(-4);
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into clientes (user_id, nome, telefone, whatsapp, produto_interesse, fase)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        m.id,
        c.nome,
        `(11) 98765-${digits}`,
        `551198765${digits}`,
        c.produto ?? null,
        c.fase ?? 'closed',
      ],
    );
    const id = rows[0]!.id;
    if (c.wrote !== false) {
      await t.database.pool.query(
        `insert into conversation_messages (user_id, customer_id, author, sent_at, text)
         values ($1, $2, 'customer', '2026-11-01T15:00:00Z', $3)`,
        [m.id, id, c.words ?? 'Amei o bolo, obrigada!'],
      );
    }
    ids.push(id);
  }
  return ids;
}

const natal = (m: Member, body: Record<string, unknown> = {}, at = FRIDAY) =>
  call<{ id: string }>(
    m,
    'POST',
    '/api/campaigns',
    { occasion: 'natal', offer: OFFER, ...body },
    at,
  ).then((r) => r.id);
const detail = (m: Member, id: string, at = FRIDAY) =>
  call<CampaignDetail>(m, 'GET', `/api/campaigns/${id}`, undefined, at);
const sendNext = (m: Member, id: string, customerId: string, at = FRIDAY) =>
  atTime(at, () => send(t, 'POST', `/api/campaigns/${id}/send`, m.cookie, { customerId }));

describe('a campaign', () => {
  it('100 eligible customers: 30 today, the rest on the next sending days; every text different', async () => {
    const m = await signedInUser(t);
    await customers(m, [
      ...Array.from({ length: 100 }, () => ({ nome: 'Márcia Lopes', produto: 'Bolo de pote' })),
      { nome: 'Rui Nunca Escreveu', fase: 'prospect', wrote: false },
      { nome: 'Sara Reclamou', words: 'ainda não recebi meu pedido, que absurdo' },
    ]);
    const id = await natal(m, { pixPrice: 12, offer: null });
    const d = await detail(m, id);
    expect(d.total).toBe(100);
    const days = d.recipients.filter((r) => r.status === 'queued').map((r) => r.plannedDay);
    const count = (day: string) => days.filter((x) => x === day).length;
    // Saturday is a sending day; Sunday the 6th is not.
    expect(
      ['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08'].map(count),
    ).toEqual([30, 30, 0, 30, 10]);
    // The same name and product: no two texts alike.
    const texts = d.recipients.filter((r) => r.status === 'queued').map((r) => r.message);
    expect(new Set(texts).size).toBe(100);
    expect(texts[0]).toMatch(/^O(i|lá), Márcia!? ?.*bolo de pote.*Para o Natal/s);
    expect(texts[0]).toMatch(/R\$\u00a012,00 no Pix/);
    expect(texts[0]).toMatch(/responder SAIR\.$/);
    // Who never wrote nor bought is left out, with the reason shown.
    expect(d.recipients.find((r) => r.nome === 'Rui Nunca Escreveu')).toMatchObject({
      status: 'left_out',
      reason: 'Nunca escreveu para você nem comprou',
    });
    // Nor one whose last words are a complaint the seller has not answered.
    expect(d.recipients.find((r) => r.nome === 'Sara Reclamou')?.reason).toBe(
      'A última mensagem foi uma reclamação sem resposta: responda antes',
    );
    const overview = await call<CampaignsOverview>(m, 'GET', '/api/campaigns');
    // The list counts those held back today too: they may still get it later in this campaign.
    expect(overview.campaigns[0]).toMatchObject({ id, title: 'Natal', sent: 0, total: 101 });
    expect(overview.occasions[0]).toEqual({ id: 'natal', name: 'Natal', day: '2026-12-25' });
  });

  it('a send goes into the conversation; the next waits the countdown; Sunday says when it resumes', async () => {
    const m = await signedInUser(t);
    const [ana, bia] = await customers(m, [{ nome: 'Ana Reis' }, { nome: 'Bia Reis' }]);
    const id = await natal(m, { stopLine: false, offer: '10% de desconto até sexta' });
    const first = (await detail(m, id)).next!;
    expect(first.message).not.toMatch(/SAIR/);
    expect(first.message).toMatch(/10% de desconto até sexta\./);
    const whoFirst = first.customerId;
    expect([ana, bia]).toContain(whoFirst);

    const sent = await sendNext(m, id, whoFirst);
    expect(sent.status).toBe(200);
    const after = (await sent.json()) as CampaignDetail;
    expect(after.sent).toBe(1);
    expect(after.waitUntil).not.toBeNull();
    const wait = (Date.parse(after.waitUntil!) - Date.parse(FRIDAY)) / 1000;
    expect(wait).toBeGreaterThanOrEqual(20);
    expect(wait).toBeLessThanOrEqual(45);
    const events = await call<CustomerEvent[]>(m, 'GET', `/api/customers/${whoFirst}/events`);
    expect(events.map((e) => [e.type, e.to])).toContainEqual(['message', 'Campanha: Natal']);

    // During the countdown the next send is refused, and so is sending out of turn.
    const early = await sendNext(m, id, after.next!.customerId, later(FRIDAY, 5));
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toMatch(
      /^Espere a contagem terminar: faltam \d+ s\./,
    );
    expect((await sendNext(m, id, whoFirst, later(FRIDAY, 46))).status).toBe(409);

    // Sunday: nothing goes, and the queue says when it resumes.
    const sunday = '2026-12-06T13:00:00Z';
    const onSunday = await detail(m, id, sunday);
    expect(onSunday.next).toBeNull();
    expect(onSunday.pausedBecause).toBe(
      'Domingo não tem envio de campanha, para proteger seu número. Recomeça amanhã, segunda-feira, 07/12, às 9:00.',
    );
    expect((await sendNext(m, id, after.next!.customerId, sunday)).status).toBe(409);
    expect((await sendNext(m, id, after.next!.customerId, later(FRIDAY, 46))).status).toBe(200);
  });

  it('a customer reached by another campaign 3 days ago is left out, with the reason', async () => {
    const m = await signedInUser(t);
    const [caio] = await customers(m, [{ nome: 'Caio Prado' }]);
    const black = await call<{ id: string }>(m, 'POST', '/api/campaigns', {
      occasion: 'oferta',
      offer: OFFER,
    });
    expect((await sendNext(m, black.id, caio!)).status).toBe(200);
    await t.database.pool.query(
      `update campaign_messages set sent_at = $2::timestamptz - interval '3 days' where customer_id = $1`,
      [caio, FRIDAY],
    );
    await t.database.pool.query(
      `update campaign_settings set next_send_at = null where user_id = $1`,
      [m.id],
    );
    const id = await natal(m);
    expect((await detail(m, id)).recipients[0]).toMatchObject({
      status: 'left_out',
      reason: 'Recebeu outra campanha há 3 dias: no máximo uma a cada 7 dias',
    });
  });

  it('"pode parar de me mandar mensagem" takes the customer out; two opt-outs pause the campaign', async () => {
    const m = await signedInUser(t);
    const ids = await customers(m, [
      { nome: 'Duda' },
      { nome: 'Edu' },
      { nome: 'Fabi' },
      { nome: 'Gabi' },
    ]);
    const id = await natal(m);
    const file = async (customerId: string, text: string) => {
      const preview = await call<SharePreview>(m, 'POST', '/api/shares', { text });
      await call(m, 'POST', `/api/shares/${preview.id}/file`, { customerId });
    };
    // A queued customer who asks to stop is no longer sent to.
    await file(ids[2]!, 'pode parar de me mandar mensagem');
    const d = await detail(m, id);
    expect(d.recipients.find((r) => r.customerId === ids[2])).toMatchObject({
      status: 'left_out',
      reason: 'Pediu para não receber mensagens',
    });
    expect(d.total).toBe(3);

    // Two who got it ask to stop: the campaign pauses itself until the seller continues it.
    let at = FRIDAY;
    const sentTo: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const next = (await detail(m, id, at)).next!.customerId;
      expect((await sendNext(m, id, next, at)).status).toBe(200);
      sentTo.push(next);
      at = later(at, 46);
    }
    // Sent an hour ago on the real clock, so the opt-outs filed now come after the sends.
    await t.database.pool.query(
      `update campaign_messages set sent_at = now() - interval '1 hour' where campaign_id = $1 and status = 'sent'`,
      [id],
    );
    for (const customerId of sentTo) await file(customerId, 'sair');
    const paused = await detail(m, id, at);
    expect(paused.status).toBe('paused');
    expect(paused.next).toBeNull();
    const listed = await call<CampaignsOverview>(m, 'GET', '/api/campaigns', undefined, at);
    expect(listed.campaigns[0]).toMatchObject({ id, status: 'paused' });
    expect(paused.pausedBecause).toMatch(/^A campanha pausou sozinha: 2 clientes pediram/);
    const resumed = await call<CampaignDetail>(
      m,
      'POST',
      `/api/campaigns/${id}/resume`,
      undefined,
      at,
    );
    expect(resumed.pausedBecause).toBeNull();
  });

  it('Resultados credits the replies and sales of the 14 days after a send', async () => {
    const m = await signedInUser(t);
    const [gil] = await customers(m, [{ nome: 'Gil Souza', fase: 'interested' }]);
    const id = await natal(m);
    expect((await sendNext(m, id, gil!)).status).toBe(200);
    // The reply and the sale are stamped by the database's clock: the send goes an hour back on it.
    await t.database.pool.query(
      `update campaign_messages set sent_at = now() - interval '1 hour' where campaign_id = $1`,
      [id],
    );
    const now = new Date().toISOString();
    const preview = await call<SharePreview>(m, 'POST', '/api/shares', { text: 'quero 2!' }, now);
    await call(m, 'POST', `/api/shares/${preview.id}/file`, { customerId: gil }, now);
    await call(m, 'PATCH', `/api/customers/${gil}`, { fase: 'closed' }, now);
    const results = await call<Results>(m, 'GET', '/api/results?period=30', undefined, now);
    expect(results.campaigns).toEqual([{ id, title: 'Natal', sent: 1, replied: 1, sold: 1 }]);
    expect(await detail(m, id, now)).toMatchObject({ replied: 1, sold: 1 });
  });

  it('bad input gets a pt-BR error; an empty audience says what to do', async () => {
    const m = await signedInUser(t);
    const bad = await send(t, 'POST', '/api/campaigns', m.cookie, { occasion: 'carnaval' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Escolha a data da campanha.');
    const nothing = await send(t, 'POST', '/api/campaigns', m.cookie, { occasion: 'natal' });
    expect((await nothing.json()).error.message).toBe(
      'Escolha o produto ou serviço, ou escreva a oferta da campanha.',
    );
    const empty = await send(t, 'POST', '/api/campaigns', m.cookie, {
      occasion: 'natal',
      offer: OFFER,
    });
    expect(empty.status).toBe(422);
    expect((await empty.json()).error.message).toMatch(/^Nenhum cliente nesta seleção/);
    const cap = await send(t, 'PUT', '/api/campaigns/settings', m.cookie, { dailyCap: 61 });
    expect((await cap.json()).error.message).toMatch(/No máximo 60 mensagens por dia/);
    expect(
      (await send(t, 'PUT', '/api/campaigns/settings', m.cookie, { dailyCap: 45 })).status,
    ).toBe(204);
    const p = await sendOk<{ id: string }>(t, m.cookie, 'POST', '/api/products', productInput());
    await customers(m, [{ nome: 'Iara', produto: 'Outro produto' }]);
    const none = await send(t, 'POST', '/api/campaigns', m.cookie, {
      occasion: 'natal',
      offer: OFFER,
      audience: { productId: p.id },
    });
    expect(none.status).toBe(422);
  });
});
