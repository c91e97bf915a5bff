import { HYDRATING_ATTRIBUTE } from '#shared/boot-data.ts';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { appLoaded, appLoadFailed } from './lib/app-load-failure.ts';
import { nextTask } from './lib/next-task.ts';
import './styles.css';

// The entry every page runs, kept to a few lines. A member page's chunks are preloaded from its
// head (the server lists them), so they download while the HTML paints; the app that makes the
// page interactive runs once that first paint is on screen. A tap made before is kept for the
// app by a script in the page's head (shared/early-taps.ts).
async function start() {
  // React's runtime, then the app: each evaluated in a task of its own (together, one task of
  // 100 to 250 ms on a slow phone).
  await import('react-dom/client');
  await nextTask();
  await import('./start.tsx');
  appLoaded();
}

// A page the browser renders itself (/auth) has nothing to paint before the app: it starts at once.
const load = () => void start().catch(appLoadFailed);
if (document.getElementById('root')?.hasAttribute(HYDRATING_ATTRIBUTE)) afterFirstPaint(load);
else load();
