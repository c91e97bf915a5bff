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

/** A row that comes in with something left out or read another way (an email, a phase). */
export interface ImportWarning {
  line: number;
  column: string | null;
  message: string;
}

/** What the import does with a row's customer: a new one, filling one on the board, nothing. */
export type RowOutcome = 'new' | 'update' | 'skip';

/**
 * What the customers CSV import answers: `imported` counts the new customers; a customer
 * already on the board (same WhatsApp number, else same name without a phone) is never
 * created again.
 */
export interface CsvImportReport extends ImportReport {
  /** Columns of the file's header that match no customer field, as the file names them. */
  ignored: string[];
  /** Customers already on the board whose empty fields the file filled. */
  updated: number;
  /** Customers already on the board the file had nothing new for: left as they were. */
  skipped: number;
  warnings: ImportWarning[];
}

/** One column of the file's header and the customer field it fills (null: ignored). */
export interface CsvColumnMapping {
  column: string;
  field: string | null;
  /** The field's name as the export and the form show it ('Telefone'); null when ignored. */
  label: string | null;
}

/**
 * POST /api/customers/import?dryRun=1: what the import would do, nothing saved (`imported`,
 * `updated`, `skipped` and `warnings` as the import would answer them). `preview` is the first
 * rows as the fields will read them (label → text), with their file line and outcome.
 */
export interface CsvImportPreview extends CsvImportReport {
  columns: CsvColumnMapping[];
  preview: Array<{
    line: number;
    values: Record<string, string>;
    /** Null for a refused row. */
    outcome: RowOutcome | null;
    /** The line of the row this one joins (the same customer further up the file). */
    joins: number | null;
  }>;
  /** Rows that would be read (the file's rows minus the refused ones). */
  valid: number;
  /** The first lines of the rows that fill a customer, change nothing, or join a row above. */
  lines: { update: number[]; skip: number[]; join: number[] };
}
