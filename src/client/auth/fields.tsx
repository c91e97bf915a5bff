import type { UseFormRegisterReturn } from 'react-hook-form';
import { DISPLAY_NAME_MAX, PASSWORD_MIN } from '#shared/auth.ts';
import { TextField } from '../components/ui/field.tsx';

type TextFieldProps = React.ComponentProps<typeof TextField>;

// The fields of the sign-in screens, labelled and filled in the way a phone's keyboard and
// password manager expect.

/** 'Nome': how the member wants to be called; `typed` is its text, for the counter. */
export function NameField({
  typed,
  ...props
}: Omit<TextFieldProps, 'label' | 'limit'> & { typed: string | undefined }) {
  return (
    <TextField
      label="Nome"
      autoComplete="name"
      placeholder="Como você quer ser chamado"
      limit={{ max: DISPLAY_NAME_MAX, value: typed }}
      {...props}
    />
  );
}

/** A password ('Senha' unless labelled); `autoComplete` says whether it is a new one. */
export function PasswordField({
  label = 'Senha',
  ...props
}: Omit<TextFieldProps, 'type' | 'autoComplete' | 'label'> & {
  label?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  return <TextField type="password" label={label} {...props} />;
}

/** How each screen words the new password's two fields. */
const wording = {
  reset: { password: 'Nova Senha', confirmation: 'Confirmar Senha', repeat: 'Repita a nova senha' },
  create: { password: 'Senha', confirmation: 'Confirmar Senha', repeat: 'Repita a senha' },
  change: { password: 'Nova senha', confirmation: 'Confirmar nova senha', repeat: undefined },
} as const;

/** A new password and its confirmation, as the `screen` words them. */
export function NewPasswordFields({
  form,
  screen,
}: {
  form: {
    register: (name: 'password' | 'confirmation') => UseFormRegisterReturn;
    busy: boolean;
  };
  screen: keyof typeof wording;
}) {
  const words = wording[screen];
  return (
    <>
      <PasswordField
        {...form.register('password')}
        label={words.password}
        autoComplete="new-password"
        placeholder={`Mínimo de ${PASSWORD_MIN} caracteres`}
        disabled={form.busy}
      />
      <PasswordField
        {...form.register('confirmation')}
        label={words.confirmation}
        autoComplete="new-password"
        placeholder={words.repeat}
        disabled={form.busy}
      />
    </>
  );
}
