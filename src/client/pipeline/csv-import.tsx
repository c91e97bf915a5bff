import { Upload } from 'lucide-react';
import { useRef } from 'react';
import type { ImportReport } from '#shared/import-report.ts';
import { Button } from '../components/ui/button.tsx';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import type { ImportProgress, useImportCustomers } from './api/import-customers.ts';

const importFailed = {
  title: 'Erro ao importar',
  description: 'Não foi possível importar o arquivo. Tente novamente.',
};

/** The report: how many came in, and the first lines left out with why. */
function reportToast(result: ImportReport) {
  const skipped = result.rejected
    .map((r) => `linha ${r.line}${r.column ? ` (${r.column})` : ''}: ${r.message}`)
    .slice(0, 3)
    .join('; ');
  return {
    title: `${result.imported} cliente(s) importado(s)`,
    description: result.rejected.length
      ? `${result.rejected.length} linha(s) ignorada(s) — ${skipped}`
      : undefined,
  };
}

/** 'Importar CSV' and the hidden file input it opens; the progress is shown apart. */
export function CsvImportButton({
  importCsv,
}: {
  importCsv: ReturnType<typeof useImportCustomers>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);

  async function importFile(file: File | undefined) {
    if (!file) return;
    try {
      notify.success(reportToast(await importCsv.mutateAsync(file)));
    } catch (err) {
      notify.error(errorToast(err, { fallback: importFailed }));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => fileInput.current?.click()}
        disabled={importCsv.isPending}
      >
        <Upload aria-hidden /> {importCsv.isPending ? 'Importando...' : 'Importar CSV'}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label="Arquivo CSV de clientes"
        onChange={(e) => void importFile(e.target.files?.[0])}
      />
    </>
  );
}

/** The file's upload as a bar, then an indeterminate 'Processando…' until the report. */
export function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const percent = progress === null ? undefined : Math.round(progress * 100);
  return (
    <div className="mt-3 grid gap-1" data-testid="import-progress">
      <div
        role="progressbar"
        aria-label="Importando clientes"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === undefined ? 'Processando…' : `${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={
            percent === undefined
              ? 'h-full w-1/3 animate-pulse rounded-full bg-brand-600 motion-reduce:animate-none'
              : 'h-full rounded-full bg-brand-600 transition-[width]'
          }
          style={percent === undefined ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {percent === undefined ? 'Processando…' : `Enviando arquivo… ${percent}%`}
      </p>
    </div>
  );
}
