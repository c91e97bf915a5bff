import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { members, newEmail } from './support/members.ts';
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
  // Seven pages, the link pages asking their link's state first: over 30 s on a busy machine.
  test.setTimeout(90_000);
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
  // Ten pages, each scanned in full: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await signedInMember(page);
  const found: string[] = [];
  const sections = ['produtos', 'scripts', 'objecoes', 'vendas', 'resultados'].map(
    (s) => `/dashboard?section=${s}`,
  );
  // '/admin' shows a member who is not an admin the 'Área restrita' page.
  for (const route of [
    '/inicio',
    '/orientacoes',
    '/ajuda',
    '/minha-conta',
    ...sections,
    '/admin',
  ]) {
    found.push(...(await scan(page, route)));
  }
  expect(found).toEqual([]);
});

test("the admin console's sections and a member's page have no serious accessibility violation", async ({
  page,
}) => {
  const admin = await signedInMember(page);
  members('admin', 'add', admin.email);
  const buyer = newEmail('a11y');
  members('add', buyer, 'Bruno Comprador');
  const found: string[] = [];
  for (const route of [
    '/admin?secao=membros',
    '/admin?secao=checkout',
    '/admin?secao=uso',
    `/admin?secao=membros&email=${encodeURIComponent(buyer)}`,
  ]) {
    found.push(...(await scan(page, route)));
  }
  expect(found).toEqual([]);
});
