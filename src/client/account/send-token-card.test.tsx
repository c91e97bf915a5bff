import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SendTokenCard } from './send-token-card.tsx';
import { renderApp } from '../test/render-app.tsx';

describe('SendTokenCard', () => {
  it('shows a new code once, says what it opens, and revokes it', async () => {
    const calls: string[] = [];
    let status = { active: false, createdAt: null as string | null, lastUsedAt: null };
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/config')
        return Promise.resolve(Response.json({ appUrl: 'https://app.exemplo.com' }));
      if (method === 'POST') {
        status = { active: true, createdAt: '2026-11-29T13:00:00Z', lastUsedAt: null };
        return Promise.resolve(Response.json({ token: 'fzs_abc' }, { status: 201 }));
      }
      if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(Response.json(status));
    });
    renderApp(<SendTokenCard />);
    expect(await screen.findByText('Você ainda não tem um código ativo.')).toBeInTheDocument();
    expect(screen.getByText('https://app.exemplo.com/api/shares/upload')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Criar meu código' }));
    expect(await screen.findByText('Bearer fzs_abc')).toBeInTheDocument();
    expect(screen.getByText(/não consegue ver nada dela/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Você ainda não tem um código ativo.')).toBeInTheDocument();
    expect(screen.queryByText('Bearer fzs_abc')).not.toBeInTheDocument();
    expect(calls).toContain('DELETE /api/account/send-token');
  });
});
