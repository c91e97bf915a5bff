import { HYDRATING_ATTRIBUTE } from '#shared/boot-data.ts';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { appLoaded, appLoadFailed } from './lib/app-load-failure.ts';
import { keepEarlyTaps } from './lib/early-taps.ts';
import { nextTask } from './lib/next-task.ts';
import './styles.css';

// The entry every page runs, kept to a few lines. On a member page it runs as soon as it
// arrives (the server marks it async), often before the rest of the HTML: from then on a tap on
// the painted page is kept for the app. The page's chunks are preloaded from the HTML's head,
// so they download while it paints; the app runs once the HTML is in and painted.
keepEarlyTaps(HYDRATING_ATTRIBUTE);

async function start() {
  // React's runtime, then the app: each evaluated in a task of its own (together, one task of
  // 100 to 250 ms on a slow phone).
  await import('react-dom/client');
  await nextTask();
  await import('./start.tsx');
  appLoaded();
}

// A page the browser renders itself (/auth) has nothing to paint before the app: it starts at once.
function load() {
  const run = () => void start().catch(appLoadFailed);
  if (document.getElementById('root')?.hasAttribute(HYDRATING_ATTRIBUTE)) afterFirstPaint(run);
  else run();
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', load);
else load();
