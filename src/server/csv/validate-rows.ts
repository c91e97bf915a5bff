import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import type { ImportReport, RejectedRow } from '#shared/import-report.ts';
import { ptBRErrors } from '#shared/zod-pt-br.ts';

export interface SourceRow {
  /** Where the row is in what the member sent: the file's line, or the list position from 1. */
  line: number;
  data: unknown;
}

/** Rows are validated in slices this long, with a turn of the event loop between them. */
const SLICE_MS = 8;

/** For a loop over a file's rows: awaited each row, it gives the event loop a turn per slice. */
export function slices() {
  let start = performance.now();
  return async () => {
    if (performance.now() - start < SLICE_MS) return;
    await nextTurn();
    start = performance.now();
  };
}

/**
 * Valid rows parsed; each invalid one reported by its first problem, naming the column. Ten
 * thousand rows take the schema a while: other requests are served between slices.
 */
export async function validateRows<T>(
  schema: z.ZodType<T, unknown>,
  rows: SourceRow[],
  columnOf: (field: string) => string = (field) => field,
): Promise<{ valid: T[]; rejected: RejectedRow[] }> {
  const valid: T[] = [];
  const rejected: RejectedRow[] = [];
  let sliceStart = performance.now();
  for (const [index, { line, data }] of rows.entries()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    const result = schema.safeParse(data, { error: ptBRErrors });
    if (result.success) {
      valid.push(result.data);
      continue;
    }
    const issue = result.error.issues[0]!;
    const field = issue.path.map(String).join('.');
    rejected.push({ index, line, column: field ? columnOf(field) : null, message: issue.message });
  }
  return { valid, rejected };
}

/** A list's rows, numbered from 1 as a person counts them. */
export const listRows = (items: unknown[]): SourceRow[] =>
  items.map((data, index) => ({ line: index + 1, data }));

/** What the member is told about an import, the same for every import. */
export const reportOf = ({ valid, rejected }: { valid: unknown[]; rejected: RejectedRow[] }) =>
  ({ imported: valid.length, rejected }) satisfies ImportReport;
