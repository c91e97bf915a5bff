import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authMessages } from '#shared/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { EmailField, TextButton, TextField } from '../components/ui/field.tsx';
import { notify } from '../lib/notify.ts';
import { authErrorCodes } from '#shared/auth.ts';
import { ApiError } from '../lib/api.ts';
import { requestAccessLink, signIn } from './api.ts';
import { authErrorToast } from './error-toasts.ts';
import { authStateChanged } from './session.ts';
import { checkLogin } from './validation.ts';

const FALLBACK_REDIRECT_MS = 1000;

async function resendAccessLink(email: string) {
  try {
    await requestAccessLink(email);
    notify.success(authMessages.accessLinkSent);
  } catch (err) {
    notify.error(authErrorToast(err, authMessages.resetEmailError));
  }
}

export function LoginForm({
  initialEmail = '',
  onForgot,
}: {
  initialEmail?: string;
  onForgot: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkLogin(email, password);
    if (problem) return void notify.error(problem);
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      notify.success(authMessages.loginSuccess);
      // The spec's fallback: if the app has not moved on within a second, go anyway.
      setTimeout(() => {
        if (window.location.pathname === '/auth') window.location.assign('/inicio');
      }, FALLBACK_REDIRECT_MS);
      await authStateChanged(queryClient);
      navigate('/inicio', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === authErrorCodes.emailNotConfirmed) {
        const to = email.trim();
        notify.error(authMessages.emailNotConfirmed, {
          label: authMessages.resendLink,
          onClick: () => void resendAccessLink(to),
        });
      } else {
        notify.error(authErrorToast(err, authMessages.loginError));
      }
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <EmailField
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="seu@email.com"
        disabled={busy}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder="Sua senha"
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
      <TextButton onClick={onForgot}>Esqueceu sua senha?</TextButton>
    </form>
  );
}
