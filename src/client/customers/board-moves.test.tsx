import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Board, CustomerCard } from '#shared/board.ts';
import { phases, type Customer } from '#shared/customers.ts';
import BoardSection from './board-section.tsx';
import { renderApp } from '../test/render-app.tsx';
import { testCard } from '../test/fixtures.ts';
import { expectVisible } from '../test/visible.ts';

const card = (id: string, nome: string, more: Partial<CustomerCard> = {}) =>
  testCard({
    id,
    nome,
    fase: 'proposal',
    proximo_contato: '2026-11-27',
    fase_alterada_em: '2026-11-10T12:00:00.000Z',
    ...more,
  });
const ana = card('a1', 'Ana Lima');

const boardOf = (cards: CustomerCard[]): Board => ({
  columns: phases.map(({ id }) => {
    const customers = cards.filter((c) => c.fase === id);
    return {
      fase: id,
      count: customers.length,
      total: customers.reduce((sum, c) => sum + (c.valor ?? 0), 0),
      customers,
      nextCursor: null,
    };
  }),
});

beforeAll(async () => {
  await Promise.all([
    import('./closing-value-dialog.tsx'),
    import('./lost-reason-dialog.tsx'),
    import('./move-dialog.tsx'),
  ]);
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

/** A server holding one customer: PATCH changes it as the API does, and the board reads it. */
function fakeServer(start: CustomerCard) {
  let current: Customer = { ...start, observacoes: null };
  const patches: Array<Record<string, unknown>> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (init.method === 'PATCH') {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      patches.push(body);
      current = {
        ...current,
        fase: body.fase as Customer['fase'],
        motivo_perda: (body.motivo_perda as Customer['motivo_perda']) ?? null,
        valor: body.valor === undefined ? current.valor : (body.valor as number | null),
        fase_alterada_em: (body.fase_alterada_em as string) ?? '2026-11-25T22:00:00.000Z',
      };
      return Promise.resolve(Response.json(current));
    }
    const board = boardOf([{ ...current, ultima_nota: null, aguardando_pagamento: false }]);
    return Promise.resolve(
      Response.json(
        url.startsWith('/api/customers/summary')
          ? board.columns.map(({ fase, count, total }) => ({ fase, count, total }))
          : board,
      ),
    );
  });
  return { patches, current: () => current };
}

const column = (fase: string) =>
  screen.getAllByRole('region').find((r) => r.dataset.phase === fase)!;
const tab = (name: RegExp) => screen.getByRole('button', { name });
/** The Desfazer of the toast that says `title` (sonner keeps earlier tests' toasts). */
const undoOf = async (title: string) =>
  within((await screen.findByText(title)).closest('li')!).getByRole('button', {
    name: 'Desfazer',
  });

/** The board with Ana on it, and her "Mover para…" opened. */
async function openMoveOfAna() {
  const server = fakeServer(ana);
  const user = userEvent.setup();
  renderApp(<BoardSection />, { toaster: true });
  await user.click(await screen.findByRole('button', { name: 'Mover Ana Lima para…' }));
  return { server, user };
}

describe('moving a card without dragging', () => {
  it('"Mover para…" moves it, says where, and Desfazer puts it back with its dates', async () => {
    const { server, user } = await openMoveOfAna();
    const menu = await screen.findByRole('dialog', { name: 'Mover Ana Lima para…' });
    expect(within(menu).queryByRole('button', { name: 'Proposta' })).toBeNull();
    await user.click(within(menu).getByRole('button', { name: 'Interessado' }));

    await expectVisible('Movido para Interessado');
    expect(within(column('interested')).getByText('Ana Lima')).toBeInTheDocument();
    expect(server.patches).toEqual([{ fase: 'interested' }]);

    await user.click(await undoOf('Movido para Interessado'));
    await expectVisible('De volta em Proposta');
    expect(server.patches[1]).toEqual({
      fase: 'proposal',
      motivo_perda: null,
      fase_alterada_em: '2026-11-10T12:00:00.000Z',
    });
    expect(server.current()).toMatchObject({
      fase: 'proposal',
      fase_alterada_em: '2026-11-10T12:00:00.000Z',
    });
    await waitFor(() =>
      expect(within(column('proposal')).getByText('Ana Lima')).toBeInTheDocument(),
    );
  });

  it('asks the value of a deal without one on the way to Fechado; Desfazer empties it again', async () => {
    const { server, user } = await openMoveOfAna();
    await user.click(await screen.findByRole('button', { name: 'Fechado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Qual foi o valor da venda?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mover para Fechado' }));
    // The check loads with the form's schema: the message comes a moment after the click.
    await expectVisible('Informe o valor da venda.', within(dialog));
    expect(server.patches).toEqual([]);

    await user.type(within(dialog).getByLabelText('Valor do negócio (R$)'), '1.250,50');
    await user.click(within(dialog).getByRole('button', { name: 'Mover para Fechado' }));
    await expectVisible('Movido para Fechado');
    expect(server.patches).toEqual([{ fase: 'closed', valor: 1250.5 }]);
    await waitFor(() => expect(tab(/^Fechado: 1 cliente,/)).toHaveAccessibleName(/1\.250,50/));

    await user.click(await undoOf('Movido para Fechado'));
    await waitFor(() => expect(server.patches).toHaveLength(2));
    expect(server.current()).toMatchObject({ fase: 'proposal', valor: null });
  });

  it('closing the value dialog leaves the deal where it was', async () => {
    const { server, user } = await openMoveOfAna();
    await user.click(await screen.findByRole('button', { name: 'Fechado' }));
    await screen.findByRole('dialog', { name: 'Qual foi o valor da venda?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.patches).toEqual([]);
    expect(within(column('proposal')).getByText('Ana Lima')).toBeInTheDocument();
  });
});

describe('the phone board', () => {
  it('shows one phase at a time: the tabs, with counts and totals, or a swipe choose it', async () => {
    fakeServer(card('a1', 'Ana Lima', { valor: 300 }));
    const user = userEvent.setup();
    renderApp(<BoardSection />, { toaster: true });
    await screen.findByText('Ana Lima');
    expect(screen.getByText('Próximo contato: 27/11/2026')).toBeInTheDocument();
    expect(tab(/^Proposta: 1 cliente, R\$\s300,00$/)).toBeInTheDocument();
    // It opens on the first phase with customers, not an empty Prospecção.
    expect(tab(/^Proposta:/)).toHaveAttribute('aria-pressed', 'true');
    // Below the desktop width the columns of the other tabs are hidden.
    expect(column('proposal')).not.toHaveClass('max-xl:hidden');
    expect(column('prospect')).toHaveClass('max-xl:hidden');

    await user.click(tab(/^Prospecção: 0 clientes/));
    expect(column('prospect')).not.toHaveClass('max-xl:hidden');
    expect(column('proposal')).toHaveClass('max-xl:hidden');

    await user.click(tab(/^Proposta:/));
    expect(column('proposal')).not.toHaveClass('max-xl:hidden');
    expect(column('prospect')).toHaveClass('max-xl:hidden');

    const board = screen.getByTestId('board');
    const swipe = (fromX: number, toX: number, toY = 300) => {
      fireEvent.touchStart(board, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(board, { changedTouches: [{ clientX: toX, clientY: toY }] });
    };
    swipe(300, 100);
    expect(tab(/^Fechado:/)).toHaveAttribute('aria-pressed', 'true');
    swipe(100, 300);
    swipe(100, 300);
    expect(tab(/^Interessado:/)).toHaveAttribute('aria-pressed', 'true');
    // Mostly downwards: a scroll of the list, not a swipe.
    swipe(300, 200, 500);
    expect(tab(/^Interessado:/)).toHaveAttribute('aria-pressed', 'true');
  });
});
