import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { firstName } from '#shared/first-name.ts';
import { customerMessages } from '#shared/messages.ts';
import type { DueFollowUp } from '#shared/today.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogClose, DialogFooter, DialogFrame } from '../components/ui/dialog.tsx';
import { Label } from '../components/ui/label.tsx';
import { focusTrigger, type OverlayControl } from '../components/ui/lazy-overlay.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';
import { useRecordMessage } from '../pipeline/api/record-message.ts';
import { todayToasts } from './labels.ts';

/**
 * 'Enviar mensagem': the message for the customer's phase, which the member can read and
 * change before WhatsApp opens with it; the send is kept in the customer's history. Its code
 * loads when first opened.
 */
export default function SendMessageDialog({
  followUp,
  onClose,
  trigger,
}: { followUp: DueFollowUp } & OverlayControl) {
  const origin =
    followUp.source === 'script'
      ? `Do seu script de vendas, etapa ${followUp.stage}.`
      : `Sugestão para a etapa ${followUp.stage}.`;
  return (
    <DialogFrame
      onClose={onClose}
      onCloseAutoFocus={focusTrigger(trigger)}
      title={`Mensagem para ${followUp.nome}`}
      description={`${origin} Confira e ajuste antes de enviar.`}
    >
      <MessageForm followUp={followUp} onSent={onClose} />
    </DialogFrame>
  );
}

/** Each opening starts from the suggested message. */
function MessageForm({ followUp, onSent }: { followUp: DueFollowUp; onSent: () => void }) {
  const fieldId = useId();
  const [text, setText] = useState(followUp.message);
  const record = useRecordMessage();

  function send(event: React.FormEvent) {
    event.preventDefault();
    if (!followUp.telefone?.trim()) return void notify.error(customerMessages.noPhone);
    const digits = followUp.whatsapp;
    if (!digits) return void notify.error(customerMessages.badPhone);
    window.open(whatsAppLink(digits, text.trim()), '_blank', 'noopener,noreferrer');
    record.mutate(
      { id: followUp.id, stage: followUp.stage },
      {
        onError: (err) =>
          notify.error(errorToast(err, { fallback: todayToasts.messageNotRecorded })),
      },
    );
    const who = firstName(followUp.nome) || followUp.nome.trim();
    notify.success({
      title: 'Conversa aberta no WhatsApp',
      description: who
        ? `Depois de enviar, marque o próximo contato de ${who}.`
        : 'Depois de enviar, marque o próximo contato.',
    });
    onSent();
  }

  return (
    <form onSubmit={send} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>Mensagem</Label>
        <Textarea
          id={fieldId}
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!text.trim()}>
          <MessageCircle aria-hidden />
          Abrir no WhatsApp
        </Button>
      </DialogFooter>
    </form>
  );
}
