import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';
import { pasteTooLong, submitRefused } from '../test/too-long.ts';
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
    await userEvent.type(screen.getByLabelText('Email'), 'joana@exemplo.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'minha-senha');
    const field = screen.getByLabelText<HTMLInputElement>('Nome');
    await pasteTooLong(field, 'Joana '.repeat(15).trim(), 80); // 89 characters
    await submitRefused(field, 'Criar conta');
    expect(calls).toEqual([]);
  });
});
