import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFields } from '../src/shared/products.ts';
import { offlineEngine } from '../src/server/ai/offline-engine.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, productInput, send, signedInUser } from './factories.ts';

// Arbitrary bodies on every JSON route: never a 5xx, always the JSON error shape when refused.

type Member = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let user: Member;
let productId: string;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp({}, { engine: offlineEngine(0) });
  user = await signedInUser(t);
  productId = (await (await send(t, 'POST', '/api/products', user.cookie, productInput())).json())
    .id;
  customerId = (await createCustomer(t, user, { nome: 'Base' })).id;
});
afterAll(() => t.close());

const nasty = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    '<script>alert(1)</script>',
    "'; drop table produtos; --",
    '𝕏'.repeat(300),
    'a'.repeat(5000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A body near the route's valid shape (some fields nasty, some missing, prototype keys), or anything at all. */
const bodyLike = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.anything(),
    fc.record(
      Object.fromEntries(
        Object.keys(valid).map((k) => [k, fc.oneof(fc.constant(valid[k]), nasty)]),
      ),
      { requiredKeys: [] },
    ),
    fc.constant(
      JSON.parse(
        `{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}, "nome": "Proto"}`,
      ),
    ),
  );

const routes: Array<{ method: string; path: () => string; valid: () => Record<string, unknown> }> =
  [
    { method: 'POST', path: () => '/api/products', valid: () => productInput() },
    { method: 'PUT', path: () => `/api/products/${productId}`, valid: () => productInput() },
    {
      method: 'POST',
      path: () => '/api/customers',
      valid: () => ({
        nome: 'X',
        telefone: '11 99999-0000',
        email: 'a@b.com',
        fase: 'prospect',
        valor: 10,
        data_contato: '2026-01-01',
        proximo_contato: '2026-01-02',
        motivo_perda: 'preco',
        observacoes: 'o',
        produto_interesse: 'p',
      }),
    },
    {
      method: 'PUT',
      path: () => `/api/customers/${customerId}`,
      valid: () => ({ nome: 'X', fase: 'lost', motivo_perda: 'outro' }),
    },
    {
      method: 'PATCH',
      path: () => `/api/customers/${customerId}`,
      valid: () => ({ fase: 'closed', motivo_perda: null }),
    },
    {
      method: 'POST',
      path: () => '/api/objections',
      valid: () => ({ productId, customerNeeds: 'n', objection: 'o' }),
    },
    {
      method: 'POST',
      path: () => '/api/scripts',
      valid: () => ({ productId: '00000000-0000-4000-8000-000000000000' }),
    },
    {
      method: 'POST',
      path: () => '/api/import/local',
      valid: () => ({ produtos: [productInput()], clientes: [{ nome: 'c' }] }),
    },
    { method: 'PATCH', path: () => '/api/me', valid: () => ({ displayName: 'Nome' }) },
    {
      method: 'POST',
      path: () => '/api/auth/sign-in/email',
      valid: () => ({ email: 'x@y.com', password: 'segredo' }),
    },
    {
      method: 'POST',
      path: () => '/api/auth/request-password-reset',
      valid: () => ({ email: 'x@y.com' }),
    },
    {
      method: 'POST',
      path: () => '/api/auth/reset-password',
      valid: () => ({ token: 'abc', newPassword: 'segredo' }),
    },
  ];

async function expectClean(res: Response) {
  expect(res.status).toBeLessThan(500);
  if (res.status >= 400) {
    const body = await res.json();
    expect(typeof body.error?.code).toBe('string');
    expect(typeof body.error?.message).toBe('string');
  } else {
    await res.body?.cancel();
  }
}

describe('bad input on every JSON route', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path().replace(/[0-9a-f-]{36}/, ':id')}`, r]))(
    '%s never answers 5xx',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(bodyLike(route.valid()), async (body) => {
          await expectClean(
            await send(t, route.method, route.path(), user.cookie, JSON.stringify(body)),
          );
        }),
        { numRuns: 40 },
      );
    },
  );

  it('refuses text with U+0000, which PostgreSQL cannot store, naming the field', async () => {
    const res = await send(
      t,
      'POST',
      '/api/products',
      user.cookie,
      productInput({ diferencial: 'a\u0000b' }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'INVALID_TEXT', field: 'diferencial' });
    const signUp = await send(t, 'POST', '/api/auth/sign-up/email', '', {
      email: user.email,
      password: 'abcdef',
      name: 'x\u0000',
    });
    expect(signUp.status).toBe(400);
  });

  it('refuses broken JSON and wrong content cleanly', async () => {
    for (const raw of ['{', 'null', '[]', '"texto"', '{"nome": "x"'.repeat(3), '\u0000']) {
      await expectClean(await send(t, 'POST', '/api/products', user.cookie, raw));
      await expectClean(await send(t, 'POST', '/api/customers', user.cookie, raw));
    }
  });

  it('stores any text it accepts exactly as sent (trimmed)', async () => {
    const text = (max: number) =>
      fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: max })
        .filter((s) => s.trim().length > 0 && !s.includes('\u0000'));
    await fc.assert(
      fc.asyncProperty(text(80), text(300), text(2000), async (nome, diferencial, observacoes) => {
        const product = await send(
          t,
          'POST',
          '/api/products',
          user.cookie,
          productInput({ nome, diferencial }),
        );
        if (product.status === 201) {
          const saved = await product.json();
          expect(saved.nome).toBe(nome.trim());
          expect(saved.diferencial).toBe(diferencial.trim());
        } else {
          // Only a length counted differently (graphemes vs UTF-16 units) may refuse it.
          expect(product.status).toBe(400);
          const field = productFields.find(
            (f) => f.name === (product.status === 400 ? 'nome' : ''),
          );
          expect(field).toBeDefined();
        }
        const customer = await send(t, 'POST', '/api/customers', user.cookie, {
          nome,
          observacoes,
        });
        if (customer.status === 201) {
          const saved = await customer.json();
          expect(saved.nome).toBe(nome.trim());
          expect(saved.observacoes).toBe(observacoes.trim());
        } else expect(customer.status).toBe(400);
      }),
      { numRuns: 60 },
    );
  });
});
