import type { BoardQuery } from '#shared/board-schema.ts';
import type { Phase } from '#shared/customers.ts';

/** The board's filters as the server takes them; empty for the whole pipeline. */
export type BoardFilters = BoardQuery;

/** Every board query starts with 'customers', so one prefix reaches them all. */
export const customerKeys = {
  all: ['customers'] as const,
  boards: ['customers', 'board'] as const,
  board: (filters: BoardFilters) => ['customers', 'board', filters] as const,
  columns: ['customers', 'column'] as const,
  column: (fase: Phase, filters: BoardFilters) => ['customers', 'column', fase, filters] as const,
  summaries: ['customers', 'summary'] as const,
  summary: (filters: BoardFilters) => ['customers', 'summary', filters] as const,
  details: ['customers', 'detail'] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  /** Searches of the message picker ('Enviar no WhatsApp'). */
  list: ['customers', 'search'] as const,
};

export const hasFilters = (filters: BoardFilters) => Boolean(filters.q || filters.due);

/** '?q=…&due=…' with the empty ones left out, plus any extra parameters. */
export function boardSearch(filters: BoardFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra }))
    if (value) params.set(name, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
}
