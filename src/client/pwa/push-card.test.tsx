import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushCard } from './push-card.tsx';
import { renderApp } from '../test/render-app.tsx';

const publicKey = 'BAAB'; // base64url bytes [4, 0, 1]

function renderCard() {
  return renderApp(<PushCard />);
}

/** A browser with push: a service worker registration, a permission, the server's answers. */
function browserWithPush(permission: NotificationPermission, grant: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.exemplo.com/1',
    options: { applicationServerKey: new Uint8Array([4, 0, 1]).buffer },
    toJSON: () => ({ endpoint: 'https://push.exemplo.com/1', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
  let subscribed: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscribed),
    subscribe: vi.fn(async () => (subscribed = subscription)),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission, requestPermission: vi.fn(async () => grant) }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager }) },
  });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/push/key') return Response.json({ publicKey });
    if (init?.method === 'POST')
      return Response.json({ hour: JSON.parse(init.body as string).hour });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return Response.json({ hour: subscribed ? 7 : null });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, pushManager, subscription };
}

/** Renders the card, off on this device, and turns the daily reminder on at 07:00. */
async function turnOnAtSeven() {
  renderCard();
  expect(await screen.findByText('Desativado neste aparelho.')).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Horário do lembrete'), '07:00');
  await userEvent.click(screen.getByRole('button', { name: 'Ativar lembrete' }));
  expect(await screen.findByText('Ativado neste aparelho, todo dia às 07:00.')).toBeInTheDocument();
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushCard', () => {
  it('says so when the browser has no push', () => {
    renderCard();
    expect(screen.getByText(/Este navegador não recebe notificações/)).toBeInTheDocument();
  });

  it('subscribes this browser with the server key and saves the chosen hour', async () => {
    const { fetch, pushManager } = browserWithPush('default', 'granted');
    await turnOnAtSeven();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 0, 1]),
    });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({
      subscription: { endpoint: 'https://push.exemplo.com/1', keys: { p256dh: 'p', auth: 'a' } },
      hour: 7,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Desativado neste aparelho.')).toBeInTheDocument();
  });

  it("subscribes afresh when the browser's subscription is still another member's", async () => {
    const { fetch, pushManager, subscription } = browserWithPush('default', 'granted');
    await pushManager.subscribe(); // left by a member whose session ended without signing out
    const fresh = {
      ...subscription,
      endpoint: 'https://push.exemplo.com/2',
      toJSON: () => ({ endpoint: 'https://push.exemplo.com/2', keys: { p256dh: 'q', auth: 'b' } }),
    };
    pushManager.subscribe.mockResolvedValueOnce(fresh);
    // The server keeps endpoint 1 with the other member: not this member's, and refused.
    const answer = fetch.getMockImplementation()!;
    let saved = false;
    fetch.mockImplementation(async (url, init) => {
      if (init?.method === 'POST' && (init.body as string).includes('push.exemplo.com/1')) {
        const error = { code: 'PUSH_SUBSCRIPTION_TAKEN', message: 'Já é de outra conta.' };
        return Response.json({ error }, { status: 409 });
      }
      if (init?.method === 'POST') saved = true;
      const reading = url.startsWith('/api/push/subscription?');
      return reading && !saved ? Response.json({ hour: null }) : answer(url, init);
    });
    await turnOnAtSeven();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(init!.body as string).subscription.endpoint)).toEqual(
      ['https://push.exemplo.com/1', 'https://push.exemplo.com/2'],
    );
  });

  it('explains how to unblock when the member refuses the permission', async () => {
    const { pushManager } = browserWithPush('default', 'denied');
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar lembrete' }));
    expect(await screen.findByText(/notificações estão bloqueadas/)).toBeInTheDocument();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("gives up 'Ativando...' after 15 s and offers another try", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { pushManager } = browserWithPush('default', 'granted');
    pushManager.subscribe.mockReturnValueOnce(new Promise(() => {})); // the push service is away
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Ativar lembrete' }));
    expect(screen.getByRole('button', { name: 'Ativando...' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(14_000);
    expect(screen.getByRole('button', { name: 'Ativando...' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('O aparelho não respondeu a tempo.');
    vi.useRealTimers();

    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('Ativado neste aparelho, todo dia às 08:00.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
