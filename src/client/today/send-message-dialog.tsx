import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { customerMessages } from '#shared/messages.ts';
import type { DueFollowUp } from '#shared/today.ts';
import { Button } from '../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';
import { Label } from '../components/ui/label.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { firstName, whatsAppLink } from '../lib/whatsapp.ts';
import { useRecordMessage } from '../pipeline/api/record-message.ts';
import { todayToasts } from './labels.ts';

/**
 * 'Enviar mensagem': the message for the customer's phase, which the member can read and
 * change before WhatsApp opens with it; the send is kept in the customer's history.
 */
export function SendMessageDialog({
  followUp,
  open,
  onOpenChange,
}: {
  followUp: DueFollowUp;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <MessageForm followUp={followUp} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open: each opening starts from the suggested message. */
function MessageForm({ followUp, onSent }: { followUp: DueFollowUp; onSent: () => void }) {
  const fieldId = useId();
  const [text, setText] = useState(followUp.message);
  const record = useRecordMessage();
  const origin =
    followUp.source === 'script'
      ? `Do seu script de vendas, etapa ${followUp.stage}.`
      : `Sugestão para a etapa ${followUp.stage}.`;

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
    notify.success({
      title: 'Conversa aberta no WhatsApp',
      description: `Depois de enviar, marque o próximo contato de ${firstName(followUp.nome)}.`,
    });
    onSent();
  }

  return (
    <form onSubmit={send} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Mensagem para {followUp.nome}</DialogTitle>
        <DialogDescription>{origin} Confira e ajuste antes de enviar.</DialogDescription>
      </DialogHeader>
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
