import { checkoutPlatformNames } from '#shared/admin.ts';
import type { DeliveryFilters, FilterBarProps } from '../api/admin-keys.ts';
import { deliveryResults, platformLabel, resultLabel } from '../labels.ts';
import { NativeSelect } from '../../components/ui/native-select.tsx';

const platformOptions = [
  { value: '', label: 'Todas' },
  ...checkoutPlatformNames.map((p) => ({ value: p, label: platformLabel(p) })),
];
const resultOptions = [
  { value: '', label: 'Todos' },
  ...deliveryResults.map((r) => ({ value: r, label: resultLabel(r) })),
];

/** Filters of the deliveries: one platform, one result, or all ('' in the filters). */
export function DeliveryFiltersBar({ filters, onChange }: FilterBarProps<DeliveryFilters>) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
      <NativeSelect
        label="Plataforma"
        value={filters.platform}
        options={platformOptions}
        onChange={(platform) => onChange({ ...filters, platform })}
      />
      <NativeSelect
        label="Resultado"
        value={filters.result}
        options={resultOptions}
        onChange={(result) => onChange({ ...filters, result })}
      />
    </div>
  );
}
