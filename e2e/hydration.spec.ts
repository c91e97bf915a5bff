import { expect, test, type Page } from './support/test.ts';
import { phaseIds } from '../src/shared/customers.ts';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember } from './support/session.ts';
import { MEMBER_PAGES, sampleProduct } from './support/fixtures.ts';
import { PAGE_CHUNKS_ID } from '../src/shared/boot-data.ts';

// The server renders each member page with its data and the browser takes that HTML over
// (hydration). A page whose first browser render differs from the server's is thrown away and
// drawn again: a flash, a layout shift and the work twice. No page of a member with data may
// do that, on the phone or the desktop. Nor may it fetch the stylesheet it came with inlined:
// a second copy restyles the whole page, and the hydration waits for it.

function browserDay(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
}

async function post(page: Page, url: string, data: Record<string, unknown>) {
  const res = await page.request.post(url, { data, headers: { origin: e2eBaseUrl } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function seed(page: Page) {
  await post(page, '/api/products', sampleProduct('Bolo de pote'));
  for (const [i, fase] of phaseIds.entries())
    await post(page, '/api/customers', {
      nome: `Cliente ${i + 1}`,
      telefone: `(11) 98765-43${10 + i}`,
      fase,
      valor: 100 * (i + 1),
      motivo_perda: fase === 'lost' ? 'preco' : null,
      proximo_contato: browserDay(i - 2),
    });
}

test('every member page the server renders is taken over by the browser as it is', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('Página refeita'))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet')
      problems.push(`${page.url()}: fetched ${new URL(request.url()).pathname}`);
  });
  await signedInMember(page);
  await seed(page);

  for (const route of MEMBER_PAGES) {
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible();
    // Effects that run after hydration (timers, the service worker) get a moment to complain.
    await page.waitForTimeout(300);
  }
  expect(problems).toEqual([]);
});

// A member page paints from its HTML; the app that makes it interactive loads after that paint,
// so its 30 to 40 chunk requests do not compete with it on a phone's slow network.
test('a member page loads the app only after its first paint', async ({ page }) => {
  await signedInMember(page);
  for (const route of MEMBER_PAGES) {
    await page.goto(route);
    const early = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"]')?.src;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js') && r.name !== entry)
        .filter((r) => !paint || r.startTime < paint.startTime)
        .map((r) => `${new URL(r.name).pathname} at ${Math.round(r.startTime)} ms`);
    });
    expect(early, route).toEqual([]);
  }
});

// The entry evaluates the router's and the query cache's chunks each in a task of its own
// before the app's start (main.tsx finds them in the page's chunk list by the names the build
// gives them): a build that named them otherwise would silently make one long task again.
test("a member page lists the router's and the query cache's chunks for the entry", async ({
  page,
}) => {
  await signedInMember(page);
  await page.goto('/inicio');
  const chunks = JSON.parse(
    (await page.locator(`#${PAGE_CHUNKS_ID}`).textContent()) ?? '[]',
  ) as string[];
  expect(chunks.filter((href) => /\/lib-router-[\w-]+\.js$/.test(href))).toHaveLength(1);
  expect(chunks.filter((href) => /\/lib-query-[\w-]+\.js$/.test(href))).toHaveLength(1);
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => new URL(r.name).pathname)
      .filter((path) => /\/lib-(router|query)-/.test(path)),
  );
  // Each fetched once: the entry's import by address and the app's own import are one module.
  expect(fetched).toHaveLength(2);
});
