import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nicheExamples } from './examples.ts';
import { ProductDialog } from './product-dialog.tsx';
import { renderApp } from '../test/render-app.tsx';
import { pasteTooLong, submitRefused } from '../test/too-long.ts';

/** Every call the dialog makes; a save answers the product back. */
function fakeApi() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    return Promise.resolve(
      Response.json({ id: 'p1', ...JSON.parse((init.body as string | undefined) ?? '{}') }),
    );
  });
  return calls;
}

function renderDialog() {
  renderApp(<ProductDialog initialValues={{ ...nicheExamples[0]!.values }} onClose={() => {}} />, {
    toaster: true,
  });
}

const price = '12x de R$ 29,70 ou R$ 297 à vista'; // 33 characters, the field takes 30

describe('ProductDialog', () => {
  it('keeps a pasted price over the limit, says so, and does not save it', async () => {
    const calls = fakeApi();
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
    const calls = fakeApi();
    renderDialog();
    const field = screen.getByLabelText(/Ticket médio/);
    await userEvent.clear(field);
    await userEvent.type(field, 'R$ 297 ou 12x de R$ 29,70');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar produto' }));
    await waitFor(() => expect(calls).toEqual(['POST /api/products']));
  });
});
