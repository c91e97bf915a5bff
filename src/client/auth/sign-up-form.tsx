import { PASSWORD_MIN } from '#shared/auth.ts';
import { authMessages } from '#shared/messages.ts';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { EmailField } from '../components/ui/field.tsx';
import { signUp } from './api.ts';
import { NameField, PasswordField } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';

/** 'Primeiro Acesso': on success the page says where the link went (`onCreated`). */
export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const form = useAuthForm({
    schema: () => import('#shared/auth-schema.ts').then((m) => m.signUpSchema),
    fields: ['name', 'email', 'password'],
    failure: authMessages.signUpError,
    send: ({ name, email, password }) => signUp(name, email, password),
    success: authMessages.signUpSuccess,
    then: ({ email }) => {
      form.reset();
      onCreated(email.toLowerCase());
    },
  });
  const { busy } = form;

  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4">
      <NameField {...form.register('name')} typed={form.watch('name')} disabled={busy} />
      <EmailField
        {...form.register('email')}
        placeholder="O mesmo email usado na compra"
        disabled={busy}
      />
      <PasswordField
        {...form.register('password')}
        autoComplete="new-password"
        placeholder={`Crie uma senha (min. ${PASSWORD_MIN} caracteres)`}
        disabled={busy}
      />
      <SubmitButton size="lg" busy={busy} busyText="Criando conta...">
        Criar conta
      </SubmitButton>
    </form>
  );
}
