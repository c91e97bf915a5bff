import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MailFailure } from '../api/mail-failures.ts';
import { FailedMails } from './failed-mails.tsx';
import { renderApp } from '../../test/render-app.tsx';
import { expectVisible } from '../../test/visible.ts';

const failure: MailFailure = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  kind: 'access',
  email: 'bia@exemplo.com',
  error: "Can't send mail - all recipients were rejected: 451 Tente mais tarde",
  failedAt: '2026-11-20T12:00:00Z',
};

/** A fake /api/admin/mail-failures: 'Reenviar' takes the mail off the list. */
function fakeApi(list: MailFailure[]) {
  const calls: Array<{ method: string; url: string }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    if (method === 'POST') {
      list.splice(0, list.length);
      return Promise.resolve(Response.json({ ok: true }, { status: 202 }));
    }
    return Promise.resolve(Response.json({ failures: list }));
  });
  return calls;
}

function renderPanel() {
  renderApp(<FailedMails />, { toaster: true });
}

describe('failed mails in the console', () => {
  it("lists a mail that was not sent, and 'Reenviar' queues it again", async () => {
    const calls = fakeApi([failure]);
    const user = userEvent.setup();
    renderPanel();
    await expectVisible('1 email não enviado');
    expect(screen.getByText('bia@exemplo.com')).toBeVisible();
    expect(screen.getByText(/Link de acesso/)).toBeVisible();
    expect(screen.getByText(/451 Tente mais tarde/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reenviar o email para bia@exemplo.com' }));
    await expectVisible('Email na fila de novo');
    expect(calls).toContainEqual({
      method: 'POST',
      url: `/api/admin/mail-failures/${failure.id}/resend`,
    });
    await waitFor(() => expect(screen.queryByText('1 email não enviado')).not.toBeInTheDocument());
  });

  it('shows nothing while every mail went out', async () => {
    const calls = fakeApi([]);
    renderPanel();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Reenviar/ })).not.toBeInTheDocument();
  });
});
