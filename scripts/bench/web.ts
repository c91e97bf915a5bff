// `npm run bench:web`: Lighthouse (mobile profile: simulated slow 4G, 4× slower CPU) against the
// built app served by the real server, in the system Chromium: the landing page signed out,
// then every member page signed in, as a new member and as one with products, scripts and 60
// customers. Median of 3 runs per page (by score). Beside it, the first answered tap
// (web-tap.ts): the time from first paint to the menu's drawer showing, tapping every 120 ms on
// a throttled phone, median of 5, and whether a single tap at first paint is kept.
// `npm run bench:web -- /inicio /ajuda` measures only those pages; `--runs=5` changes
// Lighthouse's count, `--tap-runs=9` the taps'; `--no-lighthouse` or `--no-tap` leaves one out;
// `--member=new` or `--member=working` measures one member; `--save=DIR` keeps each run's
// report and trace (JSON, to open in Chrome's performance panel) for a closer look. Each run
// also says how much of its long tasks' time the page's main thread was on the CPU: on a host
// that stalls it, Lighthouse's TBT measures the host (hostStalls below).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../e2e/support/chromium.ts';
import { BUDGETS, brotliKb, entryScripts } from '../../e2e/support/js-size.ts';
import { memberCookie, startBenchServer } from './support.ts';
import { seedMemberData } from './web-seed.ts';
import { MEMBER_PAGES } from '../../e2e/support/fixtures.ts';
import {
  measureTaps,
  medianMs,
  menuPoint,
  openPhoneBrowser,
  TAP_TARGET_MS,
  type TapFigures,
} from './web-tap.ts';

const MEMBERS = { new: 'bench-web-new@exemplo.com', working: 'bench-web@exemplo.com' };
const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const RUNS = Number(option('runs') ?? 3);
const TAP_RUNS = Number(option('tap-runs') ?? 5);
const lighthouseOn = !args.includes('--no-lighthouse');
const tapsOn = !args.includes('--no-tap');
const saveDir = option('save');
if (saveDir) mkdirSync(saveDir, { recursive: true });
const only = args.filter((a) => a.startsWith('/'));
const pages = only.length ? only : ['/', ...MEMBER_PAGES];
const members = (option('member')?.split(',') ?? ['new', 'working']) as Array<keyof typeof MEMBERS>;

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; url?: string; transferSize?: number }> };
}
interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scripts: string[];
  lcpElement: string;
  /** Lighthouse's measure of the host's CPU speed: TBT is the host's own time × 4. */
  benchmarkIndex: number;
  /** The page's main thread after first paint, from the trace (see hostStalls). */
  stalls?: { cpuShare: number; cpuTbt: number };
}
interface Row {
  member: string;
  page: string;
  lighthouse?: { median: Figures; runs: Figures[] };
  taps?: TapFigures;
}

const median = (values: Figures[]) =>
  [...values].sort((a, b) => a.score - b.score)[Math.floor(values.length / 2)]!;

const server = await startBenchServer(4392, { MEMBER_EMAILS: Object.values(MEMBERS).join(',') });
try {
  const chrome = lighthouseOn
    ? await chromeLauncher.launch({
        chromePath: chromiumPath(),
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
        ],
      })
    : undefined;
  const phone = tapsOn ? await openPhoneBrowser() : undefined;
  const rows: Row[] = [];
  try {
    // The landing page, signed out, once.
    if (chrome && pages.includes('/')) {
      const row: Row = { member: '-', page: '/', lighthouse: await lighthouseFigures(chrome, '/') };
      rows.push(row);
      report(row);
    }
    for (const member of members) {
      const cookie = await memberCookie(server, MEMBERS[member]);
      if (member === 'working') await seedMemberData(server.baseUrl, cookie);
      // The member's session in the browser's own cookie jar: the service worker's requests
      // carry it too.
      if (chrome) await setCookies(chrome.port, server.baseUrl, cookie);
      const point = phone && (await menuPoint(phone, server.baseUrl, cookie, '/inicio'));
      for (const page of pages.filter((p) => p !== '/')) {
        const row: Row = { member, page };
        if (chrome) row.lighthouse = await lighthouseFigures(chrome, page, member);
        if (phone && point)
          row.taps = await measureTaps(phone, server.baseUrl, cookie, page, point, TAP_RUNS);
        rows.push(row);
        report(row);
      }
    }
  } finally {
    chrome?.kill();
    await phone?.close();
  }
  summary(rows);
} finally {
  await server.stop();
}

async function lighthouseFigures(
  chrome: chromeLauncher.LaunchedChrome,
  page: string,
  member = '-',
) {
  const runs: Figures[] = [];
  for (let i = 0, failures = 0; i < RUNS; i++) {
    const result = await lighthouse(`${server.baseUrl}${page}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result!.lhr;
    // Lighthouse sometimes loses the trace (NO_NAVSTART): that run is taken again, twice at most.
    if (lhr.runtimeError) {
      console.log(`  ${page}: Lighthouse error ${lhr.runtimeError.code}, run again`);
      if (++failures > 2) throw new Error(lhr.runtimeError.message);
      i--;
      continue;
    }
    const trace = (result!.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    if (saveDir) {
      const name = `${member === '-' ? '' : `${member}-`}${page.replace(/[^a-z0-9]+/gi, '_').replace(/^_/, '') || 'landing'}`;
      writeFileSync(path.join(saveDir, `${name}-${i + 1}.json`), result!.report as string);
      writeFileSync(path.join(saveDir, `${name}-${i + 1}.trace.json`), JSON.stringify(trace));
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(page, server.baseUrl).pathname)
      throw new Error(`${page} ended on ${lhr.finalDisplayedUrl}: not signed in?`);
    const audit = (id: string) => lhr.audits[id] as Audit;
    const items = audit('network-requests').details?.items ?? [];
    const lcpItems = (
      lhr.audits['largest-contentful-paint-element']?.details as {
        items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }>;
      }
    )?.items;
    runs.push({
      score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      fcp: audit('first-contentful-paint').numericValue! / 1000,
      lcp: audit('largest-contentful-paint').numericValue! / 1000,
      tbt: audit('total-blocking-time').numericValue!,
      cls: audit('cumulative-layout-shift').numericValue!,
      scripts: items
        .filter((r) => r.resourceType === 'Script')
        .map((r) => new URL(r.url!).pathname),
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet?.slice(0, 70) ?? '',
      benchmarkIndex: lhr.environment.benchmarkIndex,
      stalls: trace && hostStalls(trace.traceEvents),
    });
  }
  return { median: median(runs), runs };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * How much the host, not the page, made the long tasks long. Lighthouse multiplies each task's
 * wall time by 4; on a VM whose cores are shared, or whose page faults and process switches
 * are slow, a task's wall time holds time its thread was off the CPU. For the tasks after first
 * paint that are long on the wall clock: the share of that time the main thread was on the CPU,
 * and the TBT they would give counted on CPU time (tdur × 4 − 50 ms, summed). A diagnosis beside
 * Lighthouse's figure, never in its place.
 */
function hostStalls(events: TraceEvent[]) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  const tasks = events.filter(
    (e) =>
      e.pid === fcp.pid &&
      e.tid === fcp.tid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts >= fcp.ts &&
      (e.dur ?? 0) > 12_500,
  );
  const wall = tasks.reduce((sum, e) => sum + e.dur!, 0);
  const cpu = tasks.reduce((sum, e) => sum + (e.tdur ?? e.dur!), 0);
  const cpuTbt = tasks.reduce(
    (sum, e) => sum + Math.max(0, ((e.tdur ?? e.dur!) * 4) / 1000 - 50),
    0,
  );
  return { cpuShare: wall ? cpu / wall : 1, cpuTbt };
}

/** Puts the cookies (a Cookie header's pairs) into the browser through the DevTools protocol. */
async function setCookies(port: number, url: string, header: string) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const cookies = header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
  const answered = new Promise((resolve) => (socket.onmessage = resolve));
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  await answered;
  socket.close();
}

function routeJsKb(f: Figures) {
  return f.scripts.reduce((sum, p) => sum + brotliKb(p), 0);
}

function ok(pass: boolean) {
  return pass ? '' : ' OVER';
}

function lighthousePasses(page: string, f: Figures) {
  return (
    f.score >= 95 &&
    f.fcp <= 1.5 &&
    f.lcp <= 2 &&
    f.tbt <= 100 &&
    f.cls <= 0.05 &&
    (page === '/' || routeJsKb(f) <= BUDGETS.routeKb)
  );
}

function tapPasses(t: TapFigures) {
  const ms = medianMs(t.answeredMs);
  return ms !== null && ms <= TAP_TARGET_MS && t.singleTapKept;
}

function report({ member, page, lighthouse: lh, taps }: Row) {
  let line = `${member.padEnd(8)} ${page.padEnd(30)}`;
  if (lh) {
    const { median: f, runs } = lh;
    const js = routeJsKb(f);
    line +=
      ` score ${String(f.score).padStart(3)}${ok(f.score >= 95)}  ` +
      `FCP ${f.fcp.toFixed(2)} s${ok(f.fcp <= 1.5)}  LCP ${f.lcp.toFixed(2)} s${ok(f.lcp <= 2)}  ` +
      `TBT ${f.tbt.toFixed(0)} ms${ok(f.tbt <= 100)}  CLS ${f.cls.toFixed(3)}${ok(f.cls <= 0.05)}  ` +
      `JS ${js.toFixed(1)} KB br in ${f.scripts.length} files${ok(page === '/' || js <= BUDGETS.routeKb)}`;
    if (taps) line += tapText(taps);
    line +=
      `  (scores ${runs.map((r) => r.score).join(', ')}; TBT ` +
      `${runs.map((r) => r.tbt.toFixed(0)).join(', ')} ms; host benchmarkIndex ` +
      `${runs.map((r) => r.benchmarkIndex.toFixed(0)).join(', ')}; main thread on the CPU ` +
      `${runs.map((r) => (r.stalls ? `${(r.stalls.cpuShare * 100).toFixed(0)}%` : '?')).join(', ')} ` +
      `of its long tasks, TBT on CPU time ` +
      `${runs.map((r) => r.stalls?.cpuTbt.toFixed(0) ?? '?').join(', ')} ms; LCP element ${f.lcpElement})`;
  } else if (taps) line += tapText(taps);
  if (taps)
    line += `  (taps answered ${taps.answeredMs.map((ms) => (ms === null ? 'never' : ms.toFixed(0))).join(', ')} ms)`;
  console.log(line);
}

function tapText(t: TapFigures) {
  const ms = medianMs(t.answeredMs);
  return (
    `  first answered tap ${ms === null ? 'never' : `${ms.toFixed(0)} ms`}${ok(ms !== null && ms <= TAP_TARGET_MS)}` +
    `  single tap at paint ${t.singleTapKept ? 'kept' : 'LOST'}` +
    `  app ready ${medianMs(t.readyMs)?.toFixed(0) ?? 'never'} ms after paint`
  );
}

function summary(rows: Row[]) {
  const entry = entryScripts();
  const react = entry.filter((p) => /\/react-[\w-]+\.js$/.test(p));
  const kb = (files: string[]) => files.reduce((sum, p) => sum + brotliKb(p), 0);
  const entryKb = kb(entry) - kb(react);
  console.log(
    `\nentry JavaScript (main.tsx and the app's start, with their static imports): ${entryKb.toFixed(1)} KB ` +
      `brotli in ${entry.length - react.length} files (budget <= ${BUDGETS.entryKb}), ` +
      `and React's runtime chunk ${kb(react).toFixed(1)} KB`,
  );
  const pass = rows.every(
    (r) =>
      (!r.lighthouse || lighthousePasses(r.page, r.lighthouse.median)) &&
      (!r.taps || tapPasses(r.taps)),
  );
  console.log(
    pass && entryKb <= BUDGETS.entryKb && kb(react) <= BUDGETS.entryKb
      ? 'every page within its targets'
      : 'SOME PAGE IS OVER A TARGET (marked OVER or LOST)',
  );
  console.log(
    'targets: score >= 95, FCP <= 1.5 s, LCP <= 2.0 s, TBT <= 100 ms, CLS <= 0.05, ' +
      `route JS <= ${BUDGETS.routeKb} KB brotli, the landing page ships none; first answered tap ` +
      `<= ${TAP_TARGET_MS} ms after first paint, a single tap at first paint kept`,
  );
}
