import {
  customerLimits,
  phaseIds,
  phaseLabel,
  type Customer,
  type CustomerInput,
  type Phase,
} from '#shared/customers.ts';
import type { ImportWarning, RowOutcome } from '#shared/import-report.ts';
import { MAX_MONEY } from '#shared/money.ts';
import { whatsappDigits } from '#shared/phone.ts';
import { slices } from '../csv/validate-rows.ts';
import type { ImportedCustomer } from './import-rows.ts';
import { foldName as fold } from '#shared/fold.ts';

/** A row the file gives, validated. */
export interface ReadRow {
  line: number;
  customer: ImportedCustomer;
  /** Whether the file named a phase (a blank one is Prospecção by default, not a choice). */
  faseWritten: boolean;
}

/** A customer on the board that a row may be, with the fields an import may fill. */
export type ExistingCustomer = Pick<
  Customer,
  | 'id'
  | 'nome'
  | 'telefone'
  | 'whatsapp'
  | 'email'
  | 'produto_interesse'
  | 'valor'
  | 'observacoes'
  | 'fase'
>;

/** When an imported customer came in and reached its phase, from the file's dates. */
export interface ImportDates {
  since?: Date;
  phaseAt?: Date;
}

/** The empty fields of a customer on the board that the file fills; the rest stays as typed. */
export type Fill = Pick<ExistingCustomer, 'email' | 'produto_interesse' | 'valor' | 'observacoes'>;

/**
 * Who a customer is, to find them twice: their WhatsApp number; without one, their name and
 * the phone as written (nothing, for most), so two people called Ana with different numbers
 * that cannot be read stay two.
 */
export function identityOf(c: { nome: string; telefone: string | null; whatsapp: string | null }) {
  if (c.whatsapp) return `w:${c.whatsapp}`;
  return `n:${fold(c.nome)}|${(c.telefone ?? '').replace(/\D/g, '')}`;
}

/** The rows of one customer, with who they are. */
export interface RowGroup {
  id: string;
  whatsapp: string | null;
  rows: [ReadRow, ...ReadRow[]];
}

/** Rows by the customer they are, in file order. */
export async function groupRows(rows: ReadRow[]): Promise<RowGroup[]> {
  const groups = new Map<string, RowGroup>();
  const slice = slices();
  for (const row of rows) {
    await slice();
    const { nome, telefone } = row.customer;
    const whatsapp = whatsappDigits(telefone);
    const id = identityOf({ nome, telefone, whatsapp });
    const group = groups.get(id);
    if (group) group.rows.push(row);
    else groups.set(id, { id, whatsapp, rows: [row] });
  }
  return [...groups.values()];
}

/** Distinct texts joined while they fit; the ones left over, to be told. */
function joinDistinct(texts: Array<string | null>, separator: string, max: number) {
  const seen = new Set<string>();
  let joined = '';
  const left: string[] = [];
  for (const text of texts) {
    if (!text || seen.has(fold(text))) continue;
    seen.add(fold(text));
    const next = joined ? joined + separator + text : text;
    if (next.length <= max) joined = next;
    else left.push(text);
  }
  return { joined: joined || null, left };
}

// Rows of one customer end in the furthest phase any reached; Perdido only when all were lost.
const rank = (fase: Phase) => (fase === 'lost' ? -1 : phaseIds.indexOf(fase));
const earliest = (days: Array<string | null>) =>
  days.filter((d) => d !== null).sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
const latest = (days: Array<string | null>) =>
  days.filter((d) => d !== null).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null;

/**
 * One customer from the rows of one (a list with a row per product): the first row's name,
 * phone and email, every product joined ('Bolo, Brigadeiro'), the values of distinct products
 * added up, the furthest phase, the first contact and the first follow-up to come.
 */
function merge(
  rows: RowGroup['rows'],
  warn: (line: number, field: string, message: string) => void,
) {
  const [first] = rows;
  const all = rows.map((r) => r.customer);
  const fase = all.map((c) => c.fase).reduce((a, b) => (rank(b) > rank(a) ? b : a));
  const products = joinDistinct(
    all.map((c) => c.produto_interesse),
    ', ',
    customerLimits.produto_interesse,
  );
  if (products.left.length) {
    warn(
      first.line,
      'produto_interesse',
      `Não couberam em Produto de interesse: ${products.left.join(', ')}.`,
    );
  }
  const notes = joinDistinct(
    all.map((c) => c.observacoes),
    '\n',
    customerLimits.observacoes,
  );
  if (notes.left.length)
    warn(first.line, 'observacoes', 'Observações longas demais: ficaram só as primeiras.');
  const priced = new Map(
    all
      .filter((c) => c.valor !== null)
      .map((c) => [`${fold(c.produto_interesse ?? '')}|${c.valor}`, c.valor!]),
  );
  const cents = [...priced.values()].reduce((sum, v) => sum + Math.round(v * 100), 0);
  let valor = priced.size ? cents / 100 : null;
  if (valor !== null && valor > MAX_MONEY) {
    valor = all.find((c) => c.valor !== null)!.valor;
    warn(
      first.line,
      'valor',
      'A soma dos valores passa do limite: ficou o valor da primeira linha.',
    );
  }
  const customer: CustomerInput = {
    nome: first.customer.nome,
    telefone: first.customer.telefone,
    email: all.find((c) => c.email)?.email ?? null,
    produto_interesse: products.joined,
    fase,
    motivo_perda: fase === 'lost' ? (all.find((c) => c.motivo_perda)?.motivo_perda ?? null) : null,
    data_contato: earliest(all.map((c) => c.data_contato)),
    proximo_contato: earliest(all.map((c) => c.proximo_contato)),
    valor,
    observacoes: notes.joined,
  };
  return { customer, faseDesde: latest(all.map((c) => c.fase_desde)) };
}

/** A day of the file as an instant: noon UTC, the same day in every Brazilian time zone. */
const instant = (day: string | null, now: Date) => {
  if (!day) return undefined;
  const at = new Date(day.length === 10 ? `${day}T12:00:00Z` : day);
  return at > now ? now : at;
};

/**
 * When the customer came in (the first contact) and reached its phase (the file's date for it;
 * a sale or a loss without one, its contact date, as the only date the row has). Coming in is
 * never after reaching the phase, so Resultados never counts a negative time to close.
 */
function datesOf(customer: CustomerInput, faseDesde: string | null, now: Date): ImportDates {
  const ended = customer.fase === 'closed' || customer.fase === 'lost';
  const phaseAt = instant(faseDesde ?? (ended ? customer.data_contato : null), now);
  const since = instant(customer.data_contato, now);
  if (phaseAt && (!since || since > phaseAt)) return { since: phaseAt, phaseAt };
  return { since, phaseAt };
}

/** What a customer on the board lacks that the file has. */
function fillOf(on: ExistingCustomer, from: CustomerInput): Fill | null {
  const fill: Fill = {
    email: on.email ? null : from.email,
    produto_interesse: on.produto_interesse ? null : from.produto_interesse,
    valor: on.valor === null ? from.valor : null,
    observacoes: on.observacoes ? null : from.observacoes,
  };
  return Object.values(fill).some((v) => v !== null) ? fill : null;
}

/** Lines the preview names of each kind, the first ones only. */
const SHOWN_LINES = 20;

/**
 * What the import does with the rows read: rows of one customer become one; a customer already
 * on the board (`existing`, found by `identityOf`) has its empty fields filled, or is left as
 * it is; the others are created. A customer on the board keeps everything the seller typed:
 * its phase, name, phone and any field with something in it.
 */
export async function planImport(
  groups: RowGroup[],
  existing: ExistingCustomer[],
  columnOf: (field: string) => string,
  now = new Date(),
) {
  const onBoard = new Map<string, ExistingCustomer>();
  for (const c of existing) {
    // '' is a phone that cannot be a number; null, one the start-up backfill has not read yet.
    const whatsapp = c.whatsapp === null ? whatsappDigits(c.telefone) : c.whatsapp || null;
    const id = identityOf({ ...c, whatsapp });
    if (!onBoard.has(id)) onBoard.set(id, c);
  }
  const warnings: ImportWarning[] = [];
  const warn = (line: number, field: string, message: string) =>
    warnings.push({ line, column: columnOf(field), message });
  const create: Array<CustomerInput & { dates: ImportDates }> = [];
  const fill: Array<{ id: string; fill: Fill }> = [];
  const outcomes = new Map<number, { outcome: RowOutcome; joins: number | null }>();
  const lines = { update: [] as number[], skip: [] as number[], join: [] as number[] };
  let skipped = 0;
  const slice = slices();
  for (const { id, rows: group } of groups) {
    await slice();
    const [first, ...joined] = group;
    for (const row of joined) {
      if (fold(row.customer.nome) !== fold(first.customer.nome)) {
        warn(
          row.line,
          'nome',
          `Mesmo telefone da linha ${first.line} (${first.customer.nome}): entra como o mesmo cliente.`,
        );
      }
    }
    const { customer, faseDesde } = merge(group, warn);
    const on = onBoard.get(id);
    const changes = on ? fillOf(on, customer) : null;
    const outcome: RowOutcome = !on ? 'new' : changes ? 'update' : 'skip';
    if (on && changes) fill.push({ id: on.id, fill: changes });
    if (outcome === 'skip') skipped++;
    if (on && group.some((r) => r.faseWritten) && customer.fase !== on.fase) {
      warn(
        first.line,
        'fase',
        `Já está no quadro em ${phaseLabel(on.fase)}; a fase do arquivo (${phaseLabel(customer.fase)}) não muda isso.`,
      );
    }
    if (!on) {
      const dates = datesOf(customer, faseDesde, now);
      // A sale dated only by its closing day was also last contacted that day.
      const data_contato = customer.data_contato ?? (dates.phaseAt ? faseDesde : null);
      create.push({ ...customer, data_contato, dates });
      if (!dates.phaseAt && (customer.fase === 'closed' || customer.fase === 'lost')) {
        const what =
          customer.fase === 'closed'
            ? 'Venda sem data: entra nos Resultados como fechada'
            : 'Perda sem data: entra nos Resultados como perdida';
        warn(first.line, 'fase', `${what} hoje.`);
      }
    }
    for (const row of group) {
      outcomes.set(row.line, { outcome, joins: row === first ? null : first.line });
      if (outcome !== 'new' && lines[outcome].length < SHOWN_LINES) lines[outcome].push(row.line);
      if (row !== first && lines.join.length < SHOWN_LINES) lines.join.push(row.line);
    }
  }
  warnings.sort((a, b) => a.line - b.line);
  return {
    create,
    fill,
    outcomes,
    lines,
    warnings,
    counts: { imported: create.length, updated: fill.length, skipped },
  };
}
