import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Bars only, the legend in HTML: each extra controller or plugin weighs on the route's
// budget. Imported by the Resultados section alone.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.color = '#475569';
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;

export interface BarSpec {
  /** One label per bar; an array is drawn on several lines. */
  labels: Array<string | string[]>;
  data: number[];
  colors: string[];
  /** Bars across, for the funnel: its phase names read better on the left. */
  horizontal?: boolean;
  /** How a value reads on the axis and in the tooltip. */
  tick: (value: number) => string;
  tooltip: (value: number, index: number) => string;
}

/**
 * Draws the bars on the canvas and calls `onDrawn` once they are (Chart.js notifies
 * afterRender when a render, animation included, is complete). The caller destroys the chart
 * when the data changes or it unmounts.
 */
export function drawBars(canvas: HTMLCanvasElement, spec: BarSpec, onDrawn: () => void): Chart {
  const valueAxis = {
    beginAtZero: true,
    grace: '5%',
    ticks: { precision: 0, callback: (value: number | string) => spec.tick(Number(value)) },
  };
  const categoryAxis = { grid: { display: false }, ticks: { autoSkip: false, maxRotation: 0 } };
  let drawn = false;
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: [
        {
          data: spec.data,
          backgroundColor: spec.colors,
          borderRadius: 3,
          maxBarThickness: spec.horizontal ? 28 : 64,
        },
      ],
    },
    options: {
      indexAxis: spec.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      // Drawn at once: growing bars would only delay the numbers the member came to read.
      animation: false,
      locale: 'pt-BR',
      scales: spec.horizontal
        ? { x: valueAxis, y: categoryAxis }
        : { x: categoryAxis, y: valueAxis },
      plugins: {
        tooltip: {
          callbacks: {
            title: (items) => {
              const label = spec.labels[items[0]?.dataIndex ?? 0] ?? '';
              return Array.isArray(label) ? (label[0] ?? '') : label;
            },
            label: (item) => spec.tooltip(Number(item.raw), item.dataIndex),
          },
        },
      },
    },
    plugins: [
      {
        id: 'drawn',
        afterRender: () => {
          if (drawn) return;
          drawn = true;
          onDrawn();
        },
      },
    ],
  });
}
