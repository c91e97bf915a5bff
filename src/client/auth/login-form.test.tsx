import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authErrorCodes } from '#shared/auth.ts';
import { testConfig } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { LoginForm } from './login-form.tsx';

describe('LoginForm', () => {
  it('offers the checkout beside the spec’s “reativação” to an email without an active purchase', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { error: { code: authErrorCodes.membershipInactive, message: 'sem acesso' } },
          { status: 403 },
        ),
      ),
    );
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const { user } = renderApp(<LoginForm onForgot={() => {}} onUnconfirmed={() => {}} />, {
      toaster: true,
      data: [
        [['me'], null],
        [['config'], testConfig],
      ],
    });
    await user.type(screen.getByLabelText('Email'), 'nunca@comprou.com');
    await user.type(screen.getByLabelText('Senha'), 'minha-senha');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const toast = (await screen.findByText('Acesso não autorizado')).closest<HTMLElement>(
      '[data-sonner-toast]',
    )!;
    expect(toast).toHaveTextContent(/reativação/);
    await user.click(within(toast).getByRole('button', { name: 'Comprar acesso' }));
    expect(opened).toHaveBeenCalledWith(testConfig.checkoutUrl, '_blank', 'noopener');
  });
});
