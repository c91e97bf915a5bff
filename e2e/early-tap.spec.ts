// Playwright's own `test`: the journeys' waits for a hydrated page are what this one must not do.
import { expect, test } from '@playwright/test';
import { signedInMember } from './support/session.ts';

test.skip(({ isMobile }) => !isMobile, 'the menu button shows on a phone');

// A member page paints from the server's HTML before the app has taken it over. A seller who
// taps the menu then must not lose the tap: it is kept and answered once the app is ready.
test('a tap on the menu at first paint opens the drawer once the app is ready', async ({
  page,
}) => {
  await signedInMember(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The app's start held back until the tap is made: the tap lands on a page not yet hydrated.
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });

  await page.goto('/inicio', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
  await expect(page.locator('#root[data-hydrating]')).toBeAttached();
  await page.getByRole('button', { name: 'Abrir menu' }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();

  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
});
