import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authMessages } from '#shared/messages.ts';
import { AuthFrame } from '../app/auth-frame.tsx';
import { resetPassword } from '../auth/api.ts';
import { authErrorToast } from '../auth/error-toasts.ts';
import { authStateChanged } from '../auth/session.ts';
import { checkNewPassword } from '../auth/validation.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { TextField } from '../components/ui/field.tsx';
import { notify } from '../lib/notify.ts';

const REDIRECT_AFTER_MS = 2000;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkNewPassword(password, confirmation);
    if (problem) return void notify.error(problem);
    setBusy(true);
    try {
      await resetPassword(token, password);
      notify.success(authMessages.passwordChanged);
      setTimeout(async () => {
        await authStateChanged(queryClient);
        navigate('/inicio', { replace: true });
      }, REDIRECT_AFTER_MS);
    } catch (err) {
      notify.error(authErrorToast(err, authMessages.changePasswordError));
      setBusy(false);
    }
  }

  return (
    <AuthFrame>
      <h1 className="mb-1 text-xl font-bold">Nova Senha</h1>
      {token ? (
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
          <TextField
            label="Nova Senha"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            placeholder="Mínimo de 6 caracteres"
            disabled={busy}
          />
          <TextField
            label="Confirmar Senha"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            placeholder="Repita a nova senha"
            disabled={busy}
          />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Alterando...' : 'Alterar Senha'}
          </Button>
        </form>
      ) : (
        <div className="mt-3 grid gap-4">
          <p className="text-slate-700">
            {authMessages.invalidResetLink.title}. {authMessages.invalidResetLink.description}
          </p>
          <Link to="/auth" className={buttonVariants({ variant: 'outline' })}>
            Voltar ao login
          </Link>
        </div>
      )}
    </AuthFrame>
  );
}
