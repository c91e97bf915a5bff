import { expect, test, type Locator, type Page } from './support/test.ts';
import { signedInMember } from './support/session.ts';

// From the first sign-in to a message of a first script on the clipboard, on a phone, counting
// every tap and every field typed in: at most 6, none typed.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a first script in six taps at 360 px, by touch', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone journey');
  await signedInMember(page);
  await page.goto('/inicio');

  let taps = 0;
  const tap = async (target: Locator) => {
    await target.tap();
    taps++;
  };
  await tap(page.getByRole('link', { name: 'Gerar meu script' }));
  await tap(page.getByRole('button', { name: 'Começar com um exemplo' }));
  await tap(page.getByRole('dialog').getByRole('button').first());
  await tap(page.getByRole('button', { name: 'Salvar produto' }));
  await tap(page.getByRole('button', { name: 'Gerar Script' }));
  await expect(page.getByText('Script gerado com sucesso!')).toBeVisible({ timeout: 30_000 });
  await tap(page.getByRole('button', { name: 'Copiar', exact: true }).first());

  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(20);
  expect(copied).not.toMatch(/\[\[|\]\]|##/);
  expect(taps).toBeLessThanOrEqual(6);
});

test('the landing page has no horizontal overflow at 360 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone layout');
  await page.goto('/');
  expect(await overflow(page)).toBe(0);
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
