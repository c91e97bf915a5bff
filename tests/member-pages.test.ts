import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderers from '../src/client/ssr/render.tsx';
import { setMemberStatus } from '../src/server/members/store.ts';
import { dayIn } from '../src/shared/time-zone.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { send, signedInUser } from './factories.ts';
import { MEMBER_PAGES } from '../e2e/support/fixtures.ts';
import { adminSections } from '../src/shared/routes.ts';

// A member page comes from the server rendered with its data (decision 012). What Vite writes:
// the entry (which imports nothing: it loads the app and React's chunk itself), a stylesheet,
// and the map of each module's chunk.
const indexHtml = `<!doctype html><html lang="pt-BR"><head><title>FechaZap</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;
const moduleChunks = {
  'main.tsx': { file: 'assets/index-abc.js', imports: [] },
  'app/start.tsx': {
    file: 'assets/start-abc.js',
    imports: ['assets/react-abc.js', 'assets/api-abc.js', 'assets/index-abc.js'],
  },
  'app/member-guard.tsx': { file: 'assets/member-guard-abc.js', imports: ['assets/index-abc.js'] },
  'app/shell/app-shell.tsx': { file: 'assets/app-shell-abc.js', imports: [] },
  'pages/welcome.tsx': { file: 'assets/welcome-abc.js', imports: ['assets/badge-abc.js'] },
  'pages/dashboard.tsx': { file: 'assets/dashboard-abc.js', imports: [] },
  'customers/board-section.tsx': {
    file: 'assets/pipeline-abc.js',
    imports: ['assets/api-abc.js'],
  },
};

const ADMIN = 'operadora@exemplo.com';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc.css'), 'body{color:#0f172a}');
  writeFileSync(path.join(clientDir, '.vite', 'module-chunks.json'), JSON.stringify(moduleChunks));
  t = await createTestApp(
    { APP_NAME: 'VendeZap', ADMIN_EMAILS: ADMIN, APP_URL: 'https://vendezap.example' },
    { clientDir, renderers },
  );
  // As the server does after it listens: the pages' modules loaded once.
  await renderers.warmUp();
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, cookie: string) => t.request(url, { headers: { cookie } });
const pageChunks = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="page-chunks">(.*?)<\/script>/s.exec(html)![1]!,
  ) as string[];
const bootData = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html)![1]!,
  ) as {
    state: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    router: { loaderData: Record<string, unknown> };
  };

describe('a member page', () => {
  it('is rendered whole on the server, every page and console section', async () => {
    const admin = await signedInUser(t, { email: ADMIN });
    const consoleSections = adminSections.map((s) => `/admin?secao=${s}`);
    for (const url of [...MEMBER_PAGES, ...consoleSections]) {
      const res = await page(url, admin.cookie);
      const html = await res.text();
      const root = /<div id="root" data-hydrating>([\s\S]*)<\/div>\s*<script/.exec(html)?.[1];
      // '<!--$!-->': a part the server could not render, left to the browser.
      expect({
        url,
        status: res.status,
        withHeading: /<h1[ >]/.test(root ?? ''),
        leftToTheBrowser: html.includes('<!--$!-->'),
      }).toEqual({ url, status: 200, withHeading: true, leftToTheBrowser: false });
    }
    // Where the operator points a checkout platform: the server's own address.
    const checkout = await (await page('/admin?secao=checkout', admin.cookie)).text();
    expect(checkout).toContain('https://vendezap.example/api/webhooks/NOME');
  });

  it("has every query of every page prefetched by the route table's loaders", async () => {
    const admin = await signedInUser(t, { email: ADMIN });
    const get = async (url: string) => (await page(url, admin.cookie)).json();
    const start = { me: await get('/api/me'), config: await get('/api/config') };
    const fetchApi: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', admin.cookie);
      return t.request(input instanceof Request ? input.url : String(input), { ...init, headers });
    };
    for (const url of [...MEMBER_PAGES, ...adminSections.map((s) => `/admin?secao=${s}`)]) {
      const rendered = await renderers.renderPage({
        url,
        start,
        cookie: admin.cookie,
        timeZone: 'UTC',
        fetchApi,
      });
      expect({ url, unloaded: 'unloaded' in rendered && rendered.unloaded }).toEqual({
        url,
        unloaded: [],
      });
    }
  });

  it("lists the app's start chunks on a page the browser renders, such as /auth", async () => {
    const html = await (await t.request('/auth')).text();
    expect(pageChunks(html)).toEqual(['start', 'react', 'api'].map((c) => `/assets/${c}-abc.js`));
  });

  it('sends a visitor without a session to /auth, with where they were going', async () => {
    const res = await t.request('/dashboard?section=vendas');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?next=%2Fdashboard%3Fsection%3Dvendas');
    const home = await t.request('/inicio');
    expect(home.headers.get('location')).toBe('/auth');
  });

  it("comes rendered with the member's data, the cache to hydrate and its chunks", async () => {
    const ana = await signedInUser(t, { name: 'Ana Lúcia' });
    const bia = await signedInUser(t, { name: 'Bia' });
    await send(t, 'POST', '/api/customers', ana.cookie, {
      nome: 'Cliente da Ana',
      fase: 'proposal',
    });
    await send(t, 'POST', '/api/customers', bia.cookie, { nome: 'Cliente da Bia' });

    const res = await page('/dashboard?section=vendas', ana.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    // The shell, the page and its data, in the HTML: the page paints before any script runs.
    expect(html).toContain('Ferramentas');
    expect(html).toContain('Pipeline de Vendas');
    expect(html).toContain('Cliente da Ana');
    expect(html).not.toContain('Cliente da Bia');
    expect(html).toContain('<div id="root" data-hydrating>');
    // Styles inline; the entry low priority; the page's chunks listed for the entry to load
    // once the page has painted: the app's start and React first, then the page's, less the
    // entry index.html loads itself.
    expect(html).toContain('<style>body{color:#0f172a}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
    expect(html).toContain('<script>(function keepEarlyTaps(');
    expect(pageChunks(html)).toEqual(
      ['start', 'react', 'api', 'member-guard', 'app-shell', 'dashboard', 'pipeline'].map(
        (c) => `/assets/${c}-abc.js`,
      ),
    );
    expect(html.match(/\/assets\/react-abc\.js/g)).toHaveLength(1);
    expect(html).not.toContain('welcome-abc.js');

    const boot = bootData(html);
    // The router's state after the loaders: the browser's router hydrates without running them.
    expect(Object.keys(boot.router.loaderData).length).toBeGreaterThanOrEqual(2);
    const cached = (key: string) => boot.state.queries.find((q) => q.queryKey[0] === key);
    expect(cached('me')?.state.data).toMatchObject({ email: ana.email, displayName: 'Ana Lúcia' });
    expect(cached('config')?.state.data).toMatchObject({ appName: 'VendeZap' });
    expect(JSON.stringify(cached('customers')?.state.data)).toContain('Cliente da Ana');
    expect(JSON.stringify(boot)).not.toContain('Cliente da Bia');
  });

  it("renders only the cards in a phone's view of a long column: the HTML stays small", async () => {
    const carla = await signedInUser(t, { name: 'Carla' });
    for (let i = 1; i <= 12; i++)
      await send(t, 'POST', '/api/customers', carla.cookie, { nome: `Cliente ${i}` });

    const html = await (await page('/dashboard?section=vendas', carla.cookie)).text();
    const cards = html.match(/<article /g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.length).toBeLessThanOrEqual(3);
    // The rest of the column's page is in the cache, for the browser to mount as it scrolls.
    expect(JSON.stringify(bootData(html))).toContain('Cliente 1"');
    // Once, in the board's answer: the browser seeds each column and the counts from it again.
    const cached = bootData(html).state.queries.map((q) => q.queryKey.slice(0, 2).join(' '));
    expect(cached.filter((key) => key.startsWith('customers'))).toEqual(['customers board']);
    // A card's icons point at the board's one copy of each.
    expect(html.match(/<symbol id="card-icon-phone"/g)).toHaveLength(1);
    expect(html).not.toContain('lucide-phone size-3.5');
  });

  it('keeps what a member typed as text: no markup, no script, no replacement pattern', async () => {
    const name = '</script><script>alert(1)</script> $& $1';
    const eve = await signedInUser(t, { name });
    const html = await (await page('/inicio', eve.cookie)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $1');
    expect(
      bootData(html).state.queries.find((q) => q.queryKey[0] === 'me')?.state.data,
    ).toMatchObject({
      displayName: name,
    });
  });

  it("shows the days of the member's own time zone, told by the browser's cookie", async () => {
    const m = await signedInUser(t);
    // UTC+14 and UTC−12 are always on different days: each is 'Hoje' in one zone only.
    const east = 'Pacific/Kiritimati';
    const west = 'Etc/GMT+12';
    await send(t, 'POST', '/api/customers', m.cookie, { nome: 'A', proximo_contato: dayIn(east) });
    await send(t, 'POST', '/api/customers', m.cookie, { nome: 'B', proximo_contato: dayIn(west) });
    const badges = async (zone: string) => {
      const html = await (
        await page('/dashboard?section=vendas', `${m.cookie}; tz=${zone}`)
      ).text();
      return [html.split('>Hoje<').length, html.split('>Atrasado<').length].map((n) => n - 1);
    };
    // Rendered at the same time, each in its own zone (the filter button says 'Hoje' too).
    const [inEast, inWest] = await Promise.all([badges(east), badges(west)]);
    expect(inEast).toEqual([2, 1]);
    expect(inWest).toEqual([2, 0]);
  });

  it('shows an inactive member the suspended screen, with no data', async () => {
    const m = await signedInUser(t);
    await setMemberStatus(t.database.db, { email: m.email, status: 'inactive', source: 'test' });
    const html = await (await page('/inicio', m.cookie)).text();
    expect(html).toContain('Acesso Temporariamente Suspenso');
    expect(html).not.toContain('Pipeline de Vendas');
  });
});
