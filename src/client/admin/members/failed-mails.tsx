import { MailWarning } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { errorToast } from '../../lib/error-toast.ts';
import { notify } from '../../lib/notify.ts';
import { useMailFailures, useResendMail, type MailFailure } from '../api/mail-failures.ts';
import { useFormatDateTime, plural } from '../format.ts';

const kindLabel: Record<MailFailure['kind'], string> = {
  access: 'Link de acesso',
  reset: 'Redefinição de senha',
};
const resendError = { title: 'Erro ao reenviar o email', description: 'Tente novamente.' };

/**
 * Emails the server could not deliver after every retry (the mail server refused or was down),
 * each with 'Reenviar'. Nothing is shown while every email went out.
 */
export function FailedMails() {
  const formatDateTime = useFormatDateTime();
  const failures = useMailFailures();
  const resend = useResendMail();
  const list = failures.data?.failures ?? [];
  if (list.length === 0) return null;

  const again = (failure: MailFailure) =>
    resend.mutate(failure.id, {
      onSuccess: () =>
        notify.success({
          title: 'Email na fila de novo',
          description: `Vamos tentar enviar para ${failure.email} agora.`,
        }),
      onError: (err) => notify.error(errorToast(err, { fallback: resendError })),
    });

  return (
    <section
      aria-labelledby="admin-failed-mails-title"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <div className="flex items-start gap-2">
        <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <h3 id="admin-failed-mails-title" className="text-base font-semibold text-slate-900">
            {plural(list.length, 'email não enviado', 'emails não enviados')}
          </h3>
          <p className="text-sm text-slate-700">
            O servidor de email recusou ou não respondeu em todas as tentativas. Confira a
            configuração de email e use Reenviar.
          </p>
        </div>
      </div>
      <ul className="grid gap-2">
        {list.map((failure) => (
          <li
            key={failure.id}
            className="flex flex-col gap-2 rounded-md bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium wrap-anywhere text-slate-900">{failure.email}</p>
              <p className="text-slate-700">
                {kindLabel[failure.kind]} · {formatDateTime(failure.failedAt)}
              </p>
              <p className="break-words text-slate-600">{failure.error}</p>
            </div>
            <Button
              variant="outline"
              disabled={resend.isPending && resend.variables === failure.id}
              onClick={() => again(failure)}
              aria-label={`Reenviar o email para ${failure.email}`}
            >
              Reenviar
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
