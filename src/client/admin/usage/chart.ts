import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only the pieces the console draws, so the chunk stays small; loaded by the Uso section alone.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Filler,
  Legend,
  Tooltip,
);
Chart.defaults.color = '#475569';
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;

export interface Series {
  label: string;
  data: number[];
  color: string;
}

export interface ChartSpec {
  type: 'line' | 'bar';
  labels: string[];
  series: Series[];
  stacked?: boolean;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Draws the chart on the canvas; the caller destroys it when the data changes or it unmounts. */
export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart {
  const stacked = spec.stacked ?? false;
  return new Chart(canvas, {
    type: spec.type,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((s) => ({
        label: s.label,
        data: s.data,
        backgroundColor: spec.type === 'line' ? `${s.color}33` : s.color,
        borderColor: s.color,
        borderWidth: 2,
        fill: spec.type === 'line',
        tension: 0.25,
        pointRadius: spec.labels.length > 14 ? 0 : 3,
        pointHoverRadius: 4,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion() ? false : { duration: 300 },
      interaction: { mode: 'index', intersect: false },
      locale: 'pt-BR',
      plugins: {
        legend: { display: spec.series.length > 1, position: 'bottom' },
      },
      scales: {
        x: { stacked, grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
        y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
      },
    },
  });
}
