// bench:web's "first answered tap": what a seller feels on a phone and Lighthouse does not see.
// A real Chromium with the phone profile (4× slower CPU, 150 ms round trip, 1.6 Mbit/s down,
// no service worker, a 360 px touch screen) opens a member page with an empty cache and taps
// the menu button every 120 ms from the first contentful paint; the figure is the time from that
// paint to the drawer showing. A second check taps once, at the paint, and asks whether the
// drawer is open once the app is ready: a tap made on a page that looks ready is not lost.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumPath } from '../../e2e/support/chromium.ts';
import { HYDRATING_ATTRIBUTE } from '../../src/shared/boot-data.ts';

const TAP_EVERY_MS = 120;
/** The target: the first answered tap within a second of the first paint. */
export const TAP_TARGET_MS = 1_000;
/** Where a tap counts as lost: the drawer did not show this long after the paint. */
const GIVE_UP_MS = 8_000;
const MENU = 'header button[aria-label="Abrir menu"]';

export interface TapFigures {
  /** Milliseconds from first contentful paint to the drawer showing, one per run (null: never). */
  answeredMs: Array<number | null>;
  /** Milliseconds from first contentful paint to the app having taken the page over. */
  readyMs: Array<number | null>;
  /** A single tap at first paint: did the drawer show once the app was ready? */
  singleTapKept: boolean;
}

// Runs before the page's own scripts, on the page's own clock: the first paint (telling the
// bench at once), the app taking the page over (#root loses its hydrating mark) and the drawer
// (a popover) first showing.
const probe = `
  const tap = (window.__tap = { fcp: null, ready: null, open: null });
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint && tap.fcp === null) { tap.fcp = paint.startTime; window.__painted(); }
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((records, observer) => {
    for (const r of records)
      if (r.type === 'attributes' && r.target.id === 'root' && tap.ready === null) tap.ready = performance.now();
  }).observe(document, { subtree: true, attributeFilter: ['${HYDRATING_ATTRIBUTE}'] });
  // The drawer is a native popover: it shows at the browser's own beforetoggle.
  document.addEventListener('beforetoggle', (event) => {
    if (event.newState !== 'open' || tap.open !== null) return;
    tap.open = performance.now();
    // The bench's later taps, queued while the page was busy, would land on the open drawer's
    // links: from here on they do nothing.
    window.addEventListener('click', (e) => { e.preventDefault(); e.stopImmediatePropagation(); }, true);
  }, true);
`;
interface Probe {
  fcp: number;
  ready: number | null;
  open: number | null;
}

export async function openPhoneBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
}

async function phoneContext(browser: Browser, baseUrl: string, cookie: string) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
  return context;
}

/** The menu button's centre, from an unthrottled visit: the header is the same on every page. */
export async function menuPoint(browser: Browser, baseUrl: string, cookie: string, path: string) {
  const context = await phoneContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + path);
    const box = (await page.locator(MENU).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** One cold visit on the phone profile; `repeat` taps every 120 ms, else one tap at the paint. */
async function visit(
  context: BrowserContext,
  url: string,
  point: { x: number; y: number },
  repeat: boolean,
) {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  let timer: ReturnType<typeof setInterval> | undefined;
  const touch = (type: 'touchStart' | 'touchEnd') =>
    // Not awaited: the browser queues the taps while the page is busy, as it does a finger's.
    cdp
      .send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [point] })
      .catch(() => {});
  const tap = () => {
    void touch('touchStart');
    void touch('touchEnd');
  };
  let onPaint!: () => void;
  const painted = new Promise<void>((resolve) => (onPaint = resolve));
  await page.exposeFunction('__painted', () => onPaint());
  await page.addInitScript(probe);
  void page.goto(url, { waitUntil: 'commit' }).catch(() => {});
  await painted;
  tap();
  if (repeat) timer = setInterval(tap, TAP_EVERY_MS);
  const started = Date.now();
  const read = () => page.evaluate(() => (window as unknown as { __tap: Probe }).__tap);
  try {
    for (;;) {
      const state = await read();
      const since = (at: number | null) => (at === null ? null : at - state.fcp);
      // Answered: no more taps (the next would land on the open drawer); the app's readiness is
      // reported too (the page's other controls wait for it).
      if (state.open !== null) clearInterval(timer);
      if (state.open !== null && (state.ready !== null || Date.now() - started > GIVE_UP_MS))
        return { answeredMs: since(state.open), readyMs: since(state.ready) };
      // The single tap: once the app is ready, a moment for the drawer's code to arrive.
      if (!repeat && state.ready !== null) {
        await page.waitForTimeout(2_000);
        return { answeredMs: since((await read()).open), readyMs: since(state.ready) };
      }
      if (Date.now() - started > GIVE_UP_MS)
        return { answeredMs: null, readyMs: since(state.ready) };
      await page.waitForTimeout(50);
    }
  } finally {
    clearInterval(timer);
    await page.close();
  }
}

/** The page's tap figures: `runs` cold visits tapping every 120 ms, then one single-tap visit. */
export async function measureTaps(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  path: string,
  point: { x: number; y: number },
  runs: number,
): Promise<TapFigures> {
  const answeredMs: Array<number | null> = [];
  const readyMs: Array<number | null> = [];
  for (let i = 0; i < runs + 1; i++) {
    // A new context each time: an empty cache, as a first visit.
    const context = await phoneContext(browser, baseUrl, cookie);
    try {
      const result = await visit(context, baseUrl + path, point, i < runs);
      if (i < runs) {
        answeredMs.push(result.answeredMs);
        readyMs.push(result.readyMs);
      } else return { answeredMs, readyMs, singleTapKept: result.answeredMs !== null };
    } finally {
      await context.close();
    }
  }
  throw new Error('unreachable');
}

/** The median, a run that was never answered counting as the slowest. */
export function medianMs(values: Array<number | null>): number | null {
  const sorted = [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}
