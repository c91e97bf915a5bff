import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { devMemberPages } from './scripts/vite-dev-ssr.ts';
import { moduleChunks } from './scripts/vite-module-chunks.ts';

const reactRouter = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

// The SPA lives in src/client and builds to dist/client, which the Hono server serves.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    moduleChunks(path.resolve(import.meta.dirname, 'src/client')),
    devMemberPages(apiOrigin),
    tailwindcss(),
    // The service worker (src/client/pwa/sw.ts, built to /sw.js). The manifest is the server's
    // (named after APP_NAME) and the registration is bundled (pwa/register.ts): no inline script.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The landing's picture of the app: a member's offline copy has no use for it.
        globIgnores: ['**/landing-phone-*'],
      },
    }),
  ],
  resolve: {
    // React Router's package exports its development build only (its framework's plugin picks
    // the production one): the same code without the development checks and warnings.
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: `${reactRouter}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouter}/dom-export.mjs` },
          ]
        : [],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // One stylesheet for the whole app, which every document has (member pages inlined): with a
    // stylesheet per chunk, each chunk loaded later would ask for the entry's stylesheet again
    // (Vite cannot see an inlined one), restyling the whole page while its import waited.
    cssCodeSplit: false,
    modulePreload: {
      // The entry (main.tsx) preloads the chunks of its imports itself, a few per task (the
      // server lists them); the build's helper would add them all at once.
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)entry-[\w-]+\.js$/.test(hostId) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        // A name no module of the app has (a chunk is named after its module): the entry's
        // preloads are told apart by it above. (The server's renderer keeps its own name.)
        ...(isSsrBuild ? {} : { entryFileNames: 'assets/entry-[hash].js' }),
        codeSplitting: {
          groups: [
            // React's runtime in a chunk of its own: it changes only with React, so a deploy
            // of the app's code leaves it in the browser's cache.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The router and the query cache, each a chunk the entry evaluates in a task of its
            // own before the app's start (main.tsx).
            { name: 'lib-router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'lib-query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
            // The icons together (6 KB): one request instead of one per icon.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  // The landing page's server renderer (dist/ssr) bundles its icons; React stays external.
  ssr: { noExternal: ['lucide-react'] },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin },
  },
}));
