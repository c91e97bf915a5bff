import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/csv.ts';
import { importCustomerCsv } from './csv.ts';
import { groupRows, planImport, type ExistingCustomer } from './import-plan.ts';

const now = new Date('2026-11-28T15:00:00Z');

/** A file read and planned against the customers already on the board. */
async function plan(text: string, onBoard: ExistingCustomer[] = []) {
  const [header, ...records] = await readCsv(text);
  const read = await importCustomerCsv(header!.cells, records);
  return planImport(await groupRows(read.valid), onBoard, read.columnOf, now);
}

const board = (c: Partial<ExistingCustomer> & { nome: string }): ExistingCustomer => ({
  id: c.nome,
  telefone: null,
  whatsapp: null,
  email: null,
  produto_interesse: null,
  valor: null,
  observacoes: null,
  fase: 'prospect',
  ...c,
});

describe('rows of one customer', () => {
  it('become one customer: products joined, distinct values added up, the furthest phase', async () => {
    const { create, outcomes, lines, warnings } = await plan(
      'Cliente;WhatsApp;Produto;Valor;Status;Data;Próximo contato\n' +
        'Ana Souza;(11) 98765-4321;Bolo de pote;30,00;Interessada;10/09/2026;\n' +
        'ana souza;11 98765 4321;Brigadeiro;20,00;Negociando;02/09/2026;15/12/2026\n' +
        'Ana Souza;+55 11 98765-4321;Bolo de pote;30,00;Interessada;10/09/2026;01/12/2026\n' +
        'Bia;;Torta;50,00;Novo;;\n',
    );
    expect(create.map(({ dates: _, ...c }) => c)).toEqual([
      expect.objectContaining({
        nome: 'Ana Souza',
        telefone: '(11) 98765-4321',
        produto_interesse: 'Bolo de pote, Brigadeiro',
        valor: 50,
        fase: 'proposal',
        data_contato: '2026-09-02',
        proximo_contato: '2026-12-01',
      }),
      expect.objectContaining({ nome: 'Bia', valor: 50, fase: 'prospect' }),
    ]);
    expect(outcomes.get(3)).toEqual({ outcome: 'new', joins: 2 });
    expect(lines.join).toEqual([3, 4]);
    expect(warnings).toEqual([]);
  });

  it('are found by WhatsApp number, else by name when no row has a phone', async () => {
    const { create, warnings } = await plan(
      'Nome;Telefone\n' +
        'João Vitor;(14)98122-6481\n' +
        'Cesar Augusto;(14)98122-6481\n' +
        'Márcia;\n' +
        'MARCIA;\n' +
        'Duncan;+1 555 3227 8543\n' +
        'Daniel;+1 555 3227 8543\n',
    );
    expect(create.map((c) => c.nome)).toEqual(['João Vitor', 'Márcia', 'Duncan', 'Daniel']);
    expect(warnings).toEqual([
      {
        line: 3,
        column: 'Nome',
        message: 'Mesmo telefone da linha 2 (João Vitor): entra como o mesmo cliente.',
      },
    ]);
  });
});

describe('customers already on the board', () => {
  const onBoard = [
    board({
      nome: 'Ana',
      telefone: '(11) 98765-4321',
      whatsapp: '5511987654321',
      fase: 'proposal',
      email: 'ana@exemplo.com',
    }),
    board({ nome: 'Bia Lopes', valor: 10 }),
  ];

  it('are filled where empty, never overwritten, or left alone: never created again', async () => {
    const result = await plan(
      'Nome;Telefone;Email;Produto;Valor;Fase\n' +
        'Ana Paula;11987654321;outra@exemplo.com;Bolo;90,00;Fechado\n' +
        'bia lopes;;;;20,00;\n' +
        'Bia Lopes;(21) 99876-5432;;;;\n',
      onBoard,
    );
    expect(result.fill).toEqual([
      { id: 'Ana', fill: { email: null, produto_interesse: 'Bolo', valor: 90, observacoes: null } },
    ]);
    expect(result.create.map((c) => c.nome)).toEqual(['Bia Lopes']);
    expect(result.counts).toEqual({ imported: 1, updated: 1, skipped: 1 });
    expect([...result.outcomes]).toEqual([
      [2, { outcome: 'update', joins: null }],
      [3, { outcome: 'skip', joins: null }],
      [4, { outcome: 'new', joins: null }],
    ]);
    expect(result.warnings).toEqual([
      {
        line: 2,
        column: 'Fase',
        message: 'Já está no quadro em Proposta; a fase do arquivo (Fechado) não muda isso.',
      },
    ]);
  });
});

describe('the dates Resultados reads', () => {
  it('keep a sale’s own day: it came in at its first contact, closed on its sale day', async () => {
    const { create } = await plan(
      'Nome;Fase;Data de contato;Data da venda\n' +
        'Ana;Fechado;01/08/2026;03/09/2026\n' +
        'Bia;Fechado;;03/09/2026\n' +
        'Caio;Perdido;05/10/2026;\n' +
        'Dora;Interessada;05/10/2026;\n' +
        'Eli;Fechado;02/09/2026;2099-01-01\n',
    );
    const day = (d?: Date) => d?.toISOString();
    expect(create.map((c) => [c.nome, day(c.dates.since), day(c.dates.phaseAt)])).toEqual([
      ['Ana', '2026-08-01T12:00:00.000Z', '2026-09-03T12:00:00.000Z'],
      ['Bia', '2026-09-03T12:00:00.000Z', '2026-09-03T12:00:00.000Z'],
      ['Caio', '2026-10-05T12:00:00.000Z', '2026-10-05T12:00:00.000Z'],
      ['Dora', '2026-10-05T12:00:00.000Z', undefined],
      ['Eli', '2026-09-02T12:00:00.000Z', now.toISOString()],
    ]);
    expect(create[1]!.data_contato).toBe('2026-09-03');
  });

  it('count a sale without any date as closed today, and say so', async () => {
    const { create, warnings } = await plan('Nome;Fase\nAna;Vendida\nBia;Perdida\n');
    expect(create.map((c) => c.dates)).toEqual([{}, {}]);
    expect(warnings.map((w) => [w.line, w.column, w.message])).toEqual([
      [2, 'Fase', 'Venda sem data: entra nos Resultados como fechada hoje.'],
      [3, 'Fase', 'Perda sem data: entra nos Resultados como perdida hoje.'],
    ]);
  });
});
