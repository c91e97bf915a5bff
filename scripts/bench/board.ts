// `npm run bench:board -- 10000`: a member with that many customers (500 by default), imported
// in one CSV. The board page's HTML as the server renders it (uncompressed, gzip as sent, brotli).
// In Chromium at 1920×1000 and at 360×740: navigation to the first cards of every
// column (beside a member with 500 in the same run), a drop from pointer-up to the card
// settled, a search from typed to its card shown, the largest JSON answer and all /api bytes of
// the first load. Then GET of one column page under autocannon against a bare node:http + pg
// server running the same query.
import { createServer, get } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromiumPath } from '../../e2e/support/chromium.ts';
import { phases } from '../../src/shared/customers.ts';
import { median, memberCookie, startBenchServer, type BenchServer } from './support.ts';

const CUSTOMERS = Number(process.argv[2] ?? 500);
// With --analyze the harness runs ANALYZE after the import, as autovacuum does a minute or two
// later: until then the planner takes the member for a handful of rows and reads them all to search.
const ANALYZE = process.argv.includes('--analyze');
const REFERENCE = 500;
const SEARCHES = 5;
const viewports = [
  { name: '1920×1000', viewport: { width: 1920, height: 1000 } },
  { name: '360×740', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
];
const ok = (pass: boolean) => (pass ? 'ok' : 'OVER TARGET');
const board = '/dashboard?section=vendas';
/** The board page's HTML, uncompressed, at most this many kB (issue 41: it had grown to 342). */
const HTML_TARGET_KB = 280;
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** A member with `count` customers spread over the six phases, five of them findable by name. */
async function seededMember(server: BenchServer, email: string, count: number) {
  const cookie = await memberCookie(server, email);
  const findable = new Map(
    Array.from({ length: SEARCHES }, (_, k) => [Math.floor(((k + 0.5) * count) / SEARCHES), k + 1]),
  );
  const rows = Array.from({ length: count }, (_, i) => {
    const k = findable.get(i);
    const nome = k ? `Zuleica Bench ${k}` : `Cliente ${i}`;
    const phase = phases[i % phases.length]!.label;
    const next = i % 5 === 0 ? '20/11/2026' : '';
    return `${nome};(11) 9${String(10000000 + i).slice(0, 8)};cliente${i}@exemplo.com;Produto ${i % 7};${phase};01/11/2026;${next};${(i * 10) % 3000},00;;Observação do cliente ${i}`;
  });
  const csv = `Nome;Telefone;Email;Produto de interesse;Fase;Data de contato;Próximo contato;Valor (R$);Motivo da perda;Observações\n${rows.join('\n')}\n`;
  const started = performance.now();
  const res = await fetch(`${server.baseUrl}/api/customers/import`, {
    method: 'POST',
    headers: { cookie, origin: server.baseUrl },
    body: csv,
  });
  const imported = await res.json();
  if (imported.imported !== count)
    throw new Error(`imported ${JSON.stringify(imported).slice(0, 300)}`);
  return { cookie, importMs: performance.now() - started, csvBytes: Buffer.byteLength(csv) };
}

/** A GET's status, Content-Encoding and body as they come over the wire (node:http decodes nothing). */
function wire(url: string, cookie: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: { cookie, 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      }).on('error', reject);
    },
  );
}

/**
 * The document a browser gets for the board: its bytes uncompressed, gzip as the server sends
 * it, brotli (what a proxy in front could send), and what they are made of.
 */
async function boardHtml(baseUrl: string, cookie: string) {
  const plain = await wire(`${baseUrl}${board}`, cookie, 'identity');
  const gzip = await wire(`${baseUrl}${board}`, cookie, 'gzip');
  const html = plain.body.toString('utf8');
  if (plain.status !== 200 || plain.encoding || !html.includes('<article '))
    throw new Error(`board HTML: ${plain.status} ${plain.encoding ?? ''} ${html.slice(0, 300)}`);
  const part = (re: RegExp) =>
    [...html.matchAll(re)].reduce((sum, [m]) => sum + Buffer.byteLength(m), 0);
  return {
    bytes: plain.body.length,
    gzip: gzip.encoding === 'gzip' ? gzip.body.length : undefined,
    brotli: brotliCompressSync(plain.body).length,
    cards: html.match(/<article /g)?.length ?? 0,
    root: part(/<div id="root"[\s\S]*?<\/div>(?=\s*<script type="application\/json")/g),
    boot: part(/<script type="application\/json" id="boot-data">[\s\S]*?<\/script>/g),
    styles: part(/<style>[\s\S]*?<\/style>/g),
  };
}

async function openPage(browser: Browser, cookie: string, baseUrl: string, view: object) {
  const context = await browser.newContext(view);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
  return context.newPage();
}

/** Every column on screen has its first card: six on a desktop, the one phase a phone shows. */
const everyColumnShown = () => {
  const shown = [...document.querySelectorAll<HTMLElement>('section[data-phase]')].filter((s) =>
    s.checkVisibility(),
  );
  return shown.length > 0 && shown.every((s) => s.querySelector('article'));
};

/** Median of 5 navigations to every column's first card; the first one's /api answers. */
async function navigation(page: Page, baseUrl: string) {
  const bodies: Array<Promise<number>> = [];
  const record = (response: { url(): string; body(): Promise<Buffer> }) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      bodies.push(
        response.body().then(
          (b) => b.length,
          () => 0,
        ),
      );
  };
  page.on('response', record);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto(`${baseUrl}${board}`);
    await page.waitForFunction(everyColumnShown, null, { timeout: 30_000, polling: 'raf' });
    times.push(await page.evaluate(() => performance.now()));
    if (i === 0) {
      await page.waitForLoadState('networkidle');
      page.off('response', record);
    }
  }
  const sizes = await Promise.all(bodies);
  return {
    ms: median(times),
    largest: Math.max(0, ...sizes),
    total: sizes.reduce((a, b) => a + b, 0),
  };
}

/** Median of 5 drops of Prospecção's first card on Contatado, pointer-up to card settled. */
async function drops(page: Page) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const card = page.locator('section[data-phase="prospect"] article').first();
    const id = await card.getAttribute('data-testid');
    const from = (await card.boundingBox())!;
    // Below 1280 px the board shows one phase at a time: the card goes onto Contatado's tab.
    const column = page.locator('section[data-phase="contacted"]');
    const target = (await column.isVisible())
      ? column
      : page.locator('button[data-tab="contacted"]');
    const to = (await target.boundingBox())!;
    await page.evaluate((testId) => {
      const w = window as unknown as { dropStart: number; settled: Promise<number> };
      w.settled = new Promise((resolve) => {
        window.addEventListener('pointerup', () => (w.dropStart = performance.now()), {
          once: true,
          capture: true,
        });
        // Settled: in Contatado's column, or (a phone, Contatado not shown) out of Prospecção's.
        new MutationObserver((_, observer) => {
          if (
            document.querySelector(`section[data-phase="contacted"] [data-testid="${testId}"]`) ||
            !document.querySelector(`section[data-phase="prospect"] [data-testid="${testId}"]`)
          ) {
            observer.disconnect();
            resolve(performance.now() - w.dropStart);
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
    }, id);
    await page.mouse.move(from.x + from.width / 2, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + Math.min(60, to.height / 2), { steps: 10 });
    await page.mouse.up();
    times.push(
      await page.evaluate(() => (window as unknown as { settled: Promise<number> }).settled),
    );
    await page.waitForLoadState('networkidle');
  }
  return median(times);
}

/** Median of 5 searches, each for a name not searched before, typed to its card shown. */
async function searches(page: Page) {
  const box = page.getByLabel('Buscar clientes');
  const times: number[] = [];
  const answers: Array<[number, number]> = [];
  for (let k = 1; k <= SEARCHES; k++) {
    const name = `Zuleica Bench ${k}`;
    await page.evaluate((wanted) => {
      const w = window as unknown as { typed: number; shown: Promise<number> };
      w.shown = new Promise((resolve) => {
        document.addEventListener('input', () => (w.typed = performance.now()), {
          once: true,
          capture: true,
        });
        new MutationObserver((_, observer) => {
          const found = [...document.querySelectorAll('article h3')].some(
            (h) => h.textContent === wanted,
          );
          if (found) {
            observer.disconnect();
            resolve(performance.now() - w.typed);
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    }, name);
    await box.fill(name.toLowerCase());
    times.push(await page.evaluate(() => (window as unknown as { shown: Promise<number> }).shown));
    answers.push(
      await page.evaluate(() => {
        const { typed } = window as unknown as { typed: number };
        const board = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/customers/board?q='))
          .at(-1) as PerformanceResourceTiming;
        return [board.requestStart - typed, board.responseEnd - board.requestStart];
      }),
    );
    await box.fill('');
    await page.waitForFunction(everyColumnShown);
  }
  return {
    ms: median(times),
    asked: median(answers.map(([asked]) => asked)),
    answer: median(answers.map(([, answer]) => answer)),
  };
}

const server = await startBenchServer(4395, {
  MEMBER_EMAILS: 'bench-board@exemplo.com,bench-board-500@exemplo.com',
});
try {
  const { baseUrl } = server;
  const member = await seededMember(server, 'bench-board@exemplo.com', CUSTOMERS);
  console.log(
    `import of ${CUSTOMERS} customers in one CSV (${(member.csvBytes / 1024).toFixed(0)} kB): ${member.importMs.toFixed(0)} ms`,
  );
  const reference =
    CUSTOMERS === REFERENCE
      ? member
      : await seededMember(server, 'bench-board-500@exemplo.com', REFERENCE);

  if (ANALYZE) await analyze(server);
  const html = await boardHtml(baseUrl, member.cookie);
  console.log(
    `board HTML with ${CUSTOMERS} customers: ${kB(html.bytes)} kB (target <= ${HTML_TARGET_KB}: ${html.bytes <= HTML_TARGET_KB * 1024 ? 'ok' : 'NOT MET'})`,
  );
  console.log(
    `  gzip as sent ${html.gzip === undefined ? 'not sent' : `${kB(html.gzip)} kB`}, brotli ${kB(html.brotli)} kB; of it: #root ${kB(html.root)} kB (${html.cards} cards drawn), boot data ${kB(html.boot)} kB, inline styles ${kB(html.styles)} kB`,
  );
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const { name, ...view } of viewports) {
    const page = await openPage(browser, member.cookie, baseUrl, view);
    const first = await navigation(page, baseUrl);
    const drop = await drops(page);
    const search = await searches(page);
    await page.context().close();
    const atReference =
      reference === member
        ? first.ms
        : (await navigation(await openPage(browser, reference.cookie, baseUrl, view), baseUrl)).ms;
    const ratio = first.ms / atReference;
    console.log(`board with ${CUSTOMERS} customers, Chromium at ${name}, median of 5:`);
    console.log(
      `  navigation to the first cards of every column: ${first.ms.toFixed(0)} ms (target <= 1000: ${ok(first.ms <= 1000)}); with ${REFERENCE}: ${atReference.toFixed(0)} ms, ratio ${ratio.toFixed(2)} (target <= 1.3: ${ok(ratio <= 1.3)})`,
    );
    console.log(
      `  drop, pointer-up to card settled: ${drop.toFixed(1)} ms (target <= 100: ${ok(drop <= 100)})`,
    );
    console.log(
      `  search, typed to its card shown: ${search.ms.toFixed(0)} ms (target <= 300: ${ok(search.ms <= 300)}); asked after ${search.asked.toFixed(0)} ms, the answer took ${search.answer.toFixed(0)} ms`,
    );
    console.log(
      `  first load: largest JSON ${(first.largest / 1024).toFixed(1)} kB (target <= 64: ${ok(first.largest <= 64 * 1024)}), all /api ${(first.total / 1024).toFixed(1)} kB (target <= 300: ${ok(first.total <= 300 * 1024)})`,
    );
  }
  await browser.close();

  await pageThroughput(server, member.cookie);
} finally {
  await server.stop();
}

function database({ dataDir }: BenchServer) {
  const pgPid = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const { dbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  return new pg.Pool({
    host: '127.0.0.1',
    port: Number(pgPid[3]),
    user: 'fechazap',
    password: dbPassword,
    database: 'fechazap',
    max: 10,
  });
}

async function analyze(server: BenchServer) {
  const pool = database(server);
  await pool.query('analyze clientes');
  await pool.end();
  console.log('ANALYZE clientes run after the import');
}

/** GET of Prospecção's first 50 cards, ours against node:http + pg running the same query. */
async function pageThroughput(server: BenchServer, cookie: string) {
  const { baseUrl } = server;
  const { id: userId } = (await (
    await fetch(`${baseUrl}/api/me`, { headers: { cookie } })
  ).json()) as { id: string };
  const pool = database(server);
  const bare = createServer((_req, res) => {
    pool
      .query(
        `select id, nome, telefone, email, produto_interesse, fase, data_contato, valor,
           motivo_perda, proximo_contato, fase_alterada_em, created_at, created_at::text as cursor_at
         from clientes where user_id = $1 and fase = 'prospect'
         order by created_at desc, id desc limit 51`,
        [userId],
      )
      .then(
        ({ rows }) => {
          const page = rows.slice(0, 50);
          const last = page.at(-1) as { cursor_at: string; id: string } | undefined;
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              customers: page.map(({ cursor_at: _, ...card }) => card),
              nextCursor:
                rows.length > 50 && last
                  ? Buffer.from(`${last.cursor_at}|${last.id}`).toString('base64url')
                  : null,
            }),
          );
        },
        (err: unknown) => res.writeHead(500).end(String(err)),
      );
  });
  await new Promise<void>((resolve) => bare.listen(4398, '127.0.0.1', resolve));
  const run = { connections: 10, duration: 10 };
  const ours = await autocannon({
    ...run,
    url: `${baseUrl}/api/customers/phase/prospect?limit=50`,
    headers: { cookie },
  });
  const baseline = await autocannon({ ...run, url: 'http://127.0.0.1:4398/' });
  const ratio = ours.requests.average / baseline.requests.average;
  console.log(
    `GET /api/customers/phase/prospect?limit=50 (${CUSTOMERS} customers), autocannon 10 connections for 10 s:`,
  );
  console.log(
    `  FechaZap ${ours.requests.average.toFixed(0)} req/s (p50 ${ours.latency.p50} ms, p99 ${ours.latency.p99} ms, errors ${ours.errors + ours.non2xx}); bare node:http + pg ${baseline.requests.average.toFixed(0)} req/s; ratio ${ratio.toFixed(2)} (target >= 0.6: ${ok(ratio >= 0.6)})`,
  );
  bare.close();
  await pool.end();
}
