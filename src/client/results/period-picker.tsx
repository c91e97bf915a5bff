import { resultPeriods, type ResultPeriod } from '#shared/results.ts';
import { ToggleGroup } from '../components/ui/toggle-group.tsx';

export const periodLabels: Record<ResultPeriod, { button: string; phrase: string }> = {
  month: { button: 'Este mês', phrase: 'neste mês' },
  '30': { button: '30 dias', phrase: 'nos últimos 30 dias' },
  '90': { button: '90 dias', phrase: 'nos últimos 90 dias' },
};

const options = resultPeriods.map((period) => ({
  value: period,
  label: periodLabels[period].button,
}));

/** Este mês / 30 dias / 90 dias. */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: ResultPeriod;
  onChange: (period: ResultPeriod) => void;
}) {
  return <ToggleGroup label="Período" options={options} value={period} onChange={onChange} />;
}
