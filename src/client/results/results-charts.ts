import { formatBRL } from '#shared/money.ts';
import { phases } from '#shared/customers.ts';
import type { Results } from '#shared/results.ts';
import { intlFormatter } from '../lib/format.ts';
import type { BarSpec } from './chart.ts';

const BRAND = '#047857';
const SLATE = '#94a3b8';
const RED = '#b91c1c';

const compactBRL = intlFormatter(
  () =>
    new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: 'BRL',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);

const customers = (count: number) => `${count} ${count === 1 ? 'cliente' : 'clientes'}`;

/** The funnel in board order, each phase with its label. */
export const funnelRows = (results: Results) =>
  phases.map((phase) => {
    const row = results.funnel.find((f) => f.fase === phase.id);
    return { label: phase.label, count: row?.count ?? 0, value: row?.value ?? 0 };
  });

/** Customers per phase as bars, the value under each phase's name. */
export function funnelChart(results: Results): { spec: BarSpec; summary: string } {
  const rows = funnelRows(results);
  return {
    spec: {
      horizontal: true,
      labels: rows.map((r) => [r.label, formatBRL(r.value)]),
      data: rows.map((r) => r.count),
      colors: rows.map((r) => (r.label === 'Perdido' ? RED : BRAND)),
      tick: (v) => String(v),
      tooltip: (v, i) => `${customers(v)}, ${formatBRL(rows[i]?.value ?? 0)}`,
    },
    summary: `Funil de vendas: ${rows.map((r) => `${r.label}, ${customers(r.count)}, ${formatBRL(r.value)}`).join('; ')}.`,
  };
}

/** Value closed last month beside this month's. */
export function monthChart(results: Results): { spec: BarSpec; summary: string } {
  const { closedLastMonth: last, closedThisMonth: now } = results;
  return {
    spec: {
      labels: ['Mês passado', 'Este mês'],
      data: [last, now],
      colors: [SLATE, BRAND],
      tick: (v) => compactBRL().format(v),
      tooltip: (v) => formatBRL(v),
    },
    summary: `Valor fechado: ${formatBRL(now)} este mês, ${formatBRL(last)} no mês passado.`,
  };
}

/** '+25% sobre o mês passado', or null when last month closed nothing to compare with. */
export function monthChange({ closedThisMonth: now, closedLastMonth: last }: Results) {
  if (last <= 0) return null;
  const change = Math.round(((now - last) / last) * 100);
  if (change === 0) return 'Igual ao mês passado';
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}% sobre o mês passado`;
}

/** 0.4 → '40%' */
export const percent = (rate: number) => `${Math.round(rate * 100)}%`;
