import { isValid, lightFormat, parse, parseISO } from 'date-fns';
import { lostReasons, phases, type Customer, type CustomerInput } from '#shared/customers.ts';
import { formatMoneyInput } from '#shared/money.ts';
import { unguardFormula, writeCsv, type CsvRecord } from '../import/csv.ts';
import type { SourceRow } from '../import/validate-rows.ts';

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
export const csvColumnOf = (field: string) =>
  columns.find(([, name]) => name === field)?.[0] ?? field;

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
  list.find((item) => item.label.toLowerCase() === text.toLowerCase() || item.id === text)?.id;

/** Whether the header row names the one column a customer cannot go without. */
export const hasNameColumn = (header: string[]) =>
  header.some((title) => title.trim().toLowerCase() === 'nome');

/**
 * The records under a header row of our titles (any order, any case) as the body a customer
 * form would send, valor still as written: the customer validation reads it.
 */
export function csvToCustomerRows(header: string[], records: CsvRecord[]): SourceRow[] {
  const titles = header.map((title) => title.trim().toLowerCase());
  return records.map(({ line, cells }) => {
    const get = (column: Column) => {
      const index = titles.indexOf(column.toLowerCase());
      return index >= 0 ? unguardFormula((cells[index] ?? '').trim()) : '';
    };
    const fase = get('Fase');
    return {
      line,
      data: {
        nome: get('Nome'),
        telefone: get('Telefone'),
        email: get('Email'),
        produto_interesse: get('Produto de interesse'),
        fase: idOf(phases, fase) ?? (fase || undefined),
        data_contato: fromBrDate(get('Data de contato')),
        proximo_contato: fromBrDate(get('Próximo contato')),
        valor: get('Valor (R$)'),
        motivo_perda: idOf(lostReasons, get('Motivo da perda')) ?? null,
        observacoes: get('Observações'),
      },
    };
  });
}
