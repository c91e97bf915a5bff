import { expect, test, type Locator, type Page } from './support/test.ts';
import { signedInMember } from './support/session.ts';

// From the first sign-in to a message of a first script on the clipboard, on a phone, counting
// every tap and every field typed in: at most 6, none typed.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Counts each tap; the journey ends with a message of the script on the clipboard. */
function tapper(page: Page) {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      await target.tap();
      taps++;
    },
    copyFirstMessage: async () => {
      await expect(page.getByRole('button', { name: 'Gerar Novo Script' })).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('button', { name: 'Copiar', exact: true }).first().tap();
      taps++;
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.length).toBeGreaterThan(20);
      expect(copied).not.toMatch(/\[\[|\]\]|##/);
      return taps;
    },
  };
}

test('a first script in six taps at 360 px from the home page, by touch', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone journey');
  await signedInMember(page);
  await page.goto('/inicio');
  const { tap, copyFirstMessage } = tapper(page);
  await tap(page.getByRole('link', { name: 'Gerar meu script' }));
  await tap(page.getByRole('button', { name: 'Doces e bolos' }));
  await tap(page.getByRole('button', { name: 'Salvar produto' }));
  await tap(page.getByRole('button', { name: 'Gerar Script' }));
  expect(await copyFirstMessage()).toBeLessThanOrEqual(6);
});

test('a first script in six taps at 360 px through the menu and the products page', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone journey');
  await signedInMember(page);
  await page.goto('/inicio');
  const { tap, copyFirstMessage } = tapper(page);
  await tap(page.getByRole('button', { name: 'Abrir menu' }));
  await tap(page.getByRole('link', { name: 'Meus Produtos/Serviços' }));
  await tap(page.getByRole('button', { name: 'Marmitas' }));
  await tap(page.getByRole('button', { name: 'Salvar produto' }));
  // 'Gerar meu primeiro script' asked for it: the script starts without another tap.
  await tap(page.getByRole('link', { name: 'Gerar meu primeiro script' }));
  expect(await copyFirstMessage()).toBeLessThanOrEqual(6);
});

test('the landing page has no horizontal overflow at 360 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone layout');
  await page.goto('/');
  expect(await overflow(page)).toBe(0);
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
