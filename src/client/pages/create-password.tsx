import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authErrorCodes, DISPLAY_NAME_MAX } from '#shared/auth.ts';
import { authMessages } from '#shared/messages.ts';
import { AuthFrame } from '../app/auth-frame.tsx';
import { createPassword, requestAccessLink } from '../auth/api.ts';
import { authErrorToast } from '../auth/error-toasts.ts';
import { authStateChanged } from '../auth/session.ts';
import { checkCreatePassword, checkResetRequest } from '../auth/validation.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { EmailField, TextField } from '../components/ui/field.tsx';
import { ApiError } from '../lib/api.ts';
import { notify } from '../lib/notify.ts';

const REDIRECT_AFTER_MS = 2000;

/**
 * /criar-senha?token=…: the page of the 'Criar minha senha' link mailed after a purchase or a
 * 'Primeiro Acesso'. Whoever opened it owns the email: they choose the name and password, and
 * are signed in.
 */
export default function CreatePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkDead, setLinkDead] = useState(!token);

  return (
    <AuthFrame>
      <h1 className="mb-1 text-xl font-bold">Criar minha senha</h1>
      {linkDead ? (
        <NewLinkForm />
      ) : (
        <CreatePasswordForm token={token} onDead={() => setLinkDead(true)} />
      )}
    </AuthFrame>
  );
}

function CreatePasswordForm({ token, onDead }: { token: string; onDead: () => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkCreatePassword(name, password, confirmation);
    if (problem) return void notify.error(problem);
    setBusy(true);
    try {
      await createPassword(token, name.trim(), password);
      notify.success(authMessages.passwordCreated);
      setTimeout(async () => {
        await authStateChanged(queryClient);
        navigate('/inicio', { replace: true });
      }, REDIRECT_AFTER_MS);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === authErrorCodes.invalidToken) {
        notify.error(authMessages.invalidAccessLink);
        onDead();
        return;
      }
      notify.error(authErrorToast(err, authMessages.createPasswordError));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
      <p className="text-sm text-slate-700">
        Seu acesso está liberado. Escolha como quer ser chamado e crie sua senha para entrar.
      </p>
      <TextField
        label="Nome"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="Como você quer ser chamado"
        maxLength={DISPLAY_NAME_MAX}
        disabled={busy}
      />
      <TextField
        label="Senha"
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
        placeholder="Repita a senha"
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Criando...' : 'Criar minha senha'}
      </Button>
    </form>
  );
}

/** An expired or used link: a new one goes to the purchase email. */
function NewLinkForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkResetRequest(email);
    if (problem) return void notify.error(problem);
    setBusy(true);
    try {
      await requestAccessLink(email.trim());
      notify.success(authMessages.accessLinkSent);
    } catch (err) {
      notify.error(authErrorToast(err, authMessages.resetEmailError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-4">
      <p className="text-slate-700">
        {authMessages.invalidAccessLink.title}. {authMessages.invalidAccessLink.description}
      </p>
      <EmailField
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="O mesmo email usado na compra"
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Enviando...' : 'Enviar novo link'}
      </Button>
      <Link to="/auth" className={buttonVariants({ variant: 'outline' })}>
        Voltar ao login
      </Link>
    </form>
  );
}
