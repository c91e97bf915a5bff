import { expect, test } from './support/test.ts';

test('the landing page loads with the product name and its headline', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('FechaZap').first()).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Sistema Completo de Gestão WhatsApp' }),
  ).toBeVisible();
});

test('an unknown path shows the 404 page, logs the 404, and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const response = await page.goto('/qualquer-coisa');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((line) => line.includes('/qualquer-coisa'))).toBe(true);

  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { name: 'Sistema Completo de Gestão WhatsApp' }),
  ).toBeVisible();
});

test('pages run under the Content-Security-Policy with no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the landing sells on its first screen: a skip link on the first Tab, the buy button in view', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const buy = page.getByRole('link', { name: 'Comprar agora', exact: true });
  await expect(buy).toBeInViewport({ ratio: 1 });
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Já sou membro' })).toHaveAttribute('href', '/auth');
  await skip.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
