import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phases } from '#shared/customers.ts';
import { formatBRL } from '#shared/money.ts';
import type { Results } from '#shared/results.ts';
import ResultsSection from './results-section.tsx';
import { renderApp } from '../test/render-app.tsx';
import { expectVisible } from '../test/visible.ts';

const known: Results = {
  funnel: [
    { fase: 'prospect', count: 2, value: 200 },
    { fase: 'contacted', count: 1, value: 0 },
    { fase: 'interested', count: 0, value: 0 },
    { fase: 'proposal', count: 1, value: 800 },
    { fase: 'closed', count: 3, value: 1800 },
    { fase: 'lost', count: 3, value: 200 },
  ],
  closedThisMonth: 1500,
  closedLastMonth: 1000,
  closedValue: 1500,
  closedValueBefore: 1000,
  winRate: 0.4,
  medianDaysToClose: 7,
  closedInPeriod: 2,
  lostInPeriod: 3,
  lostReasons: [
    { reason: 'preco', count: 2 },
    { reason: null, count: 1 },
  ],
  scriptsUsed: 2,
  objectionsUsed: 3,
  nextStepShare: { withNextStep: 3, open: 4 },
  pix: { chargedCount: 2, chargedValue: 1300, receivedCount: 1, receivedValue: 800 },
  campaigns: [],
};
const empty: Results = {
  ...known,
  funnel: known.funnel.map((f) => ({ ...f, count: 0, value: 0 })),
  closedThisMonth: 0,
  closedLastMonth: 0,
  closedValue: 0,
  closedValueBefore: 0,
  winRate: null,
  medianDaysToClose: null,
  lostReasons: [],
  pix: { chargedCount: 0, chargedValue: 0, receivedCount: 0, receivedValue: 0 },
};

/** Answers `results`, or the figures of another period when `byPeriod` has them. */
function fakeApi(results: Results, byPeriod: Record<string, Results> = {}) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    const period = new URL(url, 'http://x').searchParams.get('period') ?? '';
    return Promise.resolve(Response.json(byPeriod[period] ?? results));
  });
  return urls;
}

function renderSection() {
  renderApp(<ResultsSection />);
}

const figure = (term: string) => screen.getByText(term).closest('div')!;
const findFigure = async (term: string) => (await screen.findByText(term)).closest('div')!;

describe('Resultados', () => {
  it('shows each figure of known data, in reais and per cent', async () => {
    const urls = fakeApi(known);
    renderSection();
    await screen.findByText('Fechado este mês');
    expect(within(figure('Fechado este mês')).getByText('R$ 1.500,00')).toBeVisible();
    expect(within(figure('Fechado este mês')).getByText('+50% sobre o mês passado')).toBeVisible();
    expect(within(figure('Taxa de fechamento')).getByText('40%')).toBeVisible();
    expect(
      within(figure('Taxa de fechamento')).getByText('2 fechados e 3 perdidos neste mês'),
    ).toBeVisible();
    expect(within(figure('Tempo até fechar')).getByText('7 dias')).toBeVisible();
    expect(within(figure('Ferramentas de IA usadas')).getByText('scripts')).toBeVisible();
    const reasons = within(screen.getByRole('region', { name: 'Motivos de perda' }));
    expect(reasons.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Preço2 negócios',
      'Não informado1 negócio',
    ]);
    expect(urls[0]).toBe('/api/results?period=month');
  });

  it('shows what was charged and received with Pix', async () => {
    fakeApi(known);
    renderSection();
    const pix = within(await screen.findByRole('region', { name: 'Pix neste mês' }));
    expect(pix.getByText('Cobrado com Pix').closest('div')!.textContent).toBe(
      `Cobrado com Pix${formatBRL(1300)}2 cobranças`,
    );
    expect(pix.getByText('Recebido por Pix').closest('div')!.textContent).toBe(
      `Recebido por Pix${formatBRL(800)}1 pagamento`,
    );
  });

  it('credits each campaign with its replies and sales, and leaves the card out before the first', async () => {
    fakeApi({
      ...known,
      campaigns: [{ id: 'c1', title: 'Natal', sent: 5, replied: 2, sold: 1 }],
    });
    renderSection();
    const card = within(await screen.findByRole('region', { name: 'Campanhas neste mês' }));
    expect(card.getByRole('link', { name: 'Natal' })).toHaveAttribute(
      'href',
      '/dashboard?section=campanhas&campanha=c1',
    );
    expect(card.getByText('5 enviadas · 2 respostas · 1 venda')).toBeInTheDocument();
  });

  it('leaves Pix out before the first charge', async () => {
    fakeApi({ ...known, pix: empty.pix });
    renderSection();
    await screen.findByText('Fechado este mês');
    expect(screen.queryByRole('region', { name: /^Pix/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Campanhas/ })).not.toBeInTheDocument();
  });

  it('shows the share of open customers with a next step, and leads to the ones without', async () => {
    fakeApi(known);
    renderSection();
    const share = within(
      await screen.findByRole('region', { name: 'Clientes em aberto com próximo passo' }),
    );
    expect(share.getByText('75%')).toBeVisible();
    expect(share.getByText('3 de 4 clientes em aberto com data de próximo contato')).toBeVisible();
    expect(share.getByRole('link', { name: /Ver o cliente sem próximo passo/ })).toHaveAttribute(
      'href',
      '/inicio',
    );
  });

  it('without open customers, shows a dash and asks for nothing', async () => {
    fakeApi({ ...known, nextStepShare: { withNextStep: 0, open: 0 } });
    renderSection();
    const share = within(
      await screen.findByRole('region', { name: 'Clientes em aberto com próximo passo' }),
    );
    expect(share.getByText('Nenhum cliente em aberto agora')).toBeVisible();
    expect(share.queryByRole('link')).not.toBeInTheDocument();
  });

  it('draws each chart as a table of bars with the numbers beside them', async () => {
    fakeApi(known);
    renderSection();
    const funnel = await screen.findByRole('table', { name: /Seu funil agora/ });
    expect(
      within(funnel)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(phases.map((p) => p.label));
    const closed = within(funnel).getByRole('row', { name: `Fechado 3 ${formatBRL(1800)}` });
    const bar = (row: HTMLElement) => row.querySelector<HTMLElement>('[aria-hidden]')!.style.width;
    // The longest bar is the phase with the most customers; the others in proportion.
    const widths = within(funnel)
      .getAllByRole('row')
      .slice(1)
      .map((row) => parseFloat(bar(row)));
    expect(Math.max(...widths)).toBe(100);
    expect(parseFloat(bar(closed))).toBeGreaterThan(0);
    const month = screen.getByRole('table', { name: 'Valor fechado por mês' });
    const last = within(month).getByRole('row', { name: `Mês passado ${formatBRL(1000)}` });
    const now = within(month).getByRole('row', { name: `Este mês ${formatBRL(1500)}` });
    expect(bar(now)).toBe('100%');
    expect(parseFloat(bar(last))).toBeCloseTo(66.67, 1);
  });

  it('asks the server again for another period, and names the value closed by it', async () => {
    const urls = fakeApi(known, {
      '90': { ...known, closedValue: 4200, closedValueBefore: 0 },
      '30': { ...known, closedValue: 1500, closedValueBefore: 1500 },
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: '90 dias' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/results?period=90'));
    expect(screen.getByRole('button', { name: '90 dias' })).toHaveAttribute('aria-pressed', 'true');
    await expectVisible('2 fechados e 3 perdidos nos últimos 90 dias');
    const closed = within(await findFigure('Fechado nos últimos 90 dias'));
    expect(closed.getByText('R$ 4.200,00')).toBeVisible();
    expect(closed.getByText('90 dias anteriores: R$ 0,00')).toBeVisible();
    expect(screen.queryByText('Fechado este mês')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '30 dias' }));
    const thirty = within(await findFigure('Fechado nos últimos 30 dias'));
    expect(thirty.getByText('Igual aos 30 dias anteriores')).toBeVisible();
  });

  it('guides a member without customers to Minhas Vendas', async () => {
    fakeApi(empty);
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Ainda não há resultados' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Ir para Minhas Vendas/ })).toHaveAttribute(
      'href',
      '/dashboard?section=vendas',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the figures could not load, and Tentar novamente asks again', async () => {
    let fail = true;
    vi.stubGlobal('fetch', () =>
      Promise.resolve(fail ? new Response(null, { status: 500 }) : Response.json(known)),
    );
    const user = userEvent.setup();
    renderSection();
    await expectVisible(/Não foi possível carregar seus números\. Tente novamente\./);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await expectVisible('Fechado este mês');
  });
});
