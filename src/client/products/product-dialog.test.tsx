import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nicheExamples } from './examples.ts';
import { ProductDialog } from './product-dialog.tsx';
import { testProduct } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { pasteTooLong, submitRefused } from '../test/too-long.ts';

/** Every call the dialog makes, and what it sent; a save answers the product back. */
function fakeApi() {
  const calls: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    const body = JSON.parse((init.body as string | undefined) ?? '{}');
    bodies.push(body);
    return Promise.resolve(Response.json({ id: 'p1', ...body }));
  });
  return { calls, bodies };
}

function renderDialog() {
  renderApp(<ProductDialog initialValues={{ ...nicheExamples[0]!.values }} onClose={() => {}} />, {
    toaster: true,
  });
}

const price = '12x de R$ 29,70 ou R$ 297 à vista'; // 33 characters, the field takes 30

describe('ProductDialog', () => {
  it('keeps a pasted price over the limit, says so, and does not save it', async () => {
    const { calls } = fakeApi();
    renderDialog();
    const field = screen.getByLabelText<HTMLInputElement>(/Ticket médio/);
    await pasteTooLong(field, price, 30);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('counter-preco')).toHaveTextContent('33/30');

    await submitRefused(field, 'Salvar produto');
    expect(
      await screen.findByText('Ticket médio: use no máximo 30 caracteres (você digitou 33).'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves once the price fits', async () => {
    const { calls } = fakeApi();
    renderDialog();
    const field = screen.getByLabelText(/Ticket médio/);
    await userEvent.clear(field);
    await userEvent.type(field, 'R$ 297 ou 12x de R$ 29,70');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar produto' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/products']));
  });

  it('shows the saved repurchase cycle and sends the one typed as a number', async () => {
    const { calls, bodies } = fakeApi();
    renderApp(<ProductDialog product={testProduct({ ciclo_recompra: 45 })} onClose={() => {}} />);
    const field = screen.getByLabelText('Ciclo de recompra (dias)');
    expect(field).toHaveValue('45');
    await userEvent.clear(field);
    await userEvent.type(field, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(calls).toEqual(['PUT /api/products/p1']));
    expect(bodies[0]).toMatchObject({ ciclo_recompra: 30 });
  });

  it('refuses 0 days with the message, keeps it and sends nothing', async () => {
    const { calls } = fakeApi();
    renderDialog();
    const field = screen.getByLabelText<HTMLInputElement>('Ciclo de recompra (dias)');
    await userEvent.type(field, '0');
    await submitRefused(field, 'Salvar produto');
    expect(await screen.findByText('Use um número de dias entre 1 e 730.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });
});
