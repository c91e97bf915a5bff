import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileCard } from './profile-card.tsx';
import { testMember } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { pasteTooLong, submitRefused } from '../test/too-long.ts';

const me = testMember();

function renderCard() {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    return Promise.resolve(Response.json(JSON.parse((init.body as string | undefined) ?? '{}')));
  });
  renderApp(<ProfileCard me={me} />);
  return calls;
}

describe('ProfileCard', () => {
  it('keeps a display name over 80 characters, says so, and does not save it', async () => {
    const calls = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const field = screen.getByLabelText<HTMLInputElement>('Nome de exibição');
    await pasteTooLong(field, `Ana ${'Maria '.repeat(14)}Souza`, 80); // 93 characters
    await submitRefused(field, 'Salvar');
    expect(calls).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'Ana Souza');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls).toEqual(['PATCH /api/me']));
  });
});
