import { useState } from 'react';
import { authMessages } from '#shared/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { EmailField, TextField } from '../components/ui/field.tsx';
import { notify } from '../lib/notify.ts';
import { signUp } from './api.ts';
import { authErrorToast } from './error-toasts.ts';
import { checkSignUp } from './validation.ts';

/** 'Primeiro Acesso': on success the fields clear and the member is sent to log in. */
export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = checkSignUp(name, email, password);
    if (problem) return void notify.error(problem);
    setBusy(true);
    try {
      await signUp(name.trim(), email.trim(), password);
      notify.success(authMessages.signUpSuccess);
      setName('');
      setEmail('');
      setPassword('');
      onCreated(email.trim().toLowerCase());
    } catch (err) {
      notify.error(authErrorToast(err, authMessages.signUpError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <TextField
        label="Nome"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder="Como você quer ser chamado"
        disabled={busy}
      />
      <EmailField
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="O mesmo email usado na compra"
        disabled={busy}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder="Crie uma senha (min. 6 caracteres)"
        disabled={busy}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Criando conta...' : 'Criar conta'}
      </Button>
    </form>
  );
}
