import { defineConfig } from 'vitest/config';

// Unit tests cover pure helpers only, so they need neither the browser nor the Vite plugins.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
