import { z } from 'zod';
import { customerFields, typedCustomerSchema } from '#shared/customer-schema.ts';
import type { CustomerInput } from '#shared/customers.ts';
import { validateRows, type SourceRow } from '../csv/validate-rows.ts';

/** The one validation of imported customers, for the CSV import and the local-data import. */
export const validateCustomerRows = (rows: SourceRow[], columnOf?: (field: string) => string) =>
  validateRows(typedCustomerSchema, rows, columnOf);

/** A customer read from a file, with the day it reached its phase when the file says so. */
export type ImportedCustomer = CustomerInput & { fase_desde: string | null };

const importedSchema: z.ZodType<ImportedCustomer, unknown> = typedCustomerSchema.and(
  z.object({ fase_desde: customerFields.data_contato }),
);

/** Each valid row with its position among the rows sent and its line; the refused ones. */
export async function validateImportedRows(rows: SourceRow[], columnOf: (field: string) => string) {
  const { valid, rejected } = await validateRows(importedSchema, rows, columnOf);
  const refused = new Set(rejected.map((r) => r.index));
  const kept = rows.flatMap(({ line }, index) => (refused.has(index) ? [] : [{ index, line }]));
  return { valid: kept.map((row, i) => ({ ...row, customer: valid[i]! })), rejected };
}
