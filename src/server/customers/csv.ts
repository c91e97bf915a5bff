import { lostReasons, phases, type Customer } from '#shared/customers.ts';

// CSV as Brazilian spreadsheets open it: UTF-8 with a BOM (accents), ';' between cells
// (',' is the decimal mark), dates as dd/mm/aaaa, values as 1234,56.

const SEPARATOR = ';';
const BOM = '\uFEFF';

export const csvColumns = [
  'Nome',
  'Telefone',
  'Email',
  'Produto de interesse',
  'Fase',
  'Data de contato',
  'Próximo contato',
  'Valor (R$)',
  'Motivo da perda',
  'Observações',
] as const;

// A cell starting with = + - @ is a formula to a spreadsheet: it is written with a leading
// apostrophe (shown as text), which the import removes again.
const FORMULA = /^[=+\-@]/;

function cell(value: string | null): string {
  const raw = value ?? '';
  const text = FORMULA.test(raw) ? `'${raw}` : raw;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const brDate = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');
const label = <T extends { id: string; label: string }>(list: readonly T[], id: string | null) =>
  list.find((item) => item.id === id)?.label ?? '';

export function customersToCsv(customers: Customer[]): string {
  const lines = customers.map((c) =>
    [
      c.nome,
      c.telefone,
      c.email,
      c.produto_interesse,
      label(phases, c.fase),
      brDate(c.data_contato),
      brDate(c.proximo_contato),
      c.valor === null ? '' : c.valor.toFixed(2).replace('.', ','),
      label(lostReasons, c.motivo_perda),
      c.observacoes,
    ]
      .map(cell)
      .join(SEPARATOR),
  );
  return BOM + [csvColumns.join(SEPARATOR), ...lines].join('\r\n') + '\r\n';
}

/** RFC 4180 records: quoted cells may hold the separator, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const separator = (source.split(/\r?\n/, 1)[0] ?? '').includes(';') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else value += ch;
    } else if (ch === '"' && value === '') quoted = true;
    else if (ch === separator) {
      row.push(value);
      value = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += ch;
  }
  if (value !== '' || row.length > 0) rows.push([...row, value]);
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const fromBrDate = (text: string) => {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return br ? `${br[3]}-${br[2]}-${br[1]}` : text.trim() || null;
};
const idOf = <T extends { id: string; label: string }>(list: readonly T[], text: string) =>
  list.find(
    (item) => item.label.toLowerCase() === text.trim().toLowerCase() || item.id === text.trim(),
  )?.id;

/** A CSV row (under our headers, any order) as the body a customer form would send. */
export function csvRowToInput(header: string[], cells: string[]): Record<string, unknown> {
  const get = (name: (typeof csvColumns)[number]) => {
    const index = header.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
    const text = index >= 0 ? (cells[index] ?? '').trim() : '';
    return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
  };
  const valor = get('Valor (R$)')
    .replace(/[R$\s.]/g, '')
    .replace(',', '.');
  return {
    nome: get('Nome'),
    telefone: get('Telefone'),
    email: get('Email'),
    produto_interesse: get('Produto de interesse'),
    fase: idOf(phases, get('Fase')) ?? (get('Fase') ? get('Fase') : undefined),
    data_contato: fromBrDate(get('Data de contato')),
    proximo_contato: fromBrDate(get('Próximo contato')),
    valor: valor ? Number(valor) : null,
    motivo_perda: idOf(lostReasons, get('Motivo da perda')) ?? null,
    observacoes: get('Observações'),
  };
}
