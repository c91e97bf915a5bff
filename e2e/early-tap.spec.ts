// Playwright's own `test`: the journeys' waits for a hydrated page are what this one must not do.
import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember } from './support/session.ts';

test.skip(({ isMobile }) => !isMobile, 'the menu button shows on a phone');

// A member page paints from the server's HTML before the app has taken it over. The phone's
// menu is a native popover: a tap at first paint opens it at once, the app not there yet, and
// its links work the same once the app is (the other controls' taps are kept: early-taps.test.ts).
test('a tap on the menu at first paint opens the drawer before the app has started', async ({
  page,
}) => {
  await signedInMember(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The app's start held back until the drawer has shown: the tap lands on a page not hydrated.
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await opened;
    await route.continue();
  });

  await page.goto('/inicio', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  await expect(page.locator('#root[data-hydrating]')).toBeAttached();
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(page.locator('#root[data-hydrating]')).toBeAttached();
  release();

  await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
  await drawer.getByRole('link', { name: 'Ajuda' }).tap();
  await expect(page).toHaveURL('/ajuda');
  await expect(drawer).toBeHidden();
});

/**
 * The page at first paint, the app's start held back until `release()`: what is tapped lands on
 * the server's HTML, before the app has taken it over.
 */
async function atFirstPaint(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-hydrating]')).toBeAttached();
  return async () => {
    release();
    await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
    await page.unroute(/\/assets\/start-[\w-]+\.js$/);
  };
}

// Every kind of control keeps a tap made at first paint (issue 44): a tab acts on pointerdown,
// not click, and its tap was dropped; a toggle and a button act on click. (Links and the menu's
// popover work without the app: the test above.)
test('a tap at first paint on a tab, a toggle or a button is kept', async ({ page }) => {
  await signedInMember(page);

  // A tab (Radix: acts on pointerdown).
  let ready = await atFirstPaint(page, '/dashboard?section=scripts');
  await page.getByRole('tab', { name: 'Meus Scripts' }).tap();
  await ready();
  await expect(page.getByRole('tab', { name: 'Meus Scripts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A toggle: the board's phase tabs (aria-pressed, on click), shown once there is a customer.
  const made = await page.request.post('/api/customers', {
    data: { nome: 'Cliente na vitrine', fase: 'prospect' },
    headers: { origin: e2eBaseUrl },
  });
  expect(made.ok()).toBe(true);
  ready = await atFirstPaint(page, '/dashboard?section=vendas');
  await page.locator('button[data-tab="interested"]').tap();
  await ready();
  await expect(page.locator('button[data-tab="interested"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A button that opens a dialog.
  ready = await atFirstPaint(page, '/dashboard?section=vendas');
  await page.getByRole('button', { name: 'Novo Cliente' }).tap();
  await ready();
  await expect(page.getByRole('dialog', { name: 'Novo Cliente' })).toBeVisible();
});
