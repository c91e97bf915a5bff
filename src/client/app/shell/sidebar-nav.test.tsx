import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Me } from '#shared/auth.ts';
import { SidebarNav } from './sidebar-nav.tsx';

const member: Me = {
  id: 'u1',
  email: 'ana@example.com',
  displayName: 'Ana',
  membershipActive: true,
  isAdmin: false,
};

function renderSidebar(me: Me, path = '/inicio') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], me);
  queryClient.setQueryData(['config'], { appName: 'FechaZap' });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SidebarNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Menu principal' }));
}

describe('the sidebar', () => {
  it("shows a member the nine items and no 'Administração'", () => {
    const nav = renderSidebar(member);
    expect(nav.getAllByRole('link')).toHaveLength(9);
    expect(nav.queryByRole('link', { name: 'Administração' })).not.toBeInTheDocument();
  });

  it("shows an admin 'Administração' after 'Ajuda', active on /admin", () => {
    const nav = renderSidebar({ ...member, isAdmin: true }, '/admin?secao=uso');
    const labels = nav.getAllByRole('link').map((link) => link.textContent);
    expect(labels.slice(-2)).toEqual(['Ajuda', 'Administração']);
    const admin = nav.getByRole('link', { name: 'Administração' });
    expect(admin).toHaveAttribute('href', '/admin');
    expect(admin).toHaveAttribute('aria-current', 'page');
  });
});
