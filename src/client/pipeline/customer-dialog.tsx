import { useQuery } from '@tanstack/react-query';
import { customerMessages } from '#shared/messages.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';
import { customerOptions } from './api/get-customer.ts';
import { CustomerForm } from './customer-form.tsx';
import { CustomerHistory } from './customer-history.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { LoadError } from '../components/ui/load-error.tsx';

/**
 * 'Novo Cliente' / 'Editar Cliente' (max width 2xl). Editing reads the whole customer first:
 * the board's cards leave the notes out.
 */
export function CustomerDialog({ id, onClose }: { id?: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent wide>
        <DialogHeader>
          <DialogTitle>{id ? 'Editar Cliente' : 'Novo Cliente'}</DialogTitle>
          <DialogDescription>
            Só o nome é obrigatório; o resto ajuda você a fechar a venda.
          </DialogDescription>
        </DialogHeader>
        {id ? <EditForm id={id} onClose={onClose} /> : <CustomerForm onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ id, onClose }: { id: string; onClose: () => void }) {
  const customer = useQuery(customerOptions(id));
  if (customer.data)
    return (
      <div className="grid gap-6">
        <CustomerForm customer={customer.data} onClose={onClose} />
        <CustomerHistory id={id} />
      </div>
    );
  if (customer.isError)
    return (
      <LoadError
        message={customerMessages.loadError.description}
        onRetry={() => void customer.refetch()}
        inset
      />
    );
  return <Loading label="Carregando cliente..." />;
}
