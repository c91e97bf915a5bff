import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminMember } from '#shared/admin.ts';
import AdminPage from '../../pages/admin.tsx';
import { testMember } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { expectVisible } from '../../test/visible.ts';

const me = testMember({ email: 'op@x.com', displayName: 'Op', isAdmin: true });
const member = (email: string, changes: Partial<AdminMember> = {}): AdminMember => ({
  email,
  name: null,
  status: 'active',
  source: 'admin',
  isAdmin: false,
  hasAccount: false,
  since: '2026-01-10T12:00:00Z',
  lastSeenAt: null,
  scriptsToday: 0,
  objectionsToday: 0,
  scriptsTotal: 0,
  objectionsTotal: 0,
  ...changes,
});

beforeAll(async () => {
  await import('./members-section.tsx');
});

interface Call {
  method: string;
  url: string;
  body?: BodyInit | null;
  type: string | null;
}

/** A fake /api/admin over a list of members; `answer` overrides the reply to a write. */
function fakeApi(list: AdminMember[], answer?: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body,
      type: new Headers(init.headers).get('content-type'),
    };
    calls.push(call);
    const reply = answer?.(call);
    if (reply) return Promise.resolve(reply);
    if (call.method === 'POST' && url === '/api/admin/members') {
      const added = member((JSON.parse(init.body as string) as { email: string }).email);
      list.unshift(added);
      return Promise.resolve(Response.json(added, { status: 201 }));
    }
    const one = list.find((m) =>
      url.startsWith(`/api/admin/members/${encodeURIComponent(m.email)}`),
    );
    if (one) return Promise.resolve(Response.json({ member: one, purchases: [], events: [] }));
    return Promise.resolve(Response.json({ members: list, nextCursor: null, total: list.length }));
  });
  return calls;
}

function renderAdmin(path = '/admin') {
  renderApp(<AdminPage />, { path: path, data: [[['me'], me]], toaster: true });
}

const listReads = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.url === '/api/admin/members').length;

describe('managing members from /admin', () => {
  it("'Adicionar membro' asks for the email, adds it, toasts and reloads the list", async () => {
    const calls = fakeApi([member('ana@exemplo.com')]);
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Adicionar membro' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar membro' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    // The check loads with the form's schema: the message comes a moment after the click.
    await expectVisible('Informe o email.', within(dialog));
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const reads = listReads(calls);
    await user.type(within(dialog).getByLabelText('Email'), 'bia@exemplo.com');
    await user.type(within(dialog).getByLabelText('Nome (opcional)'), 'Bia');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    await expectVisible('Membro adicionado');
    expect(screen.getByText('bia@exemplo.com recebeu o link para criar a senha.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toBe(
      JSON.stringify({ email: 'bia@exemplo.com', name: 'Bia' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectVisible('2 membros no total');
    expect(listReads(calls)).toBeGreaterThan(reads);
  });

  it("shows the server's message under the email it refused, without a toast", async () => {
    const calls = fakeApi([], (call) =>
      call.method === 'POST'
        ? Response.json(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Informe um email válido.',
                field: 'email',
              },
            },
            { status: 400 },
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Adicionar membro' }));
    const dialog = screen.getByRole('dialog', { name: 'Adicionar membro' });
    // Refused here first, with the schema the server checks with: nothing is sent.
    const email = within(dialog).getByLabelText('Email');
    await user.type(email, 'bia@');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expectVisible('Informe um email válido.', within(dialog));
    expect(email).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // An edit clears the message; the server's refusal lands under the field.
    await user.type(email, 'exemplo.com');
    expect(within(dialog).queryByText('Informe um email válido.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await expectVisible('Informe um email válido.', within(dialog));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Erro ao adicionar o membro')).not.toBeInTheDocument();
  });

  it("'Importar CSV' uploads the file and toasts what it added and skipped", async () => {
    const rejected = [3, 5, 8, 9].map((line) => ({ line, message: 'Email inválido.' }));
    const calls = fakeApi([], (call) =>
      call.url === '/api/admin/members/import'
        ? Response.json({ imported: 12, rejected })
        : undefined,
    );
    const user = userEvent.setup();
    renderAdmin();
    const file = new File(['email;nome\nana@exemplo.com;Ana\n'], 'membros.csv', {
      type: 'text/csv',
    });
    await user.upload(await screen.findByLabelText('Importar CSV'), file);

    await expectVisible('Importação concluída');
    expect(
      screen.getByText(
        '12 membros adicionados; 4 linhas ignoradas (linha 3: Email inválido; linha 5: Email inválido; linha 8: Email inválido; e mais 1).',
      ),
    ).toBeVisible();
    const upload = calls.find((c) => c.method === 'POST');
    expect(upload).toMatchObject({ url: '/api/admin/members/import', type: 'text/csv' });
    expect(upload?.body).toBe(file);
  });

  it('grants the console, and says when ADMIN_EMAILS keeps it after a removal', async () => {
    const carla = member('carla@exemplo.com', { name: 'Carla', hasAccount: true });
    const calls = fakeApi([carla], (call) => {
      if (call.method !== 'PATCH') return undefined;
      // As for an email in ADMIN_EMAILS: admin whatever the flag asked.
      carla.isAdmin = true;
      return Response.json(carla);
    });
    const user = userEvent.setup();
    renderAdmin('/admin?secao=membros&email=carla%40exemplo.com');
    const page = await screen.findByRole('dialog', { name: 'Carla' });
    await user.click(await within(page).findByRole('button', { name: 'Tornar administrador' }));
    await expectVisible('Administração concedida');
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/admin/members/carla%40exemplo.com/admin',
      body: JSON.stringify({ isAdmin: true }),
    });

    await user.click(await within(page).findByRole('button', { name: 'Remover da administração' }));
    await expectVisible('Administração removida');
    expect(
      within(page).getByText('Este email está em ADMIN_EMAILS: continua administrador.'),
    ).toBeVisible();
  });
});
