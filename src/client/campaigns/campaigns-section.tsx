import { ChevronRight, Megaphone, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CampaignSummary } from '#shared/campaigns.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { IconTile } from '../components/ui/icon-tile.tsx';
import { LoadError } from '../components/ui/load-error.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useCampaigns } from './api/get-campaigns.ts';
import { CampaignQueue } from './campaign-queue.tsx';
import { DailyCapForm } from './daily-cap-form.tsx';
import { campaignUrl, sentOf, statusLabels } from './labels.ts';
import { NewCampaignForm } from './new-campaign-form.tsx';

const loadFailed = {
  title: 'Erro ao carregar as campanhas',
  description: 'Não foi possível carregar suas campanhas. Tente novamente.',
};

/** ?section=campanhas: the member's campaigns; with &campanha=<id>, that campaign's queue. */
export default function CampaignsSection() {
  const [params] = useSearchParams();
  const id = params.get('campanha');
  return id ? <CampaignQueue key={id} id={id} /> : <CampaignsHome />;
}

function CampaignsHome() {
  const query = useCampaigns();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (query.error) notify.error(errorToast(query.error, { fallback: loadFailed }));
  }, [query.error]);

  const overview = query.data;
  return (
    <div className="grid max-w-3xl gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Campanhas</h1>
          <p className="mt-1 text-slate-700">
            Uma mensagem para cada cliente, enviada por você no WhatsApp, com pausas que protegem
            seu número.
          </p>
        </div>
        {overview && !creating && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            Nova campanha
          </Button>
        )}
      </div>

      {query.isPending ? (
        <Loading label="Carregando campanhas..." />
      ) : !overview ? (
        <LoadError message={loadFailed.description} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {creating && (
            <NewCampaignForm
              occasions={overview.occasions}
              onCancel={() => setCreating(false)}
              onCreated={(id) => void navigate(campaignUrl(id))}
            />
          )}
          {overview.campaigns.length === 0 ? (
            !creating && <EmptyCampaigns />
          ) : (
            <CampaignList campaigns={overview.campaigns} />
          )}
          <DailyCapForm key={overview.dailyCap} dailyCap={overview.dailyCap} />
        </>
      )}
    </div>
  );
}

function CampaignList({ campaigns }: { campaigns: CampaignSummary[] }) {
  return (
    <section aria-labelledby="campaigns-list" className="grid gap-2">
      <h2 id="campaigns-list" className="text-lg font-semibold text-slate-900">
        Suas campanhas
      </h2>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white shadow-sm">
        {campaigns.map((campaign) => {
          const status = statusLabels[campaign.status];
          return (
            <li key={campaign.id}>
              <Link
                to={campaignUrl(campaign.id)}
                className="flex min-h-14 items-center gap-3 p-4 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-hidden focus-visible:ring-inset"
              >
                <span className="grid min-w-0 flex-1 gap-1">
                  <span className="font-semibold break-words text-slate-900">{campaign.title}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    {sentOf(campaign)}
                    {status && (
                      <Badge variant={campaign.status === 'done' ? 'success' : 'warning'}>
                        {status}
                      </Badge>
                    )}
                  </span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function EmptyCampaigns() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-5 py-10 text-center">
      <IconTile icon={Megaphone} size="lg" />
      <p className="max-w-md text-slate-700">
        Nenhuma campanha ainda. Escolha uma data, como o Natal ou o Dia das Mães, e receba uma
        mensagem pronta para cada cliente. Você envia no seu ritmo, com pausas entre uma e outra.
      </p>
    </div>
  );
}
