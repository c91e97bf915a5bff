import type { AdminUsage } from '#shared/admin.ts';
import type { ChartSpec } from './chart.ts';

const BRAND = '#047857';
const SKY = '#0369a1';

/** '2026-11-21' → '21/11' */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The two charts of the Uso section, each with the summary a screen reader hears. */
export function usageCharts(usage: AdminUsage, days: number) {
  const labels = usage.days.map((d) => dayLabel(d.date));
  const active = usage.days.map((d) => d.activeMembers);
  const scripts = usage.days.map((d) => d.scripts);
  const objections = usage.days.map((d) => d.objections);
  const peak = Math.max(0, ...active);

  const activity: ChartSpec = {
    labels,
    series: [{ label: 'Membros ativos', data: active, color: BRAND }],
  };
  const ai: ChartSpec = {
    labels,
    stacked: true,
    series: [
      { label: 'Scripts', data: scripts, color: BRAND },
      { label: 'Objeções', data: objections, color: SKY },
    ],
  };
  return {
    activity,
    activitySummary: `Membros ativos por dia nos últimos ${days} dias: no máximo ${peak} em um dia, ${active.at(-1) ?? 0} hoje.`,
    ai,
    aiSummary: `Scripts e objeções por dia nos últimos ${days} dias: ${sum(scripts)} scripts e ${sum(objections)} objeções no total.`,
  };
}
