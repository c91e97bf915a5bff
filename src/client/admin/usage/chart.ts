import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Bars only, and the legend in HTML: each extra controller or plugin weighs on the /admin
// budget. Loaded by the Uso section alone.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.color = '#475569';
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;

export interface Series {
  label: string;
  data: number[];
  color: string;
}

export interface ChartSpec {
  labels: string[];
  series: Series[];
  stacked?: boolean;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Draws the chart on the canvas; the caller destroys it when the data changes or it unmounts. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart {
  const stacked = spec.stacked ?? false;
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s) => ({
        label: s.label,
        data: s.data,
        backgroundColor: s.color,
        borderRadius: 2,
        maxBarThickness: 28,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion() ? false : { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      locale: 'pt-BR',
      scales: {
        x: { stacked, grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
        y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
      },
    },
  });
}
