import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DueFollowUp } from '#shared/today.ts';
import { lateness } from './labels.ts';
import { addDays, memberDay } from '../lib/format.ts';
import { TodayPanel } from './today-panel.tsx';
import { renderApp } from '../test/render-app.tsx';

const caio: DueFollowUp = {
  id: 'c1',
  nome: 'Caio Ribeiro',
  telefone: '(21) 99876-5432',
  whatsapp: '5521998765432',
  fase: 'proposal',
  proximo_contato: '2026-11-19',
  daysLate: 3,
  stage: 'Fechamento',
  message: 'Oi, Caio! Posso te mandar os detalhes?',
  source: 'offline',
  attempt: 1,
  lastAttempt: false,
  suggestLost: false,
};
const cida: DueFollowUp = {
  ...caio,
  id: 'c2',
  nome: 'Dona Cida',
  telefone: null,
  fase: 'contacted',
  daysLate: 0,
  stage: 'Diagnóstico',
};

type Call = { method: string; url: string; body?: unknown };

/**
 * A fake /api: GET /api/today answers `followUps`; a PATCH waits for `patched` (when given)
 * and `failPatch` refuses it.
 */
function fakeApi(
  followUps: DueFollowUp[],
  { failPatch = false, patched }: { failPatch?: boolean; patched?: Promise<void> } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined });
    if (method === 'GET') return Promise.resolve(Response.json({ followUps }));
    if (method === 'PATCH' && patched) return patched.then(() => Response.json({}));
    if (method === 'PATCH' && failPatch)
      return Promise.resolve(new Response(null, { status: 500 }));
    return Promise.resolve(
      method === 'POST' ? new Response(null, { status: 204 }) : Response.json({}),
    );
  });
  return calls;
}

function renderPanel() {
  renderApp(<TodayPanel />, { toaster: true });
}

const row = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe("the 'Hoje' panel", { timeout: 15_000 }, () => {
  it('lists the follow-ups with their phase and how late, asking for the member’s own day', async () => {
    const calls = fakeApi([caio, cida]);
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Caio Ribeiro' })).toBeVisible();
    expect(within(row('Caio Ribeiro')).getByText('Proposta')).toBeVisible();
    expect(within(row('Caio Ribeiro')).getByText('Atrasado há 3 dias')).toBeVisible();
    expect(within(row('Dona Cida')).getByText('Hoje')).toBeVisible();
    expect(screen.getByText('2 clientes para retomar')).toBeVisible();
    expect(calls[0]!.url).toBe('/api/today');
    expect([lateness(0), lateness(1), lateness(5)]).toEqual([
      'Hoje',
      'Atrasado há 1 dia',
      'Atrasado há 5 dias',
    ]);
  });

  it('says what to do when nobody is due', async () => {
    fakeApi([]);
    renderPanel();
    expect(await screen.findByText('Nenhum cliente para retomar hoje.')).toBeVisible();
    expect(screen.getByRole('link', { name: /Ir para Minhas Vendas/ })).toHaveAttribute(
      'href',
      '/dashboard?section=vendas',
    );
    // A customer who just wrote: their words go in through 'Colar conversa'.
    expect(screen.getByRole('link', { name: 'Colar conversa' })).toHaveAttribute(
      'href',
      '/compartilhar',
    );
  });

  it('says the list could not load, and Tentar novamente asks again', async () => {
    let fail = true;
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        fail ? new Response(null, { status: 500 }) : Response.json({ followUps: [caio] }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    expect(
      await screen.findByText(/Não foi possível carregar os clientes de hoje\./),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Caio Ribeiro' })).toBeVisible();
  });

  it('shows the message, lets the member change it, opens wa.me with it and records the send', async () => {
    const calls = fakeApi([caio]);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Enviar mensagem/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem para Caio Ribeiro' });
    const text = within(dialog).getByLabelText('Mensagem');
    expect(text).toHaveValue(caio.message);
    await user.type(text, ' Hoje tem desconto.');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir no WhatsApp' }));
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/5521998765432?text=${encodeURIComponent(`${caio.message} Hoje tem desconto.`)}`,
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/customers/c1/messages',
        body: { stage: 'Fechamento' },
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Telefone não informado' for a customer without a phone, and opens nothing", async () => {
    const calls = fakeApi([cida]);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Enviar mensagem/ }));
    await user.click(await screen.findByRole('button', { name: 'Abrir no WhatsApp' }));
    expect(await screen.findByText('Telefone não informado')).toBeVisible();
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("'Próximo contato: amanhã' saves tomorrow; the row leaves before the server answers", async () => {
    let answer = () => {};
    const patched = new Promise<void>((resolve) => (answer = resolve));
    const calls = fakeApi([caio, cida], { patched });
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Próximo contato de Caio Ribeiro' }),
    );
    await user.click(await screen.findByRole('button', { name: /Amanhã/ }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Caio Ribeiro' })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/customers/c1/next-contact',
      body: { proximo_contato: addDays(memberDay(null), 1) },
    });
    answer();
    expect(await screen.findByText('Próximo contato marcado')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dona Cida' })).toBeVisible();
  });

  it('brings the row back and says so when the date could not be saved', async () => {
    fakeApi([caio], { failPatch: true });
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Próximo contato de Caio Ribeiro' }),
    );
    await user.click(await screen.findByRole('button', { name: /Em 1 semana/ }));
    expect(await screen.findByText('Erro ao marcar o próximo contato')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Caio Ribeiro' })).toBeVisible();
  });
});
