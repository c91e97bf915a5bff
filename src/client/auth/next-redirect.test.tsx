import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import AuthPage from '../pages/auth.tsx';
import { testMember } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { LoginForm } from './login-form.tsx';
import { meQueryKey } from './session.ts';

/** Where the router went, as the path a browser would be handed. */
function Landed() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="landed">{pathname + search + hash}</p>;
}

const evil = ['/.//evil.example/x', '/..//evil.example', '/%2e//evil.example', '/./\\evil.example'];

describe('?next= after signing in', () => {
  it.each(evil)('sends a signed-in member opening /auth?next=%j to /inicio', async (next) => {
    renderApp(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      { path: `/auth?next=${encodeURIComponent(next)}`, data: [[meQueryKey, testMember()]] },
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/inicio$/);
  });

  it('still goes back to a page of this site', async () => {
    renderApp(
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      { path: '/auth?next=%2Fcompartilhar%3Fid%3Dabc', data: [[meQueryKey, testMember()]] },
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/compartilhar\?id=abc$/);
  });

  it('the login form lands on /inicio, not on the host a dot segment hid', async () => {
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(Response.json(url === '/api/me' ? testMember() : {})),
    );
    const { user } = renderApp(
      <Routes>
        <Route path="/auth" element={<LoginForm onForgot={() => {}} onUnconfirmed={() => {}} />} />
        <Route path="*" element={<Landed />} />
      </Routes>,
      { path: `/auth?next=${encodeURIComponent('/.//evil.example/x')}` },
    );
    await user.type(screen.getByLabelText('Email'), 'ana@exemplo.com');
    await user.type(screen.getByLabelText('Senha'), 'minha-senha');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByTestId('landed')).toHaveTextContent(/^\/inicio$/));
  });
});
