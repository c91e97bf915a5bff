import { useId, useRef, useState } from 'react';
import { REASON_MAX } from '#shared/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
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
  const id = useId();
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Desativar este membro?</DialogTitle>
            <DialogDescription>
              {email} perde o acesso ao FechaZap na hora. O motivo fica registrado no histórico.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <TextareaField
              label="Motivo da desativação"
              ref={reasonField}
              value={reason}
              limit={{ max: REASON_MAX, value: reason }}
              rows={3}
              required
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-error` : undefined}
              placeholder="Ex.: pedido de reembolso pelo WhatsApp"
              onChange={(e) => {
                setReason(e.target.value);
                setMissing(false);
              }}
            />
            {missing && (
              <p id={`${id}-error`} className="text-sm text-red-800">
                Informe o motivo da desativação.
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? 'Desativando...' : 'Desativar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
