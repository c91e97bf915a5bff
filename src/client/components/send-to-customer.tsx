import { Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { firstName } from '#shared/first-name.ts';
import { fillName } from '#shared/script-format.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';
import { useRecordMessage } from '../customers/api/record-message.ts';
import { CustomerSearch, useCustomerFinder } from './customer-search.tsx';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogHeading, DialogTrigger } from './ui/dialog.tsx';

/**
 * 'Enviar no WhatsApp', under any message the AI wrote: pick a customer of the pipeline; the chat opens with the message
 * prefilled and {nome} replaced by the customer's first name.
 */
export function SendToCustomer({ message }: { message: string }) {
  const [open, setOpen] = useState(false);
  const finder = useCustomerFinder();
  const recordMessage = useRecordMessage();
  const reachable = (finder.customers.data ?? []).filter((c) => c.whatsapp);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost-brand" size="sm">
          <Send aria-hidden /> Enviar no WhatsApp
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title="Enviar para qual cliente?"
          description="A conversa abre no WhatsApp com a mensagem pronta e o nome do cliente."
        />
        <CustomerSearch finder={finder} placeholder="Buscar cliente">
          {reachable.length === 0 ? (
            <p className="text-slate-700">
              Nenhum cliente com telefone encontrado.{' '}
              <Link to="/dashboard?section=vendas" className="font-medium text-brand-700 underline">
                Cadastre clientes em Minhas Vendas
              </Link>
              .
            </p>
          ) : (
            <ul className="grid max-h-72 gap-1 overflow-y-auto">
              {reachable.map((customer) => (
                <li key={customer.id}>
                  <a
                    className="flex min-h-11 items-center justify-between gap-2 rounded-md px-3 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-hidden"
                    href={whatsAppLink(
                      customer.whatsapp!,
                      fillName(message, firstName(customer.nome)),
                    )}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => {
                      setOpen(false);
                      // Kept in the customer's history; a failure to record does not stop the send.
                      recordMessage.mutate({ id: customer.id, stage: null });
                    }}
                  >
                    <span className="font-medium">{customer.nome}</span>
                    <span className="text-sm text-slate-600">{customer.telefone}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </CustomerSearch>
        {/* Never a dead end: the customer may not be on the board yet. */}
        <a
          className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          href={whatsAppLink('', fillName(message, ''))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setOpen(false)}
        >
          <Send className="size-4" aria-hidden /> Abrir o WhatsApp e escolher o contato lá
        </a>
      </DialogContent>
    </Dialog>
  );
}
