// `npm run bench:results -- 2000`: a member with that many customers (500 by default),
// imported in one CSV, across the six phases with values and lost reasons. In Chromium at
// 1280×800 and at 360×740: the JavaScript the Resultados route loads (brotli, as served), and
// the time from navigation start to both charts shown (their bars come in the page's HTML),
// first (cold cache) and the median of 5 more.
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from '../../e2e/support/chromium.ts';
import { BUDGETS, brotliKb } from '../../e2e/support/js-size.ts';
import { lostReasons, phases } from '../../src/shared/customers.ts';
import { median, memberCookie, startBenchServer, type BenchServer } from './support.ts';

const CUSTOMERS = Number(process.argv[2] ?? 500);
const TARGET_MS = 1500;
const route = '/dashboard?section=resultados';
const viewports = [
  { name: '1280×800', viewport: { width: 1280, height: 800 } },
  { name: '360×740', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
];

async function seededMember(server: BenchServer, email: string, count: number) {
  const cookie = await memberCookie(server, email);
  const rows = Array.from({ length: count }, (_, i) => {
    const phase = phases[i % phases.length]!;
    const reason = phase.id === 'lost' ? lostReasons[i % lostReasons.length]!.label : '';
    return `Cliente ${i};(11) 9${String(10000000 + i).slice(0, 8)};;Produto ${i % 7};${phase.label};01/11/2026;;${(i * 10) % 3000},00;${reason};`;
  });
  const csv = `Nome;Telefone;Email;Produto de interesse;Fase;Data de contato;Próximo contato;Valor (R$);Motivo da perda;Observações\n${rows.join('\n')}\n`;
  const res = await fetch(`${server.baseUrl}/api/customers/import`, {
    method: 'POST',
    headers: { cookie, origin: server.baseUrl },
    body: csv,
  });
  const imported = (await res.json()) as { imported?: number };
  if (imported.imported !== count)
    throw new Error(`imported ${JSON.stringify(imported).slice(0, 300)}`);
  return cookie;
}

async function openPage(browser: Browser, cookie: string, baseUrl: string, view: object) {
  const context = await browser.newContext(view);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
  // The moment both charts (tables of bars) are in the page, in page time.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelectorAll('table tbody tr').length < 8) return;
      (window as unknown as { drawnAt: number }).drawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  return context.newPage();
}

/** Navigation start to both charts shown, in ms; the scripts the page asked for. */
async function navigate(page: Page, baseUrl: string) {
  const scripts = new Set<string>();
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.goto(`${baseUrl}${route}`);
  await page.waitForFunction(() => (window as unknown as { drawnAt?: number }).drawnAt, null, {
    timeout: 30_000,
  });
  const times = await page.evaluate(() => {
    return {
      ms: (window as unknown as { drawnAt: number }).drawnAt,
      html: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .responseEnd,
    };
  });
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return { ...times, scripts };
}

const server = await startBenchServer(4396, { MEMBER_EMAILS: 'bench-results@exemplo.com' });
try {
  const cookie = await seededMember(server, 'bench-results@exemplo.com', CUSTOMERS);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const { name, ...view } of viewports) {
    const page = await openPage(browser, cookie, server.baseUrl, view);
    const first = await navigate(page, server.baseUrl);
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await navigate(page, server.baseUrl));
    const times = runs.map((r) => r.ms);
    await page.context().close();
    const kb = [...first.scripts].reduce((sum, p) => sum + brotliKb(p), 0);
    const warm = median(times);
    const at = (r: { html: number }) =>
      `the page (figures and charts in it) arrived at ${r.html.toFixed(0)} ms`;
    console.log(`Resultados with ${CUSTOMERS} customers, Chromium at ${name}:`);
    console.log(`  route JavaScript: ${kb.toFixed(1)} KB brotli (budget <= ${BUDGETS.routeKb})`);
    console.log(
      `  navigation to both charts shown: first ${first.ms.toFixed(0)} ms, median of 5 after ${warm.toFixed(0)} ms (target <= ${TARGET_MS}: ${first.ms <= TARGET_MS && warm <= TARGET_MS ? 'ok' : 'OVER TARGET'})`,
    );
    console.log(`  first: ${at(first)}; the median run: ${at(runs.find((r) => r.ms === warm)!)}`);
  }
  await browser.close();
} finally {
  await server.stop();
}
