// The JavaScript budgets, and the sizes they are checked against: each file as the server sends
// it to a browser that accepts brotli (the build's pre-compressed .br).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export const BUDGETS = {
  /**
   * What every page parses before the app runs (index.html's module and its static imports),
   * less React's own runtime chunk, which has the same budget apart: React DOM 19 alone is 57.
   */
  entryKb: 60,
  /** All the JavaScript one route loads, entry included. */
  routeKb: 150,
  /** The operator's console: Chart.js draws its daily series. */
  consoleKb: 200,
};

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');

/** KB of a built file (its URL path) as brotli. */
export function brotliKb(urlPath: string): number {
  const file = path.join(clientDir, urlPath);
  const br = `${file}.br`;
  const bytes = existsSync(br)
    ? readFileSync(br).length
    : brotliCompressSync(readFileSync(file)).length;
  return bytes / 1024;
}

/** The scripts index.html makes every page load before the app runs. */
export function entryScripts(): string[] {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
  ].map((m) => m[1]!);
  return [...new Set(urls)];
}
