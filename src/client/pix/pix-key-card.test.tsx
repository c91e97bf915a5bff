import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PixKeyCard } from './pix-key-card.tsx';
import { renderApp } from '../test/render-app.tsx';

const saved = { type: 'cpf', key: '52998224725', name: 'Ana Doces', city: 'Recife' };

/**
 * The server: no key until a PUT; with `refuseFirst`, the first PUT is refused as the server
 * words a refusal of the key.
 */
function fakeServer({ refuseFirst = false } = {}) {
  const puts: unknown[] = [];
  let pixKey: unknown = null;
  vi.stubGlobal('fetch', (_url: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') {
      puts.push(JSON.parse(init.body as string));
      if (refuseFirst && puts.length === 1)
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

/** Opens the form, types `key` and the receiver, and saves; answers the key's field. */
async function saveKey(key: string) {
  const { user } = renderApp(<PixKeyCard />);
  await user.click(await screen.findByRole('button', { name: 'Cadastrar chave Pix' }));
  const field = screen.getByLabelText('Chave Pix');
  await user.type(field, key);
  await user.type(screen.getByLabelText('Nome de quem recebe'), 'Ana Doces');
  await user.type(screen.getByLabelText('Cidade'), 'Recife');
  await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
  return { user, key: field };
}

describe('PixKeyCard', () => {
  it('refuses a CPF that is not one under the field, keeping what was typed, then saves', async () => {
    const puts = fakeServer();
    const { user, key } = await saveKey('111.111.111-11');

    expect(await screen.findByText('CPF inválido. Confira os 11 números.')).toBeInTheDocument();
    expect(key).toHaveValue('111.111.111-11');
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveFocus();
    expect(puts).toEqual([]);

    await user.clear(key);
    await user.type(key, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Salvar chave Pix' }));
    // A CPF is shown masked, as banks show it: the middle digits only.
    expect(await screen.findByTestId('pix-key')).toHaveTextContent('***.982.247-**');
    expect(screen.queryByText(/52998224725/)).not.toBeInTheDocument();
    expect(screen.getByText('Ana Doces · Recife')).toBeInTheDocument();
    // Sent as the shared schema reads it; the server reads it again with the same schema.
    await waitFor(() =>
      expect(puts).toEqual([
        { type: 'cpf', key: '52998224725', name: 'Ana Doces', city: 'Recife' },
      ]),
    );
  });

  it("shows the server's refusal under the field it names", async () => {
    const puts = fakeServer({ refuseFirst: true });
    const { key } = await saveKey('529.982.247-25');

    expect(await screen.findByText('CPF inválido. Confira os 11 números.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(key).toHaveValue('529.982.247-25');
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveFocus();
  });

  it('opens the form at once for a member sent here by Cobrar com Pix', async () => {
    fakeServer();
    renderApp(<PixKeyCard />, { path: '/minha-conta#pix' });
    expect(await screen.findByLabelText('Chave Pix')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cadastrar chave Pix' })).not.toBeInTheDocument();
  });
});
