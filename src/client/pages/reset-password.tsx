import { authMessages } from '#shared/messages.ts';
import { AuthFrame } from '../app/auth-frame.tsx';
import { resetPassword } from '../auth/api.ts';
import { NewPasswordFields } from '../auth/fields.tsx';
import { CheckingLink, DeadLink, deadLinkFailure, useLinkPage } from '../auth/link-state.tsx';
import { useAuthForm } from '../auth/use-auth-form.ts';
import { useEnterApp } from '../auth/use-enter-app.ts';
import { SubmitButton } from '../components/form/submit-button.tsx';

const REDIRECT_AFTER_MS = 2000;

/** /reset-password?token=…: a used, expired or invalid link says so as the page opens. */
export default function ResetPasswordPage() {
  const { token, state, onDead } = useLinkPage('reset');

  return (
    <AuthFrame>
      <h1 className="mb-1 text-xl font-bold">Nova Senha</h1>
      {state === undefined ? (
        <CheckingLink />
      ) : state === 'live' ? (
        <ResetPasswordForm token={token} onDead={onDead} />
      ) : (
        <DeadLink purpose="reset" state={state} />
      )}
    </AuthFrame>
  );
}

function ResetPasswordForm({ token, onDead }: { token: string; onDead: () => void }) {
  const enterApp = useEnterApp();
  const form = useAuthForm({
    schema: () => import('#shared/auth-schema.ts').then((m) => m.newPasswordSchema),
    fields: ['password', 'confirmation'],
    failure: authMessages.changePasswordError,
    send: ({ password }) => resetPassword(token, password),
    success: authMessages.passwordChanged,
    then: () => enterApp(REDIRECT_AFTER_MS),
    onFailure: deadLinkFailure(authMessages.invalidResetLink, onDead),
  });

  return (
    <form onSubmit={form.submit} noValidate className="mt-4 grid gap-4">
      <NewPasswordFields form={form} screen="reset" />
      <SubmitButton size="lg" busy={form.busy} busyText="Alterando...">
        Alterar Senha
      </SubmitButton>
    </form>
  );
}
