import { Send } from 'lucide-react';
import { useState } from 'react';
import type { DueFollowUp } from '#shared/today.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { lateness, phaseLabel } from './labels.ts';
import { NextContactMenu } from './next-contact-menu.tsx';
import { SendMessageDialog } from './send-message-dialog.tsx';

export type NextContactPick = { days: number } | { date: string };

/** One customer to talk to today: who, where they stand, how late, and the two actions. */
export function FollowUpRow({
  followUp,
  onNextContact,
}: {
  followUp: DueFollowUp;
  onNextContact: (followUp: DueFollowUp, when: NextContactPick) => void;
}) {
  const [sending, setSending] = useState(false);
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
        <Button
          onClick={() => setSending(true)}
          aria-label={`Enviar mensagem para ${followUp.nome}`}
        >
          <Send aria-hidden />
          Enviar mensagem
        </Button>
        <NextContactMenu nome={followUp.nome} onPick={(when) => onNextContact(followUp, when)} />
      </div>
      <SendMessageDialog followUp={followUp} open={sending} onOpenChange={setSending} />
    </li>
  );
}
