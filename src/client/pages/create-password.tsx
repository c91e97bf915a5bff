import { useState } from 'react';
import { authErrorCodes } from '#shared/auth.ts';
import { authMessages } from '#shared/messages.ts';
import { AuthFrame } from '../app/auth-frame.tsx';
import { confirmAccess, createPassword } from '../auth/api.ts';
import { NameField, NewPasswordFields } from '../auth/fields.tsx';
import { useAuthForm } from '../auth/use-auth-form.ts';
import { useEnterApp } from '../auth/use-enter-app.ts';
import {
  CheckingLink,
  DeadLink,
  deadLinkFailure,
  useConfirmOnly,
  useLinkName,
  useLinkPage,
} from '../auth/link-state.tsx';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { Button } from '../components/ui/button.tsx';
import { ApiError } from '../lib/api.ts';
import { notify } from '../lib/notify.ts';

const REDIRECT_AFTER_MS = 2000;

/**
 * /criar-senha?token=…: the page of the 'Criar minha senha' link mailed after a purchase or a
 * 'Primeiro Acesso'. Whoever opened it owns the email: they choose the name and password, and
 * are signed in. Opened in the browser that made the 'Primeiro Acesso', it only confirms what
 * was typed there. A used, expired or invalid link says so as the page opens.
 */
export default function CreatePasswordPage() {
  const { token, state, onDead } = useLinkPage('access');
  const confirmOnly = useConfirmOnly(token);
  const [asking, setAsking] = useState(false);

  return (
    <AuthFrame>
      <h1 className="mb-1 text-xl font-bold">Criar minha senha</h1>
      {state === undefined ? (
        <CheckingLink />
      ) : state === 'live' && confirmOnly && !asking ? (
        <ConfirmAccess token={token} onAsk={() => setAsking(true)} onDead={onDead} />
      ) : state === 'live' ? (
        <CreatePasswordForm token={token} onDead={onDead} />
      ) : (
        <DeadLink purpose="access" state={state} />
      )}
    </AuthFrame>
  );
}

interface LinkFormProps {
  token: string;
  onDead: () => void;
}

/** The link opened where the name and password were typed: one tap confirms and enters. */
function ConfirmAccess({ token, onAsk, onDead }: LinkFormProps & { onAsk: () => void }) {
  const enterApp = useEnterApp();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await confirmAccess(token);
      notify.success(authMessages.accessConfirmed);
      void enterApp(REDIRECT_AFTER_MS);
    } catch (err) {
      setBusy(false);
      const code = err instanceof ApiError ? err.code : undefined;
      if (code === authErrorCodes.invalidToken) {
        notify.error(authMessages.invalidAccessLink);
        onDead();
      } else if (code === authErrorCodes.signUpNotProven) {
        onAsk();
      } else {
        notify.error({
          ...authMessages.confirmAccessError,
          description: err instanceof Error ? err.message : undefined,
        });
      }
    }
  };
  return (
    <div className="mt-4 grid gap-4">
      <p className="text-sm text-slate-700">
        Falta só confirmar. Você já escolheu seu nome e sua senha no Primeiro Acesso, neste
        aparelho.
      </p>
      <Button size="lg" onClick={() => void confirm()} disabled={busy}>
        {busy ? 'Entrando...' : 'Confirmar e entrar'}
      </Button>
      <Button variant="link" onClick={onAsk} disabled={busy}>
        Prefiro criar outra senha
      </Button>
    </div>
  );
}

function CreatePasswordForm({ token, onDead }: LinkFormProps) {
  const enterApp = useEnterApp();
  const name = useLinkName(token);
  const form = useAuthForm({
    schema: () => import('#shared/auth-schema.ts').then((m) => m.createPasswordSchema),
    fields: ['name', 'password', 'confirmation'],
    initial: name ? { name } : {},
    failure: authMessages.createPasswordError,
    send: ({ name, password }) => createPassword(token, name, password),
    success: authMessages.passwordCreated,
    then: () => enterApp(REDIRECT_AFTER_MS),
    // A used or expired link: the page turns into the form that mails a new one.
    onFailure: deadLinkFailure(authMessages.invalidAccessLink, onDead),
  });

  return (
    <form onSubmit={form.submit} noValidate className="mt-4 grid gap-4">
      <p className="text-sm text-slate-700">
        Seu acesso está liberado. Escolha como quer ser chamado e crie sua senha para entrar.
      </p>
      <NameField {...form.register('name')} typed={form.watch('name')} disabled={form.busy} />
      <NewPasswordFields form={form} screen="create" />
      <SubmitButton size="lg" busy={form.busy} busyText="Criando...">
        Criar minha senha
      </SubmitButton>
    </form>
  );
}
