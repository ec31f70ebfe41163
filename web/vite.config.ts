import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';
import { stylesheetsFirst } from './stylesheets-first.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  // `~/` is web/src, for imports that would otherwise climb three folders or more.
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    // The router plugin must run before the React plugin: it generates routeTree.gen.ts and
    // splits each route file into lazily loaded chunks. What stays behind (validateSearch,
    // beforeLoad, loader) is in the first download of every page, so a loader imports only
    // query inputs (-components/queries.ts), never a component. A pending screen travels with
    // its page's component (by default it would stay behind, with its skeleton's imports):
    // the router loads that chunk while the loader runs, before the skeleton is due.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    // Compiles each catalogue imported with `?lingui` (src/i18n/catalogues.ts) into its own
    // chunk of precompiled messages: no message parser ships (docs/architecture.md, "Languages").
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
    stylesheetsFirst(),
    prerender(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: api, ws: true },
      '/auth/google': api,
      '/auth/callback': api,
      '/healthz': api,
    },
  },
  build: {
    sourcemap: true,
    // The server reads it to preload each page's chunks (server/src/http/route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      // The app, and the landing page on its own for visitors without a session (src/landing.tsx):
      // the server picks one for / (server/src/http/web.ts).
      input: { main: 'index.html', landing: 'landing.html' },
      // Required by the inlining below; the app's entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Small chunks shared by several routes are copied into each (one copy runs: the
          // bundler's registry keeps one module state): the landing page loads 25 files
          // instead of 79, the chat page 42 instead of 125, with fewer bytes, and under
          // latency each file costs a round trip (docs/benchmarks.md, "Page paint").
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          // What every page runs, the app's and the landing page's entries alike (React DOM,
          // TanStack Query, the tRPC client, superjson, Lingui), in one file instead of seven,
          // shared (Lingui's React part would otherwise be copied into two of the landing
          // page's chunks):
          // the landing page's first download, 152 KB in 12 files, is 149 KB in 9, and the
          // app's is a few KB smaller too (docs/benchmarks.md). Mantine stays split by use.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|@trpc[\\/][^\\/]+|superjson|copy-anything|is-what|@mantine[\\/]store|@lingui[\\/](core|react)|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
