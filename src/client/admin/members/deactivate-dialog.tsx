import { useRef, useState } from 'react';
import { REASON_MAX } from '#shared/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter, DialogFrame } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';

/** Asks why before a member loses access: the reason is required and goes to the event log. */
export function DeactivateDialog({
  email,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  email: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') return setMissing(true);
    if (reason.length > REASON_MAX) return reasonField.current?.focus();
    onConfirm(reason.trim());
  };

  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      title="Desativar este membro?"
      description={`${email} perde o acesso ao FechaZap na hora. O motivo fica registrado no histórico.`}
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <TextareaField
          label="Motivo da desativação"
          ref={reasonField}
          value={reason}
          limit={{ max: REASON_MAX, value: reason }}
          rows={3}
          required
          error={missing && 'Informe o motivo da desativação.'}
          placeholder="Ex.: pedido de reembolso pelo WhatsApp"
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? 'Desativando...' : 'Desativar'}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
