import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { customersQueryKey } from './get-customers.ts';

export interface CsvImportResult {
  imported: number;
  rejected: Array<{ line: number; message: string }>;
}

export const importCustomersCsv = (file: File) =>
  file.text().then((text) =>
    api<CsvImportResult>('/api/customers/import', {
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
