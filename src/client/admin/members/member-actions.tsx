import { Mail, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import type { AdminMember } from '#shared/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorToast } from '../../lib/error-toast.ts';
import { notify } from '../../lib/notify.ts';
import { useSendAccessLink } from '../api/send-access-link.ts';
import { useSetMemberStatus } from '../api/set-member-status.ts';
import { DeactivateDialog } from './deactivate-dialog.tsx';

const statusError = { title: 'Erro ao alterar o acesso', description: 'Tente novamente.' };
const linkError = { title: 'Erro ao enviar o link', description: 'Tente novamente.' };

/** Ativar, Desativar (asking the reason) and Reenviar link de acesso, each with its toast. */
export function MemberActions({ member }: { member: AdminMember }) {
  const [asking, setAsking] = useState(false);
  const setStatus = useSetMemberStatus();
  const sendLink = useSendAccessLink();
  const { email } = member;

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
