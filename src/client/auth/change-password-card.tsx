import { authMessages } from '#shared/messages.ts';
import { changePassword } from './api.ts';
import { NewPasswordFields, PasswordField } from './fields.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { SectionCard } from '../components/ui/card.tsx';

const changed = {
  title: authMessages.passwordChanged.title,
  description: 'Sua senha foi alterada com sucesso.',
};

/** Current, new and confirmation; a change signs out the member's other sessions. */
export function ChangePasswordCard() {
  const form = useAuthForm({
    schema: () => import('#shared/auth-schema.ts').then((m) => m.changePasswordSchema),
    fields: ['currentPassword', 'password', 'confirmation'],
    failure: authMessages.changePasswordError,
    send: ({ currentPassword, password }) => changePassword(currentPassword, password),
    success: changed,
    then: () => {
      form.reset();
    },
  });

  return (
    <SectionCard
      title="Alterar senha"
      description="Ao trocar a senha, seus outros aparelhos serão desconectados."
    >
      <form onSubmit={form.submit} noValidate className="grid gap-4">
        <PasswordField
          {...form.register('currentPassword')}
          label="Senha atual"
          autoComplete="current-password"
          disabled={form.busy}
        />
        <NewPasswordFields form={form} screen="change" />
        <SubmitButton className="justify-self-start" busy={form.busy} busyText="Alterando...">
          Alterar Senha
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
