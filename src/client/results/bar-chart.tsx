import { cn } from '../lib/cn.ts';

export interface BarRow {
  label: string;
  /** What the row says, one cell per column after the first: '3', 'R$ 1.800,00'. */
  values: string[];
  /** How long the bar is, against the longest row. */
  amount: number;
  tone: 'brand' | 'slate' | 'red';
}

const tones: Record<BarRow['tone'], string> = {
  brand: 'bg-brand-700',
  slate: 'bg-slate-400',
  red: 'bg-red-700',
};

/**
 * Bars as a table: a row's label, its bar (as long as its share of the largest) and its
 * numbers. Rendered by the server with the page and read by screen readers as the table it is:
 * no canvas and no chart library to load (decision 012).
 */
export function BarChart({
  title,
  columns,
  rows,
}: {
  title: string;
  /** The header of each column, the label's first: read by screen readers, not shown. */
  columns: string[];
  rows: BarRow[];
}) {
  const largest = Math.max(...rows.map((r) => r.amount), 0);
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <table className="w-full border-separate border-spacing-y-2 text-sm">
        <caption className="mb-1 text-left text-base font-semibold text-slate-900">{title}</caption>
        <thead className="sr-only">
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" colSpan={i === 0 ? 2 : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th
                scope="row"
                className="pr-2 text-left font-medium whitespace-nowrap text-slate-700"
              >
                {row.label}
              </th>
              <td className="w-full">
                <span
                  aria-hidden
                  className={cn('block h-4 rounded-sm', tones[row.tone])}
                  style={{ width: largest > 0 ? `${(row.amount / largest) * 100}%` : 0 }}
                />
              </td>
              {row.values.map((value, i) => (
                <td
                  key={i}
                  className="pl-3 text-right whitespace-nowrap text-slate-900 tabular-nums"
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
