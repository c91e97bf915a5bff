import type { MemberImportReport } from '#shared/admin.ts';
import { api } from '../../lib/api.ts';
import { useInvalidatingMutation } from '../../lib/use-invalidating-mutation.ts';
import { adminKeys } from './admin-keys.ts';

/** The file goes as the body, as is: the server reads the CSV (email[,name] per line). */
export const importMembers = (file: File) =>
  api<MemberImportReport>('/api/admin/members/import', {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'text/csv' },
  });

/** 'Importar CSV': adds every valid line and reports the ones it skipped. */
export const useImportMembers = () => useInvalidatingMutation(importMembers, adminKeys.all);
