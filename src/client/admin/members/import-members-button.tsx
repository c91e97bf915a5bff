import { Upload } from 'lucide-react';
import type { MemberImportReport } from '#shared/admin.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { notify } from '../../lib/notify.ts';
import { useImportMembers } from '../api/import-members.ts';
import { plural } from '../format.ts';
import { useErrorToast } from '../use-error-toast.ts';

const importError = { title: 'Erro ao importar o CSV', description: 'Tente novamente.' };
const SHOWN_REJECTIONS = 3;

/** '2 membros adicionados; 1 linha ignorada (linha 3: Email inválido.)' */
export function importSummary({ imported, rejected }: MemberImportReport): string {
  const added = plural(imported, 'membro adicionado', 'membros adicionados');
  if (rejected.length === 0) return `${added}.`;
  const shown = rejected
    .slice(0, SHOWN_REJECTIONS)
    .map((r) => `linha ${r.line}: ${r.message.replace(/\.$/, '')}`);
  const more = rejected.length - shown.length;
  if (more > 0) shown.push(`e mais ${more}`);
  return `${added}; ${plural(rejected.length, 'linha ignorada', 'linhas ignoradas')} (${shown.join('; ')}).`;
}

/** 'Importar CSV': a file picker styled as a button; the file is uploaded once chosen. */
export function ImportMembersButton() {
  const importing = useImportMembers();
  useErrorToast(importing.error, importError);

  const upload = (e: React.ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again, once fixed, uploads it again.
    input.value = '';
    if (!file) return;
    importing.mutate(file, {
      onSuccess: (report) =>
        notify.success({ title: 'Importação concluída', description: importSummary(report) }),
    });
  };

  return (
    <label
      className={cn(
        buttonVariants({ variant: 'outline' }),
        'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 has-[:focus-visible]:ring-offset-2',
        importing.isPending && 'pointer-events-none opacity-50',
      )}
    >
      <Upload aria-hidden /> {importing.isPending ? 'Importando...' : 'Importar CSV'}
      <input
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        disabled={importing.isPending}
        onChange={upload}
      />
    </label>
  );
}
