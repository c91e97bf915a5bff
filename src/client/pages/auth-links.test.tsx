import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/fixtures.ts';
import { renderApp, type RenderAppOptions } from '../test/render-app.tsx';
import AuthPage from './auth.tsx';
import CreatePasswordPage from './create-password.tsx';
import ResetPasswordPage from './reset-password.tsx';

/** A fake /api/auth: every call answered 200 with `answers[path]`, and recorded. */
function fakeAuthApi(answers: Record<string, unknown> = {}) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return Promise.resolve(Response.json(answers[url] ?? { status: true }));
  });
  return calls;
}

const signedOut: RenderAppOptions = {
  data: [
    [['me'], null],
    [['config'], testConfig],
  ],
};

describe('Primeiro Acesso', () => {
  it('stays on a state that names the email and offers Reenviar link, with no toast needed', async () => {
    const calls = fakeAuthApi();
    const { user } = renderApp(<AuthPage />, { path: '/auth', ...signedOut });
    await user.click(screen.getByRole('tab', { name: 'Primeiro Acesso' }));
    await user.type(screen.getByLabelText('Nome'), 'Joana');
    await user.type(screen.getByLabelText('Email'), 'Joana@Exemplo.com');
    await user.type(screen.getByLabelText('Senha'), 'minha-senha');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    const done = await screen.findByRole('region', { name: 'Confira seu email' });
    expect(done).toHaveTextContent('joana@exemplo.com');
    expect(done).toHaveTextContent(/spam/);
    expect(screen.queryByRole('tab', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Reenviar link' }));
    expect(calls.at(-1)).toEqual({
      url: '/api/auth/access-link',
      body: { email: 'joana@exemplo.com' },
    });
    expect(within(done).getByRole('button', { name: /Reenviar link/ })).toBeDisabled();
  });
});

describe('a link page when it opens', () => {
  it("only confirms where the 'Primeiro Acesso' was typed", async () => {
    const calls = fakeAuthApi({ '/api/auth/link-state': { state: 'live', confirmOnly: true } });
    const { user } = renderApp(<CreatePasswordPage />, { path: '/criar-senha?token=abc' });
    await user.click(await screen.findByRole('button', { name: 'Confirmar e entrar' }));
    expect(calls.at(-1)).toEqual({
      url: '/api/auth/create-password',
      body: { token: 'abc', confirm: true },
    });
  });

  it('offers the name the purchase carried, which the buyer may change', async () => {
    fakeAuthApi({ '/api/auth/link-state': { state: 'live', name: 'Márcia Lopes' } });
    renderApp(<CreatePasswordPage />, { path: '/criar-senha?token=abc' });
    expect(await screen.findByLabelText('Nome')).toHaveValue('Márcia Lopes');
  });

  it('lets that browser choose a new password instead', async () => {
    fakeAuthApi({ '/api/auth/link-state': { state: 'live', confirmOnly: true } });
    const { user } = renderApp(<CreatePasswordPage />, { path: '/criar-senha?token=abc' });
    await user.click(await screen.findByRole('button', { name: 'Prefiro criar outra senha' }));
    expect(screen.getByRole('button', { name: 'Criar minha senha' })).toBeVisible();
  });

  it('says a used /criar-senha link was used and offers Login, without its form', async () => {
    const calls = fakeAuthApi({ '/api/auth/link-state': { state: 'used' } });
    renderApp(<CreatePasswordPage />, { path: '/criar-senha?token=abc' });
    expect(await screen.findByRole('heading', { name: 'Este link já foi usado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: 'Criar minha senha' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/auth'))).toEqual([
      { url: '/api/auth/link-state', body: { purpose: 'access', token: 'abc' } },
    ]);
  });

  it('offers a new link for an invalid reset link, in place of its form', async () => {
    fakeAuthApi({ '/api/auth/link-state': { state: 'invalid' } });
    renderApp(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    expect(await screen.findByRole('heading', { name: 'Link inválido' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar novo link' })).toBeVisible();
    expect(screen.queryByLabelText('Nova Senha')).not.toBeInTheDocument();
  });

  it('shows the form of a live link', async () => {
    fakeAuthApi({ '/api/auth/link-state': { state: 'live' } });
    renderApp(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    expect(await screen.findByRole('button', { name: 'Alterar Senha' })).toBeVisible();
  });
});
