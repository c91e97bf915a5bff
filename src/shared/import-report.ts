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
