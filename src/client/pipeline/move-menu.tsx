import { DropdownMenu } from 'radix-ui';
import { ArrowRightLeft } from 'lucide-react';
import type { CustomerCard } from '#shared/board.ts';
import { phases, type Phase } from '#shared/customers.ts';
import { Button } from '../components/ui/button.tsx';

const itemClasses =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm text-slate-900 outline-hidden select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** "Mover para…": the other five phases, for a move without dragging. */
export function MoveMenu({
  customer,
  onMove,
}: {
  customer: CustomerCard;
  onMove: (customer: CustomerCard, fase: Phase) => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="@max-[14rem]:size-8 @max-[14rem]:px-0"
          aria-label={`Mover ${customer.nome} para…`}
          title="Mover para…"
        >
          {/* A narrow desktop column leaves the icon only; the label stays for screen readers. */}
          <ArrowRightLeft aria-hidden />
          <span className="hidden @min-[14rem]:inline">Mover para…</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-medium text-slate-600">
            Mover para
          </DropdownMenu.Label>
          {phases
            .filter((p) => p.id !== customer.fase)
            .map((p) => (
              <DropdownMenu.Item
                key={p.id}
                className={itemClasses}
                onSelect={() => onMove(customer, p.id)}
              >
                {p.label}
              </DropdownMenu.Item>
            ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
