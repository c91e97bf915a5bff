import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importCustomersCsv } from './api/import-customers.ts';
import { ImportProgressBar } from './csv-import.tsx';

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

afterEach(() => vi.unstubAllGlobals());

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
