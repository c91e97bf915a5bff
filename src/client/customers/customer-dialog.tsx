import { useQuery } from '@tanstack/react-query';
import { customerMessages } from '#shared/messages.ts';
import { DialogFrame } from '../components/ui/dialog.tsx';
import { customerOptions } from './api/get-customer.ts';
import { CustomerForm } from './customer-form.tsx';
import { CustomerConversation } from './customer-conversation.tsx';
import { CustomerHistory } from './customer-history.tsx';
import { AwaitingPaymentMark, PixCharge } from '../pix/pix-charge.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { OptedOutNotice } from './opted-out-notice.tsx';
import { LoadError } from '../components/ui/load-error.tsx';

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
        <OptedOutNotice customer={customer.data} />
        <AwaitingPaymentMark customer={customer.data} />
        {/* A Pix charge moves the customer: the form starts again from the row it left. */}
        <CustomerForm
          key={`${customer.data.fase}:${customer.data.valor}:${customer.data.proximo_contato}`}
          customer={customer.data}
          onClose={onClose}
        />
        <PixCharge customer={customer.data} />
        <CustomerConversation customer={customer.data} />
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
