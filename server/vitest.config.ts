import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, so that the run does not end waiting on one of them: vitest orders by
 * the last run's durations, which a fresh clone (CI) has none of, and then by file size,
 * which put the accessibility walks (short files, the longest runs) last, 100 s after the
 * rest. The walks, then the other Chromium journeys, go first whatever it knows.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) =>
      f.moduleId.includes('/e2e/accessibility-') ? 0 : f.moduleId.includes('/e2e/') ? 1 : 2;
    return (await super.sort(files)).toSorted((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Live updates arrive through real sockets and a real database: on a busy 2-core
    // machine that can take more than the default second.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          // Tests of one module each, with nothing to start: the modules are loaded once per
          // worker, not once per file (no test file mocks a module).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['test/**/*.test.ts'],
          // Each file gets its own database on one shared embedded PostgreSQL.
          globalSetup: ['test/support/global-setup.ts'],
          // Files share their worker's loaded modules instead of loading the server again
          // each: every file starts its own app (its own database, caches and queues), what
          // modules keep is keyed by what it caches (a platform's id or JWKS address) or set
          // again by each app's start (the LTI key ring), and no test file mocks a module.
          // The app tests alone: 596 → 327 s wall, their CPU 781 → 312 s.
          isolate: false,
        },
      },
    ],
  },
});
