import { ArrowRight, CalendarCheck, ClipboardPaste } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useToday } from './api/get-today.ts';
import { FollowUpRow } from './follow-up-row.tsx';
import { dueCount, todayToasts } from './labels.ts';
import { LoadError } from '../components/ui/load-error.tsx';
import { useTodayActions } from './use-today-actions.ts';
import { WithoutNextStep } from './without-next-step.tsx';
import { AfterSale } from './after-sale.tsx';
import { Reactivate } from './reactivate.tsx';
import { IconTile } from '../components/ui/icon-tile.tsx';

/**
 * 'Hoje' on /inicio: the customers whose próximo contato is today or overdue, then 'Depois da
 * venda', 'Reativar' and the open customers without one ('Sem próximo passo').
 */
export function TodayPanel({
  className,
  onEditCustomer,
}: {
  className?: string;
  /** Opens the customer's dialog (a row without a phone: add it there). */
  onEditCustomer: (id: string) => void;
}) {
  const query = useToday();
  const { askingId, followUpActions, onStartCadence } = useTodayActions(onEditCustomer);

  useEffect(() => {
    if (query.error) notify.error(errorToast(query.error, { fallback: todayToasts.loadFailed }));
  }, [query.error]);

  const followUps = query.data?.followUps;
  return (
    <div className={className}>
      <section aria-labelledby="today-title">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 id="today-title" className="text-lg font-semibold text-slate-900">
            Hoje
          </h2>
          {followUps && followUps.length > 0 && (
            <p className="text-sm text-slate-600">{dueCount(followUps.length)}</p>
          )}
          {/* A customer who just wrote: their words in, a reply out. */}
          <Link
            to="/compartilhar"
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'ml-auto' })}
          >
            <ClipboardPaste aria-hidden /> Colar conversa
          </Link>
        </div>
        <div className="mt-3 rounded-lg border border-slate-200 bg-white shadow-sm">
          {query.isPending ? (
            <TodaySkeleton />
          ) : query.isError ? (
            <LoadError
              message="Não foi possível carregar os clientes de hoje."
              onRetry={() => void query.refetch()}
              inset
            />
          ) : followUps && followUps.length > 0 ? (
            <ul className="divide-y divide-slate-200">
              {followUps.map((followUp) => (
                <FollowUpRow
                  key={followUp.id}
                  followUp={followUp}
                  asking={askingId === followUp.id}
                  actions={followUpActions}
                />
              ))}
            </ul>
          ) : (
            <TodayEmpty />
          )}
        </div>
      </section>
      {query.data?.afterSale && (
        <AfterSale steps={query.data.afterSale} onEditCustomer={onEditCustomer} />
      )}
      {query.data?.reactivate && (
        <Reactivate rows={query.data.reactivate} onEditCustomer={onEditCustomer} />
      )}
      {query.data && <WithoutNextStep page={query.data.withoutNextStep} onStart={onStartCadence} />}
    </div>
  );
}

function TodayEmpty() {
  return (
    <div className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center">
      <IconTile icon={CalendarCheck} />
      <div className="grid gap-1">
        <p className="font-medium text-slate-900">Nenhum cliente para retomar hoje.</p>
        <p className="text-sm text-slate-700">
          Cadastre seus clientes em Minhas Vendas e marque a data de “Próximo contato”: no dia, eles
          aparecem aqui com a mensagem certa para enviar.
        </p>
      </div>
      <Link
        to="/dashboard?section=vendas"
        className={buttonVariants({ variant: 'outline', className: 'sm:ml-auto' })}
      >
        Ir para Minhas Vendas
        <ArrowRight aria-hidden />
      </Link>
    </div>
  );
}

function TodaySkeleton() {
  return (
    <div className="divide-y divide-slate-200">
      <Spinner label="Carregando clientes de hoje..." className="sr-only" />
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden className="grid gap-2 p-4">
          <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
          <div className="h-3 w-1/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}
