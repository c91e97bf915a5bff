import { z } from 'zod';
import { customerFields } from '#shared/customer-schema.ts';
import type { CustomerInput } from '#shared/customers.ts';
import { readMoney } from '#shared/money.ts';
import { validateRows, type SourceRow } from '../import/validate-rows.ts';

/** valor as a spreadsheet or an old version wrote it: a number, or text such as 'R$ 1.500,00'. */
const importedValor = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  const reading = readMoney(value);
  if (reading.ok) return reading.value;
  ctx.addIssue({ code: 'custom', message: reading.message, input: value });
  return null;
}, customerFields.valor);

/** A customer row of any import: the form's rules, with valor also read from text. */
const importedCustomerSchema: z.ZodType<CustomerInput, unknown> = z.object({
  ...customerFields,
  valor: importedValor,
});

/** The one validation of imported customers, for the CSV import and the local-data import. */
export const validateCustomerRows = (rows: SourceRow[], columnOf?: (field: string) => string) =>
  validateRows(importedCustomerSchema, rows, columnOf);
