import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInMember } from './support/session.ts';

// An axe scan of every page, signed out and signed in, at 360 px (phone project) and
// 1280 px (desktop project): no serious or critical violation.

async function scan(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('signed-out pages have no serious accessibility violation', async ({ page }) => {
  const found: string[] = [];
  for (const route of [
    '/',
    '/auth',
    '/reset-password?token=x',
    '/criar-senha?token=x',
    '/criar-senha',
    '/reset-password',
    '/qualquer-coisa',
  ]) {
    found.push(...(await scan(page, route)));
  }
  expect(found).toEqual([]);
});

test('member pages have no serious accessibility violation', async ({ page }) => {
  await signedInMember(page);
  const found: string[] = [];
  const sections = ['produtos', 'scripts', 'objecoes', 'vendas'].map(
    (s) => `/dashboard?section=${s}`,
  );
  for (const route of ['/inicio', '/orientacoes', '/ajuda', '/minha-conta', ...sections]) {
    found.push(...(await scan(page, route)));
  }
  expect(found).toEqual([]);
});
