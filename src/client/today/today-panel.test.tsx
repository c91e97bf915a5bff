import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WithoutNextStep, DueFollowUp } from '#shared/today.ts';
import type { DueAfterSaleStep } from '#shared/after-sale.ts';
import type { DueReactivation } from '#shared/reactivation.ts';
import { lateness } from './labels.ts';
import { addDays, formatLongDay, memberDay } from '../lib/format.ts';
import { TodayPanel } from './today-panel.tsx';
import { renderApp } from '../test/render-app.tsx';
import { expectVisible } from '../test/visible.ts';

const caio: DueFollowUp = {
  id: 'c1',
  nome: 'Caio Ribeiro',
  telefone: '(21) 99876-5432',
  whatsapp: '5521998765432',
  fase: 'proposal',
  proximo_contato: '2026-11-19',
  daysLate: 3,
  stage: 'Fechamento',
  awaitingPayment: false,
  message: 'Oi, Caio! Posso te mandar os detalhes?',
  owedQuestion: null,
  source: 'offline',
  attempt: 1,
  lastAttempt: false,
  suggestLost: false,
  valor: '1500.00',
  ultima_nota: 'Quer fechar antes do Natal',
};
const cida: DueFollowUp = {
  ...caio,
  id: 'c2',
  nome: 'Dona Cida',
  telefone: null,
  whatsapp: null,
  fase: 'contacted',
  daysLate: 0,
  stage: 'Diagnóstico',
  valor: null,
  ultima_nota: null,
};

type Call = { method: string; url: string; body?: unknown };
type Answer = (body: unknown) => Response | Promise<Response>;

/**
 * A fake /api: GET /api/today answers `followUps`, `withoutNextStep`, `afterSale` and `reactivate`; `routes` answers
 * 'METHOD url' (a PATCH waits for `patched` when given; `failPatch` refuses it); anything else
 * answers {}.
 */
function fakeApi(
  followUps: DueFollowUp[],
  {
    failPatch = false,
    patched,
    withoutNextStep = [],
    withoutNextStepTotal = withoutNextStep.length,
    afterSale = [],
    reactivate = [],
    routes = {},
  }: {
    afterSale?: DueAfterSaleStep[];
    reactivate?: DueReactivation[];
    failPatch?: boolean;
    patched?: Promise<void>;
    withoutNextStep?: WithoutNextStep[];
    withoutNextStepTotal?: number;
    routes?: Record<string, Answer>;
  } = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    if (route) return Promise.resolve(route(body));
    if (method === 'GET')
      return Promise.resolve(
        Response.json({
          followUps,
          withoutNextStep: { customers: withoutNextStep, total: withoutNextStepTotal },
          afterSale,
          reactivate,
        }),
      );
    if (method === 'PATCH' && patched) return patched.then(() => Response.json({}));
    if (method === 'PATCH' && failPatch)
      return Promise.resolve(new Response(null, { status: 500 }));
    if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(Response.json({}));
  });
  return calls;
}

/** The member went to WhatsApp and came back to the app. */
function leaveAndComeBack() {
  act(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
}

function renderPanel(onEditCustomer: (id: string) => void = () => {}) {
  renderApp(<TodayPanel onEditCustomer={onEditCustomer} />, { toaster: true });
}

/** The toast's own "Desfazer" (toasts of earlier tests may still be on screen). */
const undoIn = (title: string) =>
  within(screen.getAllByText(title).at(-1)!.closest<HTMLElement>('[data-sonner-toast]')!).getByRole(
    'button',
    { name: 'Desfazer' },
  );

const row = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe("the 'Hoje' panel", () => {
  it('shows on each row the value, the last note and the start of the message', async () => {
    fakeApi([caio, cida]);
    renderPanel();
    const caioRow = within(await screen.findByTestId('follow-up-c1'));
    expect(caioRow.getByText('R$ 1.500,00')).toBeVisible();
    expect(caioRow.getByText('Quer fechar antes do Natal')).toBeVisible();
    expect(caioRow.getByText('Oi, Caio! Posso te mandar os detalhes?')).toBeVisible();
    const cidaRow = within(screen.getByTestId('follow-up-c2'));
    expect(cidaRow.queryByText(/R\$/)).toBeNull();
    expect(cidaRow.queryByText(/Última anotação/)).toBeNull();
  });

  it('asks the member to answer the question they promised to check', async () => {
    fakeApi([{ ...caio, owedQuestion: 'Nota fiscal física ou on-line?' }, cida]);
    renderPanel();
    const caioRow = within(await screen.findByTestId('follow-up-c1'));
    expect(caioRow.getByText(/Você ficou de responder/)).toHaveTextContent(
      'Você ficou de responder: “Nota fiscal física ou on-line?” Escreva a resposta em “Editar mensagem”',
    );
    expect(within(screen.getByTestId('follow-up-c2')).queryByText(/ficou de responder/)).toBeNull();
  });

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
    await expectVisible('Nenhum cliente para retomar hoje.');
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
        fail
          ? new Response(null, { status: 500 })
          : Response.json({ followUps: [caio], withoutNextStep: { customers: [], total: 0 } }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    await expectVisible(/Não foi possível carregar os clientes de hoje\./);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Caio Ribeiro' })).toBeVisible();
  });

  it('one tap opens wa.me with the follow-up; only "Sim" on return records it, and Desfazer removes it', async () => {
    const tomorrow = addDays(memberDay(null), 1);
    const calls = fakeApi([caio], {
      routes: {
        'POST /api/customers/c1/follow-ups': () =>
          Response.json({
            eventId: 'e1',
            proximo_contato: tomorrow,
            previous: { proximo_contato: caio.proximo_contato },
          }),
      },
    });
    const user = userEvent.setup();
    renderPanel();
    const link = await screen.findByRole('link', { name: 'Enviar no WhatsApp para Caio Ribeiro' });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/5521998765432?text=${encodeURIComponent(caio.message)}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(link);
    // Nothing is recorded, and nothing asked, while the member has not left for WhatsApp.
    expect(screen.queryByText('Enviou a mensagem?')).not.toBeInTheDocument();
    leaveAndComeBack();
    const question = await screen.findByRole('group', { name: 'Enviou a mensagem?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/customers/c1/follow-ups',
        body: { text: caio.message },
      }),
    );
    await expectVisible('Envio registrado');
    expect(
      screen.getByText(`Próximo contato com Caio Ribeiro: ${formatLongDay(tomorrow)}.`),
    ).toBeVisible();
    await user.click(undoIn('Envio registrado'));
    await expectVisible('Envio desfeito');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/customers/c1/follow-ups/e1');
  });

  it('"Não" on return records nothing and the row keeps its actions', async () => {
    const calls = fakeApi([caio]);
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('link', { name: 'Enviar no WhatsApp para Caio Ribeiro' }),
    );
    leaveAndComeBack();
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    expect(screen.queryByText('Enviou a mensagem?')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Enviar no WhatsApp/ })).toBeVisible();
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('records the message as the member edited it before opening WhatsApp', async () => {
    const calls = fakeApi([caio], {
      routes: {
        'POST /api/customers/c1/follow-ups': () =>
          Response.json({
            eventId: 'e1',
            proximo_contato: null,
            previous: { proximo_contato: null },
          }),
      },
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: /Editar mensagem/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensagem para Caio Ribeiro' });
    const text = within(dialog).getByLabelText('Mensagem');
    expect(text).toHaveValue(caio.message);
    await user.type(text, ' Hoje tem desconto.');
    await user.click(within(dialog).getByRole('button', { name: 'Abrir no WhatsApp' }));
    const edited = `${caio.message} Hoje tem desconto.`;
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/5521998765432?text=${encodeURIComponent(edited)}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    leaveAndComeBack();
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: edited }),
    );
    await expectVisible('Caio Ribeiro ficou sem próximo contato.');
  });

  it('offers adding the phone and copying the message to a row without one, never a wa.me link without a number', async () => {
    const calls = fakeApi([cida]);
    const onEdit = vi.fn();
    const user = userEvent.setup();
    renderPanel(onEdit);
    const add = await screen.findByRole('button', { name: 'Adicionar telefone de Dona Cida' });
    expect(within(row('Dona Cida')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Enviar no WhatsApp/ })).toBeNull();
    await user.click(add);
    expect(onEdit).toHaveBeenCalledWith('c2');

    await user.click(screen.getByRole('button', { name: 'Copiar mensagem para Dona Cida' }));
    await expectVisible('Mensagem copiada');
    expect(await navigator.clipboard.readText()).toBe(cida.message);
    leaveAndComeBack();
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/customers/c2/follow-ups',
        body: { text: cida.message },
      }),
    );
  });

  it("shows how many have no next step and 'Mostrar mais' brings the next page", async () => {
    const open = (id: string, nome: string): WithoutNextStep => ({
      id,
      nome,
      fase: 'contacted',
      whatsapp: null,
      valor: null,
    });
    fakeApi([], {
      withoutNextStep: [open('a1', 'Ana Paula')],
      withoutNextStepTotal: 2,
      routes: {
        'GET /api/today/without-next-step?offset=1': () =>
          Response.json({ customers: [open('b2', 'Bruno Dias')], total: 2 }),
      },
    });
    const user = userEvent.setup();
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Sem próximo passo' });
    expect(
      within(section).getByText(/2 clientes em aberto sem data de próximo contato\. Mostrando 1\./),
    ).toBeVisible();
    expect(within(section).queryByText('Bruno Dias')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Mostrar mais' }));
    await expectVisible('Bruno Dias', within(section));
    expect(within(section).queryByRole('button', { name: 'Mostrar mais' })).toBeNull();
    expect(within(section).queryByText(/Mostrando/)).toBeNull();
  });

  it('lists the customers without a next step; one tap starts the cadence, Desfazer clears it', async () => {
    const ana: WithoutNextStep = {
      id: 'a1',
      nome: 'Ana Paula',
      fase: 'interested',
      whatsapp: null,
      valor: '1500.00',
    };
    const due = addDays(memberDay(null), 2);
    const calls = fakeApi([], {
      withoutNextStep: [ana],
      routes: {
        'POST /api/customers/a1/cadence': () =>
          Response.json({ proximo_contato: due, previous: { proximo_contato: null } }),
      },
    });
    const user = userEvent.setup();
    renderPanel();
    const section = await screen.findByRole('region', { name: 'Sem próximo passo' });
    expect(
      within(section).getByText('1 cliente em aberto sem data de próximo contato.'),
    ).toBeVisible();
    expect(within(section).getByText('Interessado')).toBeVisible();
    expect(within(section).getByText('R$ 1.500,00')).toBeVisible();
    await user.click(
      within(section).getByRole('button', { name: 'Começar follow-up de Ana Paula' }),
    );
    await expectVisible('Follow-up marcado');
    expect(screen.getByText(`Próximo contato com Ana Paula: ${formatLongDay(due)}.`)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/customers/a1/cadence');
    await user.click(undoIn('Follow-up marcado'));
    await expectVisible('Follow-up desfeito');
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/customers/a1/next-contact',
      body: { proximo_contato: null },
    });
  });

  it('after the last attempt went unanswered, suggests Perdido "sem resposta"; Desfazer restores phase and date', async () => {
    const last: DueFollowUp = { ...caio, attempt: 3, lastAttempt: true, suggestLost: true };
    const calls = fakeApi([last]);
    const user = userEvent.setup();
    renderPanel();
    await expectVisible('Último follow-up');
    expect(screen.queryByRole('button', { name: /Marcar como Perdido/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Marcar como Perdido (sem resposta)' }));
    await expectVisible('Marcado como Perdido');
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/customers/c1',
      body: { fase: 'lost', motivo_perda: 'sem_resposta' },
    });
    await user.click(undoIn('Marcado como Perdido'));
    await expectVisible('Perdido desfeito');
    expect(calls.filter((c) => c.method === 'PATCH').slice(1)).toEqual([
      { method: 'PATCH', url: '/api/customers/c1', body: { fase: 'proposal', motivo_perda: null } },
      {
        method: 'PATCH',
        url: '/api/customers/c1/next-contact',
        body: { proximo_contato: caio.proximo_contato },
      },
    ]);
  });

  it('a follow-up without a suggestion to give up offers no Perdido', async () => {
    fakeApi([{ ...caio, attempt: 1, lastAttempt: false, suggestLost: false }]);
    renderPanel();
    await expectVisible('1º follow-up');
    expect(screen.queryByRole('button', { name: /Marcar como Perdido/ })).not.toBeInTheDocument();
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
    await expectVisible('Próximo contato marcado');
    expect(screen.getByRole('heading', { name: 'Dona Cida' })).toBeVisible();
    await user.click(undoIn('Próximo contato marcado'));
    await expectVisible('Próximo contato desfeito');
    expect(calls.filter((c) => c.method === 'PATCH')[1]).toEqual({
      method: 'PATCH',
      url: '/api/customers/c1/next-contact',
      body: { proximo_contato: caio.proximo_contato },
    });
  });

  it('brings the row back and says so when the date could not be saved', async () => {
    fakeApi([caio], { failPatch: true });
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Próximo contato de Caio Ribeiro' }),
    );
    await user.click(await screen.findByRole('button', { name: /Em 1 semana/ }));
    await expectVisible('Erro ao marcar o próximo contato');
    expect(await screen.findByRole('heading', { name: 'Caio Ribeiro' })).toBeVisible();
  });

  it("'Depois da venda': one tap opens WhatsApp and records the send, with Desfazer; Adiar puts it off", async () => {
    const thanks: DueAfterSaleStep = {
      customerId: 'v1',
      nome: 'Márcia Lopes',
      telefone: '(11) 98765-4321',
      whatsapp: '5511987654321',
      step: 'thanks',
      saleAt: '2026-03-02T18:00:00.123456Z',
      dueOn: '2026-03-03',
      produto: 'Bolo de pote',
      message: 'Oi, Márcia! Passando pra agradecer pela compra do bolo de pote.',
      source: 'offline',
    };
    const calls = fakeApi([], { afterSale: [thanks] });
    const user = userEvent.setup();
    renderPanel();
    const send = await screen.findByRole('link', { name: 'Enviar no WhatsApp para Márcia Lopes' });
    expect(send).toHaveAttribute('href', expect.stringContaining('wa.me/5511987654321'));
    expect(within(row('Márcia Lopes')).getByText('Agradecer a compra')).toBeVisible();
    send.addEventListener('click', (e) => e.preventDefault());
    await user.click(send);
    await expectVisible('Envio registrado');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/customers/v1/after-sale',
      body: { step: 'thanks', saleAt: thanks.saleAt, action: 'sent', text: thanks.message },
    });
    await user.click(undoIn('Envio registrado'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/after-sale/undo'))?.body).toEqual({
        step: 'thanks',
        saleAt: thanks.saleAt,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Adiar 3 dias: Márcia Lopes' }));
    await expectVisible('Etapa adiada');
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      action: 'snoozed',
    });
  });

  describe("'Reativar'", () => {
    const rita: DueReactivation = {
      customerId: 'r1',
      nome: 'Rita Souza',
      telefone: '(31) 99123-4567',
      whatsapp: '5531991234567',
      kind: 'price',
      produto: 'Kit de bolos',
      lastWords: 'Achei meio salgado, vou ver com meu marido',
      message: 'Oi, Rita! O Dia das Mães está chegando: quer que eu veja o kit para você?',
      source: 'offline',
    };

    it('shows the customer with why, their last words and the message', async () => {
      fakeApi([], { reactivate: [rita] });
      renderPanel();
      expect(await screen.findByRole('heading', { name: 'Reativar' })).toBeVisible();
      const item = row('Rita Souza');
      expect(within(item).getByText('Achou caro')).toBeVisible();
      expect(within(item).getByText('Kit de bolos')).toBeVisible();
      expect(
        within(item).getByText('Última mensagem: “Achei meio salgado, vou ver com meu marido”'),
      ).toBeVisible();
      expect(within(item).getByText(rita.message)).toBeVisible();
    });

    it("'Enviar no WhatsApp' records the send, with Desfazer; 'Pular' skips", async () => {
      const calls = fakeApi([], { reactivate: [rita] });
      const user = userEvent.setup();
      renderPanel();
      const send = await screen.findByRole('link', { name: 'Enviar no WhatsApp para Rita Souza' });
      expect(send).toHaveAttribute('href', expect.stringContaining('wa.me/5531991234567'));
      send.addEventListener('click', (e) => e.preventDefault());
      await user.click(send);
      await expectVisible('Envio registrado');
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/customers/r1/reactivation',
        body: { action: 'sent', text: rita.message },
      });
      await user.click(undoIn('Envio registrado'));
      await waitFor(() =>
        expect(
          calls.some((c) => c.method === 'POST' && c.url === '/api/customers/r1/reactivation/undo'),
        ).toBe(true),
      );
      await user.click(screen.getByRole('button', { name: 'Pular Rita Souza' }));
      await expectVisible('Rita Souza sai da lista por 90 dias.');
      expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({
        url: '/api/customers/r1/reactivation',
        body: { action: 'skipped' },
      });
    });

    it('is not shown when nobody is due', async () => {
      fakeApi([caio]);
      renderPanel();
      expect(await screen.findByRole('heading', { name: 'Caio Ribeiro' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Reativar' })).not.toBeInTheDocument();
    });
  });
});
