// Playwright's own `test`: the journeys' waits for a hydrated page are what this one must not do.
import { expect, test } from '@playwright/test';
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
