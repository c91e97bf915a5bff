import type { Results } from '#shared/results.ts';
import { BarChart } from './bar-chart.tsx';
import { funnelBars, monthBars } from './results-charts.ts';

/** The funnel as it stands now, and the value closed this month beside last month's. */
export function Charts({ results }: { results: Results }) {
  return (
    <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
      <BarChart
        title="Seu funil agora: clientes e valor por fase"
        columns={['Fase', 'Clientes', 'Valor']}
        rows={funnelBars(results)}
      />
      <BarChart
        title="Valor fechado por mês"
        columns={['Mês', 'Valor']}
        rows={monthBars(results)}
      />
    </div>
  );
}
