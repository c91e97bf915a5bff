import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueAfterSaleStep } from '../src/shared/after-sale.ts';
import type { CustomerEvent } from '../src/shared/customer-events.ts';
import type { SharePreview } from '../src/shared/conversations.ts';
import type { TodayAnswer } from '../src/shared/today.ts';
import { addDays } from '../src/shared/time-zone.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, productInput, send, sendOk, signedInUser } from './factories.ts';

// Issue 42, the first part: the steps after a sale in Hoje, on a controlled clock (decision 038).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;
const call = <T>(m: Member, method: string, path: string, body?: unknown) =>
  sendOk<T>(t, m.cookie, method, path, body);

/** Day 0 of the sales below, at 15:00 in São Paulo (the test app's default zone). */
const DAY0 = '2026-03-02';
const at = (day: number) => `${addDays(DAY0, day)}T18:00:00Z`;

/** The after-sale rows of Hoje on day `day` after the sale. */
const afterSaleOn = (m: Member, day: number) =>
  atTime(at(day), async () => (await call<TodayAnswer>(m, 'GET', '/api/today')).afterSale);

/** A customer moved to Fechado, each sale put on the given days (the last one the current). */
async function soldOn(m: Member, days: number[], body: Record<string, unknown> = {}) {
  const customer = await createCustomer(t, m, {
    nome: 'Márcia Lopes',
    telefone: '(11) 98765-4321',
    produto_interesse: 'Bolo de Pote Gourmet',
    valor: 150,
    ...body,
  });
  for (const [i, day] of days.entries()) {
    await call(m, 'PATCH', `/api/customers/${customer.id}`, { fase: 'closed' });
    await t.database.pool.query(
      `update customer_events set created_at = $2
       where customer_id = $1 and type = 'phase' and to_value = 'closed' and created_at > now() - interval '1 minute'`,
      [customer.id, at(day)],
    );
    if (i < days.length - 1)
      await call(m, 'PATCH', `/api/customers/${customer.id}`, { fase: 'proposal' });
  }
  return customer;
}

const act = (m: Member, row: DueAfterSaleStep, day: number, body: Record<string, unknown>) =>
  atTime(at(day), () =>
    send(t, 'POST', `/api/customers/${row.customerId}/after-sale`, m.cookie, {
      step: row.step,
      saleAt: row.saleAt,
      ...body,
    }),
  );

describe('after a sale, in Hoje', () => {
  it('a 30-day product: the thanks on day 1, nothing on day 2 once sent, the repurchase on day 26', async () => {
    const m = await signedInUser(t);
    await call(m, 'POST', '/api/products', productInput({ ciclo_recompra: 30 }));
    const marcia = await soldOn(m, [0]);
    expect(await afterSaleOn(m, 0)).toEqual([]);

    const [thanks] = await afterSaleOn(m, 1);
    expect(thanks).toMatchObject({
      customerId: marcia.id,
      step: 'thanks',
      whatsapp: '5511987654321',
    });
    expect(thanks!.message).toMatch(
      /^Oi, Márcia! Passando pra agradecer pela compra do bolo de pote/i,
    );
    expect((await act(m, thanks!, 1, { action: 'sent', text: thanks!.message })).status).toBe(204);
    // Sent: in the conversation and the history; the same step again is refused.
    const events = await call<CustomerEvent[]>(m, 'GET', `/api/customers/${marcia.id}/events`);
    expect(events[0]).toMatchObject({ type: 'message', to: 'Depois da venda: Agradecer a compra' });
    expect((await act(m, thanks!, 1, { action: 'sent', text: 'de novo' })).status).toBe(409);
    expect(await afterSaleOn(m, 2)).toEqual([]);

    const [checkIn] = await afterSaleOn(m, 4);
    expect(checkIn?.step).toBe('checkIn');
    expect((await act(m, checkIn!, 4, { action: 'skipped' })).status).toBe(204);
    expect(await afterSaleOn(m, 25)).toEqual([]);
    const [again] = await afterSaleOn(m, 26);
    expect(again).toMatchObject({ step: 'repurchase', dueOn: addDays(DAY0, 26) });
    expect(again!.message).toMatch(/Já faz 26 dias que você comprou o bolo de pote/i);
  });

  it('two sales 40 days apart: the next reminder before day 40 after the last', async () => {
    const m = await signedInUser(t);
    await call(m, 'POST', '/api/products', productInput({ ciclo_recompra: 90 }));
    await soldOn(m, [-40, 0]);
    expect(await afterSaleOn(m, 33)).toEqual([]);
    const [due] = await afterSaleOn(m, 34);
    expect(due?.step).toBe('repurchase');
    expect(due!.dueOn < addDays(DAY0, 40)).toBe(true);
  });

  it('snoozed three days, then Desfazer of a sent step takes its message back out', async () => {
    const m = await signedInUser(t);
    await call(m, 'POST', '/api/products', productInput());
    const ana = await soldOn(m, [0], { nome: 'Ana Paula' });
    const [thanks] = await afterSaleOn(m, 1);
    expect((await act(m, thanks!, 1, { action: 'snoozed' })).status).toBe(204);
    expect(await afterSaleOn(m, 3)).toEqual([]);
    const [back] = await afterSaleOn(m, 4);
    expect(back).toMatchObject({ step: 'thanks', dueOn: addDays(DAY0, 4) });
    expect((await act(m, back!, 4, { action: 'sent', text: 'Oi, Ana! Obrigada!' })).status).toBe(
      204,
    );
    const undo = await send(t, 'POST', `/api/customers/${ana.id}/after-sale/undo`, m.cookie, {
      step: 'thanks',
      saleAt: back!.saleAt,
    });
    expect(undo.status).toBe(204);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from conversation_messages where customer_id = $1',
      [ana.id],
    );
    expect(rows[0].n).toBe(0);
    expect((await afterSaleOn(m, 4))[0]?.step).toBe('thanks');
  });

  it('"pode parar de me mandar mensagem" filed: no step any more, turned back on only after a new message', async () => {
    const m = await signedInUser(t);
    await call(m, 'POST', '/api/products', productInput({ ciclo_recompra: 30 }));
    const bia = await soldOn(m, [0], { nome: 'Bia Souza' });
    expect(await afterSaleOn(m, 1)).toHaveLength(1);
    const file = async (text: string) => {
      const preview = await call<SharePreview>(m, 'POST', '/api/shares', { text });
      await call(m, 'POST', `/api/shares/${preview.id}/file`, { customerId: bia.id });
    };
    await file('pode parar de me mandar mensagem');
    expect(await afterSaleOn(m, 1)).toEqual([]);
    expect(await afterSaleOn(m, 26)).toEqual([]);
    const again = () => send(t, 'POST', `/api/customers/${bia.id}/allow-messages`, m.cookie);
    const refused = await again();
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/depois que ele mandar uma mensagem nova/);
    // Asking again to stop is no new message to turn them back on.
    await file('já falei pra parar de me mandar mensagem');
    expect((await again()).status).toBe(409);
    await file('oi, quero mais 2 potes');
    expect((await again()).status).toBe(204);
    // On again: what is due comes back (a testimonial, now that she answered).
    expect(await afterSaleOn(m, 26)).toHaveLength(1);
  });

  it('a card moved out of Fechado and back within days keeps its sale and what was sent', async () => {
    const m = await signedInUser(t);
    await call(m, 'POST', '/api/products', productInput({ ciclo_recompra: 30 }));
    await soldOn(m, [0, 3], { nome: 'Lia Souza' });
    const [thanks] = await afterSaleOn(m, 1);
    expect(thanks?.step).toBe('thanks');
    expect((await act(m, thanks!, 1, { action: 'sent', text: thanks!.message })).status).toBe(204);
    expect(await afterSaleOn(m, 4).then((r) => r.map((x) => x.step))).toEqual(['checkIn']);
    expect((await afterSaleOn(m, 26))[0]?.step).toBe('repurchase');
  });

  it('Desfazer puts a re-snoozed step back to its snooze; only the latest send can be undone', async () => {
    const m = await signedInUser(t);
    await call(m, 'POST', '/api/products', productInput());
    const rui = await soldOn(m, [0], { nome: 'Rui Alves' });
    const [thanks] = await afterSaleOn(m, 1);
    await act(m, thanks!, 1, { action: 'snoozed' });
    const [again] = await afterSaleOn(m, 4);
    expect((await act(m, again!, 4, { action: 'skipped' })).status).toBe(204);
    const undo = (step: string) =>
      send(t, 'POST', `/api/customers/${rui.id}/after-sale/undo`, m.cookie, {
        step,
        saleAt: thanks!.saleAt,
      });
    expect((await undo('thanks')).status).toBe(204);
    // Snoozed to day 4 again, as it was before 'Pular'.
    expect((await afterSaleOn(m, 4)).map((r) => r.step)).toEqual(['thanks']);
    const [t4] = await afterSaleOn(m, 4);
    await act(m, t4!, 4, { action: 'sent', text: 'Oi, Rui! Obrigada!' });
    const [checkIn] = await afterSaleOn(m, 4);
    await act(m, checkIn!, 4, { action: 'sent', text: 'Oi, Rui! Chegou?' });
    const older = await undo('thanks');
    expect(older.status).toBe(409);
    expect((await older.json()).error.message).toMatch(/envio mais recente/);
    expect((await undo('checkIn')).status).toBe(204);
  });

  it("another member's customer answers 404", async () => {
    const [a, b] = await Promise.all([signedInUser(t), signedInUser(t)]);
    await call(a, 'POST', '/api/products', productInput());
    const c = await soldOn(a, [0]);
    const [row] = await afterSaleOn(a, 1);
    expect((await act(b, row!, 1, { action: 'skipped' })).status).toBe(404);
    expect(
      (
        await send(t, 'POST', `/api/customers/${c.id}/after-sale/undo`, b.cookie, {
          step: 'thanks',
          saleAt: row!.saleAt,
        })
      ).status,
    ).toBe(404);
    expect((await send(t, 'POST', `/api/customers/${c.id}/allow-messages`, b.cookie)).status).toBe(
      404,
    );
  });
});
