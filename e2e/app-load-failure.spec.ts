// Playwright's own `test`: the journeys' waits for a hydrated page, which this one never gets.
import { expect, test } from '@playwright/test';
import { signedInMember } from './support/session.ts';

// The app's code fails to arrive (a phone that lost its connection mid-load): the page must not
// sit there looking ready and taking no taps. It reloads once, then says what happened.
test('a member page whose app fails to load reloads once, then offers a reload', async ({
  page,
}) => {
  await signedInMember(page);
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });
  await page.route(/\/assets\/start-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/inicio');

  const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar o app' });
  await expect(alert).toContainText('Confira sua conexão com a internet e recarregue a página.');
  expect(documents).toBe(2);

  await page.unroute(/\/assets\/start-[\w-]+\.js$/);
  await alert.getByRole('button', { name: 'Recarregar a página' }).click();
  await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('fechazap:app-load-retry'))).toBeNull();
});
