import { CalendarClock, Send } from 'lucide-react';
import type { DueFollowUp } from '#shared/today.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { lazyOverlay } from '../components/ui/lazy-overlay.tsx';
import { lateness, phaseLabel } from './labels.ts';

// A dialog and a popover per row: their code loads when the member first opens one.
const SendMessage = lazyOverlay(() => import('./send-message-dialog.tsx'));
const NextContact = lazyOverlay(() => import('./next-contact-popover.tsx'));

export type NextContactPick = { days: number } | { date: string };

/** One customer to talk to today: who, where they stand, how late, and the two actions. */
export function FollowUpRow({
  followUp,
  onNextContact,
}: {
  followUp: DueFollowUp;
  onNextContact: (followUp: DueFollowUp, when: NextContactPick) => void;
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
          <Badge variant={late ? 'destructive' : 'warning'}>{lateness(followUp.daysLate)}</Badge>
          {!followUp.telefone && <span className="text-slate-600">Sem telefone</span>}
        </div>
      </div>
      <div className="grid gap-2 sm:flex sm:shrink-0">
        <SendMessage followUp={followUp}>
          <Button aria-label={`Enviar mensagem para ${followUp.nome}`}>
            <Send aria-hidden />
            Enviar mensagem
          </Button>
        </SendMessage>
        <NextContact nome={followUp.nome} onPick={(when) => onNextContact(followUp, when)}>
          <Button variant="outline" aria-label={`Próximo contato de ${followUp.nome}`}>
            <CalendarClock aria-hidden />
            Próximo contato
          </Button>
        </NextContact>
      </div>
    </li>
  );
}
