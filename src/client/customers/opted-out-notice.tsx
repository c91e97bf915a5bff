import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import type { Customer } from '#shared/customers.ts';
import { Button } from '../components/ui/button.tsx';
import { api } from '../lib/api.ts';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { refreshCustomers } from './api/refresh.ts';

/**
 * A customer who asked for no more messages: said at the top of their dialog, with the way back
 * — which the server allows only once they have written again.
 */
export function OptedOutNotice({ customer }: { customer: Customer }) {
  const queryClient = useQueryClient();
  const allow = useMutation({
    mutationFn: () =>
      api<unknown>(`/api/customers/${customer.id}/allow-messages`, { method: 'POST' }),
    onSuccess: () =>
      notify.success({
        title: 'Mensagens liberadas',
        description: `${customer.nome} volta a aparecer em Depois da venda.`,
      }),
    onError: (err) =>
      notify.error(
        errorToast(err, {
          fallback: {
            title: 'Não foi possível liberar',
            description: 'Tente novamente em instantes.',
          },
        }),
      ),
    onSettled: () => refreshCustomers(queryClient, { id: customer.id }),
  });
  if (!customer.sem_campanhas) return null;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center">
      <BellOff aria-hidden className="size-5 shrink-0" />
      <p className="min-w-0">
        <strong className="font-semibold">Não enviar campanhas.</strong> {customer.nome} pediu para
        não receber mais mensagens: o FechaZap não sugere agradecimentos, lembretes de recompra nem
        campanhas para esse cliente.
      </p>
      <Button
        variant="outline"
        size="sm"
        className="sm:ml-auto"
        disabled={allow.isPending}
        onClick={() => allow.mutate()}
      >
        Voltar a enviar
      </Button>
    </div>
  );
}
