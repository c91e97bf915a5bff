import { useMemo } from 'react';
import { formatBRL } from '#shared/money.ts';
import type { Results } from '#shared/results.ts';
import { BarChart } from './bar-chart.tsx';
import { funnelChart, funnelRows, monthChart } from './results-charts.ts';

/** The funnel as it stands now, and the value closed this month beside last month's. */
export function Charts({ results }: { results: Results }) {
  const funnel = useMemo(() => funnelChart(results), [results]);
  const month = useMemo(() => monthChart(results), [results]);
  return (
    <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
      <BarChart
        title="Seu funil agora: clientes e valor por fase"
        summary={funnel.summary}
        spec={funnel.spec}
        className="h-80"
        table={
          <>
            <thead>
              <tr>
                <th scope="col">Fase</th>
                <th scope="col">Clientes</th>
                <th scope="col">Valor</th>
              </tr>
            </thead>
            <tbody>
              {funnelRows(results).map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.count}</td>
                  <td>{formatBRL(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </>
        }
      />
      <BarChart
        title="Valor fechado por mês"
        summary={month.summary}
        spec={month.spec}
        className="h-80"
        table={
          <tbody>
            <tr>
              <th scope="row">Mês passado</th>
              <td>{formatBRL(results.closedLastMonth)}</td>
            </tr>
            <tr>
              <th scope="row">Este mês</th>
              <td>{formatBRL(results.closedThisMonth)}</td>
            </tr>
          </tbody>
        }
      />
    </div>
  );
}
