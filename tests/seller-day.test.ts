import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerEvent } from '../src/shared/customer-events.ts';
import type { Results } from '../src/shared/results.ts';
import type { TodayAnswer } from '../src/shared/today.ts';
import { offlineEngine } from '../src/server/ai/offline-engine.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, productInput, send, sendOk, signedInUser } from './factories.ts';

// The seller's day: who to talk to today with the right message, each customer's history,
// and the results.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { engine: offlineEngine(0) });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;
const call = <T>(m: Member, method: string, path: string, body?: unknown) =>
  sendOk<T>(t, m.cookie, method, path, body);
const customer = (m: Member, body: Record<string, unknown>) => createCustomer(t, m, body);

describe("a customer's history", () => {
  it('records creation, phase and value changes and messages sent, newest first', async () => {
    const m = await signedInUser(t);
    const { id } = await customer(m, { nome: 'Bia Lima', valor: 100 });
    await call(m, 'PATCH', `/api/customers/${id}`, { fase: 'contacted' });
    await call(m, 'PUT', `/api/customers/${id}`, {
      nome: 'Bia Lima',
      fase: 'contacted',
      valor: 250,
    });
    await call(m, 'PUT', `/api/customers/${id}`, {
      nome: 'Bia Lima',
      fase: 'contacted',
      valor: 250,
    });
    await call(m, 'POST', `/api/customers/${id}/messages`, { stage: 'Diagnóstico' });
    const events = await call<CustomerEvent[]>(m, 'GET', `/api/customers/${id}/events`);
    expect(events.map((e) => [e.type, e.from, e.to])).toEqual([
      ['message', null, 'Diagnóstico'],
      ['value', '100.00', '250.00'],
      ['phase', 'prospect', 'contacted'],
      ['created', null, 'prospect'],
    ]);
  });

  it("answers 404 for another member's customer", async () => {
    const [a, b] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const { id } = await customer(a, {});
    expect((await send(t, 'GET', `/api/customers/${id}/events`, b.cookie)).status).toBe(404);
    expect(
      (await send(t, 'POST', `/api/customers/${id}/messages`, b.cookie, { stage: null })).status,
    ).toBe(404);
    expect(
      (
        await send(t, 'PATCH', `/api/customers/${id}/next-contact`, b.cookie, {
          proximo_contato: '2026-12-01',
        })
      ).status,
    ).toBe(404);
  });
});

describe("'Hoje'", () => {
  it('lists follow-ups due today or overdue, overdue first, with the follow-up of their phase', async () => {
    const m = await signedInUser(t);
    await call(m, 'POST', '/api/products', productInput());
    await customer(m, {
      nome: 'Ana Paula',
      fase: 'interested',
      produto_interesse: 'bolo de pote gourmet',
      proximo_contato: '2026-11-22',
    });
    await customer(m, {
      nome: 'Caio',
      telefone: '(21) 99876-5432',
      fase: 'proposal',
      proximo_contato: '2026-11-19',
    });
    await customer(m, { nome: 'Depois', proximo_contato: '2026-11-23' });

    // 12:00 on 22 November in Brasília, the zone of a member whose browser has not said.
    const { followUps } = await atTime('2026-11-22T15:00:00Z', () =>
      call<TodayAnswer>(m, 'GET', '/api/today'),
    );
    expect(followUps.map((f) => [f.nome, f.daysLate, f.stage, f.source, f.attempt])).toEqual([
      ['Caio', 3, 'Fechamento', 'offline', 1],
      ['Ana Paula', 0, 'Apresentação do pitch', 'offline', 1],
    ]);
    expect(followUps[0]!.message).toMatch(/^Oi, Caio! Conseguiu avaliar a proposta/);
    expect(followUps[1]!.message).toMatch(
      /^Oi, Ana! Ficou alguma dúvida sobre o bolo de pote gourmet\?/i,
    );
    expect(followUps.map((f) => f.whatsapp)).toEqual(['5521998765432', null]);
  });

  it("'Próximo contato' moves a follow-up out of the panel", async () => {
    const m = await signedInUser(t);
    const { id } = await customer(m, { nome: 'Atrasada', proximo_contato: '2026-11-01' });
    await call(m, 'PATCH', `/api/customers/${id}/next-contact`, { proximo_contato: '2026-11-25' });
    const { followUps } = await atTime('2026-11-22T15:00:00Z', () =>
      call<TodayAnswer>(m, 'GET', '/api/today'),
    );
    expect(followUps).toEqual([]);
  });
});

describe("'Resultados'", () => {
  it('computes each figure as SQL on known data does', async () => {
    const m = await signedInUser(t);
    const db = t.database.pool;
    const add = async (
      nome: string,
      fase: string,
      valor: number | null,
      reason: string | null,
      createdAt: string,
      reachedAt: string,
    ) => {
      const { rows } = await db.query(
        `insert into clientes (user_id, nome, fase, valor, motivo_perda, created_at, fase_alterada_em)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [m.id, nome, fase, valor, reason, createdAt, reachedAt],
      );
      return rows[0].id as string;
    };
    // Closed this month after 4 and 10 days; closed last month; lost this month (2× preço, 1× outro).
    await add('A', 'closed', 1000, null, '2026-11-02T12:00:00Z', '2026-11-06T12:00:00Z');
    await add('B', 'closed', 500, null, '2026-11-05T12:00:00Z', '2026-11-15T12:00:00Z');
    await add('C', 'closed', 300, null, '2026-10-01T12:00:00Z', '2026-10-20T12:00:00Z');
    await add('D', 'lost', 200, 'preco', '2026-11-01T12:00:00Z', '2026-11-03T12:00:00Z');
    await add('E', 'lost', null, 'preco', '2026-11-01T12:00:00Z', '2026-11-04T12:00:00Z');
    await add('F', 'lost', null, 'outro', '2026-11-01T12:00:00Z', '2026-11-05T12:00:00Z');
    await add('G', 'proposal', 800, null, '2026-11-10T12:00:00Z', '2026-11-10T12:00:00Z');
    await db.query(
      `insert into user_daily_limits (user_id, date, scripts_generated, objections_broken)
       values ($1, '2026-11-10', 2, 3), ($1, '2026-10-10', 1, 1)`,
      [m.id],
    );

    const figures = (period: string) =>
      atTime('2026-11-22T15:00:00Z', () =>
        call<Results>(m, 'GET', `/api/results?period=${period}`),
      );
    const r = await figures('month');
    expect(r.funnel.find((f) => f.fase === 'closed')).toEqual({
      fase: 'closed',
      count: 3,
      value: 1800,
    });
    expect(r.funnel.find((f) => f.fase === 'proposal')).toEqual({
      fase: 'proposal',
      count: 1,
      value: 800,
    });
    expect(r.closedThisMonth).toBe(1500);
    expect(r.closedLastMonth).toBe(300);
    expect(r.closedInPeriod).toBe(2);
    expect(r.lostInPeriod).toBe(3);
    expect(r.winRate).toBeCloseTo(2 / 5);
    expect(r.medianDaysToClose).toBe(7);
    expect(r.lostReasons).toEqual([
      { reason: 'preco', count: 2 },
      { reason: 'outro', count: 1 },
    ]);
    expect([r.scriptsUsed, r.objectionsUsed]).toEqual([2, 3]);

    // The value closed follows the period, beside the period before, as long.
    expect([r.closedValue, r.closedValueBefore]).toEqual([1500, 300]);
    const thirty = await figures('30');
    expect([thirty.closedValue, thirty.closedValueBefore]).toEqual([1500, 300]);
    const ninety = await figures('90');
    expect([ninety.closedValue, ninety.closedValueBefore]).toEqual([1800, 0]);
    expect(ninety.closedInPeriod).toBe(3);
    expect([ninety.scriptsUsed, ninety.objectionsUsed]).toEqual([3, 4]);
    expect((await send(t, 'GET', '/api/results?period=7', m.cookie)).status).toBe(400);
  });

  it("counts a deal by the member's own calendar, told by the browser's zone", async () => {
    const m = await signedInUser(t);
    // Closed at 22:30 on 30 November in Brasília: 1 December already in UTC.
    await t.database.pool.query(
      `insert into clientes (user_id, nome, fase, valor, created_at, fase_alterada_em)
       values ($1, 'Noite', 'closed', 700, '2026-11-20T12:00:00Z', '2026-12-01T01:30:00Z')`,
      [m.id],
    );
    // 23:00 on 30 November in Brasília, 02:00 on 1 December in London.
    const figures = (zone: string) =>
      atTime('2026-12-01T02:00:00Z', async () => {
        const res = await send(t, 'GET', '/api/results?period=month', `${m.cookie}; tz=${zone}`);
        expect(res.status).toBe(200);
        return (await res.json()) as Results;
      });
    const brasilia = await figures('America/Sao_Paulo');
    expect([brasilia.closedThisMonth, brasilia.closedInPeriod, brasilia.winRate]).toEqual([
      700, 1, 1,
    ]);
    const london = await figures('Europe/London');
    expect([london.closedThisMonth, london.closedLastMonth, london.closedInPeriod]).toEqual([
      700, 0, 1,
    ]);
  });

  it('dates a closing by the history when the customer moved there through the app', async () => {
    const m = await signedInUser(t);
    const { id } = await customer(m, { nome: 'Movida', valor: 90 });
    await call(m, 'PATCH', `/api/customers/${id}`, { fase: 'closed' });
    // The member's day without the browser's zone: Brasília's.
    const r = await call<Results>(m, 'GET', '/api/results?period=30');
    expect(r.closedThisMonth).toBe(90);
    expect(r.closedInPeriod).toBe(1);
    expect(r.winRate).toBe(1);
  });
});
