import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cadences } from '../src/shared/today-cadence.ts';
import type { Results } from '../src/shared/results.ts';
import type {
  CadenceStarted,
  FollowUpSent,
  TodayAnswer,
  WithoutNextStepPage,
} from '../src/shared/today.ts';
import { offlineEngine } from '../src/server/ai/offline-engine.ts';
import { writeScript } from '../src/server/ai/offline/script-writer.ts';
import { insertMessages } from '../src/server/conversations/messages-store.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, productInput, send, sendOk, signedInUser } from './factories.ts';

// Hoje's follow-ups: the message for the phase and attempt, the cadence that moves the next
// contact, Desfazer, the customers without a next step, and the member's own cadences.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { engine: offlineEngine(0) });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;
const call = <T>(m: Member, method: string, path: string, body?: unknown) =>
  sendOk<T>(t, m.cookie, method, path, body);
/** 12:00 in Brasília (the zone of a member whose browser has not said) on `day`. */
const on = <T>(day: string, fn: () => Promise<T>) => atTime(`${day}T15:00:00Z`, fn);
const today = (m: Member, day: string) => on(day, () => call<TodayAnswer>(m, 'GET', '/api/today'));
const sent = (m: Member, id: string, day: string, text: string) =>
  on(day, () => call<FollowUpSent>(m, 'POST', `/api/customers/${id}/follow-ups`, { text }));

async function proposalCustomer(m: Member) {
  const product = productInput();
  await call(m, 'POST', '/api/products', product);
  const customer = await createCustomer(t, m, {
    nome: 'Maria das Dores',
    telefone: '(11) 98765-4321',
    fase: 'proposal',
    valor: 1500,
    produto_interesse: product.nome,
    observacoes: 'Casamento da filha em março',
    proximo_contato: '2026-11-20',
  });
  return { product, customer };
}

describe('a follow-up on Hoje', () => {
  it('names a Proposta customer, the product and the value, and is no script line', async () => {
    const m = await signedInUser(t);
    const { product } = await proposalCustomer(m);
    const [followUp] = (await today(m, '2026-11-20')).followUps;
    expect(followUp).toMatchObject({
      nome: 'Maria das Dores',
      attempt: 1,
      lastAttempt: false,
      suggestLost: false,
      source: 'offline',
      valor: '1500.00',
      ultima_nota: 'Casamento da filha em março',
    });
    expect(followUp!.message).toMatch(/^Oi, Maria!/);
    expect(followUp!.message.toLowerCase()).toContain('o bolo de pote gourmet');
    expect(followUp!.message).toContain('R$ 1.500,00');
    const scriptLines = writeScript(product)
      .split('\n')
      .filter((l) => l.startsWith('[['))
      .map((l) => l.slice(2, -2).replace('{nome}', 'Maria'));
    for (const line of scriptLines) expect(followUp!.message).not.toContain(line);
    expect(followUp!.message).not.toMatch(/Fornadas limitadas/i);
  });

  it('shows the question the seller promised to check, until an earlier answer of theirs gives it', async () => {
    const m = await signedInUser(t);
    const { customer } = await proposalCustomer(m);
    await insertMessages(t.database.db, m.id, customer.id, [
      { author: 'customer', at: '2026-11-18T12:00:00Z', text: 'Pode congelar?' },
      { author: 'seller', at: '2026-11-18T12:05:00Z', text: 'Vou confirmar e já te falo.' },
    ]);
    const [owing] = (await today(m, '2026-11-20')).followUps;
    expect(owing!.owedQuestion).toBe('Pode congelar?');

    // Answered for another customer since: the follow-up gives it, nothing is owed.
    const other = await createCustomer(t, m, { nome: 'Ana Lima' });
    await insertMessages(t.database.db, m.id, other.id, [
      { author: 'customer', at: '2026-11-19T10:00:00Z', text: 'Pode congelar?' },
      { author: 'seller', at: '2026-11-19T10:05:00Z', text: 'Pode sim, por 30 dias.' },
    ]);
    const [paid] = (await today(m, '2026-11-20')).followUps;
    expect(paid!.owedQuestion).toBeNull();
    expect(paid!.message).toContain('Pode sim, por 30 dias.');
  });

  it('goes through attempts 1, 2 and 3 as each is sent unanswered, then suggests Perdido', async () => {
    const m = await signedInUser(t);
    const { customer } = await proposalCustomer(m);
    const seen: string[] = [];
    const days = ['2026-11-20', '2026-11-21', '2026-11-24', '2026-12-01'];
    // Proposta's default cadence: +1, +3, +7 days after each attempt.
    for (const [i, day] of days.slice(0, 3).entries()) {
      const [due] = (await today(m, day)).followUps;
      expect(due).toMatchObject({ attempt: i + 1, lastAttempt: i === 2, suggestLost: false });
      seen.push(due!.message);
      const answer = await sent(m, customer.id, day, due!.message);
      expect(answer.proximo_contato).toBe(days[i + 1]);
      expect(answer.previous.proximo_contato).toBe(day);
    }
    expect(new Set(seen).size).toBe(3);
    expect(seen[2]).toMatch(/posso encerrar por aqui\?/);
    const [after] = (await today(m, '2026-12-01')).followUps;
    expect(after).toMatchObject({ attempt: 3, lastAttempt: true, suggestLost: true });

    // The history says which follow-up went, the conversation holds the message.
    const events = await call<Array<{ type: string; to: string }>>(
      m,
      'GET',
      `/api/customers/${customer.id}/events`,
    );
    expect(events.slice(0, 3).map((e) => e.to)).toEqual([
      'Follow-up 3 de 3',
      'Follow-up 2 de 3',
      'Follow-up 1 de 3',
    ]);
    const page = await call<{ messages: Array<{ author: string; text: string }> }>(
      m,
      'GET',
      `/api/customers/${customer.id}/messages`,
    );
    expect(page.messages.map((x) => x.text)).toEqual([...seen].reverse());
  });

  it('starts over at the first attempt once the customer answers', async () => {
    const m = await signedInUser(t);
    const { customer } = await proposalCustomer(m);
    await sent(m, customer.id, '2026-11-20', 'Oi, Maria! Conseguiu ver a proposta?');
    await t.database.pool.query(
      `insert into conversation_messages (user_id, customer_id, author, sent_at, text)
       values ($1, $2, 'customer', now() + interval '1 second', 'vou ver com meu marido')`,
      [m.id, customer.id],
    );
    const [due] = (await today(m, '2026-11-21')).followUps;
    expect(due).toMatchObject({ attempt: 1, suggestLost: false });
  });

  it('Desfazer removes the record and puts the next contact back; only the latest', async () => {
    const m = await signedInUser(t);
    const { customer } = await proposalCustomer(m);
    const first = await sent(m, customer.id, '2026-11-20', 'Oi, Maria! Primeira.');
    const second = await sent(m, customer.id, '2026-11-21', 'Oi, Maria! Segunda.');
    const older = await send(
      t,
      'DELETE',
      `/api/customers/${customer.id}/follow-ups/${first.eventId}`,
      m.cookie,
    );
    expect(older.status).toBe(409);
    expect((await older.json()).error.message).toBe(
      'Só dá para desfazer o último follow-up enviado para este cliente.',
    );

    await call(m, 'DELETE', `/api/customers/${customer.id}/follow-ups/${second.eventId}`);
    const now = await call<{ proximo_contato: string }>(m, 'GET', `/api/customers/${customer.id}`);
    expect(now.proximo_contato).toBe('2026-11-21');
    const [due] = (await today(m, '2026-11-21')).followUps;
    expect(due!.attempt).toBe(2);
    const { rows } = await t.database.pool.query(
      `select (select count(*)::int from conversation_messages where customer_id = $1) as messages,
              (select count(*)::int from customer_events where customer_id = $1 and type = 'message') as events`,
      [customer.id],
    );
    expect(rows[0]).toEqual({ messages: 1, events: 1 });
    // Undone twice: it is gone.
    const again = await send(
      t,
      'DELETE',
      `/api/customers/${customer.id}/follow-ups/${second.eventId}`,
      m.cookie,
    );
    expect(again.status).toBe(404);
  });

  it('refuses an empty text with a pt-BR message and records nothing', async () => {
    const m = await signedInUser(t);
    const { customer } = await proposalCustomer(m);
    const res = await send(t, 'POST', `/api/customers/${customer.id}/follow-ups`, m.cookie, {
      text: '  ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/Escreva a mensagem que você enviou/);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from follow_ups where customer_id = $1',
      [customer.id],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('Sem próximo passo', () => {
  it('lists open customers without a next contact and starts their cadence', async () => {
    const m = await signedInUser(t);
    const ana = await createCustomer(t, m, { nome: 'Ana', fase: 'contacted', valor: 80 });
    await createCustomer(t, m, { nome: 'Fechada', fase: 'closed', valor: 100 });
    await createCustomer(t, m, { nome: 'Perdida', fase: 'lost', motivo_perda: 'preco' });
    await createCustomer(t, m, { nome: 'Agendada', proximo_contato: '2026-12-10' });

    const { withoutNextStep } = await today(m, '2026-11-20');
    expect(withoutNextStep).toEqual({
      customers: [{ id: ana.id, nome: 'Ana', fase: 'contacted', whatsapp: null, valor: '80.00' }],
      total: 1,
    });
    const results = await call<Results>(m, 'GET', '/api/results?period=month');
    expect(results.nextStepShare).toEqual({ withNextStep: 1, open: 2 });

    // Contatado's first wait is 2 days.
    const started = await on('2026-11-20', () =>
      call<CadenceStarted>(m, 'POST', `/api/customers/${ana.id}/cadence`),
    );
    expect(started).toEqual({ proximo_contato: '2026-11-22', previous: { proximo_contato: null } });
    expect((await today(m, '2026-11-20')).withoutNextStep).toEqual({ customers: [], total: 0 });
    const after = await call<Results>(m, 'GET', '/api/results?period=month');
    expect(after.nextStepShare).toEqual({ withNextStep: 2, open: 2 });

    const twice = await send(t, 'POST', `/api/customers/${ana.id}/cadence`, m.cookie);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe('Este cliente já tem um próximo contato.');
  });
});

describe('Sem próximo passo, more than a page', () => {
  it('tells how many there are and pages through all of them, each once', async () => {
    const m = await signedInUser(t);
    // 230 open customers without a next contact, straight in SQL (the API would take long).
    await t.database.pool.query(
      `insert into clientes (user_id, nome, fase, fase_alterada_em)
       select $1, 'Cliente ' || lpad(n::text, 3, '0'), 'contacted', now() - n * interval '1 minute'
       from generate_series(1, 230) n`,
      [m.id],
    );
    await createCustomer(t, m, { nome: 'Agendada', proximo_contato: '2026-12-10' });
    const first = (await today(m, '2026-11-20')).withoutNextStep;
    expect(first.total).toBe(230);
    expect(first.customers).toHaveLength(100);
    const page = (offset: number) =>
      call<WithoutNextStepPage>(m, 'GET', `/api/today/without-next-step?offset=${offset}`);
    const second = await page(100);
    const third = await page(200);
    expect([second.customers.length, third.customers.length]).toEqual([100, 30]);
    expect((await page(230)).customers).toEqual([]);
    const ids = [first, second, third].flatMap((p) => p.customers.map((c) => c.id));
    expect(new Set(ids).size).toBe(230);
    // Oldest in its phase first.
    expect(first.customers[0]!.nome).toBe('Cliente 230');

    const bad = await send(t, 'GET', '/api/today/without-next-step?offset=-1', m.cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Página inválida.');
  });
});

describe("the member's cadences", () => {
  it('answers the defaults, saves the member’s own and uses them', async () => {
    const m = await signedInUser(t);
    expect(await call<Cadences>(m, 'GET', '/api/account/cadences')).toEqual({
      prospect: [1, 3, 7],
      contacted: [2, 4, 7],
      interested: [1, 3, 7],
      proposal: [1, 3, 7],
    });
    const mine = {
      prospect: [2],
      contacted: [2, 5],
      interested: [1, 2, 3, 4, 5],
      proposal: [10, 20],
    };
    expect(await call<Cadences>(m, 'PUT', '/api/account/cadences', mine)).toEqual(mine);
    expect(await call<Cadences>(m, 'GET', '/api/account/cadences')).toEqual(mine);

    const { customer } = await proposalCustomer(m);
    const first = await sent(m, customer.id, '2026-11-20', 'Oi, Maria! Primeira.');
    expect(first.proximo_contato).toBe('2026-11-30');
    const [due] = (await today(m, '2026-11-30')).followUps;
    expect(due).toMatchObject({ attempt: 2, lastAttempt: true });
  });

  it.each([
    [
      { prospect: [], contacted: [1], interested: [1], proposal: [1] },
      'Cada fase precisa de 1 a 5 tentativas.',
    ],
    [
      { prospect: [1, 2, 3, 4, 5, 6], contacted: [1], interested: [1], proposal: [1] },
      'Cada fase precisa de 1 a 5 tentativas.',
    ],
    [
      { prospect: [0], contacted: [1], interested: [1], proposal: [1] },
      'Cada espera vai de 1 a 60 dias.',
    ],
    [
      { prospect: [61], contacted: [1], interested: [1], proposal: [1] },
      'Cada espera vai de 1 a 60 dias.',
    ],
    [{ prospect: [1.5], contacted: [1], interested: [1], proposal: [1] }, 'Use dias inteiros.'],
    [{ prospect: [1], contacted: [1], interested: [1] }, 'Informe os dias de cada tentativa.'],
  ])('refuses %j in pt-BR and keeps what was saved', async (body, message) => {
    const m = await signedInUser(t);
    const res = await send(t, 'PUT', '/api/account/cadences', m.cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    expect((await call<Cadences>(m, 'GET', '/api/account/cadences')).prospect).toEqual([1, 3, 7]);
  });
});
