import { isValid, lightFormat, parse, parseISO } from 'date-fns';
import { lostReasons, phases, type Customer, type CustomerInput } from '#shared/customers.ts';
import { formatMoneyInput } from '#shared/money.ts';
import type { CsvColumnMapping } from '#shared/import-report.ts';
import { unguardFormula, writeCsv, type CsvRecord } from '../csv/csv.ts';
import { validateCustomerRows } from './import-rows.ts';

// The export opens in a pt-BR spreadsheet as it is: dates as dd/mm/aaaa, values as 1234,56.
// The import reads those columns back, in any order, from any spreadsheet's CSV.

const columns = [
  ['Nome', 'nome'],
  ['Telefone', 'telefone'],
  ['Email', 'email'],
  ['Produto de interesse', 'produto_interesse'],
  ['Fase', 'fase'],
  ['Data de contato', 'data_contato'],
  ['Próximo contato', 'proximo_contato'],
  ['Valor (R$)', 'valor'],
  ['Motivo da perda', 'motivo_perda'],
  ['Observações', 'observacoes'],
] as const satisfies ReadonlyArray<readonly [string, keyof CustomerInput]>;

type Column = (typeof columns)[number][0];
type Field = (typeof columns)[number][1];

const csvColumns: Column[] = columns.map(([title]) => title);

/** The column a field is read from, to name it in the import report. */
const csvColumnOf = (field: string) => columns.find(([, name]) => name === field)?.[0] ?? field;

/** The calendar day stored (a timestamp's UTC day, as the card shows it) as dd/MM/yyyy. */
const brDate = (iso: string | null) =>
  iso ? lightFormat(parseISO(iso.slice(0, 10)), 'dd/MM/yyyy') : '';
const label = <T extends { id: string; label: string }>(list: readonly T[], id: string | null) =>
  list.find((item) => item.id === id)?.label ?? '';

export function customersToCsv(customers: Customer[], { header = true } = {}): string {
  const cells: Record<Field, (c: Customer) => string | null> = {
    nome: (c) => c.nome,
    telefone: (c) => c.telefone,
    email: (c) => c.email,
    produto_interesse: (c) => c.produto_interesse,
    fase: (c) => label(phases, c.fase),
    data_contato: (c) => brDate(c.data_contato),
    proximo_contato: (c) => brDate(c.proximo_contato),
    valor: (c) => (c.valor === null ? '' : formatMoneyInput(c.valor)),
    motivo_perda: (c) => label(lostReasons, c.motivo_perda),
    observacoes: (c) => c.observacoes,
  };
  return writeCsv(
    csvColumns,
    customers.map((customer) => columns.map(([, field]) => cells[field](customer))),
    { withHeader: header },
  );
}

/** dd/MM/yyyy as the export writes it; anything else goes to the schema as written. */
const fromBrDate = (text: string) => {
  const day = parse(text, 'dd/MM/yyyy', new Date(0));
  return isValid(day) ? lightFormat(day, 'yyyy-MM-dd') : text || null;
};
const idOf = <T extends { id: string; label: string }>(list: readonly T[], text: string) =>
  list.find((item) => key(item.label) === key(text) || item.id === text)?.id;

/** 'Observações (opcional)' → 'observacoes opcional': case, accents and marks left out. */
const key = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();

/**
 * The names a spreadsheet gives each column, beside the export's own title: the one place the
 * import's header rules live (compared by `key`: any case, with or without accents).
 */
const aliases: Record<Field, string[]> = {
  nome: ['Nome', 'Cliente', 'Nome do cliente', 'Nome completo', 'Contato'],
  telefone: [
    'Telefone',
    'Celular',
    'WhatsApp',
    'Whats',
    'Fone',
    'Tel',
    'Número',
    'Telefone (WhatsApp)',
  ],
  email: ['Email', 'E-mail', 'Correio eletrônico'],
  produto_interesse: ['Produto de interesse', 'Produto', 'Interesse', 'Serviço'],
  fase: ['Fase', 'Etapa', 'Status', 'Estágio', 'Situação'],
  data_contato: ['Data de contato', 'Data do contato', 'Data', 'Primeiro contato'],
  proximo_contato: ['Próximo contato', 'Retorno', 'Data de retorno', 'Follow-up'],
  valor: ['Valor (R$)', 'Valor', 'Preço', 'R$', 'Valor total', 'Ticket', 'Valor da venda'],
  motivo_perda: ['Motivo da perda', 'Motivo'],
  observacoes: ['Observações', 'Observação', 'Obs', 'Obs.', 'Notas', 'Anotações', 'Comentários'],
};
const fieldByKey = new Map(
  (Object.entries(aliases) as Array<[Field, string[]]>).flatMap(([field, names]) =>
    names.map((name) => [key(name), field] as const),
  ),
);
const titleOf = (field: Field) => columns.find(([, name]) => name === field)![0];

/** Each header cell and the field it fills: the first column of a field wins, others are ignored. */
export function mapHeader(header: string[]): CsvColumnMapping[] {
  const taken = new Set<Field>();
  return header.map((title) => {
    const field = fieldByKey.get(key(title));
    if (!field || taken.has(field)) return { column: title.trim(), field: null, label: null };
    taken.add(field);
    return { column: title.trim(), field, label: titleOf(field) };
  });
}

/** Whether the header names the one column a customer cannot go without. */
export const hasNameColumn = (header: string[]) =>
  mapHeader(header).some(({ field }) => field === 'nome');

const phaseList = phases.map((p) => p.label).join(', ');

/** The records under a header row, mapped by `mapHeader`, validated as the form validates. */
export async function importCustomerCsv(header: string[], records: CsvRecord[]) {
  const mapping = mapHeader(header);
  const columnOf = (field: string) =>
    mapping.find((m) => m.field === field)?.column ?? csvColumnOf(field);
  const rows = records.map(({ line, cells }) => {
    const texts: Partial<Record<Field, string>> = {};
    mapping.forEach(({ field }, index) => {
      if (field) texts[field as Field] = unguardFormula((cells[index] ?? '').trim());
    });
    return { line, texts };
  });
  const { valid, rejected } = await validateCustomerRows(
    rows.map(({ line, texts }) => ({ line, data: customerOf(texts) })),
    columnOf,
  );
  for (const row of rejected) {
    const fase = rows[row.index]!.texts.fase;
    if (row.column === columnOf('fase') && fase && !idOf(phases, fase)) {
      row.message = `Fase desconhecida: "${fase}". Use uma destas: ${phaseList}.`;
    }
  }
  return {
    mapping,
    rows,
    valid,
    rejected,
    ignored: mapping.filter((m) => !m.field && m.column).map((m) => m.column),
  };
}

/** A row's texts as the body a customer form would send, valor still as written. */
function customerOf(texts: Partial<Record<Field, string>>) {
  const get = (field: Field) => texts[field] ?? '';
  const fase = get('fase');
  return {
    nome: get('nome'),
    telefone: get('telefone'),
    email: get('email'),
    produto_interesse: get('produto_interesse'),
    fase: idOf(phases, fase) ?? (fase || undefined),
    data_contato: fromBrDate(get('data_contato')),
    proximo_contato: fromBrDate(get('proximo_contato')),
    valor: get('valor'),
    motivo_perda: idOf(lostReasons, get('motivo_perda')) ?? null,
    observacoes: get('observacoes'),
  };
}

/** The first rows as the import will read them, by the fields' titles, for the preview. */
export const previewOf = (
  rows: Awaited<ReturnType<typeof importCustomerCsv>>['rows'],
  count: number,
) =>
  rows.slice(0, count).map(({ line, texts }) => ({
    line,
    values: Object.fromEntries(
      (Object.entries(texts) as Array<[Field, string]>).map(([field, text]) => [
        titleOf(field),
        text,
      ]),
    ),
  }));

/** The header and an example row: 'Baixar modelo'. */
export const customersCsvTemplate = () =>
  writeCsv(csvColumns, [
    [
      'Maria da Silva',
      '(11) 98765-4321',
      'maria@exemplo.com',
      'Bolo de pote',
      'Proposta',
      '05/10/2026',
      '12/10/2026',
      '1.500,00',
      '',
      'Pediu desconto à vista',
    ],
  ]);
