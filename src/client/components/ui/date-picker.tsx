import { CalendarDays, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import {
  addDays,
  formatLongDay,
  fromDateOnly,
  toDateOnly,
  useMemberDay,
} from '../../lib/format.ts';
import { cn } from '../../lib/cn.ts';
import { dayChoices } from '../../lib/day-choices.ts';
import { fieldClasses } from './input.tsx';

/** The shortcuts above the calendar, in days after the member's today. */
const quickChoices = [{ label: 'Hoje', days: 0 }, ...dayChoices] as const;

/**
 * One date, picked on a pt-BR calendar whose weeks start on Sunday, shown in the long format
 * ('21 de novembro de 2026'). The value is 'YYYY-MM-DD' or '' for none. `quickChoices` adds
 * Hoje, Amanhã, Em 3 dias and Em 1 semana above the calendar, counted in the member's zone.
 */
export function DatePicker({
  id,
  value,
  onChange,
  placeholder = 'Escolha uma data',
  clearable = false,
  quickChoices: withQuickChoices = false,
  disabled,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  clearable?: boolean;
  quickChoices?: boolean;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const selected = value ? fromDateOnly(value) : undefined;
  const pick = (day: string) => {
    onChange(day);
    setOpen(false);
  };
  return (
    <div className="flex gap-2">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            disabled={disabled}
            className={cn(fieldClasses, 'flex h-11 items-center gap-2 text-left')}
          >
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            {value ? formatLongDay(value) : <span className="text-slate-600">{placeholder}</span>}
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            // A phone may have room for neither side: the calendar scrolls, its shortcuts first.
            className="z-50 max-h-(--radix-popover-content-available-height) overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
          >
            {withQuickChoices && <QuickChoices onPick={pick} />}
            <DayPicker
              mode="single"
              locale={ptBR}
              weekStartsOn={0}
              selected={selected}
              defaultMonth={selected}
              onSelect={(date) => pick(date ? toDateOnly(date) : '')}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {clearable && value && (
        <button
          type="button"
          onClick={() => onChange('')}
          className="grid size-11 shrink-0 place-items-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100"
          aria-label="Limpar data"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

/** A component, so the member's day is read only while the calendar is open. */
function QuickChoices({ onPick }: { onPick: (day: string) => void }) {
  const today = useMemberDay();
  return (
    <div role="group" aria-label="Atalhos de data" className="grid grid-cols-2 gap-1.5 p-1 pb-2">
      {quickChoices.map(({ label, days }) => (
        <button
          key={label}
          type="button"
          onClick={() => onPick(addDays(today, days))}
          className="h-9 rounded-md border border-slate-300 px-2 text-sm font-medium text-slate-900 hover:bg-slate-100"
        >
          {label}
        </button>
      ))}
    </div>
  );
}
