import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminMember, AdminMemberDetail } from '#shared/admin.ts';
import type { Me } from '#shared/auth.ts';
import AdminPage from '../pages/admin.tsx';
import { testMember } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { expectVisible } from '../test/visible.ts';

const me = testMember({ email: 'op@x.com', displayName: 'Op', isAdmin: true });
const ana: AdminMember = {
  email: 'ana@exemplo.com',
  name: 'Ana Souza',
  status: 'active',
  source: 'hotmart',
  isAdmin: false,
  hasAccount: true,
  since: '2026-01-10T12:00:00Z',
  lastSeenAt: null,
  scriptsToday: 2,
  objectionsToday: 1,
  scriptsTotal: 20,
  objectionsTotal: 9,
};
const detail: AdminMemberDetail = { member: ana, purchases: [], events: [] };

beforeAll(async () => {
  // Loaded here so the lazy section renders at once under a busy machine too.
  await import('./members/members-section.tsx');
}, 60_000);

/** A fake /api/admin that records each call and answers from the fixtures above. */
function fakeApi(pages: Record<string, object> = {}) {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
    const body =
      pages[url] ??
      (url.startsWith('/api/admin/members/')
        ? method === 'PATCH'
          ? ana
          : detail
        : { members: [ana], nextCursor: null, total: 1 });
    return Promise.resolve(Response.json(body));
  });
  return calls;
}

function renderAdmin(user: Me, path = '/admin') {
  renderApp(<AdminPage />, { path: path, data: [[['me'], user]], toaster: true });
}

describe('/admin', () => {
  it("tells a member who is not an admin that it is an 'Área restrita'", () => {
    renderAdmin({ ...me, isAdmin: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Área restrita' })).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('searches once the typing pauses, and exports the same filters as CSV', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderAdmin(me);
    await expectVisible('1 membro no total');
    await user.type(screen.getByLabelText('Buscar por email ou nome'), 'ana');
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/members?q=ana'));
    expect(calls.filter((c) => c.url.includes('q='))).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Exportar CSV/ })).toHaveAttribute(
      'href',
      '/api/admin/members.csv?q=ana',
    );
  });

  it('asks the reason before Desativar and sends it', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderAdmin(me, '/admin?secao=membros&email=ana%40exemplo.com');
    const page = await screen.findByRole('dialog', { name: 'Ana Souza' });
    await user.click(await within(page).findByRole('button', { name: 'Desativar' }));
    const ask = screen.getByRole('dialog', { name: 'Desativar este membro?' });
    await user.click(within(ask).getByRole('button', { name: 'Desativar' }));
    expect(within(ask).getByText('Informe o motivo da desativação.')).toBeVisible();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(within(ask).getByLabelText('Motivo da desativação'), 'Reembolso');
    await user.click(within(ask).getByRole('button', { name: 'Desativar' }));
    await expectVisible('Membro desativado');
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/members/ana%40exemplo.com',
      body: { status: 'inactive', reason: 'Reembolso' },
    });
  });

  it('says checkout events in pt-BR, and breaks only the email anywhere', async () => {
    const paid = {
      platform: 'hotmart',
      transaction: 'HP-1',
      productId: null,
      status: 'live' as const,
      eventAt: '2026-01-10T12:00:00Z',
      lastEventType: 'PURCHASE_APPROVED',
    };
    const event = {
      platform: 'hotmart',
      eventType: 'PURCHASE_APPROVED',
      action: 'activate',
      result: 'applied',
      transaction: 'HP-1',
      by: null,
      reason: null,
      receivedAt: '2026-01-10T12:00:00Z',
    };
    fakeApi({
      '/api/admin/members/ana%40exemplo.com': { ...detail, purchases: [paid], events: [event] },
    });
    renderAdmin(me, '/admin?secao=membros&email=ana%40exemplo.com');
    const page = await screen.findByRole('dialog', { name: 'Ana Souza' });
    await expectVisible('Compra aprovada', within(page));
    expect(within(page).getByText(/último evento: Compra aprovada/)).toBeVisible();
    expect(page).not.toHaveTextContent('PURCHASE_APPROVED');
    expect(within(page).getByText('Ana Souza')).not.toHaveClass('wrap-anywhere', 'break-all');
    expect(within(page).getByText('ana@exemplo.com')).toHaveClass('wrap-anywhere');
  });

  it("'Carregar mais' asks for the next page with the cursor and appends it", async () => {
    const bia = { ...ana, email: 'bia@exemplo.com', name: 'Bia' };
    const calls = fakeApi({
      '/api/admin/members': { members: [ana], nextCursor: 'c1', total: 2 },
      '/api/admin/members?cursor=c1': { members: [bia], nextCursor: null, total: 2 },
    });
    const user = userEvent.setup();
    renderAdmin(me);
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findAllByRole('button', { name: 'bia@exemplo.com' })).not.toHaveLength(0);
    expect(calls.map((c) => c.url)).toContain('/api/admin/members?cursor=c1');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });
});
