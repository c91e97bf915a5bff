import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';
import { SignUpForm } from './sign-up-form.tsx';

describe('SignUpForm', () => {
  it('keeps a name over 80 characters, says so, and does not send it', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(Response.json({}));
    });
    render(
      <>
        <SignUpForm onCreated={() => {}} />
        <Toaster />
      </>,
    );
    const name = 'Joana '.repeat(15).trim(); // 89 characters
    const field = screen.getByLabelText('Nome');
    await userEvent.click(field);
    await userEvent.paste(name);
    await userEvent.type(screen.getByLabelText('Email'), 'joana@exemplo.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'minha-senha');

    expect(field).toHaveValue(name);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Use no máximo 80 caracteres (você digitou 89).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue(name);
    expect(calls).toEqual([]);
  });
});
