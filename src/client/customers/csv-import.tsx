import { Download, Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type {
  CsvImportPreview,
  CsvImportReport,
  ImportWarning,
  RejectedRow,
} from '#shared/import-report.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { plural } from '../lib/format.ts';
import { errorToast } from '../lib/error-toast.ts';
import { notify } from '../lib/notify.ts';
import {
  CUSTOMERS_CSV_TEMPLATE,
  type ImportProgress,
  type useImportCustomers,
} from './api/import-customers.ts';

const importFailed = {
  title: 'Erro ao importar',
  description: 'Não foi possível importar o arquivo. Tente novamente.',
};

// The preview's dialog (Radix) loads when a file is chosen, keeping the board light.
const ImportPreviewDialog = lazy(() =>
  import('./csv-import-preview.tsx').then((m) => ({ default: m.ImportPreviewDialog })),
);

export const problem = (r: RejectedRow | ImportWarning) =>
  `linha ${r.line}${r.column ? ` (${r.column})` : ''}: ${r.message.replace(/\.$/, '')}`;

/**
 * One problem in full; several by the first line and how many more (the preview listed them all
 * before the import, and a toast is no place for a list).
 */
const summary = (list: Array<RejectedRow | ImportWarning>, one: string, many: string) =>
  list.length === 1
    ? `${plural(1, one, many)}: ${problem(list[0]!)}.`
    : `${plural(list.length, one, many)} (linha ${list[0]!.line} e mais ${list.length - 1}).`;

/** The report: what came in, what was already there, which lines did not come in and why. */
export function reportToast(report: CsvImportReport) {
  const { imported, updated, skipped, rejected, warnings } = report;
  const title =
    imported === 0 && updated > 0
      ? plural(updated, 'cliente atualizado', 'clientes atualizados')
      : imported === 0 && skipped > 0
        ? 'Nenhum cliente novo'
        : plural(imported, 'cliente importado', 'clientes importados');
  const parts: string[] = [];
  if (updated && imported) {
    parts.push(
      `${plural(updated, 'cliente já cadastrado foi completado', 'clientes já cadastrados foram completados')}.`,
    );
  }
  if (skipped) {
    parts.push(
      `${plural(skipped, 'cliente já estava no quadro e ficou como estava', 'clientes já estavam no quadro e ficaram como estavam')}.`,
    );
  }
  if (rejected.length)
    parts.push(summary(rejected, 'linha não importada', 'linhas não importadas'));
  if (warnings.length) parts.push(summary(warnings, 'aviso', 'avisos'));
  return { title, description: parts.join(' ') || undefined, partial: rejected.length > 0 };
}

/** 'Importar CSV', 'Baixar modelo', and the preview of how the file will be read. */
export function CsvImportButton({
  importCsv,
}: {
  importCsv: ReturnType<typeof useImportCustomers>;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: CsvImportPreview } | null>(null);

  async function previewFile(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    try {
      setChosen({ file, preview: await importCsv.preview.mutateAsync(file) });
    } catch (err) {
      notify.error(errorToast(err, { fallback: importFailed }));
    }
  }

  async function confirm() {
    if (!chosen) return;
    setChosen(null);
    try {
      const { partial, ...toast } = reportToast(await importCsv.confirm.mutateAsync(chosen.file));
      if (partial) notify.error(toast);
      else notify.success(toast);
    } catch (err) {
      notify.error(errorToast(err, { fallback: importFailed }));
    }
  }

  return (
    <>
      <a
        href={CUSTOMERS_CSV_TEMPLATE}
        download
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <Download aria-hidden /> Baixar modelo
      </a>
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
        onChange={(e) => void previewFile(e.target.files?.[0])}
      />
      {chosen && (
        <Suspense fallback={null}>
          <ImportPreviewDialog
            preview={chosen.preview}
            onConfirm={() => void confirm()}
            onCancel={() => setChosen(null)}
          />
        </Suspense>
      )}
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
