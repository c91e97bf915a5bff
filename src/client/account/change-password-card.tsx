import { useState } from 'react';
import { authMessages } from '#shared/messages.ts';
import { changePassword } from '../auth/api.ts';
import { authErrorToast } from '../auth/error-toasts.ts';
import { checkNewPassword } from '../auth/validation.ts';
import { Button } from '../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/ui/card.tsx';
import { TextField } from '../components/ui/field.tsx';
import { notify } from '../lib/notify.ts';

const changed = {
  title: authMessages.passwordChanged.title,
  description: 'Sua senha foi alterada com sucesso.',
};

/** Current, new and confirmation; a change signs out the member's other sessions. */
export function ChangePasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = current ? checkNewPassword(next, confirmation) : authMessages.requiredAll;
    if (problem) return void notify.error(problem);
    setBusy(true);
    try {
      await changePassword(current, next);
      notify.success(changed);
      setCurrent('');
      setNext('');
      setConfirmation('');
    } catch (err) {
      notify.error(authErrorToast(err, authMessages.changePasswordError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Alterar senha</CardTitle>
        <CardDescription>
          Ao trocar a senha, seus outros aparelhos serão desconectados.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <TextField
            label="Senha atual"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            disabled={busy}
          />
          <TextField
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            placeholder="Mínimo de 6 caracteres"
            disabled={busy}
          />
          <TextField
            label="Confirmar nova senha"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            disabled={busy}
          />
          <Button type="submit" className="justify-self-start" disabled={busy}>
            {busy ? 'Alterando...' : 'Alterar Senha'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
