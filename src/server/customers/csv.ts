import { lightFormat, parseISO } from 'date-fns';
import { customerFields } from '#shared/customer-schema.ts';
import { lostReasons, phases, readPhase, type Customer } from '#shared/customers.ts';
import { formatMoneyInput } from '#shared/money.ts';
import { DEFAULT_TIME_ZONE, dayIn } from '#shared/time-zone.ts';
import type {
  CsvColumnMapping,
  CsvImportPreview,
  CsvImportReport,
  ImportWarning,
} from '#shared/import-report.ts';
import { unguardFormula, writeCsv, type CsvRecord } from '../csv/csv.ts';
import { slices } from '../csv/validate-rows.ts';
import type { planImport } from './import-plan.ts';
import { validateImportedRows, type ImportedCustomer } from './import-rows.ts';
import { fold } from '#shared/fold.ts';

type ImportPlan = Awaited<ReturnType<typeof planImport>>;

// The export opens in a pt-BR spreadsheet as it is: dates as dd/mm/aaaa, values as 1234,56.
// The import reads those columns back, in any order, from any spreadsheet's CSV.

const columns = [
  ['Nome', 'nome'],
  ['Telefone', 'telefone'],
  ['Email', 'email'],
  ['Produto de interesse', 'produto_interesse'],
  ['Fase', 'fase'],
  ['Na fase desde', 'fase_desde'],
  ['Data de contato', 'data_contato'],
  ['Próximo contato', 'proximo_contato'],
  ['Valor (R$)', 'valor'],
  ['Motivo da perda', 'motivo_perda'],
  ['Observações', 'observacoes'],
] as const satisfies ReadonlyArray<readonly [string, keyof ImportedCustomer]>;

type Column = (typeof columns)[number][0];
/** A name split in parts (contact exports): joined into Nome when the file has no Nome. */
type NamePart = 'nome_proprio' | 'nome_meio' | 'sobrenome';
type Field = (typeof columns)[number][1] | NamePart;
const nameParts: NamePart[] = ['nome_proprio', 'nome_meio', 'sobrenome'];

const csvColumns: Column[] = columns.map(([title]) => title);

/**
 * A day as dd/MM/yyyy: a date as stored ('2026-12-01'), or a moment on the member's own day
 * (23:28 on 27/11 in Brasília is 27/11, though it is the 28th in UTC).
 */
const brDate = (iso: string | null, timeZone: string) =>
  iso
    ? lightFormat(parseISO(iso.length > 10 ? dayIn(timeZone, new Date(iso)) : iso), 'dd/MM/yyyy')
    : '';
const label = <T extends { id: string; label: string }>(list: readonly T[], id: string | null) =>
  list.find((item) => item.id === id)?.label ?? '';

export function customersToCsv(
  customers: Customer[],
  { header = true, timeZone = DEFAULT_TIME_ZONE } = {},
): string {
  const cells: Record<(typeof columns)[number][1], (c: Customer) => string | null> = {
    nome: (c) => c.nome,
    telefone: (c) => c.telefone,
    email: (c) => c.email,
    produto_interesse: (c) => c.produto_interesse,
    fase: (c) => label(phases, c.fase),
    fase_desde: (c) => brDate(c.fase_alterada_em, timeZone),
    data_contato: (c) => brDate(c.data_contato, timeZone),
    proximo_contato: (c) => brDate(c.proximo_contato, timeZone),
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

// dd/mm/aaaa as the export writes it (d/m/aaaa too, and a time after it, which is left out);
// anything else goes to the schema as written.
const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
const fromBrDate = (text: string) => {
  const [, d, m, y] = BR_DATE.exec(text) ?? [];
  return d && m && y ? `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}` : text || null;
};
const idOf = <T extends { id: string; label: string }>(list: readonly T[], text: string) =>
  list.find((item) => key(item.label) === key(text) || item.id === text)?.id;

/** 'Observações (opcional)' → 'observacoes opcional': case, accents and marks left out. */
const key = (title: string) =>
  fold(title)
    .replace(/[^a-z0-9$]+/g, ' ')
    .trim();

/**
 * The names a spreadsheet or a contacts export gives each column, beside the export's own
 * title: the one place the import's header rules live (compared by `key`: any case, with or
 * without accents).
 */
const aliases: Record<Field, string[]> = {
  nome: ['Nome', 'Cliente', 'Nome do cliente', 'Nome completo', 'Contato', 'Name', 'Full name'],
  nome_proprio: ['Primeiro nome', 'Nome próprio', 'First name', 'Given name'],
  nome_meio: ['Nome do meio', 'Middle name', 'Additional name'],
  sobrenome: ['Sobrenome', 'Último nome', 'Last name', 'Family name'],
  telefone: [
    'Telefone',
    'Celular',
    'WhatsApp',
    'Whats',
    'Fone',
    'Tel',
    'Número',
    'Telefone (WhatsApp)',
    'Phone',
    'Phone number',
    'Mobile phone',
    'Phone 1 - Value',
  ],
  email: ['Email', 'E-mail', 'Correio eletrônico', 'E-mail address', 'E-mail 1 - Value'],
  produto_interesse: [
    'Produto de interesse',
    'Produtos de interesse',
    'Produto',
    'Produtos',
    'Interesse',
    'Serviço',
  ],
  fase: ['Fase', 'Etapa', 'Status', 'Estágio', 'Situação', 'Etapa do funil', 'Stage'],
  fase_desde: [
    'Na fase desde',
    'Data da venda',
    'Data de fechamento',
    'Data do fechamento',
    'Fechado em',
    'Data da compra',
    'Data do pedido',
    'Data do último pedido',
    'Último contato',
    'Data do último contato',
  ],
  data_contato: ['Data de contato', 'Data do contato', 'Data', 'Primeiro contato'],
  proximo_contato: [
    'Próximo contato',
    'Data do próximo contato',
    'Retorno',
    'Data de retorno',
    'Follow-up',
  ],
  valor: ['Valor (R$)', 'Valor', 'Preço', 'R$', 'Valor total', 'Ticket', 'Valor da venda'],
  motivo_perda: ['Motivo da perda', 'Motivo'],
  observacoes: [
    'Observações',
    'Observação',
    'Obs',
    'Obs.',
    'Notas',
    'Anotações',
    'Comentários',
    'Notes',
  ],
};
const fieldByKey = new Map(
  (Object.entries(aliases) as Array<[Field, string[]]>).flatMap(([field, names]) =>
    names.map((name) => [key(name), field] as const),
  ),
);
const titleOf = (field: Field) =>
  columns.find(([, name]) => name === field)?.[0] ??
  (nameParts.includes(field as NamePart) ? 'Nome' : field);

/**
 * Each header cell and the field it fills: the first column of a field wins, others are
 * ignored; name parts count only in a file without a Nome column.
 */
export function mapHeader(header: string[]): CsvColumnMapping[] {
  const taken = new Set<Field>();
  const mapping = header.map((title) => {
    const field = fieldByKey.get(key(title));
    if (!field || taken.has(field)) return { column: title.trim(), field: null, label: null };
    taken.add(field);
    return { column: title.trim(), field, label: titleOf(field) };
  });
  if (!taken.has('nome')) return mapping;
  return mapping.map((m) =>
    nameParts.includes(m.field as NamePart) ? { ...m, field: null, label: null } : m,
  );
}

/** Whether the header names the one thing a customer cannot go without: a name. */
export const hasNameColumn = (header: string[]) =>
  mapHeader(header).some(({ field }) => field === 'nome' || nameParts.includes(field as NamePart));

const phaseList = `${phases
  .slice(0, -1)
  .map((p) => p.label)
  .join(', ')} e ${phases.at(-1)!.label}`;

/** A row's cells by field, the name joined from its parts when the file splits it. */
function textsOf(mapping: CsvColumnMapping[], cells: string[]) {
  const texts: Partial<Record<Field, string>> = {};
  mapping.forEach(({ field }, index) => {
    if (field) texts[field as Field] = unguardFormula((cells[index] ?? '').trim());
  });
  if (texts.nome === undefined && nameParts.some((part) => texts[part] !== undefined)) {
    texts.nome = nameParts.flatMap((part) => texts[part] || []).join(' ');
  }
  for (const part of nameParts) delete texts[part];
  return texts;
}

/**
 * The records under a header row, mapped by `mapHeader`, validated as the form validates. What
 * a seller's list gets wrong without losing the customer comes in with a warning: an email
 * that cannot be one is left out, a phase the app does not know starts in Prospecção.
 */
export async function importCustomerCsv(header: string[], records: CsvRecord[]) {
  const mapping = mapHeader(header);
  const columnOf = (field: string) =>
    mapping.find((m) => m.field === field)?.column ?? titleOf(field as Field);
  const rows: Array<{ line: number; texts: ReturnType<typeof textsOf> }> = [];
  const bodies: Array<{ line: number; data: ReturnType<typeof customerOf> }> = [];
  const warnings: Array<ImportWarning & { index: number }> = [];
  const slice = slices();
  for (const [index, { line, cells }] of records.entries()) {
    await slice();
    const texts = textsOf(mapping, cells);
    const warn = (field: Field, message: string) =>
      warnings.push({ index, line, column: columnOf(field), message });
    const body = customerOf(texts);
    if (body.email && !customerFields.email.safeParse(body.email).success) {
      warn('email', `Email inválido ("${body.email}"): o cliente entra sem email.`);
      body.email = '';
    }
    if (texts.fase && !body.fase) {
      warn(
        'fase',
        `Fase desconhecida: "${texts.fase}". O cliente entra em Prospecção (as fases são ${phaseList}).`,
      );
    }
    rows.push({ line, texts });
    bodies.push({ line, data: body });
  }
  const { valid, rejected } = await validateImportedRows(bodies, columnOf);
  const refused = new Set(rejected.map((r) => r.index));
  return {
    mapping,
    rows,
    valid: valid.map((row) => ({ ...row, faseWritten: Boolean(rows[row.index]!.texts.fase) })),
    rejected,
    warnings: warnings.filter((w) => !refused.has(w.index)),
    columnOf,
    ignored: mapping.filter((m) => !m.field && m.column).map((m) => m.column),
  };
}

/** A row's texts as the body a customer form would send, valor still as written. */
function customerOf(texts: Partial<Record<Field, string>>) {
  const get = (field: Field) => texts[field] ?? '';
  const phase = readPhase(get('fase'));
  return {
    nome: get('nome'),
    telefone: get('telefone'),
    email: get('email'),
    produto_interesse: get('produto_interesse'),
    fase: phase?.fase,
    fase_desde: fromBrDate(get('fase_desde')),
    data_contato: fromBrDate(get('data_contato')),
    proximo_contato: fromBrDate(get('proximo_contato')),
    valor: get('valor'),
    motivo_perda: idOf(lostReasons, get('motivo_perda')) ?? phase?.motivo ?? null,
    observacoes: get('observacoes'),
  };
}

type ReadFile = Awaited<ReturnType<typeof importCustomerCsv>>;

/** What the import did, or would do, with a file: counts, refused lines, warnings. */
export const reportOf = (read: ReadFile, plan: ImportPlan): CsvImportReport => ({
  ...plan.counts,
  rejected: read.rejected,
  ignored: read.ignored,
  warnings: [...read.warnings.map(({ index: _, ...w }) => w), ...plan.warnings].sort(
    (a, b) => a.line - b.line,
  ),
});

/** The report, and the first rows as the import will read them, for 'Confira antes de importar'. */
export const previewOf = (read: ReadFile, plan: ImportPlan, count: number): CsvImportPreview => ({
  ...reportOf(read, plan),
  valid: read.valid.length,
  columns: read.mapping,
  lines: plan.lines,
  preview: read.rows.slice(0, count).map(({ line, texts }) => ({
    line,
    values: Object.fromEntries(
      (Object.entries(texts) as Array<[Field, string]>).map(([field, text]) => [
        titleOf(field),
        text,
      ]),
    ),
    ...(plan.outcomes.get(line) ?? { outcome: null, joins: null }),
  })),
});

/** The header and an example row: 'Baixar modelo'. */
export const customersCsvTemplate = () =>
  writeCsv(csvColumns, [
    [
      'Maria da Silva',
      '(11) 98765-4321',
      'maria@exemplo.com',
      'Bolo de pote',
      'Proposta',
      '08/10/2026',
      '05/10/2026',
      '12/10/2026',
      '1.500,00',
      '',
      'Pediu desconto à vista',
    ],
  ]);
