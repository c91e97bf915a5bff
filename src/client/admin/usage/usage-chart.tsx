import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { ChartSpec } from './chart.ts';

/**
 * A chart drawn on a canvas, with Chart.js loaded on first use; screen readers get the
 * summary and the same numbers in a visually hidden table.
 */
export function UsageChart({
  title,
  summary,
  spec,
}: {
  title: string;
  summary: string;
  spec: ChartSpec;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('./chart.ts').then(({ drawChart }) => {
      if (cancelled || !canvasRef.current) return;
      chart = drawChart(canvasRef.current, spec);
      setReady(true);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [spec]);

  return (
    <figure className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <div className="relative h-60">
        {!ready && (
          <div className="absolute inset-0 grid place-items-center">
            <Spinner label="Desenhando gráfico..." />
          </div>
        )}
        <canvas ref={canvasRef} role="img" aria-label={summary} />
      </div>
      {spec.series.length > 1 && (
        <ul
          className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-slate-700"
          aria-hidden
        >
          {spec.series.map((s) => (
            <li key={s.label} className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ backgroundColor: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            {spec.series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.labels.map((day, i) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {spec.series.map((s) => (
                <td key={s.label}>{s.data[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
