// The JavaScript budgets, and the sizes they are checked against: each file as the server sends
// it to a browser that accepts brotli (the build's pre-compressed .br).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chunkPreloader } from '../../src/server/http/preloads.ts';

export const BUDGETS = {
  /**
   * What every page parses before the app runs (see entryScripts), less React's own runtime
   * chunk, which has the same budget apart: React DOM 19 alone is 57.
   */
  entryKb: 60,
  /**
   * All the JavaScript one route loads, entry included: 150 until React Router's data router
   * (25.6 KB for its chunk, about 10 more than the declarative router), which issue 27 chose for
   * one route table and one server render (decision 012); then 162 for a ninth section,
   * Campanhas, in the route table and the menu (Minhas Vendas went from 159.9 to 160.3).
   */
  routeKb: 162,
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

/**
 * The scripts every page loads before the app runs: index.html's module and its static imports,
 * then the app's start (src/client/app/start.tsx), which the entry imports once the page has
 * painted, with its static imports.
 */
export function entryScripts(): string[] {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((m) => m[1]!);
  // The server's own list for a page that rendered nothing: the app's start and its imports.
  return [...entry, ...chunkPreloader(clientDir, html)([])];
}
