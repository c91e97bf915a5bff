import { useState } from 'react';
import { authMessages } from '#shared/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { EmailField, TextButton } from '../components/ui/field.tsx';
import { notify } from '../lib/notify.ts';
import { requestPasswordReset } from './api.ts';
import { authErrorToast } from './error-toasts.ts';
import { checkResetRequest } from './validation.ts';

export function ResetRequestForm({
  initialEmail = '',
  onBack,
}: {
  initialEmail?: string;
  onBack: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkResetRequest(email);
    if (problem) return void notify.error(problem);
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      notify.success(authMessages.resetEmailSent);
    } catch (err) {
      notify.error(authErrorToast(err, authMessages.resetEmailError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-700">
        Digite o email da sua conta e enviaremos um link para você criar uma nova senha.
      </p>
      <EmailField
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="seu@email.com"
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Enviando...' : 'Enviar Link de Redefinição'}
      </Button>
      <TextButton onClick={onBack}>Voltar ao login</TextButton>
    </form>
  );
}
