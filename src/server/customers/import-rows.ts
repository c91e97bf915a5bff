import { typedCustomerSchema } from '#shared/customer-schema.ts';
import { validateRows, type SourceRow } from '../csv/validate-rows.ts';

/** The one validation of imported customers, for the CSV import and the local-data import. */
export const validateCustomerRows = (rows: SourceRow[], columnOf?: (field: string) => string) =>
  validateRows(typedCustomerSchema, rows, columnOf);
