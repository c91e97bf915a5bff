import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharePreview } from '#shared/conversations.ts';
import { ShareContacts } from './share-contacts.tsx';
import { renderApp } from '../test/render-app.tsx';

const share = (unreadContacts?: number): SharePreview => ({
  id: 'c1',
  kind: 'contacts',
  fileName: 'contatos.vcf',
  messageCount: 0,
  lastMessages: [],
  authors: [],
  sellerAuthor: null,
  match: { by: 'none' },
  proposal: null,
  suggestedPhase: null,
  contacts: [
    { name: 'Rui Alves', phone: '(21) 99876-5432', whatsapp: null, email: null, existing: null },
  ],
  unreadContacts,
  createdAt: '2026-11-25T10:00:00.000Z',
});

describe('ShareContacts', () => {
  it.each([
    [1, '1 contato não pôde ser lido.'],
    [2, '2 contatos não puderam ser lidos.'],
  ])('offers the cards read and says how many were not (%i)', (unread, text) => {
    renderApp(<ShareContacts share={share(unread)} />);
    expect(screen.getByText('Rui Alves')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says nothing of unread cards when every card was read', () => {
    renderApp(<ShareContacts share={share(0)} />);
    expect(screen.queryByText(/não (pôde|puderam) ser lido/)).not.toBeInTheDocument();
    renderApp(<ShareContacts share={share()} />);
    expect(screen.queryByText(/não (pôde|puderam) ser lido/)).not.toBeInTheDocument();
  });
});
