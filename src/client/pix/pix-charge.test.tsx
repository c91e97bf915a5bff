import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '#shared/customers.ts';
import type { PixCharge as Charge } from '#shared/pix.ts';
import { PixCharge } from './pix-charge.tsx';
import { renderApp } from '../test/render-app.tsx';

const customer: Customer = {
  id: '6f1c2b8e-1d2a-4a8e-9f3b-2c4d5e6f7a8b',
  nome: 'Maria das Dores',
  telefone: '(11) 98765-4321',
  whatsapp: '5511987654321',
  email: null,
  produto_interesse: null,
  fase: 'interested',
  data_contato: '2026-11-20T12:00:00.000Z',
  observacoes: null,
  valor: 1500,
  motivo_perda: null,
  proximo_contato: null,
  fase_alterada_em: '2026-11-20T12:00:00.000Z',
  created_at: '2026-11-20T12:00:00.000Z',
  sem_campanhas: false,
};
const charge: Charge = {
  id: '0b1c2d3e-4f50-4617-8283-949596979899',
  txid: 'FZABCDEFGHJKLMNPQRSTUVWXY',
  amount: '1500.00',
  code: '00020126...6304ABCD',
  createdAt: '2026-11-25T12:00:00.000Z',
  paidAt: null,
};
const pixKey = { type: 'email', key: 'ana@exemplo.com', name: 'Ana', city: 'Recife' };
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The server as the dialog talks to it; the calls it got, as 'METHOD path'. */
function fakeServer({ key = pixKey }: { key?: unknown } = {}) {
  const calls: string[] = [];
  let charges: Charge[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    if (url === '/api/account/pix') return Promise.resolve(Response.json({ pixKey: key }));
    if (url.endsWith('/sent')) return Promise.resolve(new Response(null, { status: 204 }));
    if (url.endsWith('/paid')) {
      charges = [{ ...charge, paidAt: '2026-11-25T13:00:00.000Z' }];
      return Promise.resolve(
        Response.json({ charge: charges[0], customer: { ...customer, fase: 'closed' } }),
      );
    }
    if (init.method === 'POST') {
      charges = [charge];
      return Promise.resolve(
        Response.json(
          {
            charge,
            message: 'Oi, Maria! Segue o Pix. O código vai na próxima mensagem.',
            qrCode: png,
            customer: { ...customer, fase: 'proposal' },
          },
          { status: 201 },
        ),
      );
    }
    return Promise.resolve(Response.json({ charges }));
  });
  return calls;
}

describe('Cobrar com Pix', () => {
  it('writes the closing message with the QR code, then Pagamento recebido', async () => {
    const calls = fakeServer();
    const { user } = renderApp(<PixCharge customer={customer} />);
    await user.click(
      await screen.findByRole('button', { name: 'Cobrar R$\u00a01.500,00 com Pix' }),
    );

    expect(await screen.findByTestId('pix-message')).toHaveValue(
      'Oi, Maria! Segue o Pix. O código vai na próxima mensagem.',
    );
    // The copia-e-cola is a message of its own: a long-press on WhatsApp copies exactly it.
    expect(screen.getByTestId('pix-code')).toHaveValue(charge.code);
    expect(screen.getByRole('img', { name: 'QR Code do Pix de R$\u00a01.500,00' })).toHaveAttribute(
      'src',
      png,
    );
    expect(screen.getByText(/^Pix de R\$\s1\.500,00 cobrado em/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1. Enviar mensagem' })).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent('Oi, Maria! Segue o Pix. O código vai na próxima mensagem.')}`,
    );
    expect(screen.getByRole('link', { name: '2. Enviar código Pix' })).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent(charge.code)}`,
    );
    // Sent through WhatsApp, like a reply: the server keeps it in the conversation and history.
    const link = screen.getByRole('link', { name: '1. Enviar mensagem' });
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await waitFor(() =>
      expect(calls).toContain(`POST /api/customers/${customer.id}/pix-charges/${charge.id}/sent`),
    );

    await user.click(screen.getByRole('button', { name: 'Pagamento recebido' }));
    await waitFor(() =>
      expect(calls).toContain(`POST /api/customers/${customer.id}/pix-charges/${charge.id}/paid`),
    );
  });

  it('says where to save a key when there is none', async () => {
    const calls = fakeServer({ key: null });
    renderApp(<PixCharge customer={customer} />);
    expect(await screen.findByRole('link', { name: 'Minha Conta' })).toHaveAttribute(
      'href',
      '/minha-conta#pix',
    );
    expect(screen.queryByRole('button', { name: /Cobrar/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('asks for the value first on a customer without one', async () => {
    fakeServer();
    renderApp(<PixCharge customer={{ ...customer, valor: null }} />);
    expect(
      await screen.findByText('Informe o valor do cliente para cobrar com Pix.'),
    ).toBeInTheDocument();
  });
});
