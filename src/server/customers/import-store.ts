import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { recordEvents } from './events-store.ts';
import type { ExistingCustomer, Fill, RowGroup } from './import-plan.ts';

const folded = (text: ReturnType<typeof sql>) =>
  sql`regexp_replace(trim(search_folded(${text})), '\\s+', ' ', 'g')`;

/**
 * The member's customers a file's rows may already be: by WhatsApp number, or, for rows
 * without one, by name among customers without one. Oldest first, so a board that already
 * holds a customer twice gets the file's news on the first. `lock` holds them until the
 * import's transaction ends.
 */
export async function customersOnBoard(
  db: Executor,
  userId: string,
  groups: RowGroup[],
  { lock = false } = {},
): Promise<ExistingCustomer[]> {
  const numbers = groups.flatMap((g) => (g.whatsapp ? [g.whatsapp] : []));
  const names = groups.flatMap((g) => (g.whatsapp ? [] : [g.rows[0].customer.nome]));
  if (numbers.length + names.length === 0) return [];
  const { rows } = await db.execute<ExistingCustomer & Record<string, unknown>>(sql`
    select id, nome, telefone, whatsapp, email, produto_interesse, valor::float8 as valor,
      observacoes, fase
    from clientes c
    where user_id = ${userId} and (
      whatsapp in (select jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))
      or (coalesce(whatsapp, '') = '' and ${folded(sql`c.nome`)} in (select ${folded(sql`n`)}
        from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) n)))
    order by created_at, id ${lock ? sql`for update` : sql``}`);
  return rows;
}

/**
 * Fills the empty fields of customers on the board, in one statement; a field that holds
 * anything keeps it (coalesce), whatever the plan thought. A value filled is a history line.
 */
export async function fillCustomers(
  db: Executor,
  userId: string,
  fills: Array<{ id: string; fill: Fill }>,
): Promise<void> {
  if (fills.length === 0) return;
  const values = fills.map(({ id, fill }) => ({
    id,
    ...fill,
    valor: fill.valor === null ? null : fill.valor.toFixed(2),
  }));
  await db.execute(sql`
    update clientes c set
      email = coalesce(c.email, v.email),
      produto_interesse = coalesce(c.produto_interesse, v.produto_interesse),
      valor = coalesce(c.valor, v.valor),
      observacoes = coalesce(c.observacoes, v.observacoes),
      updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id uuid, email text, produto_interesse text, valor numeric, observacoes text)
    where c.id = v.id and c.user_id = ${userId}`);
  await recordEvents(
    db,
    values.flatMap(({ id, valor }) =>
      valor === null
        ? []
        : [{ userId, customerId: id, type: 'value' as const, fromValue: null, toValue: valor }],
    ),
  );
}
