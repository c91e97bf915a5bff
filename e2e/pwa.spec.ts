import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember } from './support/session.ts';
import { sampleProduct } from './support/fixtures.ts';

// The same flow on both layouts (fits-the-phone and a11y check each layout): it runs on the
// phone, where sellers use it, which keeps CI short.
test.skip(({ isMobile }) => !isMobile, 'the phone profile runs this flow');

// The app on the phone: a linked manifest, a service worker that controls the page after a
// reload, the shell and the saved scripts offline, the member's cache gone on sign-out, and a
// new deploy offered with 'Nova versão disponível'.

const origin = { origin: e2eBaseUrl };

async function savedScript(page: Page, nome: string) {
  const product = await page.request.post('/api/products', {
    headers: origin,
    data: sampleProduct(nome),
  });
  expect(product.ok()).toBe(true);
  const script = await page.request.post('/api/scripts', {
    headers: origin,
    data: { productId: (await product.json()).id },
  });
  expect(script.ok()).toBe(true);
  await script.text();
}

/** Opens the page and waits until the service worker controls it (after one reload). */
async function controlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Serious or critical axe violations on the page as it is, or in one part of it. */
async function axe(page: Page, part?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (part ? builder.include(part) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const myScripts = async (page: Page) => {
  await page.goto('/dashboard?section=scripts');
  await page.getByRole('tab', { name: 'Meus Scripts' }).click();
};

test('the manifest is linked: the app name, /inicio, icons 192 and 512 px plus maskable', async ({
  page,
}) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'FechaZap',
    start_url: '/inicio',
    display: 'standalone',
  });
  for (const icon of manifest.icons as Array<{ src: string }>) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
  }
});

/** Waits until the service worker's cache keeps the answer of `url`. */
const kept = (page: Page, url: string) =>
  expect
    .poll(() =>
      page.evaluate(async (u) => !!(await caches.match(u, { cacheName: 'member-data' })), url),
    )
    .toBe(true);

test('offline, /inicio, Hoje, the board, Gerador and the saved scripts open from the service worker with a banner', async ({
  page,
  context,
}) => {
  const member = await signedInMember(page, 'Joana Offline');
  await savedScript(page, 'Brigadeiro Gourmet');
  const customer = await page.request.post('/api/customers', {
    headers: origin,
    data: { nome: 'Cliente Sem Sinal', proximo_contato: '2020-01-02' },
  });
  expect(customer.ok()).toBe(true);
  await controlled(page, '/inicio');
  await kept(page, '/api/today');
  // Each page online once, as the server renders it: its data is kept for offline use.
  await page.goto('/dashboard?section=vendas');
  await kept(page, '/api/customers/board');
  await myScripts(page);
  await kept(page, '/api/products');
  await expect(page.getByText('Brigadeiro Gourmet', { exact: true })).toBeVisible();
  await expect(page.getByText('Você está offline')).toHaveCount(0);

  await context.setOffline(true);
  try {
    await page.goto('/inicio');
    await expect(page.getByRole('heading', { name: `Olá, ${member.name}!` })).toBeVisible();
    await expect(page.getByText('Você está offline')).toBeVisible();
    const today = page.getByRole('region', { name: 'Hoje' });
    await expect(today.getByText('Cliente Sem Sinal')).toBeVisible();

    await page.goto('/dashboard?section=vendas');
    await expect(page.getByText('Cliente Sem Sinal').first()).toBeVisible();
    await expect(page.getByText('Não foi possível carregar')).toHaveCount(0);

    await page.goto('/dashboard?section=scripts');
    const picker = page.getByLabel('Produto ou serviço');
    await expect(picker.locator('option:checked')).toHaveText(/Brigadeiro Gourmet/);
    await expect(page.getByRole('link', { name: 'Cadastrar produto' })).toHaveCount(0);
    await myScripts(page);
    await expect(page.getByText('Brigadeiro Gourmet', { exact: true })).toBeVisible();
    await expect(page.getByText('Você está offline')).toBeVisible();
    expect(await axe(page, 'section[aria-label="Conexão e atualizações"]')).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByText('Você está offline')).toHaveCount(0);
});

test('sign-out deletes the member’s offline data', async ({ page }) => {
  await signedInMember(page);
  await controlled(page, '/inicio');
  await myScripts(page);
  await expect(page.getByRole('heading', { name: 'Scripts salvos' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => caches.has('member-data'))).toBe(true);

  await page.goto('/minha-conta');
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(`${e2eBaseUrl}/`);
  expect(await page.evaluate(() => caches.has('member-data'))).toBe(false);
});

/** Appends to the built sw.js (and its pre-compressed copies); answers the undo. */
function deploy(change: string): () => void {
  const file = path.resolve(import.meta.dirname, '../dist/client/sw.js');
  const copies = [file, `${file}.br`, `${file}.gz`].filter((f) => existsSync(f));
  const before = copies.map((f) => readFileSync(f));
  const next = Buffer.concat([readFileSync(file), Buffer.from(change)]);
  writeFileSync(file, next);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(next));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(next));
  return () => copies.forEach((f, i) => writeFileSync(f, before[i]!));
}

test('a new deploy shows ‘Nova versão disponível’; Atualizar reloads on it', async ({ page }) => {
  await signedInMember(page);
  await controlled(page, '/inicio');
  const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  expect(first).toBe(`${e2eBaseUrl}/sw.js`);

  // The next deploy: another sw.js (the browser compares it byte by byte), put back after.
  const restore = deploy('\n// a new deploy\n');
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await expect(page.getByText('Nova versão disponível')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
    const registration = await page.evaluate(async () => {
      const r = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: !!r.waiting, controlled: !!navigator.serviceWorker.controller };
    });
    expect(registration).toEqual({ waiting: false, controlled: true });
  } finally {
    restore();
  }
});

test('Minha Conta offers ‘Lembrar meus follow-ups’ with the hour', async ({ page }) => {
  await signedInMember(page);
  await controlled(page, '/minha-conta');
  await expect(page.getByText('Lembrar meus follow-ups')).toBeVisible();
  await expect(page.getByText('Desativado neste aparelho.')).toBeVisible();
  await expect(page.getByLabel('Horário do lembrete')).toHaveValue('8');
  await expect(page.getByRole('button', { name: 'Ativar lembrete' })).toBeEnabled();
  expect(await axe(page)).toEqual([]);
});
