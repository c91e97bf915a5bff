// `node scripts/bench/web-tasks.ts [--member=new|working] [--runs=N] [--min=12] /inicio …`: where
// a member page's Total Blocking Time comes from. Chromium loads the page (cold cache, no service
// worker, 360 px phone) with a CPU profile in its trace, and for each main-thread task longer
// than `--min` host milliseconds (Lighthouse multiplies host time by 4: 12.5 ms is its 50 ms
// line) prints when it ran and what ran in it: the browser's own steps and our functions, by
// self time, with the file they are in. Needs `npm run build` first.
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../../e2e/support/chromium.ts';
import { MEMBER_PAGES } from '../../e2e/support/fixtures.ts';
import { memberCookie, startBenchServer } from './support.ts';
import { seedMemberData } from './web-seed.ts';

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
const member = option('member') ?? 'working';
const runs = Number(option('runs') ?? 1);
const minMs = Number(option('min') ?? 12);
const only = args.filter((a) => a.startsWith('/'));
const pages = only.length ? only : MEMBER_PAGES;
const email = 'bench-tasks@exemplo.com';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { url?: string } };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

async function profile(browser: Browser, path: string, cookie: string, run: number) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    locale: 'pt-BR',
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.baseUrl };
    }),
  );
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'loading',
      'blink.user_timing',
      'rail',
    ],
  });
  await page.goto(server.baseUrl + path);
  // A fixed wait, not a poll: Playwright's polling runs scripts in the page that the trace would
  // count as the page's tasks.
  await page.waitForTimeout(4_000);
  const raw = (await browser.stopTracing()).toString();
  if (process.env.TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.TRACE_OUT, raw);
  const events = (
    JSON.parse(raw) as {
      traceEvents: TraceEvent[];
    }
  ).traceEvents;
  const hydrated = await page.evaluate(() => !document.querySelector('#root[data-hydrating]'));
  await context.close();
  if (!hydrated) console.log(`\n${path}: not hydrated 4 s after loading, the trace is partial`);
  report(`${member} ${path} #${run}`, events);
}

function report(title: string, events: TraceEvent[]) {
  const navigation =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        (e.args?.data?.documentLoaderURL as string | undefined)?.startsWith('http'),
    ) ?? events.find((e) => e.name === 'ParseHTML');
  if (!navigation) return console.log(`\n${title}: no navigation in the trace`);
  const { pid } = navigation;
  const tid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )!.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const at = (ts: number) => `${((ts - navigation.ts) / 1000).toFixed(0)} ms`;
  const samples = cpuSamples(events, pid);
  const long = onMain.filter(
    (e) => e.name === 'RunTask' && e.ts >= navigation.ts && e.dur! / 1000 >= minMs,
  );
  let blocking = 0;
  console.log(
    `\n${title}: first paint at ${paint ? at(paint.ts) : '?'}; ${long.length} tasks of ${minMs} ms or more`,
  );
  for (const task of long) {
    const ms = task.dur! / 1000;
    blocking += Math.max(0, ms * 4 - 50);
    console.log(`  at ${at(task.ts)}: ${ms.toFixed(1)} ms (${(ms * 4).toFixed(0)} at 4x)`);
    const end = task.ts + task.dur!;
    const steps = new Map<string, number>();
    for (const e of onMain)
      if (e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && BROWSER_STEPS.has(e.name)) {
        const key = e.args?.data?.url ? `${e.name} ${basename(e.args.data.url)}` : e.name;
        steps.set(key, (steps.get(key) ?? 0) + e.dur! / 1000);
      }
    const functions = new Map<string, number>();
    for (const s of samples)
      if (s.ts >= task.ts && s.ts < end)
        functions.set(s.frame, (functions.get(s.frame) ?? 0) + s.ms);
    for (const [label, map] of [
      ['browser', steps],
      ['js', functions],
    ] as const) {
      const top = [...map].sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 0.5);
      if (top.length)
        console.log(
          `      ${label}: ${top
            .slice(0, 8)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join('; ')}`,
        );
    }
  }
  console.log(`  TBT if these were all (host time x 4 - 50, summed): ${blocking.toFixed(0)} ms`);
}

const BROWSER_STEPS = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'v8.compile',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'ParseAuthorStyleSheet',
  'DocumentLoader::CommitNavigation',
  'HitTest',
]);

function basename(url: string) {
  return url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js');
}

/** The trace's CPU profile as samples: each sample's time, its host ms and its top frame. */
function cpuSamples(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; ms: number; frame: string }> = [];
  const starts = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') starts.set(e.id!, Number(e.args!.data!.startTime));
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args!.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = samples.length && starts.has(e.id!) ? samples.at(-1)!.ts : starts.get(e.id!)!;
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      const delta = data.timeDeltas?.[i] ?? 0;
      ts += delta;
      samples.push({ ts, ms: 0, frame: String(id) });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    s.ms = ((samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000;
    const node = nodes.get(Number(s.frame));
    const frame = node?.callFrame;
    s.frame = frame
      ? frame.url
        ? `${frame.functionName || '(top level)'}@${basename(frame.url)}`
        : frame.functionName
      : '?';
  }
  return samples.filter((s) => s.frame !== '(idle)' && s.frame !== '(program)');
}

const server = await startBenchServer(4394, { MEMBER_EMAILS: email });
let browser: Browser | undefined;
try {
  const cookie = await memberCookie(server, email);
  if (member === 'working') await seedMemberData(server.baseUrl, cookie);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
  for (const page of pages)
    for (let run = 1; run <= runs; run++) await profile(browser, page, cookie, run);
} finally {
  await browser?.close();
  await server.stop();
}
