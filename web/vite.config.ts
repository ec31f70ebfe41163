import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin: it generates routeTree.gen.ts and
    // splits each route file into lazily loaded chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
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
  },
});
