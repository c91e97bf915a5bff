import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerCard } from '#shared/board.ts';
import type { ReplyResult, SharePreview } from '#shared/conversations.ts';
import type { Customer } from '#shared/customers.ts';
import { phases } from '#shared/customers.ts';
import SharePage from './share.tsx';
import { testCustomer } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { expectVisible } from '../test/visible.ts';

const marcia: Customer = testCustomer();

const chat = (more: Partial<SharePreview> = {}): SharePreview => ({
  id: 's1',
  kind: 'chat',
  fileName: 'Conversa do WhatsApp com Márcia Lopes.txt',
  messageCount: 12,
  lastMessages: [
    { authorName: 'Ana', author: 'seller', at: '2026-11-24T13:00:00.000Z', text: 'Oi, Márcia!' },
    {
      authorName: 'Márcia Lopes',
      author: 'customer',
      at: '2026-11-24T13:05:00.000Z',
      text: 'qto fica o kit? manda o pix',
    },
  ],
  authors: ['Ana', 'Márcia Lopes'],
  sellerAuthor: 'Ana',
  match: { by: 'phone', customerId: 'm1', nome: 'Márcia Lopes', fase: 'interested' },
  proposal: null,
  suggestedPhase: 'proposal',
  contacts: [],
  createdAt: '2026-11-25T10:00:00.000Z',
  ...more,
});

const replies: ReplyResult = {
  mode: 'offline',
  answering: 'qto fica o kit? manda o pix',
  replies: [
    { text: 'Oi, Márcia! O kit sai por R$ 89,90. Te mando a chave Pix agora?', source: 'offline' },
    {
      text: 'Márcia, fica R$ 89,90 e dá pra parcelar. Quer que eu separe o seu?',
      source: 'offline',
    },
    {
      text: 'Perfeito, Márcia! Segue o Pix, assim que cair já envio o kit pra você.',
      source: 'offline',
    },
  ],
};

const card = (c: Customer): CustomerCard => ({
  ...c,
  ultima_nota: null,
  aguardando_pagamento: false,
});

type Call = { method: string; url: string; body: unknown };

/** A fake /api: `routes` answer by 'METHOD /path'; the limits and searches have defaults. */
function fakeApi(routes: Record<string, unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
    calls.push({ method, url, body });
    const path = url.split('?')[0];
    const answer =
      routes[`${method} ${url}`] ??
      routes[`${method} ${path}`] ??
      (path === '/api/limits'
        ? {
            date: '2026-11-25',
            scripts: { used: 0, limit: 3, remaining: 3 },
            objections: { used: 0, limit: 5, remaining: 5 },
            replies: { used: 1, limit: 30, remaining: 29 },
          }
        : path === '/api/customers/board'
          ? {
              columns: phases.map(({ id }) => ({
                fase: id,
                count: 0,
                total: 0,
                customers: id === 'interested' ? [card(marcia)] : [],
                nextCursor: null,
              })),
            }
          : undefined);
    if (answer instanceof Response) return Promise.resolve(answer);
    if (answer === undefined) return Promise.resolve(Response.json({}, { status: 404 }));
    return Promise.resolve(Response.json(answer, { status: method === 'POST' ? 201 : 200 }));
  });
  return calls;
}

const posted = (calls: Call[], url: string) =>
  calls.filter((c) => c.method !== 'GET' && c.url === url);

beforeEach(() => {
  // A click on a wa.me link would ask jsdom to open a window; the href is what the test reads.
  document.addEventListener('click', preventNavigation, true);
});
afterEach(() => {
  document.removeEventListener('click', preventNavigation, true);
  vi.unstubAllGlobals();
});
const preventNavigation = (event: Event) => {
  if ((event.target as Element).closest('a[target="_blank"]')) event.preventDefault();
};

describe('/compartilhar with a shared chat', () => {
  it('files it on the matched customer with the reply sent, then offers the suggested phase', async () => {
    const calls = fakeApi({
      'GET /api/shares/s1': chat(),
      'POST /api/shares/s1/replies': replies,
      'GET /api/customers/m1': marcia,
      'POST /api/shares/s1/file': {
        customerId: 'm1',
        added: 12,
        skipped: 0,
        suggestedPhase: 'proposal',
      },
      'PATCH /api/customers/m1': { ...marcia, fase: 'proposal' },
    });
    const { user } = renderApp(<SharePage />, { path: '/compartilhar?id=s1', toaster: true });

    expect(await screen.findByTestId('share-match')).toHaveTextContent(
      'Márcia Lopes · Interessado',
    );
    const history = screen.getByRole('list', { name: 'Últimas mensagens' });
    expect(within(history).getByText('qto fica o kit? manda o pix')).toBeInTheDocument();
    expect(screen.queryByText('Qual destes é você?')).not.toBeInTheDocument();

    const sends = await screen.findAllByRole('link', { name: 'Enviar no WhatsApp' });
    expect(sends).toHaveLength(3);
    await waitFor(() =>
      expect(sends[0]).toHaveAttribute(
        'href',
        `https://wa.me/5511987654321?text=${encodeURIComponent(replies.replies[0]!.text)}`,
      ),
    );
    expect(await screen.findByText('29 de 30 respostas restantes hoje')).toBeInTheDocument();

    await user.click(sends[0]!);
    await waitFor(() =>
      expect(posted(calls, '/api/shares/s1/file').map((c) => c.body)).toEqual([
        { customerId: 'm1', sentReply: replies.replies[0]!.text },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '12 mensagens salvas no histórico de Márcia',
    );
    // The replies were written once, for the matched customer.
    expect(posted(calls, '/api/shares/s1/replies').map((c) => c.body)).toEqual([
      { customerId: 'm1' },
    ]);

    await user.click(
      within(screen.getByRole('status')).getByRole('button', { name: 'Mover para Proposta' }),
    );
    await waitFor(() =>
      expect(posted(calls, '/api/customers/m1').map((c) => c.body)).toEqual([{ fase: 'proposal' }]),
    );
  });

  it('offers a new customer with the phone, and saves the chat alone on them', async () => {
    const calls = fakeApi({
      'GET /api/shares/s1': chat({
        match: { by: 'new', nome: 'Márcia Lopes', telefone: '(11) 98765-4321' },
      }),
      'POST /api/shares/s1/replies': replies,
      'POST /api/shares/s1/file': { customerId: 'n1', added: 12, skipped: 0, suggestedPhase: null },
    });
    const { user } = renderApp(<SharePage />, { path: '/compartilhar?id=s1', toaster: true });

    const match = await screen.findByTestId('share-match');
    expect(match).toHaveTextContent('Novo cliente: Márcia Lopes');
    expect(match).toHaveTextContent('(11) 98765-4321');
    const [send] = await screen.findAllByRole('link', { name: 'Enviar no WhatsApp' });
    await waitFor(() =>
      expect(send!.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/),
    );

    await user.click(screen.getByRole('button', { name: 'Só salvar a conversa' }));
    await waitFor(() =>
      expect(posted(calls, '/api/shares/s1/file').map((c) => c.body)).toEqual([
        { newCustomer: { nome: 'Márcia Lopes', telefone: '(11) 98765-4321' } },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '12 mensagens salvas no histórico de Márcia',
    );
    expect(
      within(screen.getByRole('status')).queryByRole('button', { name: /Mover para/ }),
    ).not.toBeInTheDocument();
  });

  it('asks whose a lone message is and which author is the seller', async () => {
    const calls = fakeApi({
      'GET /api/shares/s1': chat({ match: { by: 'none' }, sellerAuthor: null }),
      'POST /api/shares/s1/replies': replies,
      'GET /api/customers/m1': marcia,
      'POST /api/shares/s1/file': { customerId: 'm1', added: 2, skipped: 10, suggestedPhase: null },
    });
    const { user } = renderApp(<SharePage />, { path: '/compartilhar?id=s1', toaster: true });

    expect(await screen.findByText('De quem é esta mensagem?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Respostas prontas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Enviar no WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Só salvar a conversa' })).toBeDisabled();

    // Nothing is written before the customer is known.
    expect(posted(calls, '/api/shares/s1/replies')).toEqual([]);
    const customers = await screen.findByRole('list', { name: 'Clientes' });
    await user.click(within(customers).getByRole('button', { name: /Márcia Lopes/ }));
    expect(screen.getByTestId('share-match')).toHaveTextContent('Márcia Lopes · Interessado');
    expect(await screen.findAllByRole('link', { name: 'Enviar no WhatsApp' })).toHaveLength(3);
    expect(posted(calls, '/api/shares/s1/replies').map((c) => c.body)).toEqual([
      { customerId: 'm1' },
    ]);

    const question = screen.getByRole('group', { name: 'Qual destes é você?' });
    await user.click(within(question).getByRole('button', { name: 'Ana' }));
    await user.click(screen.getByRole('button', { name: 'Só salvar a conversa' }));
    await waitFor(() =>
      expect(posted(calls, '/api/shares/s1/file').map((c) => c.body)).toEqual([
        { customerId: 'm1', sellerAuthor: 'Ana' },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 mensagens salvas no histórico de Márcia',
    );
  });

  it('says when the day’s replies are spent, and the chat can still be saved', async () => {
    fakeApi({
      'GET /api/shares/s1': chat(),
      'GET /api/customers/m1': marcia,
      'POST /api/shares/s1/replies': Response.json(
        {
          error: {
            code: 'DAILY_LIMIT_REACHED',
            message: 'Você já usou as 30 respostas de hoje. Amanhã tem mais.',
          },
        },
        { status: 429 },
      ),
    });
    renderApp(<SharePage />, { path: '/compartilhar?id=s1' });
    expect(
      await screen.findByText('Você já usou as 30 respostas de hoje. Amanhã tem mais.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Só salvar a conversa' })).toBeEnabled();
  });
});

describe('/compartilhar with shared contacts', () => {
  it('marks the ones already customers and adds the others in one tap', async () => {
    const calls = fakeApi({
      'GET /api/shares/c1': chat({
        id: 'c1',
        kind: 'contacts',
        match: { by: 'none' },
        contacts: [
          {
            name: 'Márcia Lopes',
            phone: '(11) 98765-4321',
            whatsapp: '5511987654321',
            email: null,
            existing: { customerId: 'm1', nome: 'Márcia Lopes' },
          },
          {
            name: 'Rui Alves',
            phone: '+55 21 99876-5432',
            whatsapp: '5521998765432',
            email: null,
            existing: null,
          },
          { name: 'Zeca', phone: null, whatsapp: null, email: 'zeca@exemplo.com', existing: null },
        ],
      }),
      'POST /api/shares/c1/contacts': { created: 2, existing: 0, customerIds: ['r1', 'z1'] },
    });
    const { user } = renderApp(<SharePage />, { path: '/compartilhar?id=c1', toaster: true });

    const list = await screen.findByRole('list', { name: 'Contatos compartilhados' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Já está no quadro');
    expect(second).not.toHaveTextContent('Já está no quadro');

    await user.click(screen.getByRole('button', { name: 'Adicionar ao quadro' }));
    await waitFor(() =>
      expect(posted(calls, '/api/shares/c1/contacts').map((c) => c.body)).toEqual([
        { indexes: [1, 2] },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('2 clientes adicionados ao quadro');
  });
});

describe('/compartilhar before anything is shared', () => {
  it('reads pasted messages and opens them', async () => {
    const calls = fakeApi({
      'POST /api/shares': chat({ id: 's2' }),
      'POST /api/shares/s2/replies': replies,
      'GET /api/customers/m1': marcia,
    });
    const { user } = renderApp(<SharePage />, { path: '/compartilhar' });

    expect(screen.queryByRole('button', { name: 'Escolher dos contatos' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Colar conversa'), 'qto fica o kit?');
    await user.click(screen.getByRole('button', { name: 'Colar conversa' }));
    expect(await screen.findByTestId('share-match')).toHaveTextContent('Márcia Lopes');
    expect(posted(calls, '/api/shares').map((c) => c.body)).toEqual([{ text: 'qto fica o kit?' }]);
  });

  it('files what is pasted from a customer’s page on that customer, asking nobody whose', async () => {
    const lone: Partial<SharePreview> = {
      match: { by: 'chosen', customerId: 'm1', nome: 'Márcia Lopes', fase: 'interested' },
      authors: [],
      sellerAuthor: null,
    };
    const calls = fakeApi({
      'POST /api/shares?cliente=m1': chat({ id: 's3', ...lone }),
      'POST /api/shares/s3/replies': replies,
      'GET /api/customers/m1': marcia,
    });
    const { user } = renderApp(<SharePage />, { path: '/compartilhar?cliente=m1' });
    await expectVisible('A conversa vai para o histórico de Márcia Lopes.');
    await user.type(screen.getByLabelText('Colar conversa'), 'ainda tem?');
    await user.click(screen.getByRole('button', { name: 'Colar conversa' }));
    expect(await screen.findByTestId('share-match')).toHaveTextContent('Márcia Lopes');
    expect(screen.queryByText('De quem é esta mensagem?')).toBeNull();
    expect(await screen.findAllByRole('link', { name: 'Enviar no WhatsApp' })).toHaveLength(3);
    expect(posted(calls, '/api/shares?cliente=m1').map((c) => c.body)).toEqual([
      { text: 'ainda tem?' },
    ]);
  });

  it('says it is offline and keeps the pasted chat to try again', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderApp(<SharePage />, { path: '/compartilhar', toaster: true });
    await user.type(screen.getByLabelText('Colar conversa'), 'qto fica o kit?');
    await user.click(screen.getByRole('button', { name: 'Colar conversa' }));
    await expectVisible('Você está sem internet');
    expect(screen.queryByText(/Não foi possível ler/)).toBeNull();
    expect(screen.getByLabelText('Colar conversa')).toHaveValue('qto fica o kit?');
    expect(screen.getByRole('button', { name: 'Colar conversa' })).toBeEnabled();
    vi.restoreAllMocks();
  });

  it('sends a chosen file as multipart and opens what it read', async () => {
    const calls = fakeApi({ 'POST /api/shares': chat({ id: 'c2', kind: 'contacts' }) });
    const { user } = renderApp(<SharePage />, { path: '/compartilhar' });

    const file = new File(['12/11/2026 10:00 - Márcia: oi'], 'conversa.txt', {
      type: 'text/plain',
    });
    await user.upload(screen.getByLabelText('Arquivo da conversa ou do contato'), file);
    expect(
      await screen.findByRole('list', { name: 'Contatos compartilhados' }),
    ).toBeInTheDocument();
    // The preview the POST answered is the page's: no second read.
    expect(calls.filter((c) => c.url.startsWith('/api/shares'))).toHaveLength(1);
    const sent = posted(calls, '/api/shares')[0]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('conversa.txt');
  });

  it('offers the phone’s contacts where the browser has the Contact Picker', async () => {
    const picked = [{ name: ['Rui Alves'], tel: ['+5521998765432'], email: [] }];
    vi.stubGlobal('navigator', {
      clipboard: navigator.clipboard,
      userAgent: navigator.userAgent,
      contacts: { select: () => Promise.resolve(picked) },
    });
    const calls = fakeApi({ 'POST /api/shares': chat({ id: 'c2', kind: 'contacts' }) });
    const { user } = renderApp(<SharePage />, { path: '/compartilhar' });

    await user.click(screen.getByRole('button', { name: 'Escolher dos contatos' }));
    await waitFor(() =>
      expect(posted(calls, '/api/shares').map((c) => c.body)).toEqual([{ contacts: picked }]),
    );
  });

  it('shows the share target’s error in pt-BR with what to do', async () => {
    fakeApi({});
    renderApp(<SharePage />, { path: '/compartilhar?erro=NOT_A_CHAT' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Esse arquivo não é uma conversa exportada do WhatsApp');
    expect(alert).toHaveTextContent('Exportar conversa');
    expect(screen.getByLabelText('Colar conversa')).toBeInTheDocument();
  });
});
