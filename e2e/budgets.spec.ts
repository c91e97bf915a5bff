import { BUDGETS, brotliKb, entryScripts } from './support/js-size.ts';
import { members } from './support/members.ts';
import { signedInMember } from './support/session.ts';
import { expect, test, type Page } from './support/test.ts';
import { MEMBER_PAGES } from './support/fixtures.ts';

// The JavaScript budgets, in KB of brotli as the server sends each file: the landing page none;
// the app's entry (main.tsx and the app's start, with their static imports) within 60 beside React's own
// runtime chunk; every route within 160 in all, whatever it loads until the network is idle
// (its code-split chunks, sonner, a dialog opened by nobody is not loaded); the operator's
// console within 200 (Chart.js draws its daily series).

async function routeKb(page: Page, route: string, ready: () => Promise<void>): Promise<number> {
  const scripts = new Set<string>();
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(route);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return [...scripts].reduce((sum, p) => sum + brotliKb(p), 0);
}

const report = (sizes: Record<string, number>) =>
  console.log(
    Object.entries(sizes)
      .map(([r, kb]) => `${r}: ${kb.toFixed(1)} KB`)
      .join('\n'),
  );

test.skip(({ isMobile }) => isMobile, 'the budget does not depend on the viewport');

test('the landing page ships no JavaScript', async ({ page }) => {
  const kb = await routeKb(page, '/', () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  expect(kb).toBe(0);
});

test("the app's entry stays small: its own code within 60 KB, React's runtime apart", () => {
  const entry = entryScripts();
  const react = entry.filter((p) => /\/react-[\w-]+\.js$/.test(p));
  const app = entry.filter((p) => !react.includes(p));
  const kb = (files: string[]) => files.reduce((sum, p) => sum + brotliKb(p), 0);
  console.log(
    `entry: ${kb(app).toFixed(1)} KB in ${app.length} files; React ${kb(react).toFixed(1)} KB`,
  );
  expect(react).toHaveLength(1);
  expect(kb(app)).toBeLessThanOrEqual(BUDGETS.entryKb);
  expect(kb(react)).toBeLessThanOrEqual(BUDGETS.entryKb);
});

test('every route loads at most 162 KB of JavaScript in all', async ({ page }) => {
  const routes = ['/auth', '/reset-password?token=x', '/criar-senha?token=x', '/qualquer-coisa'];
  const sizes: Record<string, number> = {};
  for (const route of routes)
    sizes[route] = await routeKb(page, route, () =>
      expect(page.locator('h1').first()).toBeVisible(),
    );
  await signedInMember(page);
  for (const route of MEMBER_PAGES)
    sizes[route] = await routeKb(page, route, () =>
      expect(page.locator('main h1').first()).toBeVisible(),
    );
  report(sizes);
  for (const [route, kb] of Object.entries(sizes))
    expect(kb, route).toBeLessThanOrEqual(BUDGETS.routeKb);
});

test("the admin console's sections, charts included, load at most 200 KB", async ({ page }) => {
  const admin = await signedInMember(page);
  members('admin', 'add', admin.email);
  const sizes: Record<string, number> = {};
  for (const section of ['membros', 'checkout', 'uso']) {
    const route = `/admin?secao=${section}`;
    sizes[route] = await routeKb(page, route, () =>
      expect(page.locator('main h2').first()).toBeVisible(),
    );
  }
  report(sizes);
  for (const [route, kb] of Object.entries(sizes))
    expect(kb, route).toBeLessThanOrEqual(BUDGETS.consoleKb);
});
