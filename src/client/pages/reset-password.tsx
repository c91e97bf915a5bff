import { Link, useSearchParams } from 'react-router';
import { authMessages } from '#shared/messages.ts';
import { AuthFrame } from '../app/auth-frame.tsx';
import { resetPassword } from '../auth/api.ts';
import { NewPasswordFields } from '../auth/fields.tsx';
import { useAuthForm } from '../auth/use-auth-form.ts';
import { useEnterApp } from '../auth/use-enter-app.ts';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { buttonVariants } from '../components/ui/button.tsx';

const REDIRECT_AFTER_MS = 2000;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  return (
    <AuthFrame>
      <h1 className="mb-1 text-xl font-bold">Nova Senha</h1>
      {token ? (
        <ResetPasswordForm token={token} />
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

function ResetPasswordForm({ token }: { token: string }) {
  const enterApp = useEnterApp();
  const form = useAuthForm({
    schema: () => import('#shared/auth-schema.ts').then((m) => m.newPasswordSchema),
    fields: ['password', 'confirmation'],
    failure: authMessages.changePasswordError,
    send: ({ password }) => resetPassword(token, password),
    success: authMessages.passwordChanged,
    then: () => enterApp(REDIRECT_AFTER_MS),
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
