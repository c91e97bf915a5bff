import { desc, eq } from 'drizzle-orm';
import type { Customer, CustomerInput } from '#shared/customers.ts';
import type { Executor } from '../db/client.ts';
import { clientes } from '../db/schema.ts';

type Row = typeof clientes.$inferSelect;

export function toCustomer(row: Row): Customer {
  return {
    id: row.id,
    nome: row.nome,
    telefone: row.telefone,
    email: row.email,
    produto_interesse: row.produtoInteresse,
    fase: row.fase as Customer['fase'],
    data_contato: row.dataContato.toISOString(),
    observacoes: row.observacoes,
    valor: row.valor === null ? null : Number(row.valor),
    motivo_perda: row.motivoPerda as Customer['motivo_perda'],
    proximo_contato: row.proximoContato,
    fase_alterada_em: row.faseAlteradaEm.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function toColumns(input: CustomerInput) {
  return {
    nome: input.nome,
    telefone: input.telefone,
    email: input.email,
    produtoInteresse: input.produto_interesse,
    fase: input.fase,
    ...(input.data_contato ? { dataContato: new Date(input.data_contato) } : {}),
    observacoes: input.observacoes,
    valor: input.valor === null ? null : input.valor.toFixed(2),
    motivoPerda: input.fase === 'lost' ? input.motivo_perda : null,
    proximoContato: input.proximo_contato,
  };
}

/** Newest first (SPEC §7). */
export async function listCustomers(db: Executor, userId: string): Promise<Customer[]> {
  const rows = await db
    .select()
    .from(clientes)
    .where(eq(clientes.userId, userId))
    .orderBy(desc(clientes.createdAt));
  return rows.map(toCustomer);
}

export async function createCustomers(
  db: Executor,
  userId: string,
  inputs: CustomerInput[],
): Promise<Customer[]> {
  if (inputs.length === 0) return [];
  const rows = await db
    .insert(clientes)
    .values(inputs.map((input) => ({ userId, ...toColumns(input) })))
    .returning();
  return rows.map(toCustomer);
}
