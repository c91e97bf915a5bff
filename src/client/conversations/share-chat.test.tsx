import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplyResult, SharedMessage, SharePreview } from '#shared/conversations.ts';
import { phases } from '#shared/customers.ts';
import { ShareChat } from './share-chat.tsx';
import { ExportAudiosCard } from './share-audio.tsx';
import { chosenFiles } from './api/create-share.ts';
import { testCard } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const replies: ReplyResult = {
  mode: 'ai',
  answering: 'Quanto custa?',
  replies: [1, 2, 3].map((n) => ({ text: `Resposta ${n} com o valor do kit.`, source: 'ai' })),
};

const message = (n: number): SharedMessage => ({
  authorName: n % 2 ? 'Márcia Lopes' : 'Ana',
  author: n % 2 ? 'customer' : 'seller',
  at: `2026-11-24T13:${String(n).padStart(2, '0')}:00.000Z`,
  text: `Mensagem ${n}`,
});

const preview = (more: Partial<SharePreview>): SharePreview => ({
  id: 's1',
  kind: 'chat',
  fileName: null,
  messageCount: 20,
  lastMessages: Array.from({ length: 20 }, (_, n) => message(n)),
  authors: ['Ana', 'Márcia Lopes'],
  sellerAuthor: 'Ana',
  match: { by: 'new', nome: 'Márcia Lopes', telefone: null },
  proposal: null,
  suggestedPhase: null,
  contacts: [],
  createdAt: '2026-11-25T10:00:00.000Z',
  ...more,
});

/** A fake /api answering the replies, the filing and a board of two customers. */
function fakeApi() {
  const posts: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST')
      posts.push({ url, body: JSON.parse(init.body as string) as unknown });
    const path = url.split('?')[0];
    const board = {
      columns: phases.map(({ id }) => ({
        fase: id,
        count: 0,
        total: 0,
        customers:
          id === 'interested'
            ? [testCard({ id: 'm1', nome: 'Marcia Lopes' }), testCard({ id: 'r1', nome: 'Rui' })]
            : [],
        nextCursor: null,
      })),
    };
    const answer =
      path === '/api/shares/s1/replies'
        ? replies
        : path === '/api/shares/s1/file'
          ? { customerId: 'n1', added: 1, skipped: 0, suggestedPhase: null }
          : path === '/api/customers/board'
            ? board
            : {};
    return Promise.resolve(Response.json(answer));
  });
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe('ShareChat', () => {
  it('shows the replies before the chat, so a phone reaches them without scrolling past it', async () => {
    fakeApi();
    renderApp(<ShareChat share={preview({})} />);
    const answers = await screen.findByRole('heading', { name: 'Respostas prontas' });
    const chat = screen.getByRole('list', { name: 'Últimas mensagens' });
    expect(within(chat).getAllByRole('listitem')).toHaveLength(20);
    expect(answers.compareDocumentPosition(chat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findAllByRole('link', { name: 'Enviar no WhatsApp' })).toHaveLength(3);
  });

  it('asks one question of a lone message, its own name first, and answers it in one tap', async () => {
    const posts = fakeApi();
    const lone = preview({
      messageCount: 1,
      lastMessages: [
        {
          authorName: null,
          author: 'customer',
          at: '2026-11-25T10:00:00.000Z',
          text: 'Oi, aqui é a Márcia Lopes, vi seu anúncio. Quanto custa?',
        },
      ],
      authors: [],
      sellerAuthor: null,
      match: { by: 'none' },
      proposal: { by: 'new', nome: 'Márcia Lopes', telefone: null },
    });
    const { user } = renderApp(<ShareChat share={lone} />);

    const question = screen.getByRole('group', { name: 'De quem é esta mensagem?' });
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByText(/Qual destes é você/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Escolha o cliente acima/)).not.toBeInTheDocument();
    const [first] = within(question).getAllByRole('button');
    expect(first).toHaveAccessibleName('Márcia Lopes, Novo cliente');
    // The customers on the board are offered in the same question.
    expect(
      await within(question).findByRole('button', { name: /Marcia Lopes/ }),
    ).toBeInTheDocument();
    expect(posts).toEqual([]);

    await user.click(first!);
    expect(screen.getByTestId('share-match')).toHaveTextContent('Novo cliente: Márcia Lopes');
    expect(await screen.findAllByRole('link', { name: 'Enviar no WhatsApp' })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Só salvar a conversa' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { url: '/api/shares/s1/replies', body: {} },
        {
          url: '/api/shares/s1/file',
          body: { newCustomer: { nome: 'Márcia Lopes', telefone: null } },
        },
      ]),
    );
  });

  it('proposes the customer a lone message names once, before the others', async () => {
    fakeApi();
    const lone = preview({
      match: { by: 'none' },
      proposal: { by: 'name', customerId: 'm1', nome: 'Marcia Lopes', fase: 'interested' },
    });
    renderApp(<ShareChat share={lone} />);
    const question = screen.getByRole('group', { name: 'De quem é esta mensagem?' });
    expect(within(question).getAllByRole('button')[0]).toHaveAccessibleName(
      'Marcia Lopes, Interessado',
    );
    await within(question).findByRole('button', { name: /^Rui/ });
    expect(within(question).getAllByRole('button', { name: /Marcia Lopes/ })).toHaveLength(1);
  });

  it('puts a voice note on the customer touched last and answers it once the seller says what was said', async () => {
    const posts = fakeApi();
    const patches: unknown[] = [];
    const answerApi = fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      if (init.method !== 'PATCH') return answerApi(url, init);
      patches.push(JSON.parse(init.body as string));
      return Promise.resolve(
        Response.json({
          ...note,
          audio: { seconds: 32, text: 'typed' },
          lastMessages: [{ ...note.lastMessages[0]!, text: '🎤 0:32 — Quanto custa o kit?' }],
        }),
      );
    });
    const note = preview({
      messageCount: 1,
      lastMessages: [
        {
          authorName: null,
          author: 'customer',
          at: '2026-11-25T10:00:00.000Z',
          text: '🎤 0:32 — [áudio]',
        },
      ],
      authors: [],
      sellerAuthor: null,
      match: { by: 'none' },
      proposal: { by: 'recent', customerId: 'm1', nome: 'Marcia Lopes', fase: 'interested' },
      audio: { seconds: 32, text: 'waiting' },
    });
    renderApp(<ShareChat share={note} />);
    expect(screen.getByTestId('share-match')).toHaveTextContent('Marcia Lopes');
    expect(screen.getByRole('heading', { name: 'Áudio recebido (0:32)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Respostas prontas' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('O que o cliente disse?'), 'Quanto custa o kit?');
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(patches).toEqual([{ text: 'Quanto custa o kit?' }]));
    expect(posts).toEqual([]);
  });

  it('transcribes an export’s voice notes from the zip the member chose, ten at a time', async () => {
    const sent: Array<{ url: string; file: unknown }> = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      sent.push({ url, file: (init.body as FormData).get('file') });
      return Promise.resolve(
        Response.json({ transcribed: 10, failed: 0, limited: false, share: preview({}) }),
      );
    });
    const zip = new File(['zip'], 'Conversa do WhatsApp com Márcia Lopes.zip');
    chosenFiles.set('s1', zip);
    renderApp(
      <ExportAudiosCard
        share={preview({ exportAudios: { count: 12, minutes: 3 } })}
        cliente={null}
      />,
    );
    expect(
      screen.getByText(/Esta conversa tem 12 áudios sem texto \(cerca de 3 min\)/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Transcrever os 10 mais recentes' }));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/shares/s1/audios', file: zip }]));
  });
});
