import { useId } from 'react';
import { checkoutPlatformNames } from '#shared/admin.ts';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import type { DeliveryFilters } from '../api/admin-keys.ts';
import { deliveryResults, platformLabel, resultLabel } from '../labels.ts';

const ALL = 'todos';

/** Filters of the deliveries: one platform, one result, or all ('' in the filters). */
export function DeliveryFiltersBar({
  filters,
  onChange,
}: {
  filters: DeliveryFilters;
  onChange: (filters: DeliveryFilters) => void;
}) {
  const id = useId();
  const pick = (key: keyof DeliveryFilters) => (value: string) =>
    onChange({ ...filters, [key]: value === ALL ? '' : value });

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-platform`}>Plataforma</Label>
        <Select value={filters.platform || ALL} onValueChange={pick('platform')}>
          <SelectTrigger id={`${id}-platform`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas</SelectItem>
            {checkoutPlatformNames.map((p) => (
              <SelectItem key={p} value={p}>
                {platformLabel(p)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-result`}>Resultado</Label>
        <Select value={filters.result || ALL} onValueChange={pick('result')}>
          <SelectTrigger id={`${id}-result`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos</SelectItem>
            {deliveryResults.map((r) => (
              <SelectItem key={r} value={r}>
                {resultLabel(r)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
