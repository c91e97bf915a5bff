import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerForm } from './customer-form.tsx';
import { renderApp } from '../test/render-app.tsx';

describe('CustomerForm', () => {
  it('keeps a name over 120 characters, says so, and does not save it', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return Promise.resolve(Response.json([]));
    });
    renderApp(<CustomerForm onClose={() => {}} />, { toaster: true });
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
