import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CsvImportPreview, CsvImportReport, RejectedRow } from '#shared/import-report.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog.tsx';
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
const SHOWN_PROBLEMS = 5;

/** '1 cliente importado', '1.200 clientes importados' */
export const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

const problem = (r: RejectedRow) =>
  `linha ${r.line}${r.column ? ` (${r.column})` : ''}: ${r.message.replace(/\.$/, '')}`;

/** The report: what came in, which lines did not and why, which columns were not read. */
export function reportToast({ imported, rejected, ignored }: CsvImportReport) {
  const title = count(imported, 'cliente importado', 'clientes importados');
  const parts: string[] = [];
  if (rejected.length) {
    const shown = rejected.slice(0, 3).map(problem);
    if (rejected.length > shown.length) shown.push(`e mais ${rejected.length - shown.length}`);
    parts.push(
      `${count(rejected.length, 'linha não importada', 'linhas não importadas')}: ${shown.join('; ')}.`,
    );
  }
  if (ignored.length) parts.push(`Colunas ignoradas: ${ignored.join(', ')}.`);
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
        <ImportPreviewDialog
          preview={chosen.preview}
          onConfirm={() => void confirm()}
          onCancel={() => setChosen(null)}
        />
      )}
    </>
  );
}

/** How the file will be read: columns, the first rows, the lines left out; then 'Importar'. */
export function ImportPreviewDialog({
  preview,
  onConfirm,
  onCancel,
}: {
  preview: CsvImportPreview;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const mapped = preview.columns.filter((c) => c.label);
  const labels = mapped.map((c) => c.label!);
  const { rejected, ignored, valid } = preview;
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent wide>
        <DialogHeader>
          <DialogTitle>Confira antes de importar</DialogTitle>
          <DialogDescription>
            {valid === 0
              ? 'Nenhum cliente deste arquivo pode ser importado.'
              : `${count(valid, 'cliente será importado', 'clientes serão importados')}.`}
          </DialogDescription>
        </DialogHeader>
        <section aria-label="Colunas" className="grid gap-1 text-sm text-slate-700">
          <p>
            Colunas lidas:{' '}
            {mapped
              .map((c) => (c.column === c.label ? c.column : `${c.column} → ${c.label}`))
              .join(', ')}
            .
          </p>
          <p>
            {ignored.length
              ? `Colunas ignoradas: ${ignored.join(', ')}.`
              : 'Nenhuma coluna ignorada.'}
          </p>
        </section>
        {preview.preview.length > 0 && (
          <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Primeiras linhas do arquivo</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-2 py-1 font-medium">
                    Linha
                  </th>
                  {labels.map((label) => (
                    <th key={label} scope="col" className="px-2 py-1 font-medium">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.preview.map((row) => (
                  <tr key={row.line} className="border-t border-slate-100">
                    <td className="px-2 py-1 text-slate-500">{row.line}</td>
                    {labels.map((label) => (
                      <td key={label} className="max-w-48 truncate px-2 py-1">
                        {row.values[label]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {rejected.length > 0 && (
          <section aria-label="Linhas que não serão importadas" className="text-sm">
            <p className="font-medium text-red-700">
              {count(rejected.length, 'linha não será importada', 'linhas não serão importadas')}:
            </p>
            <ul className="mt-1 list-disc pl-5 text-slate-700">
              {rejected.slice(0, SHOWN_PROBLEMS).map((r) => (
                <li key={r.index}>{problem(r)}</li>
              ))}
              {rejected.length > SHOWN_PROBLEMS && (
                <li>e mais {rejected.length - SHOWN_PROBLEMS}</li>
              )}
            </ul>
          </section>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={onConfirm} disabled={valid === 0}>
            {valid === 0 ? 'Importar' : `Importar ${count(valid, 'cliente', 'clientes')}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
