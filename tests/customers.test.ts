import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phaseIds } from '../src/shared/customers.ts';
import { dayIn, DEFAULT_TIME_ZONE } from '../src/shared/time-zone.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { send, signedInUser } from './factories.ts';

let t: TestApp;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([signedInUser(t), signedInUser(t)]);
});
afterAll(() => t.close());

const create = async (cookie: string, body: Record<string, unknown>) => {
  const res = await send(t, 'POST', '/api/customers', cookie, body);
  return { status: res.status, body: await res.json() };
};
const list = async (cookie: string) => (await send(t, 'GET', '/api/customers', cookie)).json();

describe('customers CRUD', () => {
  it('creates with defaults, lists newest first, updates and deletes', async () => {
    const user = await signedInUser(t);
    const first = await create(user.cookie, { nome: '  João da Silva  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      nome: 'João da Silva',
      fase: 'prospect',
      telefone: null,
      email: null,
      valor: null,
    });
    expect(Date.now() - Date.parse(first.body.data_contato)).toBeLessThan(60_000);

    const second = await create(user.cookie, {
      nome: 'Ana',
      telefone: '(11) 98765-4321',
      email: 'ana@exemplo.com',
      produto_interesse: 'Bolo de pote',
      fase: 'proposal',
      data_contato: '2026-11-01',
      proximo_contato: '2026-11-25',
      valor: 1234.5,
      observacoes: 'Quer para sexta',
    });
    expect(second.body).toMatchObject({
      fase: 'proposal',
      valor: 1234.5,
      proximo_contato: '2026-11-25',
      // The digits for wa.me: the browser has no phone metadata of its own.
      whatsapp: '5511987654321',
    });
    expect(first.body.whatsapp).toBeNull();
    // A picked day: its noon UTC, the same day in the member's zone (decision 023).
    expect(second.body.data_contato).toBe('2026-11-01T12:00:00.000Z');
    expect((await list(user.cookie)).map((c: { nome: string }) => c.nome)).toEqual([
      'Ana',
      'João da Silva',
    ]);

    const put = await send(t, 'PUT', `/api/customers/${first.body.id}`, user.cookie, {
      nome: 'João S.',
      telefone: '',
      observacoes: '   ',
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ nome: 'João S.', telefone: null, observacoes: null });
    const badPhone = await create(user.cookie, { nome: 'Sem DDD', telefone: '1234' });
    expect(badPhone.body).toMatchObject({ telefone: '1234', whatsapp: null });
    await send(t, 'DELETE', `/api/customers/${badPhone.body.id}`, user.cookie);

    expect((await send(t, 'DELETE', `/api/customers/${first.body.id}`, user.cookie)).status).toBe(
      204,
    );
    expect((await list(user.cookie)).map((c: { nome: string }) => c.nome)).toEqual(['Ana']);
  });

  it('needs a name after trimming', async () => {
    const res = await create(alice.cookie, { nome: '   ', telefone: '11 9999-9999' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'nome',
      message: 'Por favor, informe o nome do cliente.',
    });
  });

  it('refuses an invalid phase, email or negative value', async () => {
    expect((await create(alice.cookie, { nome: 'X', fase: 'won' })).body.error.field).toBe('fase');
    expect(
      (await create(alice.cookie, { nome: 'X', email: 'not-an-email' })).body.error.field,
    ).toBe('email');
    expect((await create(alice.cookie, { nome: 'X', valor: -1 })).body.error.field).toBe('valor');
    const patch = await send(
      t,
      'PATCH',
      `/api/customers/${(await create(alice.cookie, { nome: 'Y' })).body.id}`,
      alice.cookie,
      { fase: 'ganho' },
    );
    expect(patch.status).toBe(400);
  });
});

describe('phase moves', () => {
  it('move between any two phases, saving the phase at once', async () => {
    const { body: customer } = await create(alice.cookie, { nome: 'Viajante' });
    for (const from of phaseIds) {
      for (const to of phaseIds) {
        await send(t, 'PATCH', `/api/customers/${customer.id}`, alice.cookie, { fase: from });
        const res = await send(t, 'PATCH', `/api/customers/${customer.id}`, alice.cookie, {
          fase: to,
        });
        expect(res.status, `${from} → ${to}`).toBe(200);
        expect((await res.json()).fase).toBe(to);
      }
    }
  });

  it('keeps the lost reason in Perdido only, and the time of the last real phase change', async () => {
    const { body: customer } = await create(alice.cookie, { nome: 'Perdido' });
    const lost = await (
      await send(t, 'PATCH', `/api/customers/${customer.id}`, alice.cookie, {
        fase: 'lost',
        motivo_perda: 'preco',
      })
    ).json();
    expect(lost).toMatchObject({ fase: 'lost', motivo_perda: 'preco' });
    expect(Date.parse(lost.fase_alterada_em)).toBeGreaterThanOrEqual(
      Date.parse(customer.fase_alterada_em),
    );

    await t.database.pool.query(
      "UPDATE clientes SET fase_alterada_em = now() - interval '10 days' WHERE id = $1",
      [customer.id],
    );
    const edited = await (
      await send(t, 'PUT', `/api/customers/${customer.id}`, alice.cookie, {
        nome: 'Perdido',
        fase: 'lost',
        motivo_perda: 'preco',
        observacoes: 'nota',
      })
    ).json();
    expect(Date.now() - Date.parse(edited.fase_alterada_em)).toBeGreaterThan(9 * 24 * 3600 * 1000);

    const back = await (
      await send(t, 'PATCH', `/api/customers/${customer.id}`, alice.cookie, { fase: 'interested' })
    ).json();
    expect(back).toMatchObject({ fase: 'interested', motivo_perda: null });
    expect(Date.now() - Date.parse(back.fase_alterada_em)).toBeLessThan(60_000);
  });

  it('takes the value asked on the way to Fechado, and Desfazer puts phase, value and date back', async () => {
    const { body: customer } = await create(alice.cookie, { nome: 'Sem valor', fase: 'proposal' });
    const patch = (body: unknown) =>
      send(t, 'PATCH', `/api/customers/${customer.id}`, alice.cookie, body);
    const closed = await (await patch({ fase: 'closed', valor: 850.5 })).json();
    expect(closed).toMatchObject({ fase: 'closed', valor: 850.5 });

    const undone = await (
      await patch({ fase: 'proposal', valor: null, fase_alterada_em: customer.fase_alterada_em })
    ).json();
    expect(undone).toMatchObject({
      fase: 'proposal',
      valor: null,
      fase_alterada_em: customer.fase_alterada_em,
    });
    expect((await patch({ fase: 'closed', valor: -3 })).status).toBe(400);
    expect((await patch({ fase: 'closed', fase_alterada_em: 'ontem' })).status).toBe(400);
  });
});

describe('customers are private', () => {
  it("answers 404 for another user's customer on every verb and leaves it unchanged", async () => {
    const { body: mine } = await create(alice.cookie, {
      nome: 'Cliente da Alice',
      fase: 'contacted',
    });
    const attempts: Array<[string, unknown]> = [
      ['PUT', { nome: 'Roubado' }],
      ['PATCH', { fase: 'lost' }],
      ['DELETE', undefined],
    ];
    for (const [method, body] of attempts) {
      expect(
        (await send(t, method, `/api/customers/${mine.id}`, bob.cookie, body)).status,
        method,
      ).toBe(404);
    }
    expect((await list(bob.cookie)).some((c: { id: string }) => c.id === mine.id)).toBe(false);
    const still = (await list(alice.cookie)).find((c: { id: string }) => c.id === mine.id);
    expect(still).toMatchObject({ nome: 'Cliente da Alice', fase: 'contacted' });
  });

  it('ignores a user_id in the body', async () => {
    const { body } = await create(alice.cookie, { nome: 'Meu mesmo', user_id: bob.id });
    expect((await list(bob.cookie)).some((c: { id: string }) => c.id === body.id)).toBe(false);
  });
});

const importCsv = (cookie: string, csv: string) =>
  t.request('/api/customers/import', {
    method: 'POST',
    headers: { cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
    body: csv,
  });

describe('CSV', () => {
  it('round-trips accents and values, UTF-8 with a BOM and pt-BR headers', async () => {
    const from = await signedInUser(t);
    await create(from.cookie, {
      nome: 'Conceição Araújo; "Ção"',
      telefone: '(21) 99876-5432',
      email: 'ceicao@exemplo.com.br',
      produto_interesse: 'Açaí 500 ml',
      fase: 'lost',
      motivo_perda: 'concorrencia',
      data_contato: '2026-10-05',
      proximo_contato: '2026-12-01',
      valor: 1999.9,
      observacoes: 'Linha 1\nLinha 2 — ok',
    });
    const exported = await send(t, 'GET', '/api/customers/export.csv', from.cookie);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.headers.get('content-disposition')).toContain('clientes.csv');
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv).toContain(
      'Nome;Telefone;Email;Produto de interesse;Fase;Na fase desde;Data de contato;Próximo contato;Valor (R$);Motivo da perda;Observações',
    );
    // 'Na fase desde' is the member's own day (Brasília unless they said), not UTC's.
    const today = dayIn(DEFAULT_TIME_ZONE).split('-').reverse().join('/');
    expect(csv).toContain(
      `"Perdido";"${today}";"05/10/2026";"01/12/2026";"1999,90";"Concorrência"`,
    );

    const to = await signedInUser(t);
    const imported = await t.request('/api/customers/import', {
      method: 'POST',
      headers: { cookie: to.cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
      body: csv + ';;;;;;;;;\nSem Fase;;;;Inexistente;;;;;\n',
    });
    const result = await imported.json();
    expect(result).toMatchObject({ imported: 2, rejected: [] });
    // Line 5: the first customer's notes span lines 2 and 3, and line 4 is blank.
    expect(result.warnings).toEqual([
      {
        line: 5,
        column: 'Fase',
        message:
          'Fase desconhecida: "Inexistente". O cliente entra em Prospecção (as fases são Prospecção, Contatado, Interessado, Proposta, Fechado e Perdido).',
      },
    ]);
    const copy = (await list(to.cookie)).find((c: { nome: string }) => c.nome.startsWith('Con'));
    expect(copy).toMatchObject({
      nome: 'Conceição Araújo; "Ção"',
      telefone: '(21) 99876-5432',
      produto_interesse: 'Açaí 500 ml',
      fase: 'lost',
      motivo_perda: 'concorrencia',
      proximo_contato: '2026-12-01',
      valor: 1999.9,
      observacoes: 'Linha 1\nLinha 2 — ok',
    });
    expect(copy.data_contato.slice(0, 10)).toBe('2026-10-05');
  });

  it('reads a comma-separated file with a dot as the decimal mark', async () => {
    const user = await signedInUser(t);
    const res = await importCsv(
      user.cookie,
      'Nome,Telefone,Valor (R$)\nAna Vírgula,11999990000,1234.56\nMil,,"1,234"\n',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      imported: 1,
      updated: 0,
      skipped: 0,
      ignored: [],
      warnings: [],
      rejected: [expect.objectContaining({ line: 3, column: 'Valor (R$)' })],
    });
    const [ana] = await list(user.cookie);
    expect(ana).toMatchObject({ nome: 'Ana Vírgula', telefone: '11999990000', valor: 1234.56 });
  });

  it("reads Excel's plain CSV in Windows-1252, and refuses a quote never closed", async () => {
    const user = await signedInUser(t);
    const latin1 = Uint8Array.from('Nome;Valor (R$)\r\nConceição;R$ 1.500,00\r\n', (ch) =>
      ch.charCodeAt(0),
    );
    const res = await t.request('/api/customers/import', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
      body: latin1,
    });
    expect(await res.json()).toMatchObject({ imported: 1, rejected: [], ignored: [] });
    expect(await list(user.cookie)).toMatchObject([{ nome: 'Conceição', valor: 1500 }]);

    const broken = await importCsv(user.cookie, 'Nome;Observações\nAna;"sem fim\nBia;ok\n');
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toMatchObject({
      code: 'INVALID_CSV',
      message: 'O arquivo tem aspas sem fechamento a partir da linha 2.',
    });
  });

  it("reads a 'Valor' column, previews before importing, and reports the ignored columns", async () => {
    const user = await signedInUser(t);
    const csv = 'Nome;Valor;Cor\nAna;1.500;azul\nBia;R$ 1.500;verde\nCaio;dez;\n';
    const dryRun = await t.request('/api/customers/import?dryRun=1', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: t.config.APP_URL, 'content-type': 'text/csv' },
      body: csv,
    });
    expect(await dryRun.json()).toEqual({
      imported: 2,
      updated: 0,
      skipped: 0,
      valid: 2,
      ignored: ['Cor'],
      warnings: [],
      columns: [
        { column: 'Nome', field: 'nome', label: 'Nome' },
        { column: 'Valor', field: 'valor', label: 'Valor (R$)' },
        { column: 'Cor', field: null, label: null },
      ],
      preview: [
        { line: 2, values: { Nome: 'Ana', 'Valor (R$)': '1.500' }, outcome: 'new', joins: null },
        {
          line: 3,
          values: { Nome: 'Bia', 'Valor (R$)': 'R$ 1.500' },
          outcome: 'new',
          joins: null,
        },
        { line: 4, values: { Nome: 'Caio', 'Valor (R$)': 'dez' }, outcome: null, joins: null },
      ],
      lines: { update: [], skip: [], join: [] },
      rejected: [expect.objectContaining({ line: 4, column: 'Valor' })],
    });
    expect(await list(user.cookie)).toEqual([]);

    const res = await importCsv(user.cookie, csv);
    expect(await res.json()).toEqual({
      imported: 2,
      updated: 0,
      skipped: 0,
      ignored: ['Cor'],
      warnings: [],
      rejected: [expect.objectContaining({ line: 4, column: 'Valor' })],
    });
    const values = (await list(user.cookie)).map((c: { valor: number }) => c.valor);
    expect(values).toEqual([1500, 1500]);
  });

  it("offers a template with every column the import reads ('Baixar modelo')", async () => {
    const res = await send(t, 'GET', '/api/customers/import/template.csv', alice.cookie);
    expect(res.headers.get('content-disposition')).toContain('modelo-clientes.csv');
    const [header, example] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Nome;Telefone;Email;Produto de interesse;Fase;Na fase desde;Data de contato;Próximo contato;Valor (R$);Motivo da perda;Observações',
    );
    expect(example).toContain('Maria da Silva');
  });

  it('refuses a file without the Nome column', async () => {
    const res = await t.request('/api/customers/import', {
      method: 'POST',
      headers: { cookie: alice.cookie, origin: t.config.APP_URL },
      body: 'foo;bar\n1;2\n',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_CSV');
  });
});
