import {
  CalendarClock,
  Check,
  Copy,
  MessageCircle,
  NotebookPen,
  Pencil,
  Phone,
  UserX,
  X,
} from 'lucide-react';
import { formatBRL } from '#shared/money.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { lazyOverlay } from '../components/ui/lazy-overlay.tsx';
import { copyText } from '../lib/clipboard.ts';
import { notify } from '../lib/notify.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';
import { MessagePreview } from './message-preview.tsx';
import type { DueFollowUp } from '#shared/today.ts';
import { attemptLabel, lateness, phaseLabel } from './labels.ts';

// A dialog and a popover per row: their code loads when the member first opens one.
const EditMessage = lazyOverlay(() => import('./send-message-dialog.tsx'));
const NextContact = lazyOverlay(() => import('./next-contact-popover.tsx'));

export type NextContactPick = { days: number } | { date: string };

export interface FollowUpActions {
  /** WhatsApp opened with this text: the row asks "Enviou a mensagem?" on the member's return. */
  onOpened: (followUp: DueFollowUp, text: string) => void;
  onAnswer: (followUp: DueFollowUp, sent: boolean) => void;
  onNextContact: (followUp: DueFollowUp, when: NextContactPick) => void;
  onMarkLost: (followUp: DueFollowUp) => void;
  /** A row without a number WhatsApp can open: the customer's dialog, to add or fix it. */
  onAddPhone: (followUp: DueFollowUp) => void;
}

/**
 * One customer to talk to today: who, where they stand, how late, and the actions. The first
 * tap opens WhatsApp with the follow-up; nothing is recorded until the member says it was sent.
 */
export function FollowUpRow({
  followUp,
  asking,
  actions,
}: {
  followUp: DueFollowUp;
  /** The member came back from WhatsApp: "Enviou a mensagem?" */
  asking: boolean;
  actions: FollowUpActions;
}) {
  const late = followUp.daysLate > 0;
  return (
    <li
      data-testid={`follow-up-${followUp.id}`}
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h3 className="font-semibold break-words text-slate-900">{followUp.nome}</h3>
        <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
          <Badge variant="secondary">{phaseLabel(followUp.fase)}</Badge>
          {followUp.awaitingPayment && <Badge variant="warning">Aguardando pagamento</Badge>}
          <Badge variant={late ? 'destructive' : 'warning'}>{lateness(followUp.daysLate)}</Badge>
          <span className="text-slate-600">{attemptLabel(followUp)}</span>
          {followUp.valor !== null && (
            <span className="font-medium text-slate-900">{formatBRL(Number(followUp.valor))}</span>
          )}
          {!followUp.telefone && <span className="text-slate-600">Sem telefone</span>}
        </div>
        {followUp.ultima_nota && (
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
            <NotebookPen aria-hidden className="size-3.5 shrink-0" />
            <span className="sr-only">Última anotação: </span>
            <span className="min-w-0 truncate" title={followUp.ultima_nota}>
              {followUp.ultima_nota}
            </span>
          </p>
        )}
        {followUp.owedQuestion && (
          <p className="mt-2 rounded-md bg-amber-50 px-2 py-1.5 text-sm text-amber-900 [overflow-wrap:anywhere]">
            Você ficou de responder: “{followUp.owedQuestion}”
            {/[.!?…]$/.test(followUp.owedQuestion) ? '' : '.'} Escreva a resposta em “Editar
            mensagem”: o FechaZap usa nas próximas vezes.
          </p>
        )}
        <MessagePreview text={followUp.message} />
      </div>
      {asking ? (
        <SentQuestion followUp={followUp} onAnswer={(sent) => actions.onAnswer(followUp, sent)} />
      ) : (
        <div className="grid gap-2 sm:flex sm:shrink-0 sm:flex-wrap sm:justify-end">
          {followUp.whatsapp ? (
            <OpenWhatsApp followUp={followUp} onOpened={actions.onOpened} />
          ) : (
            <WithoutNumber followUp={followUp} actions={actions} />
          )}
          <EditMessage followUp={followUp} onOpened={(text) => actions.onOpened(followUp, text)}>
            <Button variant="outline" aria-label={`Editar mensagem para ${followUp.nome}`}>
              <Pencil aria-hidden />
              Editar mensagem
            </Button>
          </EditMessage>
          <NextContact
            nome={followUp.nome}
            onPick={(when) => actions.onNextContact(followUp, when)}
          >
            <Button variant="outline" aria-label={`Próximo contato de ${followUp.nome}`}>
              <CalendarClock aria-hidden />
              Próximo contato
            </Button>
          </NextContact>
          {followUp.suggestLost && (
            <Button variant="outline" onClick={() => actions.onMarkLost(followUp)}>
              <UserX aria-hidden />
              Marcar como Perdido (sem resposta)
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** The first tap: a wa.me link with the number and the follow-up. */
function OpenWhatsApp({
  followUp,
  onOpened,
}: {
  followUp: DueFollowUp;
  onOpened: FollowUpActions['onOpened'];
}) {
  return (
    <a
      href={whatsAppLink(followUp.whatsapp ?? '', followUp.message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Enviar no WhatsApp para ${followUp.nome}`}
      className={buttonVariants()}
      onClick={() => onOpened(followUp, followUp.message)}
    >
      <MessageCircle aria-hidden />
      Enviar no WhatsApp
    </a>
  );
}

/**
 * No number WhatsApp can open: adding (or fixing) the phone comes first; meanwhile the message
 * can be copied and sent by hand, and on return the row asks whether it went.
 */
function WithoutNumber({ followUp, actions }: { followUp: DueFollowUp; actions: FollowUpActions }) {
  const hasPhone = Boolean(followUp.telefone?.trim());
  const copy = () =>
    copyText(followUp.message).then(
      () => {
        notify.success({
          title: 'Mensagem copiada',
          description: `Cole no WhatsApp de ${followUp.nome}.`,
        });
        actions.onOpened(followUp, followUp.message);
      },
      () =>
        notify.error({
          title: 'Não foi possível copiar',
          description: 'Abra “Editar mensagem” e copie o texto.',
        }),
    );
  return (
    <>
      <Button
        onClick={() => actions.onAddPhone(followUp)}
        aria-label={`${hasPhone ? 'Corrigir' : 'Adicionar'} telefone de ${followUp.nome}`}
      >
        <Phone aria-hidden />
        {hasPhone ? 'Corrigir telefone' : 'Adicionar telefone'}
      </Button>
      <Button
        variant="outline"
        onClick={() => void copy()}
        aria-label={`Copiar mensagem para ${followUp.nome}`}
      >
        <Copy aria-hidden />
        Copiar mensagem
      </Button>
    </>
  );
}

function SentQuestion({
  followUp,
  onAnswer,
}: {
  followUp: DueFollowUp;
  onAnswer: (sent: boolean) => void;
}) {
  const questionId = `sent-${followUp.id}`;
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="grid grid-cols-2 gap-2 rounded-md bg-brand-50 p-2 sm:flex sm:shrink-0 sm:items-center"
    >
      <p id={questionId} className="col-span-2 px-1 font-medium text-slate-900">
        Enviou a mensagem?
      </p>
      <Button onClick={() => onAnswer(true)}>
        <Check aria-hidden /> Sim
      </Button>
      <Button variant="outline" onClick={() => onAnswer(false)}>
        <X aria-hidden /> Não
      </Button>
    </div>
  );
}
