import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { SendToCustomer } from './send-to-customer.tsx';
import { expectVisible } from '../test/visible.ts';

describe('SendToCustomer', () => {
  it('opens WhatsApp with the message and no number when there is no customer to pick', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ columns: [] })));
    const { user } = renderApp(<SendToCustomer message="Oi, {nome}! Tudo bem?" />);
    await user.click(screen.getByRole('button', { name: 'Enviar no WhatsApp' }));
    await expectVisible(/Nenhum cliente com telefone/);
    const open = screen.getByRole('link', { name: 'Abrir o WhatsApp e escolher o contato lá' });
    expect(open).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('Oi! Tudo bem?')}`,
    );
  });
});
