import { useEffect, useId, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { authMessages } from '#shared/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { TextButton } from '../components/ui/field.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import { requestAccessLink } from './api.ts';
import { authFailureToasts } from './auth-toasts.ts';
import { IconTile } from '../components/ui/icon-tile.tsx';

/** How long 'Reenviar link' rests after a send (the server limits requests per email too). */
const RESEND_PAUSE_S = 30;

/**
 * Where the access link went and what to do with it: after 'Criar conta' (`created`), or when
 * an account not yet confirmed tries to log in. Stays on the page, unlike a toast.
 */
export function CheckEmail({
  email,
  reason,
  onBack,
}: {
  email: string;
  reason: 'created' | 'unconfirmed';
  onBack: () => void;
}) {
  const titleId = useId();
  const [resent, setResent] = useState(false);
  const [pause, setPause] = useState(0);
  useEffect(() => {
    if (pause <= 0) return;
    const timer = setTimeout(() => setPause(pause - 1), 1000);
    return () => clearTimeout(timer);
  }, [pause]);

  async function resend() {
    setPause(RESEND_PAUSE_S);
    try {
      await requestAccessLink(email);
      setResent(true);
      notify.success(authMessages.accessLinkSent);
    } catch (err) {
      setPause(0);
      notify.error(errorToast(err, authFailureToasts(authMessages.resetEmailError)));
    }
  }

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <IconTile icon={MailCheck} size="lg" />
      <h1 id={titleId} className="text-xl font-bold">
        {reason === 'created' ? 'Confira seu email' : 'Falta confirmar seu email'}
      </h1>
      <p className="text-slate-700">
        {reason === 'created' ? 'Sua conta foi criada. ' : ''}Enviamos um link de acesso para{' '}
        <strong className="font-semibold break-all text-slate-900">{email}</strong>.
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Abra o email do link de acesso (o assunto diz “Seu acesso está liberado”).</li>
        <li>Toque ou clique em ‘Criar minha senha’: você entra no app na hora.</li>
        <li>Não chegou em alguns minutos? Veja a pasta de spam ou de promoções.</li>
      </ol>
      <Button variant="outline" size="lg" onClick={() => void resend()} disabled={pause > 0}>
        {pause > 0 ? `Reenviar link (${pause} s)` : authMessages.resendLink}
      </Button>
      <p role="status" className="text-center text-sm text-slate-600 empty:hidden">
        {resent ? 'Enviamos outro link para o mesmo email.' : ''}
      </p>
      <TextButton onClick={onBack}>Usar outro email ou fazer login</TextButton>
    </section>
  );
}
