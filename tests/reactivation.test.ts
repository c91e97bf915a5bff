import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerEvent } from '../src/shared/customer-events.ts';
import type { TodayAnswer } from '../src/shared/today.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { productInput, send, sendOk, signedInUser } from './factories.ts';

// Issue 42: 'Reativar' in Hoje, on a controlled clock (decision 039).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;
/** Thursday 10 December 2026, 12:00 in São Paulo: Natal is 15 days away. */
const DEC10 = '2026-12-10T15:00:00Z';
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(iso) - days * 86_400_000).toISOString();

async function customer(
  m: Member,
  c: {
    nome: string;
    fase: string;
    motivo?: string;
    daysAgo: number;
    produto?: string;
    words?: string;
  },
  at = DEC10,
) {
  const { rows } = await t.database.pool.query<{ id: string }>(
    `insert into clientes (user_id, nome, telefone, whatsapp, produto_interesse, fase, motivo_perda, fase_alterada_em, data_contato)
     values ($1, $2, '(11) 98765-4321', '5511987654321', $3, $4, $5, $6, $6) returning id`,
    [m.id, c.nome, c.produto ?? null, c.fase, c.motivo ?? null, daysBefore(at, c.daysAgo)],
  );
  if (c.words !== '') {
    await t.database.pool.query(
      `insert into conversation_messages (user_id, customer_id, author, sent_at, text)
       values ($1, $2, 'customer', $3, $4)`,
      [m.id, rows[0]!.id, daysBefore(at, c.daysAgo + 1), c.words ?? 'quanto fica o bolo de pote?'],
    );
  }
  return rows[0]!.id;
}

const reactivate = (m: Member, at = DEC10) =>
  atTime(at, async () => (await sendOk<TodayAnswer>(t, m.cookie, 'GET', '/api/today')).reactivate);
const act = (m: Member, id: string, body: unknown, at = DEC10) =>
  atTime(at, () => send(t, 'POST', `/api/customers/${id}/reactivation`, m.cookie, body));

describe('Reativar', () => {
  it('lists who stopped answering a month ago, who found it expensive as Natal nears, and who is past their cycle', async () => {
    const m = await signedInUser(t);
    await sendOk(t, m.cookie, 'POST', '/api/products', productInput({ ciclo_recompra: 30 }));
    const ana = await customer(m, {
      nome: 'Ana Reis',
      fase: 'lost',
      motivo: 'sem_resposta',
      daysAgo: 31,
      produto: 'Bolo de Pote Gourmet',
    });
    const bia = await customer(m, {
      nome: 'Bia Reis',
      fase: 'lost',
      motivo: 'preco',
      daysAgo: 20,
      produto: 'Bolo de Pote Gourmet',
    });
    const caio = await customer(m, {
      nome: 'Caio Reis',
      fase: 'closed',
      daysAgo: 50,
      produto: 'Bolo de Pote Gourmet',
      words: 'chegou, obrigado!',
    });
    // Not yet, never wrote, asked to stop, not lost for a reason worth a try.
    await customer(m, { nome: 'Recente', fase: 'lost', motivo: 'sem_resposta', daysAgo: 10 });
    await customer(m, {
      nome: 'Nunca Escreveu',
      fase: 'lost',
      motivo: 'sem_resposta',
      daysAgo: 40,
      words: '',
    });
    const parou = await customer(m, {
      nome: 'Pediu Pra Parar',
      fase: 'lost',
      motivo: 'sem_resposta',
      daysAgo: 40,
    });
    await t.database.pool.query(`update clientes set sem_campanhas_desde = now() where id = $1`, [
      parou,
    ]);
    await customer(m, { nome: 'Concorrência', fase: 'lost', motivo: 'concorrencia', daysAgo: 40 });
    await customer(m, {
      nome: 'No ciclo',
      fase: 'closed',
      daysAgo: 20,
      produto: 'Bolo de Pote Gourmet',
    });

    const list = await reactivate(m);
    expect(list.map((r) => [r.customerId, r.kind])).toEqual([
      [bia, 'price'],
      [caio, 'pastCycle'],
      [ana, 'noAnswer'],
    ]);
    expect(list[0]!.message).toBe(
      'Oi, Bia! Tudo bem? Da última vez a gente conversou sobre o Bolo de Pote Gourmet e o valor não fechou pra você. Com o Natal chegando, quer que eu veja se consigo uma condição melhor pra você?',
    );
    expect(list[1]!.message).toMatch(
      /^Oi, Caio! Tudo bem\? Já faz 50 dias que você levou o Bolo de Pote Gourmet\./,
    );
    expect(list[2]!.message).toMatch(
      /^Oi, Ana! Tudo bem\? Da última vez você me perguntou sobre o Bolo de Pote Gourmet e a conversa parou por ali\./,
    );
    // Out of season, the price is not brought up again.
    const february = '2027-02-01T15:00:00Z';
    expect((await reactivate(m, february)).map((r) => r.kind)).not.toContain('price');
  });

  it('at most 5 a day; a send is recorded and undone; a skipped customer rests', async () => {
    const m = await signedInUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      ids.push(
        await customer(m, {
          nome: `Cliente ${i}`,
          fase: 'lost',
          motivo: 'sem_resposta',
          daysAgo: 40 + i,
        }),
      );
    }
    const list = await reactivate(m);
    expect(list).toHaveLength(5);
    const [first, second] = list;
    expect((await act(m, first!.customerId, { action: 'sent', text: first!.message })).status).toBe(
      204,
    );
    const events = await sendOk<CustomerEvent[]>(
      t,
      m.cookie,
      'GET',
      `/api/customers/${first!.customerId}/events`,
    );
    expect(events.map((e) => [e.type, e.to])).toContainEqual([
      'message',
      'Reativar: Parou de responder',
    ]);
    expect((await act(m, second!.customerId, { action: 'skipped' })).status).toBe(204);
    // Two acted on today: three left, none of them the two.
    const after = await reactivate(m);
    expect(after).toHaveLength(3);
    expect(after.map((r) => r.customerId)).not.toContain(first!.customerId);
    // The next day, five again; the two rest for 90 days.
    const tomorrow = await reactivate(m, '2026-12-11T15:00:00Z');
    expect(tomorrow).toHaveLength(5);
    expect(tomorrow.map((r) => r.customerId)).not.toContain(second!.customerId);
    // Desfazer takes the send back: the message, the history line, and the row.
    const undo = await atTime(DEC10, () =>
      send(t, 'POST', `/api/customers/${first!.customerId}/reactivation/undo`, m.cookie),
    );
    expect(undo.status).toBe(204);
    const again = await sendOk<CustomerEvent[]>(
      t,
      m.cookie,
      'GET',
      `/api/customers/${first!.customerId}/events`,
    );
    expect(again.map((e) => e.to)).not.toContain('Reativar: Parou de responder');
    expect((await reactivate(m)).map((r) => r.customerId)).toContain(first!.customerId);
    // One no longer listed cannot be acted on.
    const recent = await customer(m, {
      nome: 'Recente',
      fase: 'lost',
      motivo: 'sem_resposta',
      daysAgo: 3,
    });
    expect((await act(m, recent, { action: 'skipped' })).status).toBe(409);
  });
});
