import { authErrorCodes, normalizeEmail } from '#shared/auth.ts';
import { authMessages } from '#shared/messages.ts';
import { safeNextPath } from '#shared/next-path.ts';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { EmailField, TextButton } from '../components/ui/field.tsx';
import { ApiError } from '../lib/api.ts';
import { notify } from '../lib/notify.ts';
import { useAppConfig } from '../lib/app-config.ts';
import { signIn } from './api.ts';
import { PasswordField } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { useEnterApp } from './use-enter-app.ts';

const FALLBACK_REDIRECT_MS = 1000;

export function LoginForm({
  initialEmail = '',
  onForgot,
  onUnconfirmed,
}: {
  initialEmail?: string;
  onForgot: () => void;
  /** An account not yet confirmed by its link: the page says where the link went. */
  onUnconfirmed: (email: string) => void;
}) {
  const enterApp = useEnterApp();
  const checkoutUrl = useAppConfig().data?.checkoutUrl;
  const form = useAuthForm({
    schema: () => import('#shared/auth-schema.ts').then((m) => m.loginSchema),
    fields: ['email', 'password'],
    initial: { email: initialEmail },
    required: authMessages.requiredLogin,
    failure: authMessages.loginError,
    send: ({ email, password }) => signIn(email, password),
    success: authMessages.loginSuccess,
    then: async () => {
      // Should the session re-read or the route change stall, leave the page anyway.
      setTimeout(() => {
        if (window.location.pathname === '/auth')
          window.location.assign(
            safeNextPath(
              new URLSearchParams(window.location.search).get('next'),
              window.location.origin,
            ),
          );
      }, FALLBACK_REDIRECT_MS);
      await enterApp();
    },
    onFailure: (err, { email }) => {
      if (!(err instanceof ApiError)) return false;
      if (err.code === authErrorCodes.emailNotConfirmed) {
        onUnconfirmed(normalizeEmail(email));
        return true;
      }
      // The spec's words stay; whoever never bought gets the way to buy beside them.
      if (err.code === authErrorCodes.membershipInactive && checkoutUrl) {
        notify.error(authMessages.notAuthorized, {
          label: 'Comprar acesso',
          onClick: () => void window.open(checkoutUrl, '_blank', 'noopener'),
        });
        return true;
      }
      return false;
    },
  });
  const { busy } = form;

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4">
      <EmailField {...form.register('email')} placeholder="seu@email.com" disabled={busy} />
      <PasswordField
        {...form.register('password')}
        autoComplete="current-password"
        placeholder="Sua senha"
        disabled={busy}
      />
      <SubmitButton size="lg" busy={busy} busyText="Entrando...">
        Entrar
      </SubmitButton>
      <TextButton onClick={onForgot}>Esqueceu sua senha?</TextButton>
    </form>
  );
}
