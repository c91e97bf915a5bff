import {
  ArrowLeft,
  CalendarClock,
  ChevronDown,
  MessageCircle,
  PauseCircle,
  Play,
  ShieldCheck,
  SkipForward,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  campaignRules,
  guardrailLines,
  type CampaignDetail,
  type CampaignRecipient,
} from '#shared/campaigns.ts';
import { firstName } from '#shared/first-name.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { LoadError } from '../components/ui/load-error.tsx';
import { Loading } from '../components/ui/loading.tsx';
import { ApiError } from '../lib/api.ts';
import { errorToast } from '../lib/error-toast.ts';
import { formatShortDate, formatTime, useMemberDay, useTimeZone } from '../lib/format.ts';
import { notify } from '../lib/notify.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';
import { useQueueAction, type QueueAction } from './api/campaign-actions.ts';
import { useCampaign } from './api/get-campaigns.ts';
import {
  CAMPAIGNS_URL,
  countdown,
  failureText,
  plannedDayLabel,
  secondsLeft,
  sentOf,
  statusLabels,
} from './labels.ts';
import { useNow } from './use-now.ts';

const loadFailed = {
  title: 'Erro ao carregar a campanha',
  description: 'Não foi possível carregar esta campanha. Tente novamente.',
};

const actionFailed = {
  title: 'Não foi possível salvar',
  description: 'Não foi possível falar com o servidor. Tente novamente.',
};

/** An unknown campaign, or an address whose id is not one (400). */
const notFound = (err: unknown) =>
  err instanceof ApiError && (err.status === 404 || err.status === 400);

/** ?section=campanhas&campanha=<id>: the campaign's queue, one customer at a time. */
export function CampaignQueue({ id }: { id: string }) {
  const query = useCampaign(id);

  useEffect(() => {
    if (query.error && !notFound(query.error))
      notify.error(errorToast(query.error, { fallback: loadFailed }));
  }, [query.error]);

  const detail = query.data;
  return (
    <div className="grid max-w-3xl gap-5">
      <div>
        <Link
          to={CAMPAIGNS_URL}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Campanhas
        </Link>
        <h1 className="text-2xl font-bold break-words text-slate-900">
          {detail?.title ?? 'Campanha'}
        </h1>
        {detail && <Summary detail={detail} />}
      </div>

      {query.isPending ? (
        <Loading label="Carregando campanha..." />
      ) : !detail ? (
        notFound(query.error) ? (
          <p className="rounded-lg border border-slate-200 bg-white p-5 text-slate-700">
            Esta campanha não foi encontrada. Volte para Campanhas e escolha outra.
          </p>
        ) : (
          <LoadError message={loadFailed.description} onRetry={() => void query.refetch()} />
        )
      ) : (
        <Queue
          detail={detail}
          // The countdown's end on this phone's clock: the seconds left when the answer came.
          deadline={detail.waitSeconds > 0 ? query.dataUpdatedAt + detail.waitSeconds * 1000 : null}
        />
      )}
    </div>
  );
}

/** '12 de 24 enviadas', the status, what the offer is. */
function Summary({ detail }: { detail: CampaignDetail }) {
  const status = statusLabels[detail.status];
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
      <span>{sentOf(detail)}</span>
      {status && <Badge variant={detail.status === 'done' ? 'success' : 'warning'}>{status}</Badge>}
      {detail.productName && <span className="break-words">{detail.productName}</span>}
    </div>
  );
}

function Queue({ detail, deadline }: { detail: CampaignDetail; deadline: number | null }) {
  const act = useQueueAction(detail.id);
  const [problem, setProblem] = useState<string | null>(null);
  const run: Run = (action, after) => {
    if (act.isPending) return;
    setProblem(null);
    act.mutate(action, {
      onSuccess: () => after?.saved?.(),
      onError: (err) => {
        after?.refused?.();
        setProblem(failureText(err, actionFailed));
      },
    });
  };
  const sentToday = Math.max(0, detail.dailyCap - detail.leftToday);

  return (
    <>
      <Card className="grid gap-4 p-5" aria-busy={act.isPending || undefined}>
        <NowPanel detail={detail} deadline={deadline} busy={act.isPending} run={run} />
        {problem && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
      </Card>

      <div className="grid gap-1 text-sm text-slate-700">
        <p>
          Hoje: {sentToday} de {detail.dailyCap} envios
        </p>
        <p>
          Respostas: {detail.replied} · Vendas: {detail.sold} (em até {campaignRules.creditDays}{' '}
          dias)
        </p>
      </div>

      <Guardrails dailyCap={detail.dailyCap} />
      <Recipients recipients={detail.recipients} />
    </>
  );
}

/** Saves one of the queue's actions; `after` hears whether the server took it. */
type Run = (action: QueueAction, after?: { saved?: () => void; refused?: () => void }) => void;

/** What can be done now: send to the next customer, or why not. */
function NowPanel({
  detail,
  deadline,
  busy,
  run,
}: {
  detail: CampaignDetail;
  deadline: number | null;
  busy: boolean;
  run: Run;
}) {
  const queued = detail.recipients.filter((r) => r.status === 'queued');

  if (detail.status === 'paused')
    return (
      <div className="grid gap-3">
        <Notice icon={PauseCircle}>
          {detail.pausedBecause ??
            `A campanha pausou sozinha: ${campaignRules.optOutsToPause} clientes pediram para não receber mais mensagens.`}
        </Notice>
        <Button
          className="w-full sm:w-fit"
          disabled={busy}
          onClick={() => run({ action: 'resume' })}
        >
          <Play aria-hidden />
          Continuar a campanha
        </Button>
      </div>
    );
  if (detail.status === 'done' || queued.length === 0)
    return (
      <Notice icon={ShieldCheck}>
        Campanha concluída: não falta ninguém para receber a mensagem.
      </Notice>
    );
  if (detail.pausedBecause) return <Notice icon={CalendarClock}>{detail.pausedBecause}</Notice>;
  if (!detail.next)
    return <Notice icon={CalendarClock}>Nenhum envio agora. Volte daqui a pouco.</Notice>;
  return <NextSend detail={detail} next={detail.next} deadline={deadline} busy={busy} run={run} />;
}

/** The next customer: the progress, the countdown, the message and the two buttons. */
function NextSend({
  detail,
  next,
  deadline,
  busy,
  run,
}: {
  detail: CampaignDetail;
  next: CampaignRecipient;
  deadline: number | null;
  busy: boolean;
  run: Run;
}) {
  const now = useNow(deadline !== null);
  // Before the first tick (the server's render) a countdown is not known: the button waits.
  const left = now === null ? (deadline ? null : 0) : secondsLeft(deadline, now);
  const waiting = left === null || left > 0;
  const name = firstName(next.nome) || next.nome;
  const total = detail.total;
  const when =
    left === null ? '' : left > 0 ? ` · próximo em ${countdown(left)}` : ' · pode enviar agora';

  function send() {
    if (waiting || busy || !next.whatsapp) return;
    const link = whatsAppLink(next.whatsapp, next.message);
    // The tab opens within the tap (a browser blocks it later), but WhatsApp only once the
    // server took the send: a stale queue, another tab or the day's cap may refuse it.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    run(
      { action: 'send', customerId: next.customerId },
      {
        saved: () => (tab ? tab.location.replace(link) : window.open(link, '_blank', 'noopener')),
        refused: () => tab?.close(),
      },
    );
  }

  return (
    <div className="grid gap-3">
      <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
        Enviar {detail.sent + 1} de {total} — {name}
        <span className="font-normal text-slate-700 tabular-nums">{when}</span>
      </p>
      <div className="grid gap-1.5">
        <p className="text-sm font-medium text-slate-900">
          Mensagem para {next.nome}
          {next.source === 'ai' && (
            <span className="font-normal text-slate-600"> · escrita pela IA</span>
          )}
        </p>
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
          {next.message}
        </p>
      </div>
      {!next.whatsapp && (
        <p className="text-sm text-amber-900">
          {next.nome} está sem WhatsApp válido: pule para o próximo.
        </p>
      )}
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button
          size="lg-wrap"
          disabled={waiting || busy || !next.whatsapp}
          onClick={send}
          className="tabular-nums"
        >
          <MessageCircle aria-hidden />
          Enviar para {name}
          {left !== null && left > 0 && ` (${countdown(left)})`}
        </Button>
        <Button
          variant="outline"
          size="lg-wrap"
          disabled={busy}
          onClick={() => run({ action: 'skip', customerId: next.customerId })}
        >
          <SkipForward aria-hidden />
          Pular
        </Button>
      </div>
    </div>
  );
}

function Notice({ icon: Icon, children }: { icon: typeof PauseCircle; children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      <p className="min-w-0">{children}</p>
    </div>
  );
}

/** 'Como protegemos seu número': the guardrails, closed until asked for. */
function Guardrails({ dailyCap }: { dailyCap: number }) {
  return (
    <details className="group rounded-lg border border-slate-200 bg-white px-4">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-3 text-sm font-medium text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-hidden [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden />
          Como protegemos seu número
        </span>
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="grid list-disc gap-1.5 pb-4 pl-5 text-sm text-slate-700">
        {guardrailLines(dailyCap).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

const groups: Array<{ status: CampaignRecipient['status']; title: string }> = [
  { status: 'queued', title: 'Próximas' },
  { status: 'sent', title: 'Enviadas' },
  { status: 'skipped', title: 'Puladas' },
  { status: 'left_out', title: 'Fora desta campanha' },
];

/** The campaign's customers by where they stand. */
function Recipients({ recipients }: { recipients: CampaignRecipient[] }) {
  const today = useMemberDay();
  const zone = useTimeZone();
  const detailOf = (r: CampaignRecipient): string | null => {
    if (r.status === 'queued') return plannedDayLabel(r.plannedDay, today);
    if (r.status === 'sent' && r.sentAt) {
      const at = new Date(r.sentAt);
      return `${formatShortDate(at, zone)}, ${formatTime(at, zone)}`;
    }
    if (r.status === 'left_out') return r.reason;
    return null;
  };
  return (
    <div className="grid gap-4">
      {groups.map(({ status, title }) => {
        const rows = recipients.filter((r) => r.status === status);
        if (rows.length === 0) return null;
        const headingId = `campaign-${status}`;
        return (
          <section key={status} aria-labelledby={headingId} className="grid gap-2">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {title} ({rows.length})
            </h2>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
              {rows.map((r) => {
                const detail = detailOf(r);
                return (
                  <li
                    key={r.customerId}
                    className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3"
                  >
                    <span className="font-medium break-words text-slate-900">{r.nome}</span>
                    {detail && (
                      <span className="text-slate-600 [overflow-wrap:anywhere] sm:text-right">
                        {detail}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
