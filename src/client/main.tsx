import { HYDRATING_ATTRIBUTE, PAGE_CHUNKS_ID } from '#shared/boot-data.ts';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { appLoaded, appLoadFailed } from './lib/app-load-failure.ts';
import { nextTask } from './lib/next-task.ts';
import './styles.css';

// Chrome may offer to install before the app has started: kept for the install card
// (lib/install-state.ts), which offers it where it says why.
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { fzInstallOffer?: Event }).fzInstallOffer = event;
});

// The entry every page runs, kept to a few lines. A member page comes painted from the server's
// HTML, and the app that makes it interactive starts loading only after that first paint: until
// then, on a phone's slow network, the HTML has the bandwidth to itself. The page's chunks
// (listed by the server) and the app's start load together, not one after another. A tap made
// before the app is there is kept for it by a script in the page's head (shared/early-taps.ts).
async function start() {
  const list = document.getElementById(PAGE_CHUNKS_ID)?.textContent;
  const chunks = list ? (JSON.parse(list) as string[]) : [];
  preload(chunks);
  const libraryChunks = chunks.filter((href) => /\/lib-(router|query)-[\w-]+\.js$/.test(href));
  // React's runtime, then the app: each evaluated in a task of its own (together, one task of
  // 100 to 250 ms on a slow phone). Their chunks are in the list: the build adds no preloads of
  // its own to the entry's imports.
  await import('react-dom/client');
  await nextTask();
  // The router and the query cache, the largest libraries the app's start imports, each in a
  // task of its own too: with the start's own modules, one task of 35 ms on a fast host (140 ms
  // at a phone's 4x). Their chunks are named by the build (vite.config.ts); imported here by
  // their address, the start finds them evaluated.
  for (const href of libraryChunks) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
  await import('./app/start.tsx');
  appLoaded();
}

// Each link starts a request, which takes the main thread from half a millisecond to several on
// a slow phone: a few links per task keep every task short.
function preload(chunks: string[]) {
  for (const href of chunks.slice(0, 3)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (chunks.length > 3) void nextTask().then(() => preload(chunks.slice(3)));
}

// A page the browser renders itself (/auth) has nothing to paint before the app: it starts at once.
const load = () => void start().catch(appLoadFailed);
if (document.getElementById('root')?.hasAttribute(HYDRATING_ATTRIBUTE)) afterFirstPaint(load);
else load();
