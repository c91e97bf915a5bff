import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';
import { CustomerForm } from './customer-form.tsx';

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

describe('CustomerForm', () => {
  it('keeps a name over 120 characters, says so, and does not save it', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return Promise.resolve(Response.json([]));
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <CustomerForm onClose={() => {}} />
        <Toaster />
      </QueryClientProvider>,
    );
    const name = 'Ana Maria '.repeat(13); // 130 characters
    const field = screen.getByLabelText('Nome');
    await userEvent.click(field);
    await userEvent.paste(name);

    expect(field).toHaveValue(name);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Use no máximo 120 caracteres (você digitou 130).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar cliente' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue(name);
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);
  });
});
