import { createHash } from 'node:crypto';
import { BOOT_DATA_ID, HYDRATING_ATTRIBUTE, PAGE_CHUNKS_ID } from '#shared/boot-data.ts';
import { keepEarlyTaps } from '#shared/early-taps.ts';

// The SPA's index.html (as Vite built it) filled in by the server. Replacements go through
// functions: a '$&' in a member's name must stay text, not a replacement pattern.

const ROOT = '<div id="root"></div>';

/** The landing page: the rendered page in #root and no script, so it ships no JavaScript. */
export function landingDocument(indexHtml: string, body: string): string {
  return indexHtml
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(ROOT, () => `<div id="root">${body}</div>`);
}

/**
 * index.html with its stylesheets written into it: a member page paints as soon as its HTML
 * arrives instead of waiting for a CSS file. (The landing page keeps the link: it has no
 * JavaScript competing with the stylesheet.)
 */
export function withInlineStyles(
  indexHtml: string,
  readAsset: (href: string) => string | undefined,
): string {
  return indexHtml.replace(
    /<link rel="stylesheet"[^>]* href="([^"]+)"[^>]*>/g,
    (link, href: string) => {
      const css = readAsset(href);
      return css === undefined ? link : `<style>${css}</style>`;
    },
  );
}

/** A member page's one inline script: it keeps the taps made before the app is there. */
const earlyTaps = `(${keepEarlyTaps.toString()})(${JSON.stringify(HYDRATING_ATTRIBUTE)})`;
/** Its hash, for the CSP, which allows no other inline script. */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(earlyTaps).digest('base64')}'`;

/** JSON that stays inside its script element whatever the strings in it say. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A member page: its server-rendered HTML in #root (marked as not yet hydrated), what the
 * browser's app starts from (the cache the render left and the modules it rendered), and the
 * list of its code-split chunks, which the entry loads with the app once the page has painted.
 */
export function memberDocument(
  indexHtml: string,
  page: { html: string; boot: unknown; chunks: string[] },
): string {
  return (
    indexHtml
      // The page paints from its HTML: the entry only makes it interactive, so it does not go
      // ahead of anything the paint needs.
      .replace('<script type="module"', () => '<script type="module" fetchpriority="low"')
      // A tap on the painted page is kept for the app from the start, by a few lines in the head.
      .replace('</head>', () => `  <script>${earlyTaps}</script>\n  </head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root" ${HYDRATING_ATTRIBUTE}>${page.html}</div>\n` +
          `    <script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(page.boot)}</script>\n` +
          chunkList(page.chunks),
      )
  );
}

/** A page the browser renders (/auth, an unknown path): the app's chunks listed, to load at once. */
export function appDocument(indexHtml: string, chunks: string[]): string {
  return indexHtml.replace(ROOT, () => `${ROOT}\n${chunkList(chunks)}`);
}

const chunkList = (chunks: string[]) =>
  `    <script type="application/json" id="${PAGE_CHUNKS_ID}">${scriptJson(chunks)}</script>`;
