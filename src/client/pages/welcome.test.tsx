import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PhaseSummary } from '#shared/board.ts';
import { testConfig } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import WelcomePage from './welcome.tsx';
import { expectVisible } from '../test/visible.ts';

/** A fake /api: the board's summary with `customers` in Proposta, an empty Hoje. */
function renderHome(customers: number, memberSince = new Date().toISOString()) {
  const summary: PhaseSummary[] = [{ fase: 'proposal', count: customers, total: 0 }];
  vi.stubGlobal('fetch', (url: string) =>
    Promise.resolve(
      Response.json(
        url === '/api/customers/summary'
          ? summary
          : { followUps: [], withoutNextStep: { customers: [], total: 0 } },
      ),
    ),
  );
  renderApp(<WelcomePage />, {
    path: '/inicio',
    data: [
      [['config'], testConfig],
      [
        ['me'],
        {
          id: 'u1',
          email: 'ana@example.com',
          displayName: 'Ana',
          membershipActive: true,
          isAdmin: false,
          memberSince,
        },
      ],
    ],
  });
}

/** Whether `a` comes before `b` in the page. */
const before = (a: HTMLElement, b: HTMLElement) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('/inicio', () => {
  it('puts Hoje right under a short greeting for a member with customers', async () => {
    renderHome(3);
    await expectVisible(/Que bom ter você de volta/);
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeVisible();
    expect(screen.queryByText(/Em poucos minutos/)).not.toBeInTheDocument();
    const today = screen.getByRole('heading', { name: 'Hoje' });
    expect(before(today, screen.getByRole('heading', { name: 'Suas ferramentas de venda' }))).toBe(
      true,
    );
    expect(
      screen.getByRole('link', { name: 'Toque Aqui para Turbinar seu WhatsApp' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver meus produtos' })).toBeVisible();
  });

  it('greets a member of some days without customers as one, not with the first day’s promise', async () => {
    renderHome(0, new Date(Date.now() - 10 * 86_400_000).toISOString());
    await expectVisible(/Que bom ter você de volta\. Cadastre seus clientes/);
    expect(screen.queryByText(/Em poucos minutos/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Toque Aqui para Turbinar seu WhatsApp' }),
    ).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: /Gerar meu script|Quebrar uma objeção/ }),
    ).toHaveLength(2);
  });

  it('keeps the first-day welcome, and the tools first, for a member without customers', async () => {
    renderHome(0);
    await expectVisible(/Em poucos minutos você terá mensagens prontas/);
    expect(screen.getByRole('link', { name: 'Cadastrar meu produto' })).toBeVisible();
    const today = screen.getByRole('heading', { name: 'Hoje' });
    expect(before(screen.getByRole('heading', { name: 'Suas ferramentas de venda' }), today)).toBe(
      true,
    );
    expect(
      screen.getAllByRole('link', { name: /Gerar meu script|Quebrar uma objeção/ }),
    ).toHaveLength(2);
  });
});
