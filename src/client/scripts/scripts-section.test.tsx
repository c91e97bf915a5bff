import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Limits } from '#shared/ai.ts';
import type { Product } from '#shared/products.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { nicheExamples } from '../products/examples.ts';
import { useLocation } from 'react-router';
import ScriptsSection from './scripts-section.tsx';
import { renderApp } from '../test/render-app.tsx';
import { expectVisible } from '../test/visible.ts';

const product = {
  ...nicheExamples[0]!.values,
  id: 'p1',
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
} as Product;

/** A fake /api where, as on the server, POST /api/scripts takes one unit of today's quota. */
function fakeApi() {
  let used = 0;
  const limits = (): Limits => ({
    date: '2026-11-25',
    scripts: { used, limit: 3, remaining: 3 - used },
    objections: { used: 0, limit: 5, remaining: 5 },
    replies: { used: 0, limit: 30, remaining: 30 },
    audioMinutes: { used: 0, limit: 30, remaining: 30 },
    campaignMessages: { used: 0, limit: 60, remaining: 60 },
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (url === '/api/products') return Promise.resolve(Response.json([product]));
    if (url === '/api/limits') return Promise.resolve(Response.json(limits()));
    if (url === '/api/scripts' && init.method === 'POST') {
      used++;
      const script = {
        id: 's1',
        produto_id: 'p1',
        produto_nome: product.nome,
        script_content: '## 1. Abertura\n[[Oi, {nome}!]]',
        created_at: '2026-11-25T12:00:00Z',
      };
      const lines = [
        { type: 'delta', text: script.script_content },
        { type: 'done', script },
      ];
      return Promise.resolve(new Response(lines.map((l) => `${JSON.stringify(l)}\n`).join('')));
    }
    return Promise.resolve(Response.json({ scripts: [], nextCursor: null }));
  });
}

describe('ScriptsSection', () => {
  it("'Script gerado com sucesso!' counts the generations left after this one", async () => {
    fakeApi();
    // The app's cache settings: the counters read before the generation are still fresh.
    const queryClient = createQueryClient();
    renderApp(<ScriptsSection />, { toaster: true, queryClient });
    expect(await screen.findByText('3 de 3 scripts restantes hoje')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gerar Script' }));

    expect(await screen.findByText('Script gerado com sucesso!')).toBeInTheDocument();
    expect(screen.getByText('Você ainda tem 2 gerações hoje.')).toBeInTheDocument();
  });

  it("starts at once from 'Gerar meu primeiro script' (?gerar=1), once: a first script in six taps", async () => {
    fakeApi();
    const Search = () => <output data-testid="search">{useLocation().search}</output>;
    renderApp(
      <>
        <ScriptsSection />
        <Search />
      </>,
      {
        toaster: true,
        path: '/dashboard?section=scripts&produto=p1&gerar=1',
      },
    );
    expect(await screen.findByRole('button', { name: 'Gerar Novo Script' })).toBeVisible();
    // The address forgets it: a reload does not spend another unit.
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent(/^\?section=scripts&produto=p1$/),
    );
  });

  it('offline, with the products never kept, says it needs the connection, not to register one', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => onLine.mockRestore());
    renderApp(<ScriptsSection />);
    await expectVisible(/Sem internet, e isto ainda não está salvo neste aparelho/);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Cadastrar produto' })).not.toBeInTheDocument();
  });
});
