import { formatBRL } from '#shared/money.ts';
import { phases } from '#shared/customers.ts';
import type { Results } from '#shared/results.ts';
import type { BarRow } from './bar-chart.tsx';

/** The funnel in board order, each phase with its label. */
export const funnelRows = (results: Results) =>
  phases.map((phase) => {
    const row = results.funnel.find((f) => f.fase === phase.id);
    return { label: phase.label, count: row?.count ?? 0, value: row?.value ?? 0 };
  });

/** Customers per phase as bars, each with its count and value. */
export const funnelBars = (results: Results): BarRow[] =>
  funnelRows(results).map((row) => ({
    label: row.label,
    values: [String(row.count), formatBRL(row.value)],
    amount: row.count,
    tone: row.label === 'Perdido' ? 'red' : 'brand',
  }));

/** Value closed last month beside this month's. */
export const monthBars = ({ closedLastMonth, closedThisMonth }: Results): BarRow[] => [
  {
    label: 'Mês passado',
    values: [formatBRL(closedLastMonth)],
    amount: closedLastMonth,
    tone: 'slate',
  },
  {
    label: 'Este mês',
    values: [formatBRL(closedThisMonth)],
    amount: closedThisMonth,
    tone: 'brand',
  },
];

/**
 * '+25% sobre o mês passado' ('… sobre os 30 dias anteriores'), or null when the period before
 * closed nothing to compare with. `before` is the period before with its article.
 */
export function periodChange(
  { closedValue: now, closedValueBefore: last }: Results,
  before: string,
) {
  if (last <= 0) return null;
  const change = Math.round(((now - last) / last) * 100);
  // 'a' + 'o mês passado' → 'ao mês passado'; 'a' + 'os 30 dias' → 'aos 30 dias'.
  if (change === 0) return `Igual a${before}`;
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}% sobre ${before}`;
}

/** 0.4 → '40%' */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;
