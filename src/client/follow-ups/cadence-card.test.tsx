import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultCadences } from '#shared/today-cadence.ts';
import { renderApp } from '../test/render-app.tsx';
import { CadenceCard } from './cadence-card.tsx';
import { expectVisible } from '../test/visible.ts';

type Call = { method: string; body?: unknown };

/** A fake /api/account/cadences: GET answers the defaults, PUT echoes or fails with `putStatus`. */
function fakeApi(putStatus = 200) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ method, body });
    if (method === 'GET') return Promise.resolve(Response.json(defaultCadences));
    return Promise.resolve(
      putStatus === 200 ? Response.json(body) : new Response(null, { status: putStatus }),
    );
  });
  return calls;
}

describe('the cadences in Minha Conta', () => {
  it('shows each open phase’s days and saves the edited ones', async () => {
    const calls = fakeApi();
    const { user } = renderApp(<CadenceCard />, { toaster: true });
    const proposta = await screen.findByLabelText('Proposta');
    expect(proposta).toHaveValue('1, 3, 7');
    expect(screen.getByLabelText('Contatado')).toHaveValue('2, 4, 7');
    await user.clear(proposta);
    await user.type(proposta, '2 5 10');
    await user.click(screen.getByRole('button', { name: 'Salvar cadências' }));
    await expectVisible('Cadências salvas');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...defaultCadences,
      proposal: [2, 5, 10],
    });
    expect(proposta).toHaveValue('2, 5, 10');
  });

  it.each([
    ['', 'Informe os dias de cada tentativa.'],
    ['1, dois', 'Use só números inteiros de dias, separados por vírgula.'],
    ['1, 2, 3, 4, 5, 6', 'Cada fase precisa de 1 a 5 tentativas.'],
    ['1, 90', 'Cada espera vai de 1 a 60 dias.'],
  ])(
    'refuses “%s” with a clear message under the field and sends nothing',
    async (typed, error) => {
      const calls = fakeApi();
      const { user } = renderApp(<CadenceCard />, { toaster: true });
      const field = await screen.findByLabelText('Interessado');
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Salvar cadências' }));
      await expectVisible(error);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    },
  );

  it('says the save failed and keeps what the member typed', async () => {
    fakeApi(500);
    const { user } = renderApp(<CadenceCard />, { toaster: true });
    const field = await screen.findByLabelText('Prospecção');
    await user.clear(field);
    await user.type(field, '3, 6');
    await user.click(screen.getByRole('button', { name: 'Salvar cadências' }));
    await expectVisible('Erro ao salvar as cadências');
    await waitFor(() => expect(field).toHaveValue('3, 6'));
  });
});
