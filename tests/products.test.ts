import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRODUCTS_PER_MEMBER, productFields } from '../src/shared/products.ts';
import { setMemberStatus } from '../src/server/members/store.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { productInput, send, signedInUser } from './factories.ts';

let t: TestApp;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([signedInUser(t), signedInUser(t)]);
});
afterAll(() => t.close());

const create = (cookie: string, body: unknown) => send(t, 'POST', '/api/products', cookie, body);
const list = async (cookie: string) => (await send(t, 'GET', '/api/products', cookie)).json();

describe('products CRUD', () => {
  it('creates, lists newest first, updates and deletes', async () => {
    const user = await signedInUser(t);
    const first = await create(user.cookie, productInput({ nome: 'Primeiro' }));
    expect(first.status).toBe(201);
    const a = await first.json();
    expect(a).toMatchObject({ nome: 'Primeiro', garantia: 'Se não gostar, devolvo o dinheiro' });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    const b = await (
      await create(user.cookie, productInput({ nome: 'Segundo', garantia: '  ', bonus: undefined }))
    ).json();
    expect(b.garantia).toBeNull();
    expect(b.bonus).toBeNull();

    expect((await list(user.cookie)).map((p: { nome: string }) => p.nome)).toEqual([
      'Segundo',
      'Primeiro',
    ]);

    const updated = await send(
      t,
      'PUT',
      `/api/products/${a.id}`,
      user.cookie,
      productInput({ nome: '  Primeiro v2  ' }),
    );
    expect(updated.status).toBe(200);
    expect((await updated.json()).nome).toBe('Primeiro v2');
    expect((await (await send(t, 'GET', `/api/products/${a.id}`, user.cookie)).json()).nome).toBe(
      'Primeiro v2',
    );

    expect((await send(t, 'DELETE', `/api/products/${a.id}`, user.cookie)).status).toBe(204);
    expect((await send(t, 'DELETE', `/api/products/${a.id}`, user.cookie)).status).toBe(404);
    expect((await list(user.cookie)).map((p: { nome: string }) => p.nome)).toEqual(['Segundo']);
  });

  it('keeps text exactly, accents and emoji included', async () => {
    const nome = 'Açaí 🍇 “Premium” — 500 ml';
    const res = await create(alice.cookie, productInput({ nome }));
    expect((await res.json()).nome).toBe(nome);
  });

  it('ignores a user_id sent by the client', async () => {
    const res = await create(alice.cookie, { ...productInput({ nome: 'Meu' }), user_id: bob.id });
    const { id } = await res.json();
    expect((await list(bob.cookie)).some((p: { id: string }) => p.id === id)).toBe(false);
    expect((await list(alice.cookie)).some((p: { id: string }) => p.id === id)).toBe(true);
  });
});

describe('the product ceiling', () => {
  it(`stops at ${MAX_PRODUCTS_PER_MEMBER} products per member, even when the last ones come at once`, async () => {
    const user = await signedInUser(t);
    // One statement: all but the last, in a few milliseconds.
    await t.database.pool.query(
      `INSERT INTO produtos (user_id, nome, nicho, preco, canal_aquisicao, cliente_ideal, objecoes,
         diferencial, processo_vendas, problema_resolve, urgencia)
       SELECT $1, 'Produto ' || n, 'n', 'p', 'c', 'c', 'o', 'd', 'p', 'p', 'u'
       FROM generate_series(1, $2::int) AS n`,
      [user.id, MAX_PRODUCTS_PER_MEMBER - 1],
    );
    const racing = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        create(user.cookie, productInput({ nome: `Último ${i}` })),
      ),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const refused = await create(user.cookie, productInput({ nome: 'Mais um' }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'PRODUCT_LIMIT_REACHED',
        message: 'Você chegou ao limite de 5.000 produtos. Exclua algum para cadastrar outro.',
      },
    });
    // Another member is not counted against this one; a deletion makes room.
    expect((await create(alice.cookie, productInput({ nome: 'Da Alice' }))).status).toBe(201);
    const [one] = await list(user.cookie);
    expect((await send(t, 'DELETE', `/api/products/${one.id}`, user.cookie)).status).toBe(204);
    expect((await create(user.cookie, productInput({ nome: 'Cabe' }))).status).toBe(201);
  });
});

describe('product validation', () => {
  const required = productFields.filter((f) => f.required);

  it.each(required.map((f) => [f.name, f]))(
    'refuses a missing %s with its own message',
    async (_name, field) => {
      for (const missing of [undefined, '', '   ']) {
        const res = await create(alice.cookie, productInput({ [field.name]: missing }));
        expect(res.status).toBe(400);
        expect((await res.json()).error).toEqual({
          code: 'VALIDATION_ERROR',
          field: field.name,
          message: field.required!.description,
        });
      }
    },
  );

  it('names the first missing field in the spec order', async () => {
    const res = await create(alice.cookie, productInput({ urgencia: '', nicho: '', objecoes: '' }));
    expect((await res.json()).error.field).toBe('nicho');
    const all = await create(alice.cookie, {});
    expect((await all.json()).error.field).toBe('nome');
  });

  it.each(productFields.map((f) => [f.name, f.max]))(
    'accepts %s at %i characters and refuses one more',
    async (name, max) => {
      const ok = await create(alice.cookie, productInput({ [name]: 'x'.repeat(max) }));
      expect(ok.status).toBe(201);
      const tooLong = await create(alice.cookie, productInput({ [name]: 'x'.repeat(max + 1) }));
      expect(tooLong.status).toBe(400);
      expect((await tooLong.json()).error).toMatchObject({
        field: name,
        message: expect.stringContaining(`${max} caracteres`),
      });
    },
  );

  it('refuses wrong types and bad JSON with 400, and a 100 kB body with 413', async () => {
    expect((await create(alice.cookie, productInput({ nome: 42 }))).status).toBe(400);
    expect((await create(alice.cookie, '{"nome": ')).status).toBe(400);
    const huge = await create(alice.cookie, productInput({ observacao: 'x'.repeat(100_000) }));
    expect(huge.status).toBe(413);
  });
});

describe('the repurchase cycle', () => {
  it('takes a number of days or its text, and is null when left out', async () => {
    const days = async (body: unknown) => await (await create(alice.cookie, body)).json();
    expect((await days(productInput({ ciclo_recompra: 30 }))).ciclo_recompra).toBe(30);
    expect((await days(productInput({ ciclo_recompra: '45' }))).ciclo_recompra).toBe(45);
    expect((await days(productInput())).ciclo_recompra).toBeNull();
  });

  it.each([0, 731, 2.5, 'abc'])('refuses %j and saves nothing', async (ciclo_recompra) => {
    const before = (await list(alice.cookie)).length;
    const res = await create(alice.cookie, productInput({ ciclo_recompra }));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      field: 'ciclo_recompra',
      message: 'Use um número de dias entre 1 e 730.',
    });
    expect(await list(alice.cookie)).toHaveLength(before);
  });

  it('is cleared by an update', async () => {
    const { id } = await (await create(alice.cookie, productInput({ ciclo_recompra: 30 }))).json();
    const res = await send(t, 'PUT', `/api/products/${id}`, alice.cookie, {
      ...productInput(),
      ciclo_recompra: null,
    });
    expect((await res.json()).ciclo_recompra).toBeNull();
    const saved = await (await send(t, 'GET', `/api/products/${id}`, alice.cookie)).json();
    expect(saved.ciclo_recompra).toBeNull();
  });
});

describe('products are private', () => {
  it("answers 404 for another user's product on read, update and delete, and leaves it unchanged", async () => {
    const mine = await (await create(alice.cookie, productInput({ nome: 'Só da Alice' }))).json();
    for (const [method, body] of [
      ['GET'],
      ['PUT', productInput({ nome: 'Hackeado' })],
      ['DELETE'],
    ] as const) {
      const res = await send(t, method, `/api/products/${mine.id}`, bob.cookie, body);
      expect(res.status, method).toBe(404);
    }
    expect((await list(bob.cookie)).some((p: { id: string }) => p.id === mine.id)).toBe(false);
    const still = await (await send(t, 'GET', `/api/products/${mine.id}`, alice.cookie)).json();
    expect(still.nome).toBe('Só da Alice');
  });

  it('answers 404 for an id that is not a UUID', async () => {
    expect((await send(t, 'GET', '/api/products/123', alice.cookie)).status).toBe(404);
  });

  it('needs a session (401) and an active membership (403)', async () => {
    expect((await t.request('/api/products')).status).toBe(401);
    const member = await signedInUser(t);
    await setMemberStatus(t.database.db, {
      email: member.email,
      status: 'inactive',
      source: 'test',
    });
    const res = await send(t, 'GET', '/api/products', member.cookie);
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('MEMBERSHIP_INACTIVE');
  });
});
