import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { testCustomer } from '../test/fixtures.ts';
import { OptedOutNotice } from './opted-out-notice.tsx';
import { expectVisible } from '../test/visible.ts';

describe('a customer who asked for no more messages', () => {
  it('says so, and turning it back on before they write again says why not', async () => {
    const message =
      'Este cliente pediu para não receber mais mensagens. Você pode voltar a enviar depois que ele mandar uma mensagem nova.';
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return Promise.resolve(
        Response.json({ error: { code: 'CUSTOMER_OPTED_OUT', message } }, { status: 409 }),
      );
    });
    renderApp(<OptedOutNotice customer={testCustomer({ sem_campanhas: true })} />, {
      toaster: true,
    });
    expect(screen.getByText(/pediu para não receber mais mensagens/)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voltar a enviar' }));
    await expectVisible(message);
    expect(calls).toContain('POST /api/customers/m1/allow-messages');
  });

  it('shows nothing for a customer who did not', () => {
    renderApp(<OptedOutNotice customer={testCustomer()} />);
    expect(screen.queryByText(/Não enviar campanhas/)).toBeNull();
  });
});
