import { BarChart3 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useUsage } from '../api/get-usage.ts';
import { AdminSection, EmptyState } from '../states.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useErrorToast } from '../use-error-toast.ts';
import { PeriodPicker } from '../../components/ui/toggle-group.tsx';
import { usagePeriods, type UsageDays } from './period-picker.tsx';
import { megabytes, StorageMembers } from './storage-members.tsx';
import { TopMembers } from './top-members.tsx';
import { UsageChart } from './usage-chart.tsx';
import { usageCharts } from './usage-charts.ts';
import { MAX_MESSAGE_BYTES_PER_MEMBER, MAX_MESSAGES_PER_MEMBER } from '#shared/conversations.ts';
import { groupDigits } from '#shared/money.ts';

const loadError = {
  title: 'Erro ao carregar o uso',
  description: 'Não foi possível carregar os números de uso. Tente novamente.',
};

/** ?secao=uso: members active per day, scripts and objections per day, and the top members. */
export default function UsageSection() {
  const [days, setDays] = useState<UsageDays>(30);
  const usage = useUsage(days);
  useErrorToast(usage.error, loadError);
  const charts = useMemo(() => usage.data && usageCharts(usage.data, days), [usage.data, days]);

  return (
    <AdminSection
      id="usage"
      title="Uso"
      summary="Quantos membros entraram e quanto usaram a IA."
      actions={<PeriodPicker options={usagePeriods} value={days} onChange={setDays} />}
    >
      {usage.isPending ? (
        <Loading label="Carregando uso..." />
      ) : usage.isError ? (
        <LoadError message={loadError.description} onRetry={() => void usage.refetch()} />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Total term="Membros ativos no período" value={usage.data.totals.activeMembers} />
            <Total term="Scripts gerados" value={usage.data.totals.scripts} />
            <Total term="Objeções respondidas" value={usage.data.totals.objections} />
          </dl>
          {charts && (
            <div className="grid gap-4 lg:grid-cols-2">
              <UsageChart
                title="Membros ativos por dia"
                summary={charts.activitySummary}
                spec={charts.activity}
              />
              <UsageChart
                title="Scripts e objeções por dia"
                summary={charts.aiSummary}
                spec={charts.ai}
              />
            </div>
          )}
          <h3 className="mt-2 text-base font-semibold text-slate-900">Quem mais usou</h3>
          {usage.data.top.length === 0 ? (
            <EmptyState icon={BarChart3} title="Ninguém usou a IA neste período">
              Quando os membros gerarem scripts ou responderem objeções, eles aparecem aqui.
              Experimente um período maior.
            </EmptyState>
          ) : (
            <TopMembers top={usage.data.top} />
          )}
          <h3 className="mt-2 text-base font-semibold text-slate-900">Conversas guardadas</h3>
          <p className="text-sm text-slate-700">
            Hoje, em todas as contas. Cada membro guarda até {groupDigits(MAX_MESSAGES_PER_MEMBER)}{' '}
            mensagens ou {megabytes(MAX_MESSAGE_BYTES_PER_MEMBER)} de texto.
          </p>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Total term="Mensagens guardadas" value={usage.data.storage.messages} />
            <Total term="Texto guardado" value={megabytes(usage.data.storage.bytes)} />
          </dl>
          {usage.data.storage.top.length > 0 && <StorageMembers top={usage.data.storage.top} />}
        </>
      )}
    </AdminSection>
  );
}

function Total({ term, value }: { term: string; value: number | string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
        {typeof value === 'number' ? groupDigits(value) : value}
      </dd>
    </div>
  );
}
