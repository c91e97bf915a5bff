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
    imported: 1,
    updated: 0,
    skipped: 0,
    warnings: [],
    lines: { update: [], skip: [], join: [] },
    valid: 1,
    ignored: ['Cor'],
    columns: [
      { column: 'Cliente', field: 'nome', label: 'Nome' },
      { column: 'Valor', field: 'valor', label: 'Valor (R$)' },
      { column: 'Cor', field: null, label: null },
    ],
    preview: [
      { line: 2, values: { Nome: 'Ana', 'Valor (R$)': '1.500' }, outcome: 'new', joins: null },
      { line: 3, values: { Nome: 'Bia', 'Valor (R$)': 'dez' }, outcome: null, joins: null },
    ],
    rejected: [
      { index: 1, line: 3, column: 'Valor', message: 'Valor inválido: "dez". Use só números.' },
    ],
  };

  it('shows the columns read and ignored, the first rows and the lines left out, then imports', async () => {
    const onConfirm = vi.fn();
    render(<ImportPreviewDialog preview={preview} onConfirm={onConfirm} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Confira antes de importar' });
    expect(dialog).toHaveTextContent('1 cliente novo será importado.');
    expect(dialog).toHaveTextContent('Colunas lidas: Cliente → Nome, Valor → Valor (R$).');
    expect(dialog).toHaveTextContent('Colunas ignoradas: Cor.');
    const table = within(dialog).getByRole('table', { name: 'Primeiras linhas do arquivo' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['LinhaNomeValor (R$)Situação', '2Ana1.500Novo', '3BiadezNão entra']);
    expect(dialog).toHaveTextContent('1 linha não será importada:');
    expect(dialog).toHaveTextContent('linha 3 (Valor): Valor inválido: "dez". Use só números');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar 1 cliente' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('reports what came in with agreement, and never as a plain success when lines were left out', () => {
    const none = { updated: 0, skipped: 0, warnings: [], rejected: [], ignored: [] };
    expect(reportToast({ ...none, imported: 6 })).toEqual({
      title: '6 clientes importados',
      description: undefined,
      partial: false,
    });
    expect(
      reportToast({ ...none, imported: 1, rejected: preview.rejected, ignored: ['Cor'] }),
    ).toEqual({
      title: '1 cliente importado',
      description: '1 linha não importada: linha 3 (Valor): Valor inválido: "dez". Use só números.',
      partial: true,
    });
  });

  it('keeps the report after the import short: the preview already listed every problem', () => {
    const line = (n: number) => ({
      index: n - 2,
      line: n,
      column: 'Valor',
      message: `Valor inválido: "x${n}".`,
    });
    const report = reportToast({
      imported: 2,
      updated: 0,
      skipped: 0,
      rejected: [2, 3, 4, 5, 6].map(line),
      warnings: [7, 8, 9].map(line),
      ignored: ['Cor', 'Tamanho'],
    });
    expect(report.description).toBe(
      '5 linhas não importadas (linha 2 e mais 4). 3 avisos (linha 7 e mais 2).',
    );
  });

  it('says which rows are new, fill a customer on the board, change nothing, or join a row above', async () => {
    const onConfirm = vi.fn();
    const seen: CsvImportPreview = {
      ...preview,
      imported: 1,
      updated: 1,
      skipped: 2,
      valid: 5,
      rejected: [],
      ignored: [],
      columns: [
        { column: 'First Name', field: 'nome_proprio', label: 'Nome' },
        { column: 'Last Name', field: 'sobrenome', label: 'Nome' },
      ],
      preview: [
        { line: 2, values: { Nome: 'Ana Souza' }, outcome: 'update', joins: null },
        { line: 3, values: { Nome: 'Ana Souza' }, outcome: 'update', joins: 2 },
        { line: 4, values: { Nome: 'Bia Lima' }, outcome: 'skip', joins: null },
        { line: 5, values: { Nome: 'Caio Reis' }, outcome: 'skip', joins: null },
        { line: 6, values: { Nome: 'Dora Dias' }, outcome: 'new', joins: null },
      ],
      lines: { update: [2, 3], skip: [4, 5], join: [3] },
      warnings: [
        {
          line: 6,
          column: 'Email',
          message: 'Email inválido ("dora@claro"): o cliente entra sem email.',
        },
      ],
    };
    render(<ImportPreviewDialog preview={seen} onConfirm={onConfirm} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Confira antes de importar' });
    expect(dialog).toHaveTextContent(
      '1 cliente novo será importado. 1 cliente já cadastrado será completado (só os campos vazios). 2 clientes já estão no quadro e ficam como estão.',
    );
    expect(
      within(dialog)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'LinhaNomeSituação',
      '2Ana SouzaCompleta o cadastro',
      '3Ana SouzaJunta com a linha 2',
      '4Bia LimaJá no quadro',
      '5Caio ReisJá no quadro',
      '6Dora DiasNovo',
    ]);
    const known = within(dialog).getByRole('region', { name: 'Clientes já cadastrados' });
    expect(known).toHaveTextContent('Completam clientes já cadastrados: linhas 2 e 3.');
    expect(known).toHaveTextContent('Já estão no quadro, sem nada novo: linhas 4 e 5.');
    expect(known).toHaveTextContent('Mesmo cliente de uma linha acima, entram juntas: linha 3.');
    const warned = within(dialog).getByRole('region', { name: 'Avisos' });
    expect(warned).toHaveTextContent('1 aviso:');
    expect(warned).toHaveTextContent(
      'linha 6 (Email): Email inválido ("dora@claro"): o cliente entra sem email',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar 2 clientes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('offers nothing to import when every customer is already on the board', () => {
    const known = { ...preview, imported: 0, skipped: 3, valid: 3, rejected: [] };
    render(<ImportPreviewDialog preview={known} onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Confira antes de importar' });
    expect(dialog).toHaveTextContent('3 clientes já estão no quadro e ficam como estão.');
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
  });

  it('tells what was already on the board and the warnings, still as a success', () => {
    const report = {
      imported: 2,
      updated: 1,
      skipped: 3,
      rejected: [],
      ignored: [],
      warnings: [
        {
          line: 4,
          column: 'Fase',
          message: 'Venda sem data: entra nos Resultados como fechada hoje.',
        },
      ],
    };
    expect(reportToast(report)).toEqual({
      title: '2 clientes importados',
      description:
        '1 cliente já cadastrado foi completado. 3 clientes já estavam no quadro e ficaram como estavam. 1 aviso: linha 4 (Fase): Venda sem data: entra nos Resultados como fechada hoje.',
      partial: false,
    });
    expect(reportToast({ ...report, imported: 0, updated: 0, warnings: [] }).title).toBe(
      'Nenhum cliente novo',
    );
    expect(reportToast({ ...report, imported: 0, warnings: [] }).title).toBe(
      '1 cliente atualizado',
    );
  });
});
