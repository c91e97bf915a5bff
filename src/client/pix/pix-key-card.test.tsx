import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PixKeyCard } from './pix-key-card.tsx';
import { renderApp } from '../test/render-app.tsx';

const saved = { type: 'cpf', key: '52998224725', name: 'Ana Doces', city: 'Recife' };

/** The server: no key until a PUT; a CPF that is not one is refused as the server words it. */
function fakeServer() {
  const puts: unknown[] = [];
  let pixKey: unknown = null;
  vi.stubGlobal('fetch', (_url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') {
      const body = JSON.parse(init.body as string) as { key: string };
      puts.push(body);
      if (body.key === '111.111.111-11')
        return Promise.resolve(
          Response.json(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'CPF inválido. Confira os 11 números.',
                field: 'key',
              },
            },
            { status: 400 },
          ),
        );
      pixKey = saved;
    }
    return Promise.resolve(Response.json({ pixKey }));
  });
  return puts;
}

describe('PixKeyCard', () => {
  it('refuses a CPF that is not one under the field, keeping what was typed, then saves', async () => {
    const puts = fakeServer();
    const { user } = renderApp(<PixKeyCard />);
    await user.click(await screen.findByRole('button', { name: 'Cadastrar chave Pix' }));
    const key = screen.getByLabelText('Chave Pix');
    await user.type(key, '111.111.111-11');
    await user.type(screen.getByLabelText('Nome de quem recebe'), 'Ana Doces');
    await user.type(screen.getByLabelText('Cidade'), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));

    expect(await screen.findByText('CPF inválido. Confira os 11 números.')).toBeInTheDocument();
    expect(key).toHaveValue('111.111.111-11');
    expect(key).toHaveAttribute('aria-invalid', 'true');

    await user.clear(key);
    await user.type(key, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
    expect(await screen.findByTestId('pix-key')).toHaveTextContent('52998224725');
    expect(screen.getByText('Ana Doces · Recife')).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({
      type: 'cpf',
      key: '529.982.247-25',
      name: 'Ana Doces',
      city: 'Recife',
    });
  });

  it('opens the form at once for a member sent here by Cobrar com Pix', async () => {
    fakeServer();
    renderApp(<PixKeyCard />, { path: '/minha-conta#pix' });
    expect(await screen.findByLabelText('Chave Pix')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cadastrar chave Pix' })).not.toBeInTheDocument();
  });
});
