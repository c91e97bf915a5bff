import type pg from 'pg';
import { storedWhatsapp } from './store.ts';

const BATCH = 1000;

/**
 * Fills `clientes.whatsapp` for rows written before the column (migration 0012), or restored
 * from a backup taken before it: SQL cannot read a phone as libphonenumber does, so the server
 * runs this at start-up, after the migrations, a batch at a time, until no row is left (a
 * restore itself puts the rows back exactly as they were). A row whose phone changed meanwhile
 * keeps what its writer stored; instances starting together only repeat each other's work.
 */
export async function backfillWhatsapp(client: pg.ClientBase | pg.Pool): Promise<number> {
  let filled = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await client.query<{ id: string; telefone: string }>(
      `select id, telefone from clientes
       where whatsapp is null and telefone is not null and id > $1
       order by id limit ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return filled;
    const values = rows.map((r) => ({ ...r, whatsapp: storedWhatsapp(r.telefone) }));
    const { rowCount } = await client.query(
      `update clientes c set whatsapp = v.whatsapp
       from jsonb_to_recordset($1::jsonb) as v(id uuid, telefone text, whatsapp text)
       where c.id = v.id and c.telefone = v.telefone and c.whatsapp is null`,
      [JSON.stringify(values)],
    );
    filled += rowCount ?? 0;
    after = rows.at(-1)!.id;
  }
}
