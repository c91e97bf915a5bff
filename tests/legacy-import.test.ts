import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { productInput, send, signedInUser } from './factories.ts';

let t: TestApp;
let bob: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  bob = await signedInUser(t);
});
afterAll(() => t.close());

const list = async (cookie: string, what: 'products' | 'customers') =>
  (await send(t, 'GET', `/api/${what}`, cookie)).json();

describe('POST /api/import/local', () => {
  it('imports legacy rows as the caller’s, reports bad rows, and uses ticket_medio for preco', async () => {
    const user = await signedInUser(t);
    const res = await send(t, 'POST', '/api/import/local', user.cookie, {
      produtos: [
        { nome: 'Antigo', nicho: 'Moda', ticket_medio: 'R$ 90', user_id: bob.id },
        { nicho: 'sem nome' },
        { nome: 'x'.repeat(81) },
        'lixo',
      ],
      clientes: [
        {
          nome: 'Cliente Antigo',
          telefone: '(11) 98765-4321',
          fase: 'interested',
          data_contato: '2024-05-01',
        },
        { nome: '   ' },
        { nome: 'Fase estranha', fase: 'qualquer' },
      ],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.produtos.imported).toBe(1);
    expect(body.produtos.rejected.map((r: { index: number }) => r.index)).toEqual([1, 2, 3]);
    expect(body.produtos.rejected[0]).toMatchObject({ line: 2, column: 'nome' });
    expect(body.clientes.imported).toBe(1);
    expect(body.clientes.rejected.map((r: { index: number }) => r.index)).toEqual([1, 2]);

    const [product] = await list(user.cookie, 'products');
    expect(product).toMatchObject({ nome: 'Antigo', nicho: 'Moda', preco: 'R$ 90', objecoes: '' });
    expect(
      (await list(bob.cookie, 'products')).some((p: { nome: string }) => p.nome === 'Antigo'),
    ).toBe(false);
    const { rows } = await t.database.pool.query(
      'SELECT nome, fase, data_contato FROM clientes WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].fase).toBe('interested');
    expect(rows[0].data_contato.toISOString()).toBe('2024-05-01T00:00:00.000Z');
  });

  it('keeps the same local data once when it arrives twice (a page left while it was sent)', async () => {
    const user = await signedInUser(t);
    const local = {
      produtos: [{ nome: 'Produto Antigo', nicho: 'Moda', ticket_medio: 'R$ 50' }],
      clientes: [{ nome: 'Cliente Antigo', telefone: '(11) 91234-5678', fase: 'contacted' }],
    };
    for (let i = 0; i < 2; i++) {
      const res = await send(t, 'POST', '/api/import/local', user.cookie, local);
      expect(res.status).toBe(200);
      expect((await res.json()).produtos.imported).toBe(1);
    }
    expect(await list(user.cookie, 'products')).toHaveLength(1);
    expect(await list(user.cookie, 'customers')).toHaveLength(1);
  });

  it('accepts an import larger than the usual 64 kB body limit', async () => {
    const user = await signedInUser(t);
    const produtos = Array.from({ length: 60 }, (_, i) =>
      productInput({
        nome: `Produto ${i}`,
        cliente_ideal: 'c'.repeat(300),
        objecoes: 'o'.repeat(300),
        diferencial: 'd'.repeat(300),
        processo_vendas: 'p'.repeat(300),
      }),
    );
    const res = await send(t, 'POST', '/api/import/local', user.cookie, { produtos });
    expect(res.status).toBe(200);
    expect((await res.json()).produtos.imported).toBe(60);
  });

  it('reads amounts written the Brazilian way, and reports the ones it cannot read', async () => {
    const user = await signedInUser(t);
    const res = await send(t, 'POST', '/api/import/local', user.cookie, {
      clientes: [
        { nome: 'Milhar', valor: 'R$ 1.500,00' },
        { nome: 'Centavos', valor: '1.234,56' },
        { nome: 'Número', valor: 99.9 },
        { nome: 'Ambíguo', valor: '1,234' },
      ],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.clientes.imported).toBe(3);
    expect(body.clientes.rejected).toEqual([
      expect.objectContaining({ index: 3, line: 4, column: 'valor' }),
    ]);
    const byName = Object.fromEntries(
      (await list(user.cookie, 'customers')).map((c: { nome: string; valor: number }) => [
        c.nome,
        c.valor,
      ]),
    );
    expect(byName).toEqual({ Milhar: 1500, Centavos: 1234.56, Número: 99.9 });
  });
});
