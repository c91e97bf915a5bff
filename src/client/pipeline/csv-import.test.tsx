import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CsvImportPreview } from '#shared/import-report.ts';
import { importCustomersCsv } from './api/import-customers.ts';
import { ImportProgressBar, reportToast } from './csv-import.tsx';
import { ImportPreviewDialog } from './csv-import-preview.tsx';

/** An XMLHttpRequest that uploads in two steps and answers the report. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  status = 0;
  response: unknown;
  responseType = '';
  sent: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send(body: unknown) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    this.upload.onload?.();
    this.status = 200;
    this.response = { imported: 2, rejected: [] };
    this.onload?.();
  }
}

describe('CSV import', () => {
  it('reports the share uploaded, then processing, then the report', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: Array<number | null> = [];
    const file = new File(['Nome\nAna\nBia\n'], 'clientes.csv', { type: 'text/csv' });
    await expect(importCustomersCsv(file, (p) => progress.push(p))).resolves.toEqual({
      imported: 2,
      rejected: [],
    });
    expect(progress).toEqual([0.4, null, null]);
    expect(FakeXhr.last.sent).toBe(file);
  });

  it("shows the bar with its percentage, then an indeterminate 'Processando…'", () => {
    const { rerender } = render(<ImportProgressBar progress={0.45} />);
    expect(screen.getByRole('progressbar', { name: 'Importando clientes' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByText('Enviando arquivo… 45%')).toBeVisible();
    rerender(<ImportProgressBar progress={null} />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('Processando…')).toBeVisible();
  });
});

describe('the import preview', () => {
  const preview: CsvImportPreview = {
    imported: 0,
    valid: 1,
    ignored: ['Cor'],
    columns: [
      { column: 'Cliente', field: 'nome', label: 'Nome' },
      { column: 'Valor', field: 'valor', label: 'Valor (R$)' },
      { column: 'Cor', field: null, label: null },
    ],
    preview: [
      { line: 2, values: { Nome: 'Ana', 'Valor (R$)': '1.500' } },
      { line: 3, values: { Nome: 'Bia', 'Valor (R$)': 'dez' } },
    ],
    rejected: [
      { index: 1, line: 3, column: 'Valor', message: 'Valor inválido: "dez". Use só números.' },
    ],
  };

  it('shows the columns read and ignored, the first rows and the lines left out, then imports', async () => {
    const onConfirm = vi.fn();
    render(<ImportPreviewDialog preview={preview} onConfirm={onConfirm} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Confira antes de importar' });
    expect(dialog).toHaveTextContent('1 cliente será importado.');
    expect(dialog).toHaveTextContent('Colunas lidas: Cliente → Nome, Valor → Valor (R$).');
    expect(dialog).toHaveTextContent('Colunas ignoradas: Cor.');
    const table = within(dialog).getByRole('table', { name: 'Primeiras linhas do arquivo' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['LinhaNomeValor (R$)', '2Ana1.500', '3Biadez']);
    expect(dialog).toHaveTextContent('1 linha não será importada:');
    expect(dialog).toHaveTextContent('linha 3 (Valor): Valor inválido: "dez". Use só números');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar 1 cliente' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('reports what came in with agreement, and never as a plain success when lines were left out', () => {
    expect(reportToast({ imported: 6, rejected: [], ignored: [] })).toEqual({
      title: '6 clientes importados',
      description: undefined,
      partial: false,
    });
    expect(reportToast({ imported: 1, rejected: preview.rejected, ignored: ['Cor'] })).toEqual({
      title: '1 cliente importado',
      description:
        '1 linha não importada: linha 3 (Valor): Valor inválido: "dez". Use só números. Colunas ignoradas: Cor.',
      partial: true,
    });
  });
});
