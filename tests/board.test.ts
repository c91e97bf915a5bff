import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, PhasePage, PhaseSummary } from '../src/shared/board.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, send, signedInUser } from './factories.ts';

// The board reads customers a column page at a time; counts, totals, search and the follow-up
// filters run on the server.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;
const get = async <T>(m: Member, path: string) => {
  const res = await send(t, 'GET', path, m.cookie);
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return (await res.json()) as T;
};

/** Imports customers through the CSV import, as a seller would: one statement, one timestamp. */
async function importRows(m: Member, rows: string[]) {
  const res = await t.request('/api/customers/import', {
    method: 'POST',
    headers: { cookie: m.cookie, origin: t.config.APP_URL },
    body: `Nome;Telefone;Email;Produto de interesse;Fase;Valor (R$);Próximo contato\n${rows.join('\n')}\n`,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json() as Promise<{ imported: number }>;
}

describe('the board', () => {
  it('loads each column’s first 20 cards with counts and totals from one aggregate', async () => {
    const m = await signedInUser(t);
    await importRows(
      m,
      Array.from(
        { length: 45 },
        (_, i) =>
          `Cliente ${i};${i === 3 ? '(11) 98765-4321' : ''};;;${i % 3 === 0 ? 'Proposta' : 'Prospecção'};${i},50;`,
      ),
    );
    const board = await get<Board>(m, '/api/customers/board');
    expect(board.columns.map((c) => c.fase)).toEqual([
      'prospect',
      'contacted',
      'interested',
      'proposal',
      'closed',
      'lost',
    ]);
    const { rows } = await t.database.pool.query(
      `select fase, count(*)::int as count, sum(valor)::float as total
       from clientes where user_id = $1 group by fase`,
      [m.id],
    );
    for (const column of board.columns) {
      const sql = rows.find((r) => r.fase === column.fase) ?? { count: 0, total: 0 };
      expect(column.count, column.fase).toBe(sql.count);
      expect(column.total, column.fase).toBeCloseTo(sql.total ?? 0, 2);
      expect(column.customers.length).toBe(Math.min(20, sql.count));
      expect(column.nextCursor === null).toBe(sql.count <= 20);
    }
    // A card's phone as wa.me wants it: the browser has no phone metadata.
    const proposals = board.columns.find((c) => c.fase === 'proposal')!.customers;
    const digits = (nome: string) => proposals.find((c) => c.nome === nome)?.whatsapp;
    expect([digits('Cliente 3'), digits('Cliente 6')]).toEqual(['5511987654321', null]);
    // Cards leave the notes out: the dialog loads them.
    expect(board.columns[0]!.customers[0]).not.toHaveProperty('observacoes');
    expect(board.columns[0]!.customers[0]).toMatchObject({
      ultima_nota: null,
      aguardando_pagamento: false,
    });
    expect(JSON.stringify(board).length).toBeLessThan(64 * 1024);
  });

  it('shows the last line of the notes on the card, on the first load and on a column page', async () => {
    const m = await signedInUser(t);
    const long = 'x'.repeat(300);
    await createCustomer(t, m, {
      nome: 'Rita',
      observacoes: 'Primeira conversa pelo Instagram.\r\n\nPediu o bolo de dois andares.  \n \n',
    });
    await createCustomer(t, m, { nome: 'Longa', observacoes: `antes\n${long}` });
    const note = (cards: Array<{ nome: string; ultima_nota: string | null }>, nome: string) =>
      cards.find((c) => c.nome === nome)?.ultima_nota;
    const board = await get<Board>(m, '/api/customers/board');
    const prospects = board.columns[0]!.customers;
    expect(note(prospects, 'Rita')).toBe('Pediu o bolo de dois andares.');
    expect(note(prospects, 'Longa')).toBe(`${'x'.repeat(159)}…`);
    const page = await get<PhasePage>(m, '/api/customers/phase/prospect?limit=5');
    expect(note(page.customers, 'Rita')).toBe('Pediu o bolo de dois andares.');
  });

  it('pages a column by cursor, newest first, each card once, even with equal timestamps', async () => {
    const m = await signedInUser(t);
    // One import: every row shares the same created_at.
    await importRows(
      m,
      Array.from({ length: 130 }, (_, i) => `Mesmo instante ${i};;;;Contatado;;`),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: PhasePage = await get<PhasePage>(
        m,
        `/api/customers/phase/contacted?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.customers.length).toBeLessThanOrEqual(50);
      seen.push(...page.customers.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(130);
    expect(new Set(seen).size).toBe(130);
    expect(
      (await send(t, 'GET', '/api/customers/phase/contacted?cursor=bad', m.cookie)).status,
    ).toBe(400);
    expect((await send(t, 'GET', '/api/customers/phase/ganho', m.cookie)).status).toBe(404);
  });

  it('searches name, phone digits, email and product, ignoring case and accents', async () => {
    const m = await signedInUser(t);
    await importRows(m, [
      'João Araújo;(11) 98765-4321;joao@exemplo.com;Bolo de Pote;Prospecção;;',
      'Maria Souza;;MARIA@EXEMPLO.COM;Torta;Proposta;;',
      'Outro Cliente;;;Pão de Mel;Prospecção;;',
    ]);
    const names = async (q: string) =>
      (await get<Board>(m, `/api/customers/board?q=${encodeURIComponent(q)}`)).columns.flatMap(
        (c) => c.customers.map((x) => x.nome),
      );
    expect(await names('joao araujo')).toEqual(['João Araújo']);
    expect(await names('98765 4321')).toEqual(['João Araújo']);
    expect(await names('maria@exemplo')).toEqual(['Maria Souza']);
    expect(await names('PAO DE MEL')).toEqual(['Outro Cliente']);
    expect(await names('50%_')).toEqual([]);
    const summary = await get<PhaseSummary[]>(m, '/api/customers/summary?q=torta');
    expect(summary.find((s) => s.fase === 'proposal')?.count).toBe(1);
  });

  it('takes %, _ and \\ in a search literally, full-width and other look-alikes too', async () => {
    const m = await signedInUser(t);
    await importRows(m, [
      'Promo 50% off;;;;Prospecção;;',
      'Pasta C:\\vendas;;;;Prospecção;;',
      'Ana Lima;;;;Prospecção;;',
    ]);
    const names = async (q: string) =>
      (await get<Board>(m, `/api/customers/board?q=${encodeURIComponent(q)}`)).columns.flatMap(
        (c) => c.customers.map((x) => x.nome),
      );
    for (const q of ['＿', 'Ana＿Lima', 'A％a', 'ana∖']) expect(await names(q), q).toEqual([]);
    for (const q of ['％', '﹪', '５０％']) expect(await names(q), q).toEqual(['Promo 50% off']);
    for (const q of ['∖', '﹨', '＼', 'c:\\vendas', 'c:＼vendas']) {
      expect(await names(q), q).toEqual(['Pasta C:\\vendas']);
    }
  });

  it('filters the follow-ups due today and overdue on the member’s own date', async () => {
    const m = await signedInUser(t);
    await importRows(m, [
      'Hoje;;;;Prospecção;;22/11/2026',
      'Ontem;;;;Contatado;;21/11/2026',
      'Amanhã;;;;Prospecção;;23/11/2026',
      'Fechado ontem;;;;Fechado;;21/11/2026',
    ]);
    const names = async (due: string) =>
      atTime('2026-11-22T15:00:00Z', async () =>
        (await get<Board>(m, `/api/customers/board?due=${due}`)).columns.flatMap((c) =>
          c.customers.map((x) => x.nome),
        ),
      );
    expect(await names('today')).toEqual(['Hoje']);
    expect(await names('overdue')).toEqual(['Ontem']);
  });

  it('opens one customer whole, notes included', async () => {
    const m = await signedInUser(t);
    const created = await createCustomer(t, m, { nome: 'Com notas', observacoes: 'Ligar à tarde' });
    expect(await get(m, `/api/customers/${created.id}`)).toMatchObject({
      nome: 'Com notas',
      observacoes: 'Ligar à tarde',
    });
  });
});

describe('CSV at scale', () => {
  it('imports 10,000 rows in one file and streams them back in the export', async () => {
    const m = await signedInUser(t);
    const started = performance.now();
    const result = await importRows(
      m,
      Array.from(
        { length: 10_000 },
        (_, i) => `Contato ${i};1199999${String(i).padStart(4, '0')};;;Prospecção;10,00;`,
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(result.imported).toBe(10_000);
    console.log(`10,000-row import: ${seconds.toFixed(1)} s`);
    const csv = await (await send(t, 'GET', '/api/customers/export.csv', m.cookie)).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(10_001);
    expect(lines[0]).toMatch(/^Nome;/);
    expect(new Set(lines.slice(1).map((l) => l.split(';')[0])).size).toBe(10_000);
  });
});

describe('saved scripts by the page', () => {
  it('pages every script once, newest first', async () => {
    const m = await signedInUser(t);
    const product = await (
      await send(t, 'POST', '/api/products', m.cookie, {
        nome: 'P',
        nicho: 'N',
        preco: '1',
        canal_aquisicao: 'x',
        cliente_ideal: 'x',
        objecoes: 'x',
        diferencial: 'x',
        processo_vendas: 'x',
        problema_resolve: 'x',
        urgencia: 'x',
      })
    ).json();
    await t.database.pool.query(
      `insert into scripts_gerados (user_id, produto_id, produto_nome, script_content)
       select $1, $2, 'P', '## 1. Abertura\n[[Oi ' || g || ']]' from generate_series(1, 45) g`,
      [m.id, product.id],
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { scripts: Array<{ id: string }>; nextCursor: string | null } = await get(
        m,
        `/api/scripts/page${cursor ? `?cursor=${cursor}` : ''}`,
      );
      expect(page.scripts.length).toBeLessThanOrEqual(20);
      seen.push(...page.scripts.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(45);
    expect((await send(t, 'GET', '/api/scripts/page?cursor=xyz', m.cookie)).status).toBe(400);
  });
});

describe('bad input in query strings', () => {
  it('answers 400, not 500: an unknown period, a forged cursor, U+0000', async () => {
    const m = await signedInUser(t);
    const forged = Buffer.from(
      '2024-13-45 99:99:99+00|00000000-0000-4000-8000-000000000000',
    ).toString('base64url');
    for (const path of [
      '/api/results?period=7',
      `/api/customers/phase/prospect?cursor=${forged}`,
      '/api/customers/board?q=%00',
      '/api/scripts/page?cursor=%00',
    ]) {
      const res = await send(t, 'GET', path, m.cookie);
      expect(res.status, path).toBe(400);
    }
  });
});
