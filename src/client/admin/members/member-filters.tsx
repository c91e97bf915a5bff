import { useEffect, useId, useState } from 'react';
import { SearchField } from '../../components/ui/search-field.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { FilterBarProps, MemberFilters } from '../api/admin-keys.ts';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const statusOptions = [
  { value: '', label: 'Todos' },
  { value: 'active', label: 'Ativos' },
  { value: 'inactive', label: 'Inativos' },
];

/** Search by email or name (applied once the typing pauses) and the status filter. */
export function MemberFiltersBar({ filters, onChange }: FilterBarProps<MemberFilters>) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  const q = useDebouncedValue(text.trim());

  useEffect(() => {
    if (q !== filters.q) onChange({ ...filters, q });
    // Only a settled search should change the list; the filters come back through the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>Buscar por email ou nome</Label>
        <SearchField
          id={`${id}-q`}
          value={text}
          onValueChange={setText}
          placeholder="ana@exemplo.com ou Ana"
          autoComplete="off"
        />
      </div>
      <NativeSelect
        label="Status"
        value={filters.status}
        options={statusOptions}
        onChange={(status) => onChange({ ...filters, status: status as MemberFilters['status'] })}
      />
    </div>
  );
}
