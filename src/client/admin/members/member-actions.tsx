import { Mail, ShieldCheck, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import type { AdminMember } from '#shared/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorToast } from '../../lib/error-toast.ts';
import { notify } from '../../lib/notify.ts';
import { useSendAccessLink } from '../api/send-access-link.ts';
import { useSetMemberAdmin } from '../api/set-member-admin.ts';
import { useSetMemberStatus } from '../api/set-member-status.ts';
import { useErrorToast } from '../use-error-toast.ts';
import { DeactivateDialog } from './deactivate-dialog.tsx';

const statusError = { title: 'Erro ao alterar o acesso', description: 'Tente novamente.' };
const linkError = { title: 'Erro ao enviar o link', description: 'Tente novamente.' };
const adminError = { title: 'Erro ao alterar a administração', description: 'Tente novamente.' };

/** Ativar or Desativar (asking the reason), Reenviar link, and the console grant; each toasts. */
export function MemberActions({ member }: { member: AdminMember }) {
  const [asking, setAsking] = useState(false);
  const setStatus = useSetMemberStatus();
  const sendLink = useSendAccessLink();
  const setAdmin = useSetMemberAdmin();
  useErrorToast(setAdmin.error, adminError);
  const { email } = member;
  // ADMIN_EMAILS outranks the flag: the server answers isAdmin true after a removal.
  const pinnedAdmin = setAdmin.variables?.isAdmin === false && setAdmin.data?.isAdmin === true;

  const activate = () =>
    setStatus.mutate(
      { email, status: 'active' },
      {
        onSuccess: () =>
          notify.success({ title: 'Membro ativado', description: `${email} tem acesso de novo.` }),
        onError: (err) => notify.error(errorToast(err, { fallback: statusError })),
      },
    );

  const deactivate = (reason: string) =>
    setStatus.mutate(
      { email, status: 'inactive', reason },
      {
        onSuccess: () => {
          setAsking(false);
          notify.success({
            title: 'Membro desativado',
            description: `${email} não tem mais acesso.`,
          });
        },
        onError: (err) => notify.error(errorToast(err, { fallback: statusError })),
      },
    );

  const resend = () =>
    sendLink.mutate(email, {
      onSuccess: () =>
        notify.success({
          title: 'Link de acesso enviado',
          description: `Enviamos um novo link para ${email}.`,
        }),
      onError: (err) => notify.error(errorToast(err, { fallback: linkError })),
    });

  const toggleAdmin = () =>
    setAdmin.mutate(
      { email, isAdmin: !member.isAdmin },
      {
        onSuccess: (answer, { isAdmin }) =>
          notify.success(
            isAdmin
              ? {
                  title: 'Administração concedida',
                  description: `${email} já acessa a Administração.`,
                }
              : {
                  title: 'Administração removida',
                  description: answer.isAdmin
                    ? `${email} continua administrador: o email está em ADMIN_EMAILS.`
                    : `${email} não acessa mais a Administração.`,
                },
          ),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {member.status === 'active' ? (
        <Button variant="destructive" onClick={() => setAsking(true)}>
          <UserX aria-hidden /> Desativar
        </Button>
      ) : (
        <Button onClick={activate} disabled={setStatus.isPending}>
          <UserCheck aria-hidden /> {setStatus.isPending ? 'Ativando...' : 'Ativar'}
        </Button>
      )}
      <Button variant="outline" onClick={resend} disabled={sendLink.isPending}>
        <Mail aria-hidden /> {sendLink.isPending ? 'Enviando...' : 'Reenviar link de acesso'}
      </Button>
      <Button variant="outline" onClick={toggleAdmin} disabled={setAdmin.isPending}>
        {member.isAdmin ? (
          <>
            <ShieldOff aria-hidden /> Remover da administração
          </>
        ) : (
          <>
            <ShieldCheck aria-hidden /> Tornar administrador
          </>
        )}
      </Button>
      {pinnedAdmin && (
        <p className="basis-full text-sm text-slate-600">
          Este email está em ADMIN_EMAILS: continua administrador.
        </p>
      )}
      <DeactivateDialog
        key={String(asking)}
        email={email}
        open={asking}
        pending={setStatus.isPending}
        onOpenChange={setAsking}
        onConfirm={deactivate}
      />
    </div>
  );
}
