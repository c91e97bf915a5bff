import { randomUUID } from 'node:crypto';
import { parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../src/shared/board.ts';
import type { Customer } from '../src/shared/customers.ts';
import type { TodayAnswer } from '../src/shared/today.ts';
import type { PixChargeCreated, PixKeyAnswer } from '../src/shared/pix.ts';
import type { Results } from '../src/shared/results.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, send, sendOk, signedInUser } from './factories.ts';

// Close with Pix: the member's key, a BR Code per charge, and 'Pagamento recebido' → Fechado.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;
const receiver = { name: 'Ana Confeitaria', city: 'Sao Paulo' };
const saveKey = (m: Member, body: Record<string, unknown>) =>
  send(t, 'PUT', '/api/account/pix', m.cookie, { ...receiver, ...body });

/** The EMV fields of a BR Code, read without the library: id, two-digit length, value. */
function emvFields(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i < code.length;) {
    const id = code.slice(i, i + 2);
    const length = Number(code.slice(i + 2, i + 4));
    fields.set(id, code.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** CRC16/CCITT-FALSE, as the BR Code's field 63 carries it. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

async function charge(m: Member, customerId: string) {
  const res = await send(t, 'POST', `/api/customers/${customerId}/pix-charges`, m.cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as PixChargeCreated & { customer: Customer };
}

describe('the Pix key', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['email', ' Ana.Doces@Exemplo.com.br ', 'ana.doces@exemplo.com.br'],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['random', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
  ])('saves a %s key as the Pix directory holds it', async (type, key, stored) => {
    const m = await signedInUser(t);
    const before = (await (
      await send(t, 'GET', '/api/account/pix', m.cookie)
    ).json()) as PixKeyAnswer;
    expect(before.pixKey).toBeNull();
    const res = await saveKey(m, { type, key });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = (await (
      await send(t, 'GET', '/api/account/pix', m.cookie)
    ).json()) as PixKeyAnswer;
    expect(after.pixKey).toEqual({ type, key: stored, ...receiver });
  });

  it.each([
    ['cpf', '529.982.247-24', 'CPF inválido. Confira os 11 números.'],
    ['cpf', '111.111.111-11', 'CPF inválido. Confira os 11 números.'],
    ['cnpj', '11.222.333/0001-80', 'CNPJ inválido. Confira os 14 números.'],
    ['email', 'ana@', 'E-mail inválido. Confira o endereço da sua chave.'],
    ['phone', '1234', 'Celular inválido. Digite com DDD, como (11) 98765-4321.'],
    ['phone', '+1 202 555 0143', 'Celular inválido. Digite com DDD, como (11) 98765-4321.'],
    [
      'phone',
      '(11) 3333-4444',
      'Esse número é de telefone fixo. A chave Pix do tipo Celular precisa ser um celular com DDD, como (11) 98765-4321.',
    ],
    ['phone', '905-555-1234', 'Celular inválido. Digite com DDD, como (11) 98765-4321.'],
    ['random', 'nao-e-uma-chave', expect.stringContaining('Chave aleatória inválida.')],
  ])('refuses a %s key that is not one (%s), keeping the saved one', async (type, key, message) => {
    const m = await signedInUser(t);
    await saveKey(m, { type: 'email', key: 'guardada@exemplo.com' });
    const res = await saveKey(m, { type, key });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message, field: 'key' },
    });
    const kept = (await (
      await send(t, 'GET', '/api/account/pix', m.cookie)
    ).json()) as PixKeyAnswer;
    expect(kept.pixKey?.key).toBe('guardada@exemplo.com');
  });

  it('drops accents from the receiver and refuses a name or city over the BR Code limits', async () => {
    const m = await signedInUser(t);
    const res = await saveKey(m, {
      type: 'email',
      key: 'ana@exemplo.com',
      name: 'Conceição Ávila',
      city: 'São João',
    });
    expect(((await res.json()) as PixKeyAnswer).pixKey).toMatchObject({
      name: 'Conceicao Avila',
      city: 'Sao Joao',
    });
    const long = await saveKey(m, {
      type: 'email',
      key: 'ana@exemplo.com',
      city: 'Sao Jose dos Campos',
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      error: { message: 'Use até 15 caracteres (o Pix não aceita mais).', field: 'city' },
    });
  });
});

describe('Cobrar com Pix', () => {
  it.each([
    ['cpf', '52998224725'],
    ['cnpj', '11222333000181'],
    ['email', 'ana@exemplo.com'],
    ['phone', '+5511987654321'],
    ['random', randomUUID()],
  ])(
    'writes a BR Code for the value with a %s key that decodes to key, amount, txid and a right CRC',
    async (type, key) => {
      const m = await signedInUser(t);
      await saveKey(m, { type, key });
      const customer = await createCustomer(t, m, { nome: 'Maria das Dores', valor: 1500.5 });
      const { charge: made, message, qrCode } = await charge(m, customer.id);

      const fields = emvFields(made.code);
      expect(fields.get('54')).toBe('1500.50');
      expect(emvFields(fields.get('26')!).get('00')).toBe('br.gov.bcb.pix');
      expect(emvFields(fields.get('26')!).get('01')).toBe(key);
      expect(emvFields(fields.get('62')!).get('05')).toBe(made.txid);
      expect(fields.get('59')).toBe('ANA CONFEITARIA');
      expect(fields.get('60')).toBe('SAO PAULO');
      expect(fields.get('63')).toBe(crc16(made.code.slice(0, -4)));

      const parsed = parsePix(made.code);
      expect(parsed).toMatchObject({
        type: 'STATIC',
        pixKey: key,
        transactionAmount: 1500.5,
        txid: made.txid,
      });
      expect(made.txid).toMatch(/^[A-Z0-9]{25}$/);
      expect(message).toContain('Oi, Maria!');
      expect(message).toContain('R$\u00a01.500,50');
      // The copia-e-cola goes as a message of its own, so a long-press copies exactly it.
      expect(message).not.toContain(made.code);
      expect(message).toContain('próxima mensagem');
      expect(qrCode).toMatch(/^data:image\/png;base64,/);
    },
  );

  it('gives each charge its own txid and marks the customer aguardando pagamento for tomorrow', async () => {
    const m = await signedInUser(t);
    await saveKey(m, { type: 'email', key: 'ana@exemplo.com' });
    const customer = await createCustomer(t, m, { nome: 'Joana', valor: 300, fase: 'interested' });
    const first = await atTime('2026-03-10T15:00:00Z', () => charge(m, customer.id));
    const second = await charge(m, customer.id);
    expect(first.charge.txid).not.toBe(second.charge.txid);
    expect(first.customer).toMatchObject({ fase: 'proposal', proximo_contato: '2026-03-11' });

    const list = await (
      await send(t, 'GET', `/api/customers/${customer.id}/pix-charges`, m.cookie)
    ).json();
    expect(list.charges.map((c: { id: string }) => c.id)).toEqual([
      second.charge.id,
      first.charge.id,
    ]);
    expect(list.charges.every((c: { paidAt: unknown }) => c.paidAt === null)).toBe(true);
  });

  it('marks the card and asks "Conseguiu fazer o Pix?" on Hoje the next day; paid clears the mark', async () => {
    const m = await signedInUser(t);
    await saveKey(m, { type: 'email', key: 'ana@exemplo.com' });
    const customer = await createCustomer(t, m, {
      nome: 'Joana Prado',
      telefone: '(11) 98765-4321',
      valor: 300,
      fase: 'interested',
    });
    const other = await createCustomer(t, m, { nome: 'Sem cobrança', valor: 50, fase: 'proposal' });
    const { charge: made } = await atTime('2026-03-10T15:00:00Z', () => charge(m, customer.id));
    const card = async (id: string) =>
      (await sendOk<Board>(t, m.cookie, 'GET', '/api/customers/board')).columns
        .flatMap((c) => c.customers)
        .find((c) => c.id === id)!;
    expect(await card(customer.id)).toMatchObject({
      fase: 'proposal',
      aguardando_pagamento: true,
    });
    expect((await card(other.id)).aguardando_pagamento).toBe(false);

    const hoje = await atTime('2026-03-11T15:00:00Z', () =>
      sendOk<TodayAnswer>(t, m.cookie, 'GET', '/api/today'),
    );
    expect(hoje.followUps).toEqual([
      expect.objectContaining({
        id: customer.id,
        awaitingPayment: true,
        proximo_contato: '2026-03-11',
      }),
    ]);
    expect(hoje.followUps[0]!.message.replace(/\s/g, ' ')).toBe(
      'Oi, Joana! Conseguiu fazer o Pix de R$ 300,00? Se precisar, te mando o código de novo.',
    );

    // Moved out of Proposta by hand, the customer no longer waits for that payment.
    await sendOk(t, m.cookie, 'PATCH', `/api/customers/${customer.id}`, { fase: 'interested' });
    expect((await card(customer.id)).aguardando_pagamento).toBe(false);
    await sendOk(t, m.cookie, 'PATCH', `/api/customers/${customer.id}`, { fase: 'proposal' });
    expect((await card(customer.id)).aguardando_pagamento).toBe(true);

    await sendOk(t, m.cookie, 'POST', `/api/customers/${customer.id}/pix-charges/${made.id}/paid`);
    expect(await card(customer.id)).toMatchObject({ fase: 'closed', aguardando_pagamento: false });
  });

  it("a charge starts its own follow-ups: Proposta's earlier nudges do not count", async () => {
    const m = await signedInUser(t);
    await saveKey(m, { type: 'email', key: 'ana@exemplo.com' });
    const customer = await createCustomer(t, m, { nome: 'Joana', valor: 300, fase: 'proposal' });
    for (const day of ['2026-03-02', '2026-03-04'])
      await atTime(`${day}T15:00:00Z`, () =>
        sendOk(t, m.cookie, 'POST', `/api/customers/${customer.id}/follow-ups`, { text: 'Oi!' }),
      );
    await atTime('2026-03-10T15:00:00Z', () => charge(m, customer.id));
    const hoje = await atTime('2026-03-11T15:00:00Z', () =>
      sendOk<TodayAnswer>(t, m.cookie, 'GET', '/api/today'),
    );
    expect(hoje.followUps[0]).toMatchObject({ attempt: 1, awaitingPayment: true });
    expect(hoje.followUps[0]!.message).toContain('Conseguiu fazer o Pix');
  });

  it('sending the charge through WhatsApp keeps the message in the conversation and the history', async () => {
    const m = await signedInUser(t);
    await saveKey(m, { type: 'email', key: 'ana@exemplo.com' });
    const customer = await createCustomer(t, m, {
      nome: 'Lia',
      valor: 90,
      fase: 'proposal',
      data_contato: '2026-03-01',
    });
    const made = await atTime('2026-03-10T15:00:00Z', () => charge(m, customer.id));
    // Tapped twice: kept once.
    for (const at of ['2026-03-10T15:05:00Z', '2026-03-10T15:06:00Z'])
      await atTime(at, () =>
        sendOk(
          t,
          m.cookie,
          'POST',
          `/api/customers/${customer.id}/pix-charges/${made.charge.id}/sent`,
        ),
      );
    const { messages } = await sendOk<{ messages: Array<{ author: string; text: string }> }>(
      t,
      m.cookie,
      'GET',
      `/api/customers/${customer.id}/messages`,
    );
    // The explanation, then the code alone (newest first).
    expect(messages).toEqual([
      expect.objectContaining({ author: 'seller', text: made.charge.code }),
      expect.objectContaining({ author: 'seller', text: made.message }),
    ]);
    const events = await sendOk<Array<{ type: string; to: string | null }>>(
      t,
      m.cookie,
      'GET',
      `/api/customers/${customer.id}/events`,
    );
    expect(events[0]).toMatchObject({ type: 'message', to: 'Cobrança Pix' });
    expect(events.filter((e) => e.to === 'Cobrança Pix')).toHaveLength(1);
    const after = await sendOk<Customer>(t, m.cookie, 'GET', `/api/customers/${customer.id}`);
    // The next contact stays on the charge's tomorrow; the last contact is the send.
    expect(after).toMatchObject({
      proximo_contato: '2026-03-11',
      data_contato: '2026-03-10T15:05:00.000Z',
    });

    const otherCharge = await send(
      t,
      'POST',
      `/api/customers/${customer.id}/pix-charges/${randomUUID()}/sent`,
      m.cookie,
    );
    expect(otherCharge.status).toBe(404);
  });

  it('says where to save a key when there is none, and asks for a value first', async () => {
    const m = await signedInUser(t);
    const customer = await createCustomer(t, m, { nome: 'Sem chave', valor: 100 });
    const noKey = await send(t, 'POST', `/api/customers/${customer.id}/pix-charges`, m.cookie);
    expect(noKey.status).toBe(409);
    expect(await noKey.json()).toEqual({
      error: {
        code: 'PIX_KEY_MISSING',
        message: 'Cadastre sua chave Pix em Minha Conta para cobrar com Pix.',
      },
    });
    await saveKey(m, { type: 'email', key: 'ana@exemplo.com' });
    const noValue = await createCustomer(t, m, { nome: 'Sem valor' });
    const res = await send(t, 'POST', `/api/customers/${noValue.id}/pix-charges`, m.cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'PIX_NO_VALUE', field: 'valor' });
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from pix_charges where user_id = $1',
      [m.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('Pagamento recebido moves the customer to Fechado with the value, and Resultados counts it', async () => {
    const m = await signedInUser(t);
    await saveKey(m, { type: 'email', key: 'ana@exemplo.com' });
    const customer = await createCustomer(t, m, { nome: 'Clara', valor: 250, fase: 'proposal' });
    const other = await createCustomer(t, m, { nome: 'Bia', valor: 80 });
    const { charge: made } = await charge(m, customer.id);
    await charge(m, other.id);

    const res = await send(
      t,
      'POST',
      `/api/customers/${customer.id}/pix-charges/${made.id}/paid`,
      m.cookie,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const paid = (await res.json()) as { customer: Customer; charge: { paidAt: string } };
    expect(paid.customer).toMatchObject({ fase: 'closed', valor: 250, proximo_contato: null });
    expect(paid.charge.paidAt).not.toBeNull();
    const events = await (
      await send(t, 'GET', `/api/customers/${customer.id}/events`, m.cookie)
    ).json();
    expect(events[0]).toMatchObject({ type: 'phase', from: 'proposal', to: 'closed' });

    const results = (await (
      await send(t, 'GET', '/api/results?period=30', m.cookie)
    ).json()) as Results;
    expect(results.pix).toEqual({
      chargedCount: 2,
      chargedValue: 330,
      receivedCount: 1,
      receivedValue: 250,
    });
    expect(results.closedInPeriod).toBe(1);
  });

  it('answers 404 for a charge of another customer', async () => {
    const m = await signedInUser(t);
    await saveKey(m, { type: 'email', key: 'ana@exemplo.com' });
    const one = await createCustomer(t, m, { nome: 'Um', valor: 10 });
    const two = await createCustomer(t, m, { nome: 'Dois', valor: 20 });
    const { charge: made } = await charge(m, one.id);
    const res = await send(
      t,
      'POST',
      `/api/customers/${two.id}/pix-charges/${made.id}/paid`,
      m.cookie,
    );
    expect(res.status).toBe(404);
    const after = await (await send(t, 'GET', `/api/customers/${two.id}`, m.cookie)).json();
    expect(after.fase).not.toBe('closed');
  });
});

describe('signed out', () => {
  it('answers 401 for the Pix key and the charges', async () => {
    const res = await t.request('/api/account/pix');
    expect(res.status).toBe(401);
    const charge = await t.request(`/api/customers/${randomUUID()}/pix-charges`, {
      method: 'POST',
      headers: { origin: t.config.APP_URL },
    });
    expect(charge.status).toBe(401);
  });
});
