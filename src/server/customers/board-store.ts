import { sql, type SQL } from 'drizzle-orm';
import type { BoardQuery } from '#shared/board-schema.ts';
import {
  lastNote,
  type BoardColumn,
  type CustomerCard,
  type PhasePage,
  type PhaseSummary,
} from '#shared/board.ts';
import { phaseIds, type Phase } from '#shared/customers.ts';
import type { Db } from '../db/client.ts';
import { decodeCursor, encodeCursor, olderThan, type Keyset } from '../db/keyset.ts';
import { AppError } from '../errors.ts';
import { openPixAmount } from './store.ts';
import { whatsappOf } from './store.ts';

// The board reads a column a page at a time, newest first, by keyset (created_at, id), on the
// index (user_id, fase, created_at desc, id desc); counts and totals come from one aggregate.
// A card's last note and its Pix mark come in the same row (the mark: one probe of the charges'
// index per card).

const CARD_COLUMNS = sql`x.id, nome, telefone, whatsapp, email, produto_interesse, fase, data_contato,
  valor, motivo_perda, proximo_contato, fase_alterada_em, x.created_at, observacoes,
  ${openPixAmount(sql`x`)} is not null as aguardando_pagamento,
  sem_campanhas_desde is not null as sem_campanhas,
  x.created_at::text as cursor_at`;

/** A card as the query answers it: timestamps as Dates, valor as numeric text. */
type CardRow = Omit<
  CustomerCard,
  'data_contato' | 'valor' | 'fase_alterada_em' | 'created_at' | 'ultima_nota'
> & {
  observacoes: string | null;
  data_contato: Date;
  valor: string | null;
  fase_alterada_em: Date;
  created_at: Date;
  /** created_at to the microsecond: a JavaScript Date would cut it to milliseconds. */
  cursor_at: string;
  [key: string]: unknown;
};

const toCard = (r: CardRow): CustomerCard => ({
  id: r.id,
  nome: r.nome,
  telefone: r.telefone,
  whatsapp: whatsappOf(r),
  email: r.email,
  produto_interesse: r.produto_interesse,
  fase: r.fase,
  data_contato: new Date(r.data_contato).toISOString(),
  valor: r.valor === null ? null : Number(r.valor),
  motivo_perda: r.motivo_perda,
  proximo_contato: r.proximo_contato,
  fase_alterada_em: new Date(r.fase_alterada_em).toISOString(),
  created_at: new Date(r.created_at).toISOString(),
  ultima_nota: lastNote(r.observacoes),
  aguardando_pagamento: r.aguardando_pagamento,
  sem_campanhas: r.sem_campanhas,
});

/**
 * The same words the index holds: lower case, no accents; a phone matches by its digits. The
 * term is NFKC-normalised, then folded, then escaped: unaccent turns look-alikes (％, ＿, ∖)
 * into %, _ and \, so escaping before folding would let them act as wildcards.
 */
function searchFilter(q: string | undefined): SQL {
  if (!q) return sql``;
  const term = q.normalize('NFKC');
  const haystack = sql`clientes_search_text(nome, telefone, email, produto_interesse)`;
  const escaped = sql`replace(replace(replace(search_folded(${term}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  const needle = sql`'%' || ${escaped} || '%'`;
  const digits = term.replace(/\D/g, '');
  return digits.length >= 3
    ? sql`and (${haystack} like ${needle} or ${haystack} like ${`%${digits}%`})`
    : sql`and ${haystack} like ${needle}`;
}

/** The board's filters, with the member's own calendar day (their zone's) for `due`. */
export type BoardFilter = BoardQuery & { today: string };

/** Follow-ups due on the member's calendar day (closed and lost deals have none). */
function dueFilter(query: BoardFilter): SQL {
  if (!query.due) return sql``;
  const compare = query.due === 'today' ? sql`=` : sql`<`;
  return sql`and proximo_contato ${compare} ${query.today}::date
    and fase not in ('closed', 'lost')`;
}

const filtersOf = (userId: string, query: BoardFilter) =>
  sql`user_id = ${userId} ${searchFilter(query.q)} ${dueFilter(query)}`;

/** Counts and value totals of every phase, in one aggregate. */
export async function phaseSummaries(
  db: Db,
  userId: string,
  query: BoardFilter,
): Promise<PhaseSummary[]> {
  const { rows } = await db.execute<{ fase: Phase; count: number; total: string }>(sql`
    select fase, count(*)::int as count, coalesce(sum(valor), 0) as total
    from clientes where ${filtersOf(userId, query)} group by fase`);
  return phaseIds.map((fase) => {
    const row = rows.find((r) => r.fase === fase);
    return { fase, count: row?.count ?? 0, total: Number(row?.total ?? 0) };
  });
}

const cursorOf = (row: CardRow) => encodeCursor({ createdAt: row.cursor_at, id: row.id });

function keysetOf(cursor: string): Keyset {
  const key = decodeCursor(cursor);
  if (key) return key;
  throw new AppError(400, 'VALIDATION_ERROR', 'Página inválida. Recarregue o quadro.', 'cursor');
}

/** One column's page after `cursor`, newest first. */
export async function phasePage(
  db: Db,
  userId: string,
  fase: Phase,
  query: BoardFilter & { cursor?: string | undefined; limit: number },
): Promise<PhasePage> {
  const after = query.cursor ? keysetOf(query.cursor) : undefined;
  const keyset = after ? sql`and ${olderThan(sql`created_at`, sql`id`, after)}` : sql``;
  const { rows } = await db.execute<CardRow>(sql`
    select ${CARD_COLUMNS} from clientes x
    where ${filtersOf(userId, query)} and fase = ${fase} ${keyset}
    order by created_at desc, id desc limit ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  return {
    customers: page.map(toCard),
    nextCursor: rows.length > query.limit ? cursorOf(page.at(-1)!) : null,
  };
}

/** Every column's first page and its summary: the board's first load, in two queries. */
export async function boardColumns(
  db: Db,
  userId: string,
  query: BoardFilter,
  firstPage: number,
): Promise<BoardColumn[]> {
  // With a search, the matches are found once (on the trigram index) and each column takes its
  // first page from them; without one, each column reads its own index range.
  const source = query.q
    ? sql`(select * from found where found.fase = p.fase)`
    : sql`(select * from clientes where ${filtersOf(userId, query)} and clientes.fase = p.fase)`;
  const found = query.q
    ? sql`with found as materialized (select * from clientes where ${filtersOf(userId, query)})`
    : sql``;
  const { rows } = await db.execute<CardRow>(sql`
    ${found}
    select c.* from unnest(${sql.raw(`array['${phaseIds.join("','")}']`)}) as p(fase)
    cross join lateral (
      select ${CARD_COLUMNS} from ${source} as x
      order by created_at desc, id desc limit ${firstPage + 1}
    ) c`);
  const summaries = await phaseSummaries(db, userId, query);
  return summaries.map((summary) => {
    const column = rows.filter((r) => r.fase === summary.fase);
    const page = column.slice(0, firstPage);
    return {
      ...summary,
      customers: page.map(toCard),
      nextCursor: column.length > firstPage ? cursorOf(page.at(-1)!) : null,
    };
  });
}
