import { z } from 'zod';
import { customerInputSchema } from '#shared/customer-schema.ts';
import type { CustomerInput } from '#shared/customers.ts';
import { productInputSchema } from '#shared/product-schema.ts';
import { productFields, type ProductInput } from '#shared/products.ts';

const ptBR = z.locales.ptBR().localeError;

/**
 * Old local data predates some required fields: a product needs only its nome; any other
 * missing field is imported empty, for the member to complete in the form. Lengths still hold.
 * preco falls back to the legacy ticket_medio.
 */
const legacyProductSchema = z.preprocess(
  (row) => {
    if (!row || typeof row !== 'object') return row;
    const r = row as Record<string, unknown>;
    const filled: Record<string, unknown> = { ...r, preco: r.preco ?? r.ticket_medio };
    for (const f of productFields) {
      if (
        f.name !== 'nome' &&
        f.required &&
        (typeof filled[f.name] !== 'string' || filled[f.name] === '')
      ) {
        filled[f.name] = ' '; // trimmed to '' below, which the table accepts
      }
    }
    return filled;
  },
  productInputSchema.extend(
    Object.fromEntries(
      productFields
        .filter((f) => f.name !== 'nome' && f.required)
        .map((f) => [
          f.name,
          z.string().trim().max(f.max, `${f.label}: no máximo ${f.max} caracteres.`),
        ]),
    ),
  ),
);

/** Local customers: the spec's shape, with a legacy phase or date that does not parse made default. */
const legacyCustomerSchema = z.preprocess((row) => {
  if (!row || typeof row !== 'object') return row;
  const r = { ...(row as Record<string, unknown>) };
  if (typeof r.valor === 'string') r.valor = Number(r.valor.replace(',', '.')) || null;
  const parsedDate = typeof r.data_contato === 'string' ? Date.parse(r.data_contato) : NaN;
  r.data_contato = Number.isNaN(parsedDate) ? null : new Date(parsedDate).toISOString();
  return r;
}, customerInputSchema);

export interface Rejected {
  index: number;
  field: string | undefined;
  message: string;
}

function validate<T>(schema: z.ZodType<T>, rows: unknown[]): { valid: T[]; rejected: Rejected[] } {
  const valid: T[] = [];
  const rejected: Rejected[] = [];
  rows.forEach((row, index) => {
    const result = schema.safeParse(row, { error: ptBR });
    if (result.success) valid.push(result.data);
    else {
      const issue = result.error.issues[0]!;
      rejected.push({
        index,
        field: issue.path.map(String).join('.') || undefined,
        message: issue.message,
      });
    }
  });
  return { valid, rejected };
}

export const validateLegacyProducts = (rows: unknown[]) =>
  validate(legacyProductSchema as unknown as z.ZodType<ProductInput>, rows);

export const validateLegacyCustomers = (rows: unknown[]) =>
  validate(legacyCustomerSchema as unknown as z.ZodType<CustomerInput>, rows);

export const MAX_IMPORT_ROWS = 1000;

export const importBodySchema = z.object({
  produtos: z.array(z.unknown()).max(MAX_IMPORT_ROWS).default([]),
  clientes: z.array(z.unknown()).max(MAX_IMPORT_ROWS).default([]),
});
