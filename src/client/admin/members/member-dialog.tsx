import { Dialog, DialogContent, DialogHeading } from '../../components/ui/dialog.tsx';
import { useMember } from '../api/get-member.ts';
import { sourceLabel } from '../labels.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useErrorToast } from '../use-error-toast.ts';
import { MemberActions } from './member-actions.tsx';
import { Fact, lastSeen, StatusBadge, useSince } from './member-cells.tsx';
import { MemberEventLog, PurchasesLedger } from './member-history.tsx';

const loadError = {
  title: 'Erro ao carregar o membro',
  description: 'Não foi possível abrir este membro. Tente novamente.',
};

/** A member's page: who, the actions, the purchases ledger and the event log. */
export function MemberDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const since = useSince();
  const detail = useMember(email);
  useErrorToast(detail.error, loadError);
  const member = detail.data?.member;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent wide>
        {/* A name wraps between its words; only an email may break anywhere. */}
        <DialogHeading
          title={
            member?.name ? (
              <span className="wrap-break-word">{member.name}</span>
            ) : (
              <span className="wrap-anywhere">{email}</span>
            )
          }
          description={
            member ? (
              member.name ? (
                <span className="wrap-anywhere">{email}</span>
              ) : (
                'Sem nome cadastrado'
              )
            ) : (
              'Membro'
            )
          }
        />
        {detail.isPending ? (
          <Loading label="Carregando membro..." />
        ) : detail.isError ? (
          <LoadError message={loadError.description} onRetry={() => void detail.refetch()} />
        ) : (
          <div className="grid gap-5">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-xs text-slate-600">Status</dt>
                <dd>
                  <StatusBadge status={detail.data.member.status} />
                </dd>
              </div>
              <Fact term="Origem" value={sourceLabel(detail.data.member.source)} />
              <Fact term="Desde" value={since(detail.data.member)} />
              <Fact term="Último acesso" value={lastSeen(detail.data.member)} />
            </dl>
            <MemberActions member={detail.data.member} />
            <PurchasesLedger purchases={detail.data.purchases} />
            <MemberEventLog events={detail.data.events} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
