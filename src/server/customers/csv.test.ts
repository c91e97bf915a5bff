import { describe, expect, it } from 'vitest';
import type { Customer } from '#shared/customers.ts';
import { readCsv } from '../csv/csv.ts';
import { customersToCsv, importCustomerCsv } from './csv.ts';

/** A file through the whole import: read, mapped under its header, validated. */
async function importFile(text: string) {
  const [header, ...records] = await readCsv(text);
  const read = await importCustomerCsv(header!.cells, records);
  return { ...read, valid: read.valid.map((row) => row.customer) };
}

const pick = (customers: Array<{ nome: string; valor: number | null }>) =>
  customers.map(({ nome, valor }) => [nome, valor]);

describe('customer CSV files from spreadsheets', async () => {
  it('reads Google Sheets: commas, CRLF, no BOM, amounts quoted as displayed', async () => {
    const file =
      'Nome,Telefone,Fase,Data de contato,Valor (R$),Observações\r\n' +
      'Ana Souza,(11) 98765-4321,Proposta,05/10/2026,"R$ 1.234,56","Ligar à tarde, depois das 14h"\r\n' +
      'Bruno Lima,11999990000,Interessado,06/10/2026,"1500,00","Primeira linha\nSegunda linha"\r\n' +
      'Ana Vírgula,11999990000,,,1234.56,\r\n';
    const { valid, rejected } = await importFile(file);
    expect(rejected).toEqual([]);
    expect(pick(valid)).toEqual([
      ['Ana Souza', 1234.56],
      ['Bruno Lima', 1500],
      ['Ana Vírgula', 1234.56],
    ]);
    expect(valid[0]).toMatchObject({ fase: 'proposal', data_contato: '2026-10-05' });
    expect(valid[1]!.observacoes).toBe('Primeira linha\nSegunda linha');
  });

  it('reads Excel pt-BR: BOM, semicolons, CRLF, empty rows at the end', async () => {
    const file =
      '\uFEFFNome;Telefone;Email;Fase;Valor (R$);Observações\r\n' +
      'Conceição Araújo;(21) 99876-5432;ceicao@exemplo.com.br;Fechado;R$ 2.500,00;"Pediu ""desconto""; pagou à vista"\r\n' +
      'Décio;;;Prospecção;1.234;\r\n' +
      'Elis;;;Prospecção;1,234;\r\n' +
      ';;;;;\r\n;;;;;\r\n';
    const { valid, rejected } = await importFile(file);
    expect(pick(valid)).toEqual([
      ['Conceição Araújo', 2500],
      ['Décio', 1234],
    ]);
    expect(valid[0]).toMatchObject({
      fase: 'closed',
      observacoes: 'Pediu "desconto"; pagou à vista',
    });
    expect(rejected).toEqual([
      {
        index: 2,
        line: 4,
        column: 'Valor (R$)',
        message:
          'Valor ambíguo: "1,234". A vírgula separa só os centavos (1,23); para milhares, escreva 1.234 ou 1234.',
      },
    ]);
  });

  it('reads LibreOffice: LF, tabs or commas, headers in any order and case', async () => {
    const tabs = 'valor (r$)\tnome\tFASE\n99,9\tEli\tcontatado\n-10\tFabi\t\n';
    const tabbed = await importFile(tabs);
    expect(pick(tabbed.valid)).toEqual([['Eli', 99.9]]);
    expect(tabbed.valid[0]!.fase).toBe('contacted');
    expect(tabbed.rejected).toEqual([
      { index: 1, line: 3, column: 'valor (r$)', message: 'O valor não pode ser negativo.' },
    ]);

    const commas = 'Nome,Valor (R$),Próximo contato\nGil,"1,234.50",01/12/2026\nHeitor,dez,\n';
    const separated = await importFile(commas);
    expect(pick(separated.valid)).toEqual([['Gil', 1234.5]]);
    expect(separated.valid[0]!.proximo_contato).toBe('2026-12-01');
    expect(separated.rejected).toEqual([
      expect.objectContaining({
        line: 3,
        column: 'Valor (R$)',
        message: expect.stringMatching(/^Valor inválido/),
      }),
    ]);
  });

  it('maps the usual column names, any case or accent, and names the columns it ignores', async () => {
    const file =
      'CLIENTE;Celular;valor;Etapa;Preço;Cor favorita;OBSERVACOES\n' +
      'Ana;11999990000;R$ 1.500;proposta;9;azul;ligar\n' +
      'Bia;;1.500,00;Orçamento;;;\n';
    const result = await importFile(file);
    expect(result.mapping.map(({ column, label }) => [column, label])).toEqual([
      ['CLIENTE', 'Nome'],
      ['Celular', 'Telefone'],
      ['valor', 'Valor (R$)'],
      ['Etapa', 'Fase'],
      ['Preço', null],
      ['Cor favorita', null],
      ['OBSERVACOES', 'Observações'],
    ]);
    expect(result.ignored).toEqual(['Preço', 'Cor favorita']);
    expect(pick(result.valid)).toEqual([
      ['Ana', 1500],
      ['Bia', 1500],
    ]);
    expect(result.valid[0]).toMatchObject({ fase: 'proposal', telefone: '11999990000' });
    expect(result.valid[1]!.fase).toBe('proposal');
    expect(result.rejected).toEqual([]);
  });

  it('exports a contact on the member’s own day: 23:28 on 27/11 in Brasília is 27/11', () => {
    const customer = {
      id: '1',
      nome: 'Ana',
      telefone: null,
      whatsapp: null,
      email: null,
      produto_interesse: null,
      fase: 'contacted',
      data_contato: '2026-11-28T02:28:00.000Z',
      observacoes: null,
      valor: null,
      motivo_perda: null,
      proximo_contato: '2026-12-01',
      fase_alterada_em: '2026-11-28T02:28:00.000Z',
      created_at: '2026-11-28T02:28:00.000Z',
      sem_campanhas: false,
    } satisfies Customer;
    const [, row] = customersToCsv([customer], { timeZone: 'America/Sao_Paulo' }).split('\r\n');
    expect(row).toContain('27/11/2026');
    expect(row).not.toContain('28/11/2026');
    expect(row).toContain('01/12/2026');
  });

  it('reads back what it exports', async () => {
    const customer: Customer = {
      id: '1',
      nome: '=HYPERLINK("http://mal.example")',
      telefone: '+55 11 98765-4321',
      whatsapp: '5511987654321',
      email: null,
      produto_interesse: 'Açaí; 500 ml',
      fase: 'lost',
      data_contato: '2026-10-05T12:00:00.000Z',
      observacoes: 'Linha 1\nLinha 2',
      valor: 1234567.89,
      motivo_perda: 'preco',
      proximo_contato: '2026-12-01',
      fase_alterada_em: '2026-10-05T12:00:00.000Z',
      created_at: '2026-10-05T12:00:00.000Z',
      sem_campanhas: false,
    };
    const csv = customersToCsv([customer]);
    expect(csv).toContain('"1234567,89";"Preço";');
    const { valid, rejected } = await importFile(csv);
    expect(rejected).toEqual([]);
    expect(valid).toEqual([
      {
        nome: customer.nome,
        telefone: customer.telefone,
        email: null,
        produto_interesse: customer.produto_interesse,
        fase: 'lost',
        data_contato: '2026-10-05',
        fase_desde: '2026-10-05',
        observacoes: customer.observacoes,
        valor: 1234567.89,
        motivo_perda: 'preco',
        proximo_contato: '2026-12-01',
      },
    ]);
  });
});

describe('what a seller’s list gets wrong, read without losing the customer', () => {
  it('keeps a customer whose only fault is an odd email, without it, and says so', async () => {
    const { valid, rejected, warnings } = await importFile(
      'Nome;Email;Telefone\nBruno Lima;bruno@claro;(11) 98765-4321\nCaio;caio@exemplo.com.br;\n',
    );
    expect(rejected).toEqual([]);
    expect(valid.map((c) => [c.nome, c.email, c.telefone])).toEqual([
      ['Bruno Lima', null, '(11) 98765-4321'],
      ['Caio', 'caio@exemplo.com.br', null],
    ]);
    expect(warnings).toEqual([
      {
        index: 0,
        line: 2,
        column: 'Email',
        message: 'Email inválido ("bruno@claro"): o cliente entra sem email.',
      },
    ]);
  });

  it('reads phases as sellers write them: gender, synonyms, any case or accent', async () => {
    const words = {
      prospect: ['novo', 'Nova', 'lead', 'Prospect', 'PROSPECÇÃO'],
      contacted: ['em contato', 'Contatada', 'contato feito', 'respondeu'],
      interested: ['Interessada', 'interessado', 'quente', 'Interessadas'],
      proposal: ['Negociando', 'negociação', 'Proposta enviada', 'orçamento'],
      closed: ['fechada', 'Vendido', 'ganho', 'comprou', 'Venda fechada'],
      lost: ['perdida', 'desistiu', 'Sem resposta'],
    };
    const list = Object.values(words).flat();
    const { valid, warnings } = await importFile(
      `Nome;Status\n${list.map((w, i) => `Cliente ${i};${w}`).join('\n')}\n`,
    );
    expect(warnings).toEqual([]);
    expect(valid.map((c) => c.fase)).toEqual(
      Object.entries(words).flatMap(([fase, ws]) => ws.map(() => fase)),
    );
    expect(valid.at(-1)).toMatchObject({ fase: 'lost', motivo_perda: 'sem_resposta' });
  });

  it('takes an unknown phase as Prospecção, with a warning that lists the six', async () => {
    const { valid, rejected, warnings } = await importFile('Nome;Etapa\nAna;Ativo\n');
    expect(rejected).toEqual([]);
    expect(valid[0]!.fase).toBe('prospect');
    expect(warnings).toEqual([
      expect.objectContaining({
        line: 2,
        column: 'Etapa',
        message:
          'Fase desconhecida: "Ativo". O cliente entra em Prospecção (as fases são Prospecção, Contatado, Interessado, Proposta, Fechado e Perdido).',
      }),
    ]);
  });

  it('warns only about rows that come in: a refused row is reported once, as refused', async () => {
    const { rejected, warnings } = await importFile('Nome;Email\n;sem@nome\n');
    expect(rejected).toEqual([expect.objectContaining({ line: 2, column: 'Nome' })]);
    expect(warnings).toEqual([]);
  });

  it('joins a name split in parts (contact exports), unless the file has a Nome column', async () => {
    const split = await importFile(
      'First Name,Middle Name,Last Name,E-mail Address\nAda,,King,ada@exemplo.com\n',
    );
    expect(split.valid[0]).toMatchObject({ nome: 'Ada King', email: 'ada@exemplo.com' });
    const both = await importFile('Name,Given Name,Family Name\nAda Lovelace,Ada,King\n');
    expect(both.valid[0]!.nome).toBe('Ada Lovelace');
    expect(both.ignored).toEqual(['Given Name', 'Family Name']);
  });

  it("reads the day a deal reached its phase ('Data da venda', 'Último contato')", async () => {
    const { valid } = await importFile(
      'Cliente;Status;Data da venda;Data\nAna;Vendido;03/09/2026 14:30;1/8/2026\n',
    );
    expect(valid[0]).toMatchObject({
      fase: 'closed',
      fase_desde: '2026-09-03',
      data_contato: '2026-08-01',
    });
  });
});
