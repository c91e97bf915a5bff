import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiErrorBody } from '#shared/api-error.ts';
import type { CsvImportPreview, CsvImportReport } from '#shared/import-report.ts';
import { ApiError } from '../../lib/api.ts';
import { refreshCustomers } from './refresh.ts';

/** How far an upload is: the share of the file sent, then null while the server works. */
export type ImportProgress = number | null;

/** 'Baixar modelo': the columns the import reads, with an example row. */
export const CUSTOMERS_CSV_TEMPLATE = '/api/customers/import/template.csv';

/**
 * POSTs the file through XMLHttpRequest, the one browser API that reports upload progress.
 * The file goes as it is: the server tells UTF-8 from Windows-1252.
 */
function sendCsv<T>(url: string, file: Blob, onProgress: (p: ImportProgress) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded < e.total ? e.loaded / e.total : null);
    };
    xhr.upload.onload = () => onProgress(null);
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, body as ApiErrorBody | undefined));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.send(file);
  });
}

/** POST /api/customers/import?dryRun=1: how the file will be read; nothing is saved. */
export const previewCustomersCsv = (file: Blob, onProgress: (p: ImportProgress) => void) =>
  sendCsv<CsvImportPreview>('/api/customers/import?dryRun=1', file, onProgress);

/** POST /api/customers/import: saves the valid rows and reports the others. */
export const importCustomersCsv = (file: Blob, onProgress: (p: ImportProgress) => void) =>
  sendCsv<CsvImportReport>('/api/customers/import', file, onProgress);

/** The preview, then the import, and the upload's progress (undefined when none runs). */
export function useImportCustomers() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | undefined>();
  const preview = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return previewCustomersCsv(file, setProgress);
    },
    onSettled: () => setProgress(undefined),
  });
  const confirm = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return importCustomersCsv(file, setProgress);
    },
    onSettled: async () => {
      setProgress(undefined);
      await refreshCustomers(queryClient);
    },
  });
  return { preview, confirm, progress, isPending: preview.isPending || confirm.isPending };
}
