import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '../components/ui/button.tsx';
import { SectionCard } from '../components/ui/card.tsx';
import { notify } from '../lib/notify.ts';
import {
  NotificationsBlocked,
  pushSupport,
  readReminder,
  ReminderTimedOut,
  saveReminderInTime,
  stopReminder,
} from './push.ts';

const reminderQueryKey = ['push-reminder'] as const;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const failed = {
  title: 'Não foi possível salvar o lembrete',
  description: 'Confira sua conexão e tente novamente.',
};

const unchanging = () => () => {};

/** Minha Conta: 'Lembrar meus follow-ups', a daily push at the chosen hour, on this device. */
export function PushCard() {
  // The server cannot know this browser: its page (and the hydration) say 'supported', which
  // shows 'Verificando este aparelho...' until the browser answers.
  const detected = useSyncExternalStore(unchanging, pushSupport, () => 'supported' as const);
  const [blocked, setBlocked] = useState(false);
  const support = blocked ? 'denied' : detected;
  const queryClient = useQueryClient();
  const reminder = useQuery({
    queryKey: reminderQueryKey,
    queryFn: readReminder,
    enabled: support === 'supported',
    retry: false,
    // This device's subscription: no server's render could know it.
    meta: { browserOnly: true },
  });
  const active = reminder.data ?? null;
  const [picked, setPicked] = useState<number>();
  const hour = picked ?? active ?? 8;

  const save = useMutation({
    mutationFn: saveReminderInTime,
    onSuccess: (_, saved) => {
      queryClient.setQueryData(reminderQueryKey, saved);
      notify.success({
        title: 'Lembrete ativado',
        description: `Todo dia às ${clock(saved)} você recebe quantos clientes retomar.`,
      });
    },
    onError: (err) => {
      if (err instanceof NotificationsBlocked) setBlocked(true);
      // A timeout is said in the card, beside the button that tries again.
      else if (!(err instanceof ReminderTimedOut)) notify.error(failed);
    },
  });
  const timedOut = save.error instanceof ReminderTimedOut;
  const stop = useMutation({
    mutationFn: stopReminder,
    onSuccess: () => {
      queryClient.setQueryData(reminderQueryKey, null);
      notify.success({ title: 'Lembrete desativado neste aparelho' });
    },
    onError: () => notify.error(failed),
  });
  const busy = save.isPending || stop.isPending;

  return (
    <SectionCard
      title="Lembrar meus follow-ups"
      description="Uma notificação por dia, no horário que você escolher, dizendo quantos clientes estão para retomar hoje."
      contentClassName="grid gap-4"
    >
      {support === 'unsupported' ? (
        <p className="text-sm text-slate-700">
          Este navegador não recebe notificações. No celular, abra o app no Chrome e toque em
          “Adicionar à tela inicial”.
        </p>
      ) : support === 'denied' ? (
        <p className="text-sm text-slate-700">
          As notificações estão bloqueadas para este site. Libere nas configurações do navegador e
          tente novamente.
        </p>
      ) : (
        <>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <BellRing className="size-4 shrink-0 text-brand-700" aria-hidden />
            {reminder.isPending
              ? 'Verificando este aparelho...'
              : active === null
                ? 'Desativado neste aparelho.'
                : `Ativado neste aparelho, todo dia às ${clock(active)}.`}
          </p>
          <div className="grid gap-1.5">
            <label htmlFor="reminder-hour" className="text-sm font-medium text-slate-900">
              Horário do lembrete
            </label>
            <select
              id="reminder-hour"
              value={hour}
              onChange={(e) => setPicked(Number(e.target.value))}
              className="h-11 w-40 rounded-md border border-slate-300 bg-white px-3 text-base focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-hidden"
            >
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {clock(h)}
                </option>
              ))}
            </select>
          </div>
          {timedOut && (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">
              <strong className="block">O aparelho não respondeu a tempo.</strong>
              Se o navegador pediu permissão para notificações, aceite. Depois, confira sua conexão
              e tente novamente.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {active === null ? (
              <Button onClick={() => save.mutate(hour)} disabled={busy || reminder.isPending}>
                {save.isPending ? 'Ativando...' : timedOut ? 'Tentar novamente' : 'Ativar lembrete'}
              </Button>
            ) : (
              <>
                <Button onClick={() => save.mutate(hour)} disabled={busy || hour === active}>
                  {save.isPending
                    ? 'Salvando...'
                    : timedOut
                      ? 'Tentar novamente'
                      : 'Salvar horário'}
                </Button>
                <Button variant="outline" onClick={() => stop.mutate()} disabled={busy}>
                  {stop.isPending ? 'Desativando...' : 'Desativar'}
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </SectionCard>
  );
}
