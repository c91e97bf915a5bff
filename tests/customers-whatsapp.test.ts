import { afterAll, beforeAll, expect, it } from 'vitest';
import { backfillWhatsapp } from '../src/server/customers/whatsapp-backfill.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, send, signedInUser } from './factories.ts';

// A customer's WhatsApp digits are read from the phone once, when the row is written, and kept
// in clientes.whatsapp; rows written before that column are filled at start-up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = async (userId: string) =>
  (
    await t.database.pool.query<{ nome: string; whatsapp: string | null }>(
      'select nome, whatsapp from clientes where user_id = $1 order by nome',
      [userId],
    )
  ).rows;

it('stores the digits on create, update and import, and fills rows written before', async () => {
  const user = await signedInUser(t);
  const ana = await createCustomer(t, user, { nome: 'Ana', telefone: '(11) 98765-4321' });
  await createCustomer(t, user, { nome: 'Bia', telefone: '1234' });
  await createCustomer(t, user, { nome: 'Caio' });
  await t.request('/api/customers/import', {
    method: 'POST',
    headers: { cookie: user.cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
    body: 'Nome;Telefone\nDora;(21) 99876-5432\n',
  });
  await send(t, 'PUT', `/api/customers/${ana.id}`, user.cookie, {
    nome: 'Ana',
    telefone: '(31) 91234-5678',
  });
  const expected = [
    { nome: 'Ana', whatsapp: '5531912345678' },
    { nome: 'Bia', whatsapp: '' },
    { nome: 'Caio', whatsapp: null },
    { nome: 'Dora', whatsapp: '5521998765432' },
  ];
  expect(await stored(user.id)).toEqual(expected);
  const answers = async () =>
    ((await (await send(t, 'GET', '/api/customers', user.cookie)).json()) as Customer[])
      .map((c) => ({ nome: c.nome, whatsapp: c.whatsapp }))
      .sort((x, y) => x.nome.localeCompare(y.nome));
  const answered = expected.map((c) => ({ ...c, whatsapp: c.whatsapp || null }));
  expect(await answers()).toEqual(answered);

  // As the rows were before migration 0012: the answers still read the phones…
  await t.database.pool.query('update clientes set whatsapp = null where user_id = $1', [user.id]);
  expect(await answers()).toEqual(answered);
  // …until the start-up step fills the column again.
  expect(await backfillWhatsapp(t.database.pool)).toBe(3);
  expect(await stored(user.id)).toEqual(expected);
});

interface Customer {
  nome: string;
  whatsapp: string | null;
}
