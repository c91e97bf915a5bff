import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Board, CustomerCard } from '#shared/board.ts';
import { phases, type Customer } from '#shared/customers.ts';
import BoardSection from './board-section.tsx';
import { renderApp } from '../test/render-app.tsx';
import { testCard } from '../test/fixtures.ts';
import { expectVisible } from '../test/visible.ts';

const card = (id: string, nome: string, more: Partial<CustomerCard> = {}) =>
  testCard({ id, nome, fase_alterada_em: new Date().toISOString(), ...more });
const ana = card('a1', 'Ana Lima', { valor: 1500 });
const bia = card('b2', 'Bia Souza', {
  fase: 'contacted',
  proximo_contato: '2026-12-01',
  ultima_nota: 'Pediu o bolo de dois andares para o casamento da filha',
  aguardando_pagamento: true,
});

/** The board answer: Prospecção counts 45 customers though only Ana is on its first page. */
const boardOf = (cards: CustomerCard[], prospectCount = 45): Board => ({
  columns: phases.map(({ id }) => {
    const customers = cards.filter((c) => c.fase === id);
    return {
      fase: id,
      count: id === 'prospect' ? prospectCount : customers.length,
      total: customers.reduce((sum, c) => sum + (c.valor ?? 0), 0),
      customers,
      nextCursor: null,
    };
  }),
});

beforeAll(async () => {
  await import('./customer-dialog.tsx');
  // jsdom lays nothing out: the columns' virtual lists need a height to show any card.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
  // The dialog's module graph is large: on a busy machine its first import takes seconds.
}, 60_000);
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

function fakeApi(answer: (url: string, method: string) => unknown = () => boardOf([ana, bia])) {
  const calls: Array<{ method: string; url: string }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    const body = answer(url, method) ?? boardOf([ana, bia]);
    if (body instanceof Response) return Promise.resolve(body);
    // /summary answers the counts of the board the test gives for the same filters.
    const summary = url.startsWith('/api/customers/summary')
      ? (body as Board).columns.map(({ fase, count, total }) => ({ fase, count, total }))
      : body;
    return Promise.resolve(Response.json(summary));
  });
  return calls;
}

function renderBoard() {
  renderApp(<BoardSection />, { toaster: true });
}

const column = (fase: string) =>
  screen.getAllByRole('region').find((r) => r.dataset.phase === fase)!;

describe('the board', () => {
  it('shows the first page of each column and the counts and totals the server gives', async () => {
    const calls = fakeApi();
    renderBoard();
    await expectVisible('Ana Lima');
    expect(within(column('prospect')).getByTestId('count-prospect')).toHaveTextContent('45');
    expect(within(column('prospect')).getByTestId('total-prospect')).toHaveTextContent(
      /R\$\s1\.500,00/,
    );
    expect(within(column('contacted')).getByText('Bia Souza')).toBeVisible();
    // The notes' last line, on one line, right under the next contact; the Pix mark.
    const biaCard = screen.getByTestId('customer-b2');
    const note = within(biaCard).getByText(bia.ultima_nota!);
    expect(note).toHaveClass('truncate');
    const next = within(biaCard).getByText(/Próximo contato: 01\/12\/2026/);
    expect(next.nextElementSibling).toBe(note.closest('li'));
    expect(within(biaCard).getByText('Aguardando pagamento')).toBeVisible();
    expect(
      within(screen.getByTestId('customer-a1')).queryByText('Aguardando pagamento'),
    ).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/customers/board']);
    expect(screen.getByRole('link', { name: 'Colar conversa' })).toHaveAttribute(
      'href',
      '/compartilhar',
    );
  });

  it('sends the search and the follow-up filter to the server, with the local day', async () => {
    const calls = fakeApi((url) =>
      url.includes('q=bia') ? boardOf([bia], 0) : url.includes('due=') ? boardOf([], 0) : undefined,
    );
    const user = userEvent.setup();
    renderBoard();
    await screen.findByText('Ana Lima');
    await user.type(screen.getByLabelText('Buscar clientes'), 'bia');
    await waitFor(() => expect(screen.queryByText('Ana Lima')).not.toBeInTheDocument());
    expect(screen.getByText('Bia Souza')).toBeVisible();
    expect(screen.getByText('1 de 46 clientes')).toBeVisible();
    expect(calls.filter((c) => c.url.includes('q='))).toEqual([
      { method: 'GET', url: '/api/customers/board?q=bia' },
    ]);

    await user.clear(screen.getByLabelText('Buscar clientes'));
    await user.click(screen.getByRole('button', { name: 'Hoje' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/customers/board?due=today'));
    await expectVisible('0 de 46 clientes');
  });

  it('opens the edit dialog with the notes read from the server', async () => {
    const full: Customer = { ...ana, observacoes: 'Quer entrega no sábado' };
    const calls = fakeApi((url) => (url === '/api/customers/a1' ? full : undefined));
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Editar Ana Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Cliente' });
    expect(await within(dialog).findByLabelText('Observações')).toHaveValue(
      'Quer entrega no sábado',
    );
    expect(calls.some((c) => c.url === '/api/customers/a1')).toBe(true);
  });
});
