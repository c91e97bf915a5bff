import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CustomerMatch, SharedContact } from '#shared/conversations.ts';
import type { Phase } from '#shared/customers.ts';
import { whatsappDigits } from '#shared/phone.ts';
import type { Executor } from '../db/client.ts';
import { clientes } from '../db/schema.ts';
import { foldName } from '#shared/fold.ts';
import type { ReadContact } from './read/vcards.ts';

const folded = (column: typeof clientes.nome) => sql`search_folded(${column})`;

/**
 * Where a conversation with `name` (a contact's name, or a number as WhatsApp shows an unsaved
 * contact) would be filed among the member's customers: by phone, else by name (no accents,
 * no case), else a new customer; 'none' without a name.
 */
export async function matchCustomer(
  db: Executor,
  userId: string,
  name: string | null,
): Promise<CustomerMatch> {
  if (!name) return { by: 'none' };
  const digits = whatsappDigits(name);
  const columns = { customerId: clientes.id, nome: clientes.nome, fase: clientes.fase };
  if (digits) {
    const [byPhone] = await db
      .select(columns)
      .from(clientes)
      .where(and(eq(clientes.userId, userId), eq(clientes.whatsapp, digits)))
      .limit(1);
    if (byPhone) return { by: 'phone', ...byPhone, fase: byPhone.fase as Phase };
    return { by: 'new', nome: name, telefone: name };
  }
  const [byName] = await db
    .select(columns)
    .from(clientes)
    .where(and(eq(clientes.userId, userId), sql`${folded(clientes.nome)} = search_folded(${name})`))
    .limit(1);
  if (byName) return { by: 'name', ...byName, fase: byName.fase as Phase };
  return { by: 'new', nome: name, telefone: null };
}

/** Each shared contact with the member's customer it already is: by number, else by name. */
export async function withExisting(
  db: Executor,
  userId: string,
  contacts: ReadContact[],
): Promise<SharedContact[]> {
  if (contacts.length === 0) return [];
  const numbers = contacts.flatMap((c) => (c.whatsapp ? [c.whatsapp] : []));
  const names = contacts.map((c) => c.name);
  const rows = await db
    .select({ customerId: clientes.id, nome: clientes.nome, whatsapp: clientes.whatsapp })
    .from(clientes)
    .where(
      and(
        eq(clientes.userId, userId),
        sql`(${numbers.length > 0 ? inArray(clientes.whatsapp, numbers) : sql`false`}
          or ${folded(clientes.nome)} in (select search_folded(n)
            from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) n))`,
      ),
    );
  return contacts.map((contact) => {
    const row =
      (contact.whatsapp && rows.find((r) => r.whatsapp === contact.whatsapp)) ||
      (!contact.whatsapp && rows.find((r) => foldName(r.nome) === foldName(contact.name)));
    return { ...contact, existing: row ? { customerId: row.customerId, nome: row.nome } : null };
  });
}
