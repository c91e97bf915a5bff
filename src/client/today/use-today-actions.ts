import { useState } from 'react';
import { errorToast } from '../lib/error-toast.ts';
import { addDays, formatLongDay, useMemberDay } from '../lib/format.ts';
import { notify } from '../lib/notify.ts';
import type { WithoutNextStep, DueFollowUp } from '#shared/today.ts';
import {
  markLostNoAnswer,
  recordFollowUp,
  restoreOpen,
  startCadence,
  undoFollowUp,
  useTodayAction,
} from './api/quick-actions.ts';
import { setNextContact, useSetNextContact } from './api/set-next-contact.ts';
import type { FollowUpActions } from './follow-up-row.tsx';
import { nextContactLine, todayToasts } from './labels.ts';
import { useReturnAfterLeaving } from './use-return.ts';

/**
 * The quick actions of /inicio, each ending in a toast with "Desfazer": the two-tap send
 * (WhatsApp, then "Enviou a mensagem?" on return), the next contact, Perdido by "sem resposta"
 * and starting the cadence of a customer without a next step.
 */
export function useTodayActions(onEditCustomer: (id: string) => void) {
  const today = useMemberDay();
  const [opened, setOpened] = useState<{ id: string; text: string } | null>(null);
  const [askingId, setAskingId] = useState<string | null>(null);
  const reschedule = useSetNextContact();
  const record = useTodayAction(recordFollowUp, ({ id }) => id);
  const lose = useTodayAction(markLostNoAnswer, (id) => id);
  const cadence = useTodayAction(startCadence, (id) => id);
  const undo = useTodayAction(
    ({ run }: { id: string; run: () => Promise<unknown> }) => run(),
    ({ id }) => id,
  );

  useReturnAfterLeaving(opened !== null, () => setAskingId(opened?.id ?? null));

  const undoAction = (
    id: string,
    run: () => Promise<unknown>,
    done: { title: string; description: string },
  ) => ({
    label: 'Desfazer',
    onClick: () =>
      undo.mutate(
        { id, run },
        {
          onSuccess: () => notify.success(done),
          onError: (err) => notify.error(errorToast(err, { fallback: todayToasts.undoFailed })),
        },
      ),
  });

  const answer = (followUp: DueFollowUp, sent: boolean) => {
    setAskingId(null);
    setOpened(null);
    if (!sent) return;
    const { id, nome } = followUp;
    record.mutate(
      { id, text: opened?.id === id ? opened.text : followUp.message },
      {
        onSuccess: ({ eventId, proximo_contato }) =>
          notify.success(
            {
              title: 'Envio registrado',
              description: nextContactLine(nome, proximo_contato, formatLongDay),
            },
            undoAction(id, () => undoFollowUp({ id, eventId }), {
              title: 'Envio desfeito',
              description: `${nome} voltou para a lista de hoje.`,
            }),
          ),
        onError: (err) =>
          notify.error(errorToast(err, { fallback: todayToasts.followUpNotRecorded })),
      },
    );
  };

  const followUpActions: FollowUpActions = {
    onAddPhone: (followUp) => onEditCustomer(followUp.id),
    onOpened: (followUp, text) => {
      setAskingId(null);
      setOpened({ id: followUp.id, text });
    },
    onAnswer: answer,
    onNextContact: (followUp, when) => {
      const date = 'date' in when ? when.date : addDays(today, when.days);
      const { id, nome, proximo_contato: before } = followUp;
      reschedule.mutate(
        { id, proximo_contato: date },
        {
          onSuccess: () =>
            notify.success(
              {
                title: 'Próximo contato marcado',
                description: `${nome} volta para esta lista em ${formatLongDay(date)}.`,
              },
              undoAction(id, () => setNextContact({ id, proximo_contato: before }), {
                title: 'Próximo contato desfeito',
                description: `${nome} voltou para a lista de hoje.`,
              }),
            ),
          onError: (err) =>
            notify.error(errorToast(err, { fallback: todayToasts.nextContactFailed })),
        },
      );
    },
    onMarkLost: ({ id, nome, fase, proximo_contato }) =>
      lose.mutate(id, {
        onSuccess: () =>
          notify.success(
            { title: 'Marcado como Perdido', description: `${nome}: sem resposta.` },
            undoAction(id, () => restoreOpen({ id, fase, proximo_contato }), {
              title: 'Perdido desfeito',
              description: `${nome} voltou para a lista de hoje.`,
            }),
          ),
        onError: (err) => notify.error(errorToast(err, { fallback: todayToasts.markLostFailed })),
      }),
  };

  const onStartCadence = ({ id, nome }: WithoutNextStep) =>
    cadence.mutate(id, {
      onSuccess: ({ proximo_contato, previous }) =>
        notify.success(
          {
            title: 'Follow-up marcado',
            description: nextContactLine(nome, proximo_contato, formatLongDay),
          },
          undoAction(id, () => setNextContact({ id, proximo_contato: previous.proximo_contato }), {
            title: 'Follow-up desfeito',
            description: `${nome} voltou para “Sem próximo passo”.`,
          }),
        ),
      onError: (err) => notify.error(errorToast(err, { fallback: todayToasts.cadenceFailed })),
    });

  return { askingId, followUpActions, onStartCadence };
}
