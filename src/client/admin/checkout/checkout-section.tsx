import { Inbox, PlugZap } from 'lucide-react';
import { useState } from 'react';
import type { DeliveryFilters } from '../api/admin-keys.ts';
import { useAppConfig } from '../../lib/app-config.ts';
import { useEvents } from '../api/get-events.ts';
import { AdminSection, EmptyState } from '../states.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useErrorToast } from '../use-error-toast.ts';
import { DeliveriesList } from './deliveries-list.tsx';
import { DeliveryFiltersBar } from './delivery-filters.tsx';
import { HealthWarnings, PlatformHealthCards } from './platform-health.tsx';

const loadError = {
  title: 'Erro ao carregar o checkout',
  description: 'Não foi possível carregar os eventos do checkout. Tente novamente.',
};

/** ?secao=checkout: is each platform's webhook arriving, and what became of each delivery. */
export default function CheckoutSection() {
  const [filters, setFilters] = useState<DeliveryFilters>({ platform: '', result: '' });
  const events = useEvents(filters);
  const appUrl = useAppConfig().data?.appUrl ?? '';
  useErrorToast(events.error, loadError);
  const filtered = filters.platform !== '' || filters.result !== '';

  return (
    <AdminSection
      id="checkout"
      title="Checkout"
      summary="Os webhooks das plataformas de venda: quando chegou o último evento válido e o que aconteceu com cada um."
    >
      {events.isPending ? (
        <Loading label="Carregando eventos..." />
      ) : events.isError ? (
        <LoadError message={loadError.description} onRetry={() => void events.refetch()} />
      ) : (
        <>
          {events.data.platforms.length === 0 ? (
            <EmptyState icon={PlugZap} title="Nenhuma plataforma de checkout configurada">
              Defina no servidor o segredo da sua plataforma (HOTMART_HOTTOK, KIWIFY_TOKEN,
              EDUZZ_SECRET ou WEBHOOK_SECRET) e cadastre nela a URL{' '}
              <code className="break-all">{`${appUrl}/api/webhooks/NOME`}</code>.
            </EmptyState>
          ) : (
            <>
              <HealthWarnings {...events.data} />
              <PlatformHealthCards {...events.data} />
            </>
          )}

          <h3 className="mt-2 text-base font-semibold text-slate-900">Últimos eventos</h3>
          <DeliveryFiltersBar filters={filters} onChange={setFilters} />
          {events.data.events.length === 0 ? (
            <EmptyState icon={Inbox} title="Nenhum evento encontrado">
              {filtered
                ? 'Nenhum evento com esses filtros: escolha "Todas" ou "Todos" para ver os demais.'
                : 'Assim que uma plataforma enviar um evento para o webhook, ele aparece aqui.'}
            </EmptyState>
          ) : (
            <DeliveriesList events={events.data.events} />
          )}
        </>
      )}
    </AdminSection>
  );
}
