import { Download, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { NextPageButton } from '../../components/ui/next-page-button.tsx';
import { memberFiltersFrom } from '../api/admin-keys.ts';
import { useMembers } from '../api/get-members.ts';
import { membersCsvUrl } from '../api/members-csv.ts';
import { plural } from '../format.ts';
import { AdminSection, EmptyState } from '../states.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useErrorToast } from '../use-error-toast.ts';
import { AddMemberButton } from './add-member-dialog.tsx';
import { FailedMails } from './failed-mails.tsx';
import { ImportMembersButton } from './import-members-button.tsx';
import { MemberDialog } from './member-dialog.tsx';
import { MemberFiltersBar } from './member-filters.tsx';
import { MembersList } from './members-list.tsx';

const loadError = {
  title: 'Erro ao carregar membros',
  description: 'Não foi possível carregar a lista. Tente novamente em instantes.',
};

/** ?secao=membros: search, filter and export the members; ?email= opens one member. */
export default function MembersSection() {
  const [params, setParams] = useSearchParams();
  const filters = memberFiltersFrom(params);
  const openEmail = params.get('email');
  const members = useMembers(filters);
  useErrorToast(members.error, loadError);

  // replace: the URL can be shared, and Back leaves the console instead of replaying filters.
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  const list = members.data?.pages.flatMap((p) => p.members) ?? [];
  const total = members.data?.pages[0]?.total ?? 0;
  const filtered = filters.q !== '' || filters.status !== '';

  return (
    <AdminSection
      id="members"
      title="Membros"
      summary={
        !members.isSuccess
          ? '\u00a0'
          : filtered
            ? plural(total, 'membro encontrado', 'membros encontrados')
            : plural(total, 'membro no total', 'membros no total')
      }
      liveSummary
      actions={
        <div className="flex flex-wrap gap-2">
          <AddMemberButton />
          <ImportMembersButton />
          <a
            href={membersCsvUrl(filters)}
            download="membros.csv"
            className={buttonVariants({ variant: 'outline' })}
          >
            <Download aria-hidden /> Exportar CSV
          </a>
        </div>
      }
    >
      <FailedMails />

      <MemberFiltersBar
        filters={filters}
        onChange={(next) => update({ q: next.q, status: next.status })}
      />

      {members.isPending ? (
        <Loading label="Carregando membros..." />
      ) : members.isError ? (
        <LoadError message={loadError.description} onRetry={() => void members.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Users}
          title={filtered ? 'Nenhum membro encontrado' : 'Nenhum membro ainda'}
        >
          {filtered
            ? 'Confira o email ou o nome digitado, ou escolha "Todos" no status.'
            : 'Os membros aparecem aqui quando uma compra chega pelo webhook do checkout, ou quando você usa "Adicionar membro" ou "Importar CSV".'}
        </EmptyState>
      ) : (
        <>
          <MembersList members={list} onOpen={(email) => update({ email })} />
          <NextPageButton query={members}>Carregar mais</NextPageButton>
        </>
      )}

      {openEmail && <MemberDialog email={openEmail} onClose={() => update({ email: '' })} />}
    </AdminSection>
  );
}
