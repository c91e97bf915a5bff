import { lostReasons, type Customer, type LostReason } from '#shared/customers.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogFrame } from '../components/ui/dialog.tsx';

/** Moving a card to Perdido asks why; closing the dialog cancels the move. */
export function LostReasonDialog({
  customer,
  onChoose,
  onCancel,
}: {
  customer: Pick<Customer, 'nome'>;
  onChoose: (reason: LostReason) => void;
  onCancel: () => void;
}) {
  return (
    <DialogFrame
      onClose={onCancel}
      title="Por que a venda foi perdida?"
      description={`${customer.nome} vai para Perdido. Saber o motivo ajuda a vender melhor da próxima vez.`}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {lostReasons.map((reason) => (
          <Button
            key={reason.id}
            variant="outline"
            justify="start"
            onClick={() => onChoose(reason.id)}
          >
            {reason.label}
          </Button>
        ))}
      </div>
    </DialogFrame>
  );
}
