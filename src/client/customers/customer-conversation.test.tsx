import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationMessage, ConversationPage, ReplyResult } from '#shared/conversations.ts';
import type { Customer } from '#shared/customers.ts';
import { CustomerConversation } from './customer-conversation.tsx';
import { testCustomer } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const marcia: Customer = testCustomer();

/** Message n of the conversation, at 10:n on 24 Nov; newest first within a page. */
const message = (n: number): ConversationMessage => ({
  id: `msg-${n}`,
  author: n % 2 ? 'customer' : 'seller',
  at: new Date(Date.UTC(2026, 10, 24, 10, n)).toISOString(),
  text: `mensagem ${n}`,
});
const newest: ConversationPage = {
  messages: [52, 51, 50].map(message),
  nextBefore: 'msg-50',
};
const older: ConversationPage = { messages: [2, 1].map(message), nextBefore: null };
const replies: ReplyResult = {
  mode: 'offline',
  answering: 'mensagem 51',
  replies: [
    'Oi, Márcia! Posso te ajudar?',
    'Márcia, separei o seu.',
    'Fico no aguardo, Márcia!',
  ].map((text) => ({ text, source: 'offline' as const })),
};

type Call = { method: string; url: string; body: unknown };

function fakeApi() {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : null });
    if (url === '/api/customers/m1/messages') return Promise.resolve(Response.json(newest));
    if (url === '/api/customers/m1/messages?before=msg-50')
      return Promise.resolve(Response.json(older));
    if (url === '/api/customers/m1/replies') return Promise.resolve(Response.json(replies));
    if (method === 'POST') return Promise.resolve(new Response(null, { status: 204 }));
    return Promise.resolve(Response.json({}, { status: 404 }));
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the customer's conversation in the dialog", () => {
  it('shows the newest messages oldest first, and the older page on request', async () => {
    const calls = fakeApi();
    const { user } = renderApp(<CustomerConversation customer={marcia} />);
    const chat = await screen.findByRole('list', { name: 'Conversa com Márcia Lopes' });
    expect(
      within(chat)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('mensagem 50'),
      expect.stringContaining('mensagem 51'),
      expect.stringContaining('mensagem 52'),
    ]);
    expect(within(chat).getAllByText(/Cliente:/)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Ver mensagens anteriores' }));
    await waitFor(() => expect(within(chat).getAllByRole('listitem')).toHaveLength(5));
    expect(within(chat).getAllByRole('listitem')[0]).toHaveTextContent('mensagem 1');
    expect(
      screen.queryByRole('button', { name: 'Ver mensagens anteriores' }),
    ).not.toBeInTheDocument();
    // What is pasted from her page is hers: the share page asks nobody whose it is.
    expect(screen.getByRole('link', { name: 'Colar conversa' })).toHaveAttribute(
      'href',
      `/compartilhar?cliente=${marcia.id}`,
    );
    // Nothing is written until the member asks.
    expect(calls.some((c) => c.url.endsWith('/replies'))).toBe(false);
  });

  it("answers the customer's last words and keeps the reply sent", async () => {
    const calls = fakeApi();
    const { user } = renderApp(<CustomerConversation customer={marcia} />);
    await user.click(await screen.findByRole('button', { name: 'Responder' }));
    const sends = await screen.findAllByRole('link', { name: 'Enviar no WhatsApp' });
    expect(sends[1]).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent('Márcia, separei o seu.')}`,
    );
    sends[1]!.addEventListener('click', (e) => e.preventDefault());
    await user.click(sends[1]!);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/messages'))).toEqual([
        {
          method: 'POST',
          url: '/api/customers/m1/messages',
          body: { stage: null, text: 'Márcia, separei o seu.' },
        },
      ]),
    );
  });

  it("sends the seller's own words, typed or edited from a ready reply", async () => {
    const calls = fakeApi();
    const { user } = renderApp(<CustomerConversation customer={marcia} />);
    await user.click(await screen.findByRole('button', { name: 'Responder' }));
    const edits = await screen.findAllByRole('button', { name: 'Editar' });
    await user.click(edits[2]!);
    const box = screen.getByRole('textbox', { name: 'Sua resposta' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Fico no aguardo, Márcia!');
    // Another 'Editar' fills the box again, caret in it; 'Fechar' closes it.
    await user.click(edits[0]!);
    expect(box).toHaveValue('Oi, Márcia! Posso te ajudar?');
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('textbox', { name: 'Sua resposta' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Escrever minha resposta' }));
    expect(screen.getByRole('textbox', { name: 'Sua resposta' })).toHaveValue('');
    await user.click(edits[2]!);
    const again = screen.getByRole('textbox', { name: 'Sua resposta' });
    await user.clear(again);
    // Nothing to send yet: no link to an empty message.
    expect(screen.getAllByRole('button', { name: 'Enviar no WhatsApp' })).toHaveLength(1);
    await user.type(again, '  Não é à prova d’água, Márcia.  ');
    const send = screen
      .getAllByRole('link', { name: 'Enviar no WhatsApp' })
      .find((a) => a.getAttribute('href')!.includes('prova'))!;
    expect(send).toHaveAttribute(
      'href',
      `https://wa.me/5511987654321?text=${encodeURIComponent('Não é à prova d’água, Márcia.')}`,
    );
    send.addEventListener('click', (e) => e.preventDefault());
    await user.click(send);
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/messages') && c.body).map((c) => c.body)).toEqual(
        [{ stage: null, text: 'Não é à prova d’água, Márcia.' }],
      ),
    );
  });
});
