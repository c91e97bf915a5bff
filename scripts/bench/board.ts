// `npm run bench:board`: with 500 customers, the board's render time in the browser and a
// drop's time from pointer-up to the card settled; then GET /api/customers throughput.
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { chromiumPath } from '../../e2e/support/chromium.ts';
import { phases } from '../../src/shared/customers.ts';
import { median, memberCookie, startBenchServer } from './support.ts';

const CUSTOMERS = 500;
const email = 'bench-board@exemplo.com';
const ok = (pass: boolean) => (pass ? 'ok' : 'OVER TARGET');

const server = await startBenchServer(4395, { MEMBER_EMAILS: email });
try {
  const { baseUrl } = server;
  const cookie = await memberCookie(server, email);
  const rows = Array.from({ length: CUSTOMERS }, (_, i) => {
    const phase = phases[i % phases.length]!.label;
    return `Cliente ${i};(11) 9${String(10000000 + i).slice(0, 8)};cliente${i}@exemplo.com;Produto ${i % 7};${phase};01/11/2026;;${(i * 10) % 3000},00;;Observação do cliente ${i}`;
  });
  const csv = `Nome;Telefone;Email;Produto de interesse;Fase;Data de contato;Próximo contato;Valor (R$);Motivo da perda;Observações\n${rows.join('\n')}\n`;
  const imported = await (
    await fetch(`${baseUrl}/api/customers/import`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl },
      body: csv,
    })
  ).json();
  if (imported.imported !== CUSTOMERS)
    throw new Error(`imported ${JSON.stringify(imported).slice(0, 300)}`);

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport: { width: 1920, height: 1000 } });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value!, url: baseUrl }]);
  const page = await context.newPage();

  const renders: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto(`${baseUrl}/dashboard?section=vendas`);
    await page.waitForFunction((n) => document.querySelectorAll('article').length >= n, CUSTOMERS, {
      timeout: 30_000,
    });
    renders.push(await page.evaluate(() => performance.now()));
  }

  const drops: number[] = [];
  for (let i = 0; i < 5; i++) {
    const card = page.locator('section[data-phase="prospect"] article').first();
    const id = await card.getAttribute('data-testid');
    const from = (await card.boundingBox())!;
    const to = (await page.locator('section[data-phase="contacted"]').boundingBox())!;
    await page.evaluate((testId) => {
      const w = window as unknown as { dropStart: number; settled: Promise<number> };
      w.settled = new Promise((resolve) => {
        window.addEventListener('pointerup', () => (w.dropStart = performance.now()), {
          once: true,
          capture: true,
        });
        new MutationObserver((_, observer) => {
          if (document.querySelector(`section[data-phase="contacted"] [data-testid="${testId}"]`)) {
            observer.disconnect();
            resolve(performance.now() - w.dropStart);
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
    }, id);
    await page.mouse.move(from.x + from.width / 2, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 10 });
    await page.mouse.up();
    drops.push(
      await page.evaluate(() => (window as unknown as { settled: Promise<number> }).settled),
    );
    await page.waitForTimeout(300);
  }
  await browser.close();

  const render = median(renders);
  const drop = median(drops);
  console.log(`board with ${CUSTOMERS} customers, Chromium at 1920×1000, median of 5:`);
  console.log(
    `  navigation to all cards rendered: ${render.toFixed(0)} ms  (target <= 1500: ${ok(render <= 1500)})`,
  );
  console.log(
    `  drop, pointer-up to card settled: ${drop.toFixed(1)} ms  (target <= 100: ${ok(drop <= 100)})`,
  );

  const result = await autocannon({
    url: `${baseUrl}/api/customers`,
    connections: 10,
    duration: 10,
    headers: { cookie },
  });
  console.log(`GET /api/customers (${CUSTOMERS} customers), autocannon 10 connections for 10 s:`);
  console.log(
    `  ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
} finally {
  await server.stop();
}
