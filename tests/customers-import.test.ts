import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../src/shared/customers.ts';
import type { CsvImportPreview, CsvImportReport } from '../src/shared/import-report.ts';
import type { Results } from '../src/shared/results.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { send, signedInUser } from './factories.ts';

// What real customer lists did to the import: an odd email lost the customer, a second import
// doubled the board, a list with a row per product made a customer per row, 'Interessada' was
// refused, and an old sale counted as sold this month, closed the day it was imported.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof signedInUser>>;

async function upload<T = CsvImportReport>(
  m: Member,
  csv: string | Uint8Array<ArrayBuffer>,
  dryRun = false,
) {
  const res = await t.request(`/api/customers/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { cookie: m.cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
    body: csv,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}
const preview = (m: Member, csv: string | Uint8Array<ArrayBuffer>) =>
  upload<CsvImportPreview>(m, csv, true);
const board = async (m: Member): Promise<Customer[]> =>
  (await send(t, 'GET', '/api/customers', m.cookie)).json();
const named = async (m: Member, nome: string) => (await board(m)).find((c) => c.nome === nome)!;

describe('a list with an odd email', () => {
  it('keeps the customer without the email, and says so before and after', async () => {
    const m = await signedInUser(t);
    const csv = 'Nome;Email;Telefone\nBruno Lima;bruno@claro;(11) 98765-4321\n';
    const warning = {
      line: 2,
      column: 'Email',
      message: 'Email inválido ("bruno@claro"): o cliente entra sem email.',
    };
    expect(await preview(m, csv)).toMatchObject({ valid: 1, rejected: [], warnings: [warning] });
    expect(await upload(m, csv)).toMatchObject({ imported: 1, rejected: [], warnings: [warning] });
    expect(await named(m, 'Bruno Lima')).toMatchObject({
      email: null,
      telefone: '(11) 98765-4321',
    });
  });
});

describe('the same list twice', () => {
  const list =
    'Nome;Telefone;Email;Produto;Fase\n' +
    'Ana Souza;(11) 98765-4321;;Bolo de pote;Interessada\n' +
    'Bia;;bia@exemplo.com;;Novo\n' +
    'Caio;21 99876-5432;;;\n';

  it('creates nobody again: the customers already there are skipped', async () => {
    const m = await signedInUser(t);
    expect(await upload(m, list)).toMatchObject({ imported: 3, updated: 0, skipped: 0 });
    expect(await upload(m, list)).toMatchObject({ imported: 0, updated: 0, skipped: 3 });
    expect((await board(m)).map((c) => c.nome).sort()).toEqual(['Ana Souza', 'Bia', 'Caio']);
  });

  it('fills what the board lacks, never what the seller typed, and the preview says which rows', async () => {
    const m = await signedInUser(t);
    await upload(m, list);
    const ana = await named(m, 'Ana Souza');
    await send(t, 'PUT', `/api/customers/${ana.id}`, m.cookie, {
      nome: 'Ana Souza',
      telefone: '(11) 98765-4321',
      email: 'ana@minha.com',
      produto_interesse: 'Bolo de pote',
      fase: 'proposal',
    });
    const news =
      'Cliente;WhatsApp;E-mail;Produto;Valor;Status\n' +
      'Ana S.;+55 11 98765-4321;outra@exemplo.com;Brigadeiro;500,00;Fechado\n' +
      'bia;;;;;\n' +
      'Dora;(31) 91234-5678;;;;\n';
    const seen = await preview(m, news);
    expect(seen).toMatchObject({ imported: 1, updated: 1, skipped: 1, valid: 3 });
    expect(seen.preview.map((r) => [r.line, r.outcome])).toEqual([
      [2, 'update'],
      [3, 'skip'],
      [4, 'new'],
    ]);
    expect(seen.lines).toEqual({ update: [2], skip: [3], join: [] });
    expect(seen.warnings).toEqual([
      {
        line: 2,
        column: 'Status',
        message: 'Já está no quadro em Proposta; a fase do arquivo (Fechado) não muda isso.',
      },
    ]);
    expect(await board(m)).toHaveLength(3);

    expect(await upload(m, news)).toMatchObject({ imported: 1, updated: 1, skipped: 1 });
    expect(await named(m, 'Ana Souza')).toMatchObject({
      email: 'ana@minha.com',
      produto_interesse: 'Bolo de pote',
      fase: 'proposal',
      valor: 500,
    });
    const history = await (
      await send(t, 'GET', `/api/customers/${ana.id}/events`, m.cookie)
    ).json();
    expect(history[0]).toMatchObject({ type: 'value', from: null, to: '500.00' });
    expect((await board(m)).map((c) => c.nome).sort()).toEqual([
      'Ana Souza',
      'Bia',
      'Caio',
      'Dora',
    ]);
  });
});

describe('a list with a row per product', () => {
  it('makes one customer of the rows of one, products joined and values added up', async () => {
    const m = await signedInUser(t);
    const csv =
      'Cliente;WhatsApp;Produto;Valor\n' +
      'Ana;(11) 98765-4321;Bolo de pote;30,00\n' +
      'Ana;11 98765-4321;Brigadeiro;20,00\n' +
      'Ana;(11) 98765-4321;Torta de limão;45,50\n' +
      'Bia;;Torta de limão;45,50\n';
    const seen = await preview(m, csv);
    expect(seen.preview.map((r) => [r.line, r.outcome, r.joins])).toEqual([
      [2, 'new', null],
      [3, 'new', 2],
      [4, 'new', 2],
      [5, 'new', null],
    ]);
    expect(await upload(m, csv)).toMatchObject({ imported: 2, warnings: [] });
    expect(await named(m, 'Ana')).toMatchObject({
      produto_interesse: 'Bolo de pote, Brigadeiro, Torta de limão',
      valor: 95.5,
    });
  });
});

describe('phases as sellers write them', () => {
  it("reads 'Interessada' and 'Negociando', and an unknown phase as Prospecção with a warning", async () => {
    const m = await signedInUser(t);
    const report = await upload(m, 'Nome;Etapa\nAna;Interessada\nBia;Negociando\nCaio;Ativo\n');
    expect(report).toMatchObject({ imported: 3, rejected: [] });
    expect(report.warnings).toEqual([expect.objectContaining({ line: 4, column: 'Etapa' })]);
    const fases = Object.fromEntries((await board(m)).map((c) => [c.nome, c.fase]));
    expect(fases).toEqual({ Ana: 'interested', Bia: 'proposal', Caio: 'prospect' });
  });
});

describe('an imported sale', () => {
  const results = async (m: Member, period: string) =>
    (await (await send(t, 'GET', `/api/results?period=${period}`, m.cookie)).json()) as Results;

  it('keeps its own date: Resultados counts it in its month, closed in its days', async () => {
    const m = await signedInUser(t);
    await atTime('2026-11-20T15:00:00Z', async () => {
      const report = await upload(
        m,
        'Nome;Fase;Valor;Data de contato;Data da venda\nAna;Vendido;500,00;01/10/2026;15/10/2026\n',
      );
      expect(report).toMatchObject({ imported: 1, warnings: [] });
      expect(await results(m, 'month')).toMatchObject({
        closedThisMonth: 0,
        closedLastMonth: 500,
      });
      expect(await results(m, '90')).toMatchObject({ closedInPeriod: 1, medianDaysToClose: 14 });
    });
    const ana = await named(m, 'Ana');
    expect(ana).toMatchObject({
      fase_alterada_em: '2026-10-15T12:00:00.000Z',
      created_at: '2026-10-01T12:00:00.000Z',
    });
    const history = await (
      await send(t, 'GET', `/api/customers/${ana.id}/events`, m.cookie)
    ).json();
    expect(history).toEqual([
      { type: 'created', from: null, to: 'closed', at: '2026-10-01T12:00:00.000Z' },
    ]);
  });

  it('without a date counts as sold today, and the report says so', async () => {
    const m = await signedInUser(t);
    const report = await upload(m, 'Nome;Fase;Valor\nBia;Fechada;300\n');
    expect(report.warnings).toEqual([
      {
        line: 2,
        column: 'Fase',
        message: 'Venda sem data: entra nos Resultados como fechada hoje.',
      },
    ]);
    expect((await results(m, 'month')).closedThisMonth).toBe(300);
  });
});

/** The lists in tests/fixtures/real/csv, and what importing each does (SOURCES.md). */
const realLists = [
  { file: 'google-outlook-sample.csv', imported: 3, warnings: 0, ignored: 18 },
  { file: 'chatwoot-import-contacts-sample.csv', imported: 25, warnings: 0, ignored: 8 },
  { file: 'atomic-crm-contacts-export.csv', imported: 2, warnings: 2, ignored: 15 },
];

const fixture = (file: string) =>
  new Uint8Array(readFileSync(new URL(`fixtures/real/csv/${file}`, import.meta.url)));

describe('real customer lists', () => {
  it.each(realLists)('imports $file, then skips every customer of it', async (list) => {
    const m = await signedInUser(t);
    const bytes = fixture(list.file);
    const first = await upload(m, bytes);
    expect(first).toMatchObject({ imported: list.imported, updated: 0, skipped: 0, rejected: [] });
    expect(first.warnings).toHaveLength(list.warnings);
    expect(first.ignored).toHaveLength(list.ignored);
    expect(await board(m)).toHaveLength(list.imported);
    const again = await upload(m, bytes);
    expect(again).toMatchObject({ imported: 0, updated: 0, skipped: list.imported });
    expect(await board(m)).toHaveLength(list.imported);
  });

  it('reads what each real list holds', async () => {
    const m = await signedInUser(t);
    const read = (file: string) => upload(m, fixture(file));
    await read('google-outlook-sample.csv');
    expect(await named(m, 'Adam Glacius')).toMatchObject({
      email: 'adam.glacius@anycom.com',
      telefone: '+1 555 3227 8544',
      observacoes: 'Has 2 kids',
    });
    // Two people on one number that no phone can dial: the names tell them apart.
    expect(await named(m, 'Duncan Amey')).toMatchObject({ telefone: '+1 555 3227 8543' });
    expect(await named(m, 'Daniel Ireland')).toMatchObject({ telefone: '+1 555 3227 8543' });
    const atomic = await read('atomic-crm-contacts-export.csv');
    expect(atomic.warnings.map((w) => [w.line, w.column])).toEqual([
      [2, 'status'],
      [3, 'status'],
    ]);
    expect(await named(m, 'Jane Doe')).toMatchObject({ fase: 'prospect' });
  });
});
