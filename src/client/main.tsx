import { PAGE_CHUNKS_ID } from '#shared/boot-data.ts';
import './styles.css';

// The entry every page runs, kept to a few lines. A member page comes painted from the server's
// HTML, and the app that makes it interactive starts loading only after that first paint: until
// then, on a phone's slow network, the HTML has the bandwidth to itself. The page's chunks
// (listed by the server) and the app's start load together, not one after another.
function start() {
  const chunks = document.getElementById(PAGE_CHUNKS_ID)?.textContent;
  for (const href of chunks ? (JSON.parse(chunks) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./start.tsx');
}

// A hidden tab paints nothing (and runs no animation frame): it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
