import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiErrorBody } from '#shared/api-error.ts';
import type { ImportReport } from '#shared/import-report.ts';
import { ApiError } from '../../lib/api.ts';
import { refreshBoard } from './refresh-board.ts';

/** How far an import is: the share of the file sent, then null while the server works. */
export type ImportProgress = number | null;

/**
 * POST /api/customers/import through XMLHttpRequest, the one browser API that reports upload
 * progress. The file goes as it is: the server tells UTF-8 from Windows-1252.
 */
export function importCustomersCsv(
  file: Blob,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/customers/import');
    xhr.setRequestHeader('content-type', 'text/csv');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded < e.total ? e.loaded / e.total : null);
    };
    xhr.upload.onload = () => onProgress(null);
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportReport);
      else reject(new ApiError(xhr.status, body as ApiErrorBody | undefined));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.send(file);
  });
}

/** The import and its progress (undefined when no import runs). */
export function useImportCustomers() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | undefined>();
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return importCustomersCsv(file, setProgress);
    },
    onSettled: async () => {
      setProgress(undefined);
      await refreshBoard(queryClient);
    },
  });
  return { ...mutation, progress };
}
