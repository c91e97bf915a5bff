import { authMessages, type Toast } from '#shared/messages.ts';
import { SubmitButton } from '../components/form/submit-button.tsx';
import { EmailField } from '../components/ui/field.tsx';
import { cn } from '../lib/cn.ts';
import { useAuthForm } from './use-auth-form.ts';

/**
 * An email and a link mailed to it: the reset request ('Enviar Link de Redefinição') and the
 * dead access link's 'Enviar novo link'. `children` follow the button (the way back).
 */
export function EmailLinkForm({
  initialEmail = '',
  send,
  success,
  intro,
  placeholder,
  submitText,
  className,
  children,
}: {
  initialEmail?: string;
  send: (email: string) => Promise<unknown>;
  success: Toast;
  intro: React.ReactNode;
  placeholder: string;
  submitText: string;
  className?: string;
  children: React.ReactNode;
}) {
  const form = useAuthForm({
    schema: () => import('#shared/auth-schema.ts').then((m) => m.resetRequestSchema),
    fields: ['email'],
    initial: { email: initialEmail },
    required: authMessages.resetEmailRequired,
    failure: authMessages.resetEmailError,
    send: ({ email }) => send(email),
    success,
  });

  return (
    <form onSubmit={form.submit} noValidate className={cn('grid gap-4', className)}>
      {intro}
      <EmailField {...form.register('email')} placeholder={placeholder} disabled={form.busy} />
      <SubmitButton size="lg" busy={form.busy} busyText="Enviando...">
        {submitText}
      </SubmitButton>
      {children}
    </form>
  );
}
