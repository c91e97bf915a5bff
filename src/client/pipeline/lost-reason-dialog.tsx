import { lostReasons, type Customer, type LostReason } from '#shared/customers.ts';
import { Button } from '../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';

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
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Por que a venda foi perdida?</DialogTitle>
          <DialogDescription>
            {customer.nome} vai para Perdido. Saber o motivo ajuda a vender melhor da próxima vez.
          </DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
