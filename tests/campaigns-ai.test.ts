import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEngine } from '../src/server/ai/provider-engine.ts';
import type { Limits } from '../src/shared/ai.ts';
import type { TodayAnswer } from '../src/shared/today.ts';
import { STOP_LINE, type CampaignDetail } from '../src/shared/campaigns.ts';
import { atTime } from './helpers/clock.ts';
import { FakeOpenAI } from './helpers/fake-openai.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { send, sendOk, signedInUser } from './factories.ts';

// Issue 42: with an AI provider, the queue's next campaign message is the provider's, checked
// like a reply and counted against a daily quota; else the offline text stays (decision 039).
// Hoje's after-sale and Reativar messages are the provider's too, under the same check.

const fake = new FakeOpenAI();
let t: TestApp;
beforeAll(async () => {
  await fake.start();
  t = await createTestApp(
    {},
    {
      engine: providerEngine({
        baseURL: fake.url,
        apiKey: 'test-key',
        model: 'fake-model',
        firstChunkTimeoutMs: 800,
        scriptTimeoutMs: 3000,
        objectionTimeoutMs: 2000,
      }),
    },
  );
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

type Member = Awaited<ReturnType<typeof signedInUser>>;
const FRIDAY = '2026-12-04T13:00:00Z';
const call = <T>(m: Member, method: string, path: string, body?: unknown, at = FRIDAY) =>
  atTime(at, () => sendOk<T>(t, m.cookie, method, path, body));

/** The provider greets whoever the prompt names, with or without a price it was not given. */
const answering =
  (extra = '') =>
  (body: Record<string, unknown>) => {
    const prompt = JSON.stringify(body.messages);
    const name = /primeiro_nome\\?":\s*\\?"(\p{L}+)/u.exec(prompt)?.[1] ?? '';
    return `Oi, ${name}! Tudo bem? O Natal está chegando e lembrei de você.${extra} Quer que eu te conte o que preparei?`;
  };

async function customers(m: Member, names: string[]) {
  for (const [i, nome] of names.entries()) {
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into clientes (user_id, nome, telefone, whatsapp, fase)
       values ($1, $2, $3, $4, 'closed') returning id`,
      [m.id, nome, `(11) 98765-432${i}`, `551198765432${i}`],
    );
    await t.database.pool.query(
      `insert into conversation_messages (user_id, customer_id, author, sent_at, text)
       values ($1, $2, 'customer', '2026-11-01T15:00:00Z', 'obrigada!')`,
      [m.id, rows[0]!.id],
    );
  }
}

const used = async (m: Member) =>
  (await call<Limits>(m, 'GET', '/api/limits')).campaignMessages.used;

describe('campaign messages with an AI provider', () => {
  it("the next message is the provider's, one at a time, each counted; one that invents a price stays offline", async () => {
    fake.behaviour = { ...fake.behaviour, mode: 'ok', contentFor: answering() };
    const m = await signedInUser(t);
    await customers(m, ['Ana Reis', 'Bia Reis', 'Caio Reis']);
    const { id } = await call<{ id: string }>(m, 'POST', '/api/campaigns', {
      occasion: 'natal',
      pixPrice: 12,
    });
    const d = await call<CampaignDetail>(m, 'GET', `/api/campaigns/${id}`);
    const [first, ...rest] = d.recipients;
    expect(first).toMatchObject({ source: 'ai' });
    expect(first!.message).toMatch(/^Oi, \p{L}+! Tudo bem\? O Natal está chegando/u);
    expect(first!.message.endsWith(`\n\n${STOP_LINE}`)).toBe(true);
    expect(rest.map((r) => r.source)).toEqual(['offline', 'offline']);
    expect(await used(m)).toBe(1);

    // After a send, the next one; a price the campaign does not give keeps the offline text.
    fake.behaviour = { ...fake.behaviour, contentFor: answering(' Tenho bolo por R$ 10,00.') };
    const sent = await atTime(FRIDAY, () =>
      send(t, 'POST', `/api/campaigns/${id}/send`, m.cookie, { customerId: first!.customerId }),
    );
    const after = (await sent.json()) as CampaignDetail;
    expect(after.next).toMatchObject({ source: 'offline' });
    expect(await used(m)).toBe(1);

    // A provider that fails leaves the offline text too.
    fake.behaviour = { ...fake.behaviour, mode: 'error', contentFor: undefined };
    const skipped = await call<CampaignDetail>(m, 'POST', `/api/campaigns/${id}/skip`, {
      customerId: after.next!.customerId,
    });
    expect(skipped.next).toMatchObject({ source: 'offline' });
    expect(await used(m)).toBe(1);
  });

  it('past the daily quota, every message is the offline one', async () => {
    fake.behaviour = { ...fake.behaviour, mode: 'ok', contentFor: answering() };
    const m = await signedInUser(t);
    await customers(m, ['Duda Reis']);
    await t.database.pool.query(
      `insert into user_daily_limits (user_id, date, campaign_messages_written)
       values ($1, '2026-12-04', 60)`,
      [m.id],
    );
    const before = fake.requests.length;
    const { id } = await call<{ id: string }>(m, 'POST', '/api/campaigns', {
      occasion: 'natal',
      pixPrice: 12,
    });
    const d = await call<CampaignDetail>(m, 'GET', `/api/campaigns/${id}`);
    expect(d.next).toMatchObject({ source: 'offline' });
    expect(fake.requests.length).toBe(before);
  });
});

describe("Hoje's after-sale and Reativar messages with an AI provider", () => {
  const hoje = (m: Member, at: string) => call<TodayAnswer>(m, 'GET', '/api/today', undefined, at);

  it("are the provider's when they pass the check, else the offline writer's", async () => {
    const m = await signedInUser(t);
    const { rows } = await t.database.pool.query<{ id: string }>(
      `insert into clientes (user_id, nome, telefone, whatsapp, fase, motivo_perda, fase_alterada_em)
       values ($1, 'Lia Souza', '(11) 98765-4329', '5511987654329', 'lost', 'sem_resposta',
         $2::timestamptz - interval '40 days') returning id`,
      [m.id, FRIDAY],
    );
    await t.database.pool.query(
      `insert into conversation_messages (user_id, customer_id, author, sent_at, text)
       values ($1, $2, 'customer', '2026-10-01T15:00:00Z', 'vou pensar e te falo')`,
      [m.id, rows[0]!.id],
    );
    fake.behaviour = {
      ...fake.behaviour,
      mode: 'ok',
      contentFor: () =>
        'Oi, Lia! Tudo bem? Faz tempo que a gente não conversa. Ainda tem interesse?',
    };
    const [row] = (await hoje(m, FRIDAY)).reactivate;
    expect(row).toMatchObject({
      source: 'ai',
      message: 'Oi, Lia! Tudo bem? Faz tempo que a gente não conversa. Ainda tem interesse?',
    });
    // A discount the seller never gave: the offline message instead.
    fake.behaviour = {
      ...fake.behaviour,
      contentFor: () => 'Oi, Lia! Consigo 20% de desconto pra você hoje. Vamos fechar?',
    };
    const [again] = (await hoje(m, FRIDAY)).reactivate;
    expect(again).toMatchObject({ source: 'offline' });
    expect(again!.message).toMatch(/^Oi, Lia! Tudo bem\? /);
  });
});
