import { z } from 'zod';
import { productInputSchema } from '#shared/product-schema.ts';
import { productFields, type ProductInput } from '#shared/products.ts';
import { validateCustomerRows } from '../customers/import-rows.ts';
import { listRows, validateRows } from '../csv/validate-rows.ts';

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

/** A legacy contact date that does not parse is left out, so the import dates it today. */
function withReadableDate(row: unknown): unknown {
  if (!row || typeof row !== 'object') return row;
  const r = row as Record<string, unknown>;
  const parsedDate = typeof r.data_contato === 'string' ? Date.parse(r.data_contato) : NaN;
  return {
    ...r,
    data_contato: Number.isNaN(parsedDate) ? null : new Date(parsedDate).toISOString(),
  };
}

export const validateLegacyProducts = (rows: unknown[]) =>
  validateRows(legacyProductSchema as unknown as z.ZodType<ProductInput>, listRows(rows));

export const validateLegacyCustomers = (rows: unknown[]) =>
  validateCustomerRows(listRows(rows.map(withReadableDate)));

export const MAX_IMPORT_ROWS = 1000;

export const importBodySchema = z.object({
  produtos: z.array(z.unknown()).max(MAX_IMPORT_ROWS).default([]),
  clientes: z.array(z.unknown()).max(MAX_IMPORT_ROWS).default([]),
});
