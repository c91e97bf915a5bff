import { ArrowRight, BarChart3 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ResultPeriod, Results } from '#shared/results.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { useResults } from './api/get-results.ts';
import { Charts } from './charts.tsx';
import { Figures } from './figures.tsx';
import { LostReasons } from './lost-reasons.tsx';
import { PixFigures } from '../pix/pix-figures.tsx';
import { CampaignFigures } from './campaign-figures.tsx';
import { NextStepShare } from './next-step-share.tsx';
import { PeriodPicker } from '../components/ui/toggle-group.tsx';
import { periodLabels, resultPeriodOptions } from './period-picker.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { LoadError } from '../components/ui/load-error.tsx';
import { IconTile } from '../components/ui/icon-tile.tsx';

const loadFailed = {
  title: 'Erro ao carregar os resultados',
  description: 'Não foi possível carregar seus números. Tente novamente.',
};

const hasCustomers = (results: Results) => results.funnel.some((f) => f.count > 0);

/** ?section=resultados: how the member's sales go, as figures and charts. */
export default function ResultsSection() {
  const [period, setPeriod] = useState<ResultPeriod>('month');
  const query = useResults(period);

  useEffect(() => {
    if (query.error) notify.error(errorToast(query.error, { fallback: loadFailed }));
  }, [query.error]);

  const results = query.data;
  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Resultados</h1>
          <p className="mt-1 text-slate-700">
            Quanto você vendeu, quanto fecha e por que perde negócios.
          </p>
        </div>
        {results && hasCustomers(results) && (
          <PeriodPicker options={resultPeriodOptions} value={period} onChange={setPeriod} />
        )}
      </div>

      {query.isPending ? (
        <Loading label="Carregando resultados..." />
      ) : !results ? (
        <LoadError message={loadFailed.description} onRetry={() => void query.refetch()} />
      ) : !hasCustomers(results) ? (
        <EmptyResults />
      ) : (
        <div className="grid gap-5" aria-busy={query.isPlaceholderData || undefined}>
          <Figures results={results} period={period} />
          <NextStepShare share={results.nextStepShare} />
          <Charts results={results} />
          <LostReasons results={results} phrase={periodLabels[period].phrase} />
          <PixFigures results={results} phrase={periodLabels[period].phrase} />
          <CampaignFigures results={results} phrase={periodLabels[period].phrase} />
        </div>
      )}
    </div>
  );
}

function EmptyResults() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-5 py-12 text-center">
      <IconTile icon={BarChart3} size="lg" />
      <h2 className="text-lg font-semibold text-slate-900">Ainda não há resultados</h2>
      <p className="max-w-md text-slate-700">
        Cadastre seus clientes em Minhas Vendas e mova cada um pelas fases até Fechado ou Perdido.
        Aqui você verá seu funil, quanto fechou no mês, sua taxa de fechamento e os motivos de
        perda.
      </p>
      <Link to="/dashboard?section=vendas" className={buttonVariants()}>
        Ir para Minhas Vendas
        <ArrowRight aria-hidden />
      </Link>
    </div>
  );
}
