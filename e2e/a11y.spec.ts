import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { members, newEmail } from './support/members.ts';
import { signedInMember } from './support/session.ts';

// An axe scan of every page, signed out and signed in, at 360 px (phone project) and
// 1280 px (desktop project): no serious or critical violation.

/** The first Tab of a page reaches 'Pular para o conteúdo'. */
async function expectSkipLinkFirst(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
}

/** Where a page's heading starts, and where its main region's content does. */
async function headingStart(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const padding = parseFloat(getComputedStyle(main).paddingLeft);
    const h1 = main.querySelector('h1')!;
    return {
      heading: h1.getBoundingClientRect().left,
      content: main.getBoundingClientRect().left + padding,
    };
  });
}

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
  // Seven pages, the link pages asking their link's state first: 45 s here, twice that on a slow
  // host.
  test.setTimeout(120_000);
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
    // The landing's own skip link is server-rendered; the 404 keeps the spec's bare page.
    if (route.startsWith('/auth') || route.includes('senha') || route.includes('password'))
      await expectSkipLinkFirst(page);
  }
  expect(found).toEqual([]);
});

// The member pages in three groups, so that each test fits its time on a slow host and the two
// workers share them (as one test of eleven pages it took over 90 s on a host twice as slow as
// usual).
const memberPages = [
  ['/inicio', '/orientacoes', '/ajuda', '/minha-conta'],
  ['/dashboard?section=produtos', '/dashboard?section=scripts', '/dashboard?section=objecoes'],
  // A member who is not an admin sees the 'Área restrita' page at /admin.
  [
    '/dashboard?section=vendas',
    '/dashboard?section=campanhas',
    '/dashboard?section=resultados',
    '/admin',
  ],
];

for (const routes of memberPages) {
  test(`member pages ${routes.join(', ')} have no serious accessibility violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInMember(page);
    const found: string[] = [];
    for (const route of routes) {
      found.push(...(await scan(page, route)));
      await expectSkipLinkFirst(page);
      // One page width: the heading starts where the main region's content does (Início's
      // stands inside its banner, 'Área restrita' is a card of its own).
      if (route !== '/inicio' && route !== '/admin') {
        const { heading, content } = await headingStart(page);
        expect(heading, route).toBe(content);
      }
    }
    expect(found).toEqual([]);
  });
}

test('Enter on the skip link moves the focus to the main region, past the header and the menu', async ({
  page,
}) => {
  await signedInMember(page);
  await page.goto('/ajuda');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test("the admin console's sections and a member's page have no serious accessibility violation", async ({
  page,
}) => {
  // Two runs of the members CLI and four pages scanned in full: 40 s here, twice that on a slow
  // host.
  test.setTimeout(120_000);
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
    const { heading, content } = await headingStart(page);
    expect(heading, route).toBe(content);
  }
  expect(found).toEqual([]);
});
