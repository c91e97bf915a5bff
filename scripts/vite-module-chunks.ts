import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the server reads which chunk holds each source module (dist/client/.vite/). */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Writes, for each module of src/client (by its path from src/client), the chunk that holds it
 * and the chunks that chunk imports. The server preloads a page's chunks from it. Vite's own
 * manifest names dynamic entries only, and the app's chunk groups put the pages' modules
 * inside shared chunks, where it loses them.
 */
export function moduleChunks(root: string): Plugin {
  return {
    name: 'fechazap:module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks: Record<string, { file: string; imports: string[] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (!id.startsWith(root)) continue;
          chunks[path.relative(root, id).split(path.sep).join('/')] = {
            file: chunk.fileName,
            imports: chunk.imports,
          };
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: MODULE_CHUNKS_FILE,
        source: JSON.stringify(chunks),
      });
    },
  };
}
