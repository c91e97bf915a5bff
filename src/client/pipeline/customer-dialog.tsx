import { useQuery } from '@tanstack/react-query';
import { customerMessages } from '#shared/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogFrame } from '../components/ui/dialog.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { customerOptions } from './api/get-customer.ts';
import { CustomerForm } from './customer-form.tsx';
import { CustomerHistory } from './customer-history.tsx';

/**
 * 'Novo Cliente' / 'Editar Cliente' (max width 2xl). Editing reads the whole customer first:
 * the board's cards leave the notes out.
 */
export function CustomerDialog({ id, onClose }: { id?: string; onClose: () => void }) {
  return (
    <DialogFrame
      wide
      onClose={onClose}
      title={id ? 'Editar Cliente' : 'Novo Cliente'}
      description="Só o nome é obrigatório; o resto ajuda você a fechar a venda."
    >
      {id ? <EditForm id={id} onClose={onClose} /> : <CustomerForm onClose={onClose} />}
    </DialogFrame>
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
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <p className="text-slate-700">{customerMessages.loadError.description}</p>
        <Button variant="outline" onClick={() => void customer.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  return (
    <div className="grid place-items-center py-12">
      <Spinner label="Carregando cliente..." />
    </div>
  );
}
