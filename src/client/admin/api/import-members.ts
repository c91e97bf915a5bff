import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberImportReport } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** The file goes as the body, as is: the server reads the CSV (email[,name] per line). */
export const importMembers = (file: File) =>
  api<MemberImportReport>('/api/admin/members/import', {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'text/csv' },
  });

/** 'Importar CSV': adds every valid line and reports the ones it skipped. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
