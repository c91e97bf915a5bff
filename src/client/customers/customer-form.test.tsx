import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Customer } from '#shared/customers.ts';
import { CustomerForm } from './customer-form.tsx';
import { renderApp } from '../test/render-app.tsx';
import { testCustomer, testProduct } from '../test/fixtures.ts';
import { pasteTooLong, submitRefused } from '../test/too-long.ts';

const foreignHint =
  'Este número não parece de celular do Brasil. Para outro país, comece com + e o código do país.';

describe('CustomerForm', () => {
  it('keeps a name over 120 characters, says so, and does not save it', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return Promise.resolve(Response.json([]));
    });
    renderApp(<CustomerForm onClose={() => {}} />, { toaster: true });
    const field = screen.getByLabelText<HTMLInputElement>('Nome');
    await pasteTooLong(field, 'Ana Maria '.repeat(13), 120); // 130 characters
    await submitRefused(field, 'Adicionar cliente');
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });

  it('keeps a foreign number typed without + as typed, with a word on what to do', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json([])));
    const { user } = renderApp(<CustomerForm onClose={() => {}} />);
    const phone = screen.getByLabelText('Telefone (WhatsApp)');
    await user.type(phone, '905-555-1234');
    expect(screen.queryByText(foreignHint)).not.toBeInTheDocument(); // not while typing
    await user.tab();
    expect(await screen.findByText(foreignHint)).toBeInTheDocument();
    expect(phone).toHaveValue('905-555-1234');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(foreignHint));

    await user.clear(phone);
    await user.type(phone, '+1 905-555-1234');
    await waitFor(() => expect(screen.queryByText(foreignHint)).not.toBeInTheDocument());
    await user.clear(phone);
    await user.type(phone, '(11) 98765-4321');
    await waitFor(() => expect(screen.queryByText(foreignHint)).not.toBeInTheDocument());
  });

  it('has the word for a saved phone with no WhatsApp number, from the start', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json([])));
    const customer: Customer = { ...testCustomer(), telefone: '905-555-1234', whatsapp: null };
    renderApp(<CustomerForm customer={customer} onClose={() => {}} />);
    expect(await screen.findByText(foreignHint)).toBeInTheDocument();
  });

  it('starts a new customer on the member’s only product, which “Nenhum” clears', async () => {
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(Response.json(url === '/api/products' ? [testProduct()] : [])),
    );
    const { user } = renderApp(<CustomerForm onClose={() => {}} />);
    const select = screen.getByLabelText('Produto de interesse');
    await waitFor(() => expect(select).toHaveTextContent(testProduct().nome));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Nenhum' }));
    await waitFor(() => expect(select).toHaveTextContent('Nenhum'));
  });
});
