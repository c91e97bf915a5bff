import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the build writes for each module of src/client (see scripts/vite-module-chunks.ts). */
type ModuleChunks = Record<string, { file: string; imports: string[] }>;

/**
 * From the modules a page rendered (paths from src/client) to the chunks the entry preloads:
 * each module's chunk and the chunks it imports, after the app's start and its chunks, less
 * those index.html loads. Unknown modules are skipped (a development build writes no map).
 */
export function chunkPreloader(
  clientDir: string,
  indexHtml: string,
): (modules: string[]) => string[] {
  const file = path.join(clientDir, '.vite', 'module-chunks.json');
  if (!existsSync(file)) return () => [];
  const byModule = JSON.parse(readFileSync(file, 'utf8')) as ModuleChunks;
  const importsOf = new Map<string, string[]>();
  for (const { file: chunk, imports } of Object.values(byModule)) importsOf.set(chunk, imports);
  const withImports = (chunk: string, into: Set<string>) => {
    if (into.has(chunk)) return;
    into.add(chunk);
    for (const imported of importsOf.get(chunk) ?? []) withImports(imported, into);
  };
  const inIndex = new Set(
    [...indexHtml.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]!),
  );

  return (modules) => {
    // The app's start (src/client/app/start.tsx) first: every page needs it, and its chunks first.
    const chunks = new Set<string>();
    for (const module of ['app/start.tsx', ...modules]) {
      const chunk = byModule[module]?.file;
      if (chunk) withImports(chunk, chunks);
    }
    return [...chunks].filter((chunk) => !inIndex.has(chunk)).map((chunk) => `/${chunk}`);
  };
}
