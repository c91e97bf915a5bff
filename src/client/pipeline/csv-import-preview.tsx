import type { CsvImportPreview } from '#shared/import-report.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogFooter, DialogFrame } from '../components/ui/dialog.tsx';
import { plural } from '../lib/format.ts';
import { problem } from './csv-import.tsx';

const SHOWN_PROBLEMS = 5;

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
    <DialogFrame
      wide
      onClose={onCancel}
      title="Confira antes de importar"
      description={
        valid === 0
          ? 'Nenhum cliente deste arquivo pode ser importado.'
          : `${plural(valid, 'cliente será importado', 'clientes serão importados')}.`
      }
    >
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
            {plural(rejected.length, 'linha não será importada', 'linhas não serão importadas')}:
          </p>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {rejected.slice(0, SHOWN_PROBLEMS).map((r) => (
              <li key={r.index}>{problem(r)}</li>
            ))}
            {rejected.length > SHOWN_PROBLEMS && <li>e mais {rejected.length - SHOWN_PROBLEMS}</li>}
          </ul>
        </section>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} disabled={valid === 0}>
          {valid === 0 ? 'Importar' : `Importar ${plural(valid, 'cliente', 'clientes')}`}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
