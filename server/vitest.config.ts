import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    // Live updates arrive through real sockets and a real database: on a busy 2-core
    // machine that can take more than the default second.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 60_000,
    // Each file gets its own database on one shared embedded PostgreSQL.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
