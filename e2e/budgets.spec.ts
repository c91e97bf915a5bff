import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './support/test.ts';
import { members } from './support/members.ts';
import { signedInMember } from './support/session.ts';

// The initial JavaScript of each route, in KB gzip, as a browser loads it: the landing page
// within 90 KB, any other route within 250 KB.

const clientDir = path.resolve(import.meta.dirname, '../dist/client');

function gzipKb(urlPath: string): number {
  const file = path.join(clientDir, urlPath);
  const gz = `${file}.gz`;
  const bytes = existsSync(gz)
    ? readFileSync(gz).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
  return bytes / 1024;
}

async function initialJsKb(page: Page, route: string, ready: () => Promise<void>): Promise<number> {
  const scripts = new Set<string>();
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(route);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return [...scripts].reduce((sum, p) => sum + gzipKb(p), 0);
}

test.skip(({ isMobile }) => isMobile, 'the budget does not depend on the viewport');

test('the landing page ships at most 90 KB of JavaScript (gzip)', async ({ page }) => {
  const kb = await initialJsKb(page, '/', () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  console.log(`/: ${kb.toFixed(1)} KB gzip`);
  expect(kb).toBeLessThanOrEqual(90);
});

test('every other route ships at most 250 KB of JavaScript (gzip)', async ({ page }) => {
  const routes = ['/auth', '/reset-password?token=x', '/criar-senha?token=x', '/qualquer-coisa'];
  const member = [
    '/inicio',
    '/orientacoes',
    '/ajuda',
    '/minha-conta',
    ...['produtos', 'scripts', 'objecoes', 'vendas', 'resultados'].map(
      (s) => `/dashboard?section=${s}`,
    ),
  ];
  const sizes: Record<string, number> = {};
  for (const route of routes)
    sizes[route] = await initialJsKb(page, route, () =>
      expect(page.locator('h1').first()).toBeVisible(),
    );
  await signedInMember(page);
  for (const route of member)
    sizes[route] = await initialJsKb(page, route, () =>
      expect(page.locator('main h1').first()).toBeVisible(),
    );
  console.log(
    Object.entries(sizes)
      .map(([r, kb]) => `${r}: ${kb.toFixed(1)} KB`)
      .join('\n'),
  );
  for (const [route, kb] of Object.entries(sizes)) expect(kb, route).toBeLessThanOrEqual(250);
});

test("the admin console's sections, charts included, ship at most 250 KB (gzip)", async ({
  page,
}) => {
  const admin = await signedInMember(page);
  members('admin', 'add', admin.email);
  const sizes: Record<string, number> = {};
  for (const section of ['membros', 'checkout', 'uso']) {
    const route = `/admin?secao=${section}`;
    sizes[route] = await initialJsKb(page, route, () =>
      expect(page.locator('main h2').first()).toBeVisible(),
    );
  }
  console.log(
    Object.entries(sizes)
      .map(([r, kb]) => `${r}: ${kb.toFixed(1)} KB`)
      .join('\n'),
  );
  for (const [route, kb] of Object.entries(sizes)) expect(kb, route).toBeLessThanOrEqual(250);
});
