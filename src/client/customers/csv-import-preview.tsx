import type {
  CsvImportPreview,
  ImportWarning,
  RejectedRow,
  RowOutcome,
} from '#shared/import-report.ts';
import { Button } from '../components/ui/button.tsx';
import { DialogFooter, DialogFrame } from '../components/ui/dialog.tsx';
import { cn } from '../lib/cn.ts';
import { plural } from '../lib/format.ts';
import { problem } from './csv-import.tsx';

const SHOWN_PROBLEMS = 5;
/** The server names at most this many lines of each kind. */
const NAMED_LINES = 20;

/** What will happen to the customer of a row, in the preview's last column. */
const outcomeText = (outcome: RowOutcome | null, joins: number | null) =>
  joins !== null
    ? `Junta com a linha ${joins}`
    : { new: 'Novo', update: 'Completa o cadastro', skip: 'Já no quadro', none: 'Não entra' }[
        outcome ?? 'none'
      ];

/** 'linha 3', 'linhas 3, 4 e 7' (and 'e outras' past what the server named). */
function linesText(lines: number[]) {
  const all = lines.length >= NAMED_LINES ? [...lines.map(String), 'outras'] : lines.map(String);
  const list = all.length > 1 ? `${all.slice(0, -1).join(', ')} e ${all.at(-1)}` : all[0];
  return `${lines.length > 1 ? 'linhas' : 'linha'} ${list}`;
}

/** What the file brings: new customers, customers on the board filled in or left alone. */
function summary({ valid, imported, updated, skipped }: CsvImportPreview) {
  if (valid === 0) return 'Nenhum cliente deste arquivo pode ser importado.';
  const parts: string[] = [];
  if (imported || !(updated || skipped)) {
    parts.push(plural(imported, 'cliente novo será importado', 'clientes novos serão importados'));
  }
  if (updated) {
    parts.push(
      `${plural(updated, 'cliente já cadastrado será completado', 'clientes já cadastrados serão completados')} (só os campos vazios)`,
    );
  }
  if (skipped) {
    parts.push(
      plural(
        skipped,
        'cliente já está no quadro e fica como está',
        'clientes já estão no quadro e ficam como estão',
      ),
    );
  }
  return parts.map((p) => `${p}.`).join(' ');
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
  // A name split in parts (first name, last name) is one Nome column.
  const labels = [...new Set(mapped.map((c) => c.label!))];
  const { rejected, warnings, ignored, lines } = preview;
  const toImport = preview.imported + preview.updated;
  return (
    <DialogFrame
      wide
      onClose={onCancel}
      title="Confira antes de importar"
      description={summary(preview)}
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
                <th scope="col" className="px-2 py-1 font-medium">
                  Situação
                </th>
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
                  <td className="px-2 py-1 whitespace-nowrap">
                    {outcomeText(row.outcome, row.joins)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(lines.update.length > 0 || lines.skip.length > 0 || lines.join.length > 0) && (
        <section aria-label="Clientes já cadastrados" className="grid gap-1 text-sm text-slate-700">
          {lines.update.length > 0 && (
            <p>Completam clientes já cadastrados: {linesText(lines.update)}.</p>
          )}
          {lines.skip.length > 0 && (
            <p>Já estão no quadro, sem nada novo: {linesText(lines.skip)}.</p>
          )}
          {lines.join.length > 0 && (
            <p>Mesmo cliente de uma linha acima, entram juntas: {linesText(lines.join)}.</p>
          )}
        </section>
      )}
      {rejected.length > 0 && (
        <Problems
          label="Linhas que não serão importadas"
          title={plural(rejected.length, 'linha não será importada', 'linhas não serão importadas')}
          list={rejected}
        />
      )}
      {warnings.length > 0 && (
        <Problems
          label="Avisos"
          title={plural(warnings.length, 'aviso', 'avisos')}
          list={warnings}
          warning
        />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onConfirm} disabled={toImport === 0}>
          {toImport === 0 ? 'Importar' : `Importar ${plural(toImport, 'cliente', 'clientes')}`}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}

/** Lines with a problem: how many, the first few, then how many more. */
function Problems({
  label,
  title,
  list,
  warning = false,
}: {
  label: string;
  title: string;
  list: Array<RejectedRow | ImportWarning>;
  /** Lines that come in all the same (amber), not lines left out (red). */
  warning?: boolean;
}) {
  return (
    <section aria-label={label} className="text-sm">
      <p className={cn('font-medium', warning ? 'text-amber-800' : 'text-red-700')}>{title}:</p>
      <ul className="mt-1 list-disc pl-5 text-slate-700">
        {list.slice(0, SHOWN_PROBLEMS).map((p, i) => (
          <li key={i}>{problem(p)}</li>
        ))}
        {list.length > SHOWN_PROBLEMS && <li>e mais {list.length - SHOWN_PROBLEMS}</li>}
      </ul>
    </section>
  );
}
