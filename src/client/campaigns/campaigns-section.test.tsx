import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CampaignDetail,
  CampaignRecipient,
  CampaignsOverview,
  CampaignSummary,
} from '#shared/campaigns.ts';
import { addDays, toDateOnly } from '../lib/format.ts';
import CampaignsSection from './campaigns-section.tsx';
import { renderApp } from '../test/render-app.tsx';
import { testProduct } from '../test/fixtures.ts';
import { expectVisible } from '../test/visible.ts';

const summary = (overrides: Partial<CampaignSummary> = {}): CampaignSummary => ({
  id: 'c1',
  title: 'Natal 2026',
  occasion: 'natal',
  createdAt: '2026-11-20T12:00:00.000Z',
  sent: 12,
  total: 24,
  status: 'active',
  ...overrides,
});

const overview = (campaigns: CampaignSummary[]): CampaignsOverview => ({
  occasions: [
    { id: 'black-friday', name: 'Black Friday', day: '2026-11-27' },
    { id: 'natal', name: 'Natal', day: '2026-12-25' },
    { id: 'oferta', name: 'Oferta', day: null },
  ],
  campaigns,
  dailyCap: 30,
});

const recipient = (id: string, overrides: Partial<CampaignRecipient> = {}): CampaignRecipient => ({
  customerId: id,
  nome: `Cliente ${id}`,
  whatsapp: '5511900000000',
  message: `Oi, cliente ${id}!`,
  source: 'offline',
  status: 'queued',
  reason: null,
  plannedDay: null,
  sentAt: null,
  ...overrides,
});

const marcia = recipient('m1', {
  nome: 'Márcia Lopes',
  whatsapp: '5511987654321',
  message: 'Oi, Márcia! O Natal chegou: 10% de desconto até sexta.',
});

/** 2 sent, Márcia next and 21 more queued, one left out: 'Enviar 3 de 24'. */
const detail = (overrides: Partial<CampaignDetail> = {}): CampaignDetail => ({
  ...summary({ sent: 2, total: 24 }),
  productName: null,
  offer: '10% de desconto até sexta',
  pixPrice: null,
  stopLine: true,
  recipients: [
    recipient('s1', { status: 'sent', sentAt: '2026-11-20T13:00:00.000Z' }),
    recipient('s2', { status: 'sent', sentAt: '2026-11-20T13:01:00.000Z' }),
    marcia,
    ...Array.from({ length: 21 }, (_, i) => recipient(`q${i}`)),
    recipient('x1', {
      nome: 'Dona Cida',
      status: 'left_out',
      reason: 'Pediu para não receber mensagens',
    }),
  ],
  next: marcia,
  waitUntil: null,
  waitSeconds: 0,
  pausedBecause: null,
  leftToday: 28,
  dailyCap: 30,
  replied: 1,
  sold: 0,
  ...overrides,
});

type Call = { method: string; url: string; body?: unknown };

/** A fake /api: 'METHOD url' answers from `routes`; anything else is a 404. */
function fakeApi(routes: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    return Promise.resolve(
      route
        ? route(body)
        : Response.json(
            { error: { code: 'NOT_FOUND', message: 'Não encontrado.' } },
            { status: 404 },
          ),
    );
  });
  return calls;
}

const home = '/dashboard?section=campanhas';
const queueOf = (id: string) => `${home}&campanha=${id}`;
const renderSection = (path = home) => renderApp(<CampaignsSection />, { path });

afterEach(() => {
  vi.useRealTimers();
});

describe('Campanhas', () => {
  it('lists the campaigns with what went out and their status', async () => {
    fakeApi({
      'GET /api/campaigns': () =>
        Response.json(
          overview([
            summary(),
            summary({ id: 'c2', title: 'Dia das Mães', sent: 3, total: 10, status: 'paused' }),
            summary({ id: 'c3', title: 'Black Friday', sent: 8, total: 8, status: 'done' }),
          ]),
        ),
    });
    renderSection();
    expect(screen.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
    const list = within(await screen.findByRole('region', { name: 'Suas campanhas' }));
    const rows = list.getAllByRole('link');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Natal 202612 de 24 enviadas',
      'Dia das Mães3 de 10 enviadasPausada',
      'Black Friday8 de 8 enviadasConcluída',
    ]);
    expect(rows[0]).toHaveAttribute('href', queueOf('c1'));
    expect(screen.getByLabelText('Mensagens por dia')).toHaveValue(30);
  });

  it('says there is no campaign yet', async () => {
    fakeApi({ 'GET /api/campaigns': () => Response.json(overview([])) });
    renderSection();
    await expectVisible(/^Nenhuma campanha ainda\./);
    expect(screen.queryByRole('region', { name: 'Suas campanhas' })).not.toBeInTheDocument();
  });

  it('creates with the offer typed, and opens the new campaign’s queue; nothing offered is refused', async () => {
    const calls = fakeApi({
      'GET /api/campaigns': () => Response.json(overview([])),
      'GET /api/products': () => Response.json([]),
      'POST /api/campaigns': () => Response.json({ id: 'c9' }, { status: 201 }),
      'GET /api/campaigns/c9': () => Response.json(detail({ id: 'c9', title: 'Black Friday' })),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Nova campanha' }));
    expect(screen.getByLabelText('Data')).toHaveDisplayValue('Black Friday — 27/11');
    await user.click(screen.getByRole('button', { name: 'Criar campanha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Escolha o produto ou serviço, ou escreva a oferta da campanha.',
    );
    await user.type(screen.getByLabelText('Oferta (opcional)'), 'Frete grátis até sexta');
    await user.click(screen.getByRole('button', { name: 'Criar campanha' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Black Friday' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      occasion: 'black-friday',
      productId: null,
      offer: 'Frete grátis até sexta',
      pixPrice: null,
      audience: {},
      stopLine: true,
    });
  });

  it('posts the date, the product, the offer, the Pix price and the audience chosen', async () => {
    const product = testProduct({ id: '0b6b1c8e-0000-4000-8000-000000000001', nome: 'Panetone' });
    const calls = fakeApi({
      'GET /api/campaigns': () => Response.json(overview([])),
      'GET /api/products': () => Response.json([product]),
      'POST /api/campaigns': () =>
        Response.json(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Nenhum cliente recebe esta campanha.',
            },
          },
          { status: 400 },
        ),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Nova campanha' }));
    const form = within(screen.getByRole('form', { name: 'Nova campanha' }));
    await user.selectOptions(form.getByLabelText('Data'), 'Natal — 25/12');
    expect(form.getByRole('option', { name: 'Oferta sem data' })).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('Produto ou serviço'), 'Panetone');
    await user.type(form.getByLabelText(/^Oferta/), '10% de desconto até sexta');
    await user.type(form.getByLabelText(/^Preço no Pix/), '49,90');
    await user.click(form.getByRole('checkbox', { name: 'Interessado' }));
    await user.click(form.getByRole('checkbox', { name: 'Prospecção' }));
    await user.click(form.getByRole('checkbox', { name: 'Comprou este produto' }));
    await user.type(form.getByLabelText(/^Sem contato há mais de/), '30');
    const stop = form.getByRole('switch', { name: 'Terminar com “responda SAIR”' });
    expect(stop).toBeChecked();
    await user.click(stop);
    await user.click(form.getByRole('button', { name: 'Criar campanha' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Nenhum cliente recebe esta campanha.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      occasion: 'natal',
      productId: product.id,
      offer: '10% de desconto até sexta',
      pixPrice: 49.9,
      audience: { productId: product.id, phases: ['prospect', 'interested'], idleDays: 30 },
      stopLine: false,
    });
  });

  it('shows the progress and waits for the countdown before the send', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const waitUntil = new Date(Date.now() + 31_000).toISOString();
    const calls = fakeApi({
      'GET /api/campaigns/c1': () => Response.json(detail({ waitUntil, waitSeconds: 31 })),
      'POST /api/campaigns/c1/send': () =>
        Response.json(detail({ sent: 3, next: null, pausedBecause: 'Pausa entre envios.' })),
    });
    // WhatsApp's tab opens within the tap, and gets its address once the server took the send.
    const tab = { opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const { user } = renderSection(queueOf('c1'));
    const progress = await screen.findByText(/^Enviar 3 de 24 — Márcia/);
    await waitFor(() => expect(progress).toHaveTextContent(/ · próximo em 0:3[01]$/));
    const send = screen.getByRole('button', { name: /^Enviar para Márcia/ });
    expect(send).toBeDisabled();
    expect(screen.getByText(marcia.message)).toBeVisible();
    expect(screen.getByText('Hoje: 2 de 30 envios')).toBeVisible();
    expect(screen.getByText('Respostas: 1 · Vendas: 0 (em até 14 dias)')).toBeVisible();
    const leftOut = within(screen.getByRole('region', { name: 'Fora desta campanha (1)' }));
    expect(leftOut.getByText('Pediu para não receber mensagens')).toBeVisible();

    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    await waitFor(() =>
      expect(progress).toHaveTextContent('Enviar 3 de 24 — Márcia · pode enviar agora'),
    );
    expect(send).toBeEnabled();
    await user.click(send);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        `https://wa.me/5511987654321?text=${encodeURIComponent(marcia.message)}`,
      ),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/campaigns/c1/send',
        body: { customerId: 'm1' },
      }),
    );
    await expectVisible('Pausa entre envios.');
  });

  it('a send the server refuses closes the tab it opened and says why', async () => {
    fakeApi({
      'GET /api/campaigns/c1': () => Response.json(detail()),
      'POST /api/campaigns/c1/send': () =>
        Response.json(
          {
            error: { code: 'CAMPAIGN_ON_HOLD', message: 'Os envios de hoje terminaram às 20:00.' },
          },
          { status: 409 },
        ),
    });
    const tab = { opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const { user } = renderSection(queueOf('c1'));
    await user.click(await screen.findByRole('button', { name: /^Enviar para Márcia/ }));
    await expectVisible('Os envios de hoje terminaram às 20:00.');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('says why a paused campaign waits, with no send, and continues it', async () => {
    const calls = fakeApi({
      'GET /api/campaigns/c1': () =>
        Response.json(
          detail({
            status: 'paused',
            next: null,
            pausedBecause: '2 clientes pediram para parar: a campanha pausou.',
          }),
        ),
      'POST /api/campaigns/c1/resume': () => Response.json(detail()),
    });
    const { user } = renderSection(queueOf('c1'));
    await expectVisible('2 clientes pediram para parar: a campanha pausou.');
    expect(screen.queryByRole('button', { name: /^Enviar para/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar a campanha' }));
    expect(await screen.findByRole('button', { name: 'Enviar para Márcia' })).toBeEnabled();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/campaigns/c1/resume' });
  });

  it('on a Sunday says when it resumes, and shows no send', async () => {
    fakeApi({
      'GET /api/campaigns/c1': () =>
        Response.json(
          detail({ next: null, pausedBecause: 'Domingo não tem envio: volta amanhã às 9h.' }),
        ),
    });
    renderSection(queueOf('c1'));
    await expectVisible('Domingo não tem envio: volta amanhã às 9h.');
    expect(screen.queryByRole('button', { name: /^Enviar para/ })).not.toBeInTheDocument();
  });

  it('at the daily limit, says when the next ones go out', async () => {
    const tomorrow = addDays(toDateOnly(new Date()), 1);
    fakeApi({
      'GET /api/campaigns/c1': () =>
        Response.json(
          detail({
            next: null,
            leftToday: 0,
            pausedBecause:
              'Você chegou ao limite de envios de hoje. Recomeça amanhã, segunda-feira, 30/11, às 9:00.',
            recipients: detail().recipients.map((r) =>
              r.status === 'queued' ? { ...r, plannedDay: tomorrow } : r,
            ),
          }),
        ),
    });
    renderSection(queueOf('c1'));
    await expectVisible(/^Você chegou ao limite de envios de hoje\./);
    expect(screen.getByText('Hoje: 30 de 30 envios')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Enviar para/ })).not.toBeInTheDocument();
    const next = within(screen.getByRole('region', { name: 'Próximas (22)' }));
    expect(next.getAllByText('amanhã')).toHaveLength(22);
  });

  it('saves the messages a day', async () => {
    const calls = fakeApi({
      'GET /api/campaigns': () => Response.json(overview([summary()])),
      'PUT /api/campaigns/settings': () => new Response(null, { status: 204 }),
    });
    const { user } = renderSection();
    const cap = await screen.findByLabelText('Mensagens por dia');
    await user.clear(cap);
    await user.type(cap, '61');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Digite um número inteiro de 1 a 60.');
    await user.clear(cap);
    await user.type(cap, '45');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ dailyCap: 45 }),
    );
  });
});
