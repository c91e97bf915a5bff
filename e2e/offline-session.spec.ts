import { randomInt } from 'node:crypto';
import { expect, test, type Page } from './support/test.ts';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember, type Member } from './support/session.ts';

// A shared phone: what the service worker keeps of a member opens the app offline only while
// the session it came from is still valid.

test.skip(
  ({ isMobile }) => !isMobile,
  'a phone journey; the service worker is the same at 1280 px',
);

/** Signs in, and waits until the service worker controls the page and keeps /api/me. */
async function offlineReady(page: Page): Promise<Member> {
  const member = await signedInMember(page, 'Rita Compartilhada');
  await page.goto('/inicio');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect.poll(() => page.evaluate(async () => !!(await caches.match('/api/me')))).toBe(true);
  return member;
}

/** Offline, /inicio: the sign-in screen (or, when nothing is known, the retry), not the member. */
async function offlineShowsNoMember(page: Page, member: Member) {
  await page.context().setOffline(true);
  try {
    await page.goto('/inicio');
    const signIn = page.getByRole('tab', { name: 'Login' });
    const retry = page.getByRole('heading', { name: 'Não foi possível verificar seu acesso' });
    await expect(signIn.or(retry)).toBeVisible();
    await expect(page.getByText(member.name)).toHaveCount(0);
    await expect(page.getByText(member.email)).toHaveCount(0);
  } finally {
    await page.context().setOffline(false);
  }
}

test('a session ended on another device: once online, nothing of the member opens offline', async ({
  page,
  playwright,
}) => {
  const member = await offlineReady(page);

  // Another device signs in and changes the password: this phone's session ends.
  const other = await playwright.request.newContext({
    baseURL: e2eBaseUrl,
    extraHTTPHeaders: { origin: e2eBaseUrl, 'x-forwarded-for': `198.51.100.${randomInt(1, 255)}` },
  });
  const signIn = await other.post('/api/auth/sign-in/email', {
    data: { email: member.email, password: member.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const change = await other.post('/api/auth/change-password', {
    data: { currentPassword: member.password, newPassword: 'outra-senha-segura' },
  });
  expect(change.ok(), await change.text()).toBe(true);
  await other.dispose();

  // Online once: the server sends the page to /auth. The phone then goes offline at once,
  // before the sign-in screen has asked anything.
  await page.goto('/inicio', { waitUntil: 'commit' });
  await expect(page).toHaveURL(`${e2eBaseUrl}/auth`);
  await offlineShowsNoMember(page, member);
});

test('a session that expired while offline: its kept data is not shown', async ({ page }) => {
  const member = await offlineReady(page);
  await page.context().setOffline(true);
  // The time passes the session's end while the phone stays offline.
  await page.evaluate(async () => {
    const cache = await caches.open('member-data');
    const me = (await (await cache.match('/api/me'))!.json()) as Record<string, unknown>;
    me.sessionExpiresAt = new Date(Date.now() - 60_000).toISOString();
    await cache.put(
      '/api/me',
      new Response(JSON.stringify(me), { headers: { 'content-type': 'application/json' } }),
    );
  });
  await offlineShowsNoMember(page, member);
});
