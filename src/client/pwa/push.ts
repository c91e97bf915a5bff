import type { PushKeyAnswer, PushSubscriptionAnswer } from '#shared/push.ts';
import { api, ApiError } from '../lib/api.ts';

/** What this browser can do about the follow-up reminder. */
export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

export class NotificationsBlocked extends Error {}

/** The browser did not answer in time: a permission left unanswered, a push service away. */
export class ReminderTimedOut extends Error {}

/** How long 'Ativando...' may last before the card gives up and offers another try. */
export const REMINDER_TIMEOUT_MS = 15_000;

/** The service worker's registration; none in development or before the first load ends. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) throw new Error('no service worker');
  return found;
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** The hour this browser is reminded at, or null when it is not. */
export async function readReminder(): Promise<number | null> {
  if (pushSupport() !== 'supported') return null;
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return null;
  const query = new URLSearchParams({ endpoint: subscription.endpoint });
  return (await api<PushSubscriptionAnswer>(`/api/push/subscription?${query}`)).hour;
}

/** saveReminder, given up (ReminderTimedOut) after REMINDER_TIMEOUT_MS. */
export function saveReminderInTime(hour: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReminderTimedOut()), REMINDER_TIMEOUT_MS);
  });
  return Promise.race([saveReminder(hour), late]).finally(() => clearTimeout(timer));
}

/** Asks permission, subscribes this browser (again if the server's key changed), saves the hour. */
async function saveReminder(hour: number): Promise<void> {
  if ((await Notification.requestPermission()) !== 'granted') throw new NotificationsBlocked();
  const { pushManager } = await registration();
  const key = keyBytes((await api<PushKeyAnswer>('/api/push/key')).publicKey);
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const subscribe = () =>
    pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const save = (s: PushSubscription) =>
    api('/api/push/subscription', {
      method: 'POST',
      body: JSON.stringify({ subscription: s.toJSON(), hour }),
    });
  subscription ??= await subscribe();
  try {
    await save(subscription);
  } catch (err) {
    // Still another member's subscription (their session ended without signing out): the
    // server keeps it theirs, so this member gets a subscription of their own.
    if (!(err instanceof ApiError && err.code === 'PUSH_SUBSCRIPTION_TAKEN')) throw err;
    await subscription.unsubscribe();
    await save(await subscribe());
  }
}

export async function stopReminder(): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return;
  await api('/api/push/subscription', {
    method: 'DELETE',
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch((err: unknown) => {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  });
  await subscription.unsubscribe();
}
