import type { CustomerCard } from '#shared/board.ts';
import { phases, type Phase } from '#shared/customers.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogFrame } from '../components/ui/dialog.tsx';

/** "Mover para…": the other five phases, for a move without dragging. */
export function MoveDialog({
  customer,
  onChoose,
  onCancel,
}: {
  customer: CustomerCard;
  onChoose: (fase: Phase) => void;
  onCancel: () => void;
}) {
  return (
    <DialogFrame
      onClose={onCancel}
      title={`Mover ${customer.nome} para…`}
      description="Escolha a nova fase. Você pode desfazer logo depois."
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {phases
          .filter((p) => p.id !== customer.fase)
          .map((p) => (
            <Button key={p.id} variant="outline" justify="start" onClick={() => onChoose(p.id)}>
              {p.label}
            </Button>
          ))}
      </div>
    </DialogFrame>
  );
}
