import webpush from 'web-push';
import type { Vapid } from './vapid.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A reminder is about today: a phone off for longer than this does not need it. */
const TTL_SECONDS = 6 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Encrypts `payload` for one subscription (web-push) and posts it to the push service. Sent with
 * fetch rather than web-push's own request so the answer's status decides, http included (the
 * local push service of the tests). Answers the push service's status; throws on no answer.
 */
export async function sendPush(target: PushTarget, payload: string, vapid: Vapid): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: TTL_SECONDS },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const res = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  await res.body?.cancel();
  return res.status;
}
