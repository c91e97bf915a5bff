/** One row an import refused, in the same shape for the CSV import and the local-data import. */
export interface RejectedRow {
  /** Position among the rows sent, from 0, the header left out: what the sender matches. */
  index: number;
  /** Line of the file where the row starts, from 1; for a list, its position from 1. */
  line: number;
  /** The column (the file's header, or the field of a list) at fault; null for the whole row. */
  column: string | null;
  message: string;
}

export interface ImportReport {
  imported: number;
  rejected: RejectedRow[];
}

/** What the customers CSV import answers: the report, and the file's columns it did not read. */
export interface CsvImportReport extends ImportReport {
  /** Columns of the file's header that match no customer field, as the file names them. */
  ignored: string[];
}

/** One column of the file's header and the customer field it fills (null: ignored). */
export interface CsvColumnMapping {
  column: string;
  field: string | null;
  /** The field's name as the export and the form show it ('Telefone'); null when ignored. */
  label: string | null;
}

/**
 * POST /api/customers/import?dryRun=1: what the import would do, nothing saved. `preview` is
 * the first rows as the fields will read them (label → text), with their file line.
 */
export interface CsvImportPreview extends CsvImportReport {
  columns: CsvColumnMapping[];
  preview: Array<{ line: number; values: Record<string, string> }>;
  /** Rows that would be imported (the file's rows minus the refused ones). */
  valid: number;
}
