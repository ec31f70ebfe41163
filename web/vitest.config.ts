import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two kinds of test beside the code: `*.test.ts` covers pure helpers in plain Node (fast, no
// DOM); `*.test.tsx` renders components into jsdom and reads them as a person or a screen
// reader would. jsdom rather than happy-dom: happy-dom gives every element an empty computed
// `display`, so accessible names come out with spaces between inline elements that a browser
// would not read. Of the app's Vite plugins both need only Lingui's, which compiles the
// catalogues (no route is generated or split here).
export default defineConfig({
  plugins: [lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) })],
  // `~/` is web/src, as in vite.config.ts; both projects extend this root config for it.
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['./src/test/languages.ts'],
          // Pure helpers: the modules and the catalogues are loaded once per worker, not once
          // per file (no test file mocks a module).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/languages.ts', './src/test/setup.ts'],
          // A form filled in key by key is slow on a shared two-core machine under load; this
          // is a limit for a stuck test, not a measure of speed.
          testTimeout: 30_000,
          // One jsdom and one Mantine per worker, not per file: each test renders into a fresh
          // tree (setup.ts cleans up after it), and no test file mocks a module.
          isolate: false,
        },
      },
    ],
  },
});
