import type { CustomerCard } from '#shared/board.ts';
import { Button } from '../components/ui/button.tsx';
import { CardIcon } from './card-icons.tsx';

/** "Mover para…" on a card: opens the choice of the other phases (MoveDialog). */
export function MoveButton({
  customer,
  onChoose,
}: {
  customer: CustomerCard;
  onChoose: (customer: CustomerCard) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="@max-[14rem]:size-8 @max-[14rem]:px-0"
      aria-label={`Mover ${customer.nome} para…`}
      title="Mover para…"
      onClick={() => onChoose(customer)}
    >
      <CardIcon name="move" />
      {/* A narrow desktop column leaves the icon only; the label stays for screen readers. */}
      <span className="hidden @min-[14rem]:inline">Mover para…</span>
    </Button>
  );
}
