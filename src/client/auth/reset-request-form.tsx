import { authMessages } from '#shared/messages.ts';
import { TextButton } from '../components/ui/field.tsx';
import { requestPasswordReset } from './api.ts';
import { EmailLinkForm } from './email-link-form.tsx';

export function ResetRequestForm({
  initialEmail = '',
  onBack,
}: {
  initialEmail?: string;
  onBack: () => void;
}) {
  return (
    <EmailLinkForm
      initialEmail={initialEmail}
      send={requestPasswordReset}
      success={authMessages.resetEmailSent}
      intro={
        <p className="text-sm text-slate-700">
          Digite o email da sua conta e enviaremos um link para você criar uma nova senha.
        </p>
      }
      placeholder="seu@email.com"
      submitText="Enviar Link de Redefinição"
    >
      <TextButton onClick={onBack}>Voltar ao login</TextButton>
    </EmailLinkForm>
  );
}
