import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { customerMessages } from '#shared/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogClose, DialogFooter, DialogFrame } from '../components/ui/dialog.tsx';
import { Label } from '../components/ui/label.tsx';
import { focusTrigger, type OverlayControl } from '../components/ui/lazy-overlay.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { notify } from '../lib/notify.ts';
import { whatsAppLink } from '../lib/whatsapp.ts';
import type { DueFollowUp } from '#shared/today.ts';
import { sourceLine } from './labels.ts';

/**
 * 'Editar mensagem': the follow-up, which the member can read and change before WhatsApp opens
 * with it. Nothing is recorded here: the row asks "Enviou a mensagem?" on the member's return.
 * Its code loads when first opened.
 */
export default function SendMessageDialog({
  followUp,
  onOpened,
  onClose,
  trigger,
}: { followUp: DueFollowUp; onOpened: (text: string) => void } & OverlayControl) {
  return (
    <DialogFrame
      onClose={onClose}
      onCloseAutoFocus={focusTrigger(trigger)}
      title={`Mensagem para ${followUp.nome}`}
      description={`${sourceLine(followUp)} Confira e ajuste antes de enviar.`}
    >
      <MessageForm
        followUp={followUp}
        onSent={(text) => {
          onOpened(text);
          onClose();
        }}
      />
    </DialogFrame>
  );
}

/** Each opening starts from the suggested message. */
function MessageForm({
  followUp,
  onSent,
}: {
  followUp: DueFollowUp;
  onSent: (text: string) => void;
}) {
  const fieldId = useId();
  const [text, setText] = useState(followUp.message);

  function send(event: React.FormEvent) {
    event.preventDefault();
    if (!followUp.telefone?.trim()) return void notify.error(customerMessages.noPhone);
    const digits = followUp.whatsapp;
    if (!digits) return void notify.error(customerMessages.badPhone);
    window.open(whatsAppLink(digits, text.trim()), '_blank', 'noopener,noreferrer');
    onSent(text.trim());
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
