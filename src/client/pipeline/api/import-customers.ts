import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '#shared/import-report.ts';
import { api } from '../../lib/api.ts';
import { customersQueryKey } from './get-customers.ts';

export const importCustomersCsv = (file: File) =>
  file.text().then((text) =>
    api<ImportReport>('/api/customers/import', {
      method: 'POST',
      body: text,
      headers: { 'content-type': 'text/csv' },
    }),
  );

export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCustomersCsv,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
