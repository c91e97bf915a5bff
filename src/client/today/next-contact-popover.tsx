import { Popover } from 'radix-ui';
import { lazy, Suspense, useId } from 'react';
import { Button } from '../components/ui/button.tsx';
import { focusTrigger, type OverlayControl } from '../components/ui/lazy-overlay.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { dayChoices } from '../lib/day-choices.ts';
import { addDays, dayAsUtc, useMemberDay, zonedFormat } from '../lib/format.ts';

const dayMonth = zonedFormat({ weekday: 'short', day: '2-digit', month: '2-digit' });
/** A calendar day: 'qua., 25/11' */
const formatDayMonth = (day: string) => dayMonth('UTC').format(dayAsUtc(day));

// The calendar loads with the menu's first opening, apart: its code is the largest part.
const DatePicker = lazy(async () => ({
  default: (await import('../components/ui/date-picker.tsx')).DatePicker,
}));

/**
 * The 'Próximo contato' popover: amanhã, em 3 dias, em 1 semana or a date from the calendar
 * (its code loads when the menu first opens).
 */
export default function NextContactPopover({
  nome,
  onPick,
  onClose,
  trigger,
}: {
  nome: string;
  /** Either a number of days from today or a 'YYYY-MM-DD' picked on the calendar. */
  onPick: (when: { days: number } | { date: string }) => void;
} & OverlayControl) {
  const titleId = useId();
  const dateId = useId();
  const pick = (when: { days: number } | { date: string }) => {
    onClose();
    onPick(when);
  };

  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          onCloseAutoFocus={focusTrigger(trigger)}
          // A tap on the trigger closes (the trigger toggles): not a tap outside.
          onInteractOutside={(event) => {
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-40 grid w-72 gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <p id={titleId} className="text-sm font-semibold text-slate-900">
            Próximo contato com {nome}
          </p>
          <QuickPicks titleId={titleId} onPick={(days) => pick({ days })} />
          <label htmlFor={dateId} className="mt-1 text-sm text-slate-700">
            Ou escolha uma data
          </label>
          <Suspense fallback={<Spinner label="Carregando calendário..." className="h-11" />}>
            <DatePicker id={dateId} value="" onChange={(date) => date && pick({ date })} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** 'Amanhã qui., 26/11' and the rest: a component, so the dates are written only when open. */
function QuickPicks({ titleId, onPick }: { titleId: string; onPick: (days: number) => void }) {
  const today = useMemberDay();
  return (
    <div role="group" aria-labelledby={titleId} className="grid gap-1.5">
      {dayChoices.map(({ label, days }) => (
        <Button key={days} variant="secondary" justify="between" onClick={() => onPick(days)}>
          {label}
          <span className="font-normal text-slate-700">{formatDayMonth(addDays(today, days))}</span>
        </Button>
      ))}
    </div>
  );
}
