import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../components/ui/spinner.tsx';
import { cn } from '../lib/cn.ts';
import type * as ChartModule from './chart.ts';
import type { BarSpec } from './chart.ts';

// Chart.js is loaded once; the section starts it on mount, so it arrives beside the figures.
let chartModule: Promise<typeof ChartModule> | undefined;
export const loadChartModule = () => (chartModule ??= import('./chart.ts'));

/**
 * A bar chart on a canvas whose summary screen readers hear; `table` gives them the same
 * numbers, visually hidden. `data-drawn` marks the figure once the bars are fully drawn.
 */
export function BarChart({
  title,
  summary,
  spec,
  table,
  className,
}: {
  title: string;
  summary: string;
  spec: BarSpec;
  table: React.ReactNode;
  className?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    loadChartModule().then(
      ({ drawBars }) => {
        if (cancelled || !canvasRef.current) return;
        chart = drawBars(canvasRef.current, spec, () => setDrawn(true));
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [spec]);

  return (
    <figure
      data-drawn={drawn || undefined}
      className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <div className={cn('relative h-60', className)}>
        {!drawn && (
          <div className="absolute inset-0 grid place-items-center text-sm text-slate-700">
            {failed ? (
              'Não foi possível desenhar o gráfico. Recarregue a página.'
            ) : (
              <Spinner label="Desenhando gráfico..." />
            )}
          </div>
        )}
        <canvas ref={canvasRef} role="img" aria-label={summary} />
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        {table}
      </table>
    </figure>
  );
}
