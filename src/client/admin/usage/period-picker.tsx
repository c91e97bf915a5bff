import { USAGE_DAYS } from '#shared/admin.ts';
import { ToggleGroup } from '../../components/ui/toggle-group.tsx';

export type UsageDays = (typeof USAGE_DAYS)[number];

const options = USAGE_DAYS.map((days) => ({ value: days, label: `${days} dias` }));

/** 7 / 30 / 90 dias. */
export function PeriodPicker({
  days,
  onChange,
}: {
  days: UsageDays;
  onChange: (days: UsageDays) => void;
}) {
  return <ToggleGroup label="Período" options={options} value={days} onChange={onChange} />;
}
