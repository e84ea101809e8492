import { defineConfig } from 'vitest/config';

// One runner, three projects: pure/unit tests (fast, no I/O), API tests (real server + database),
// browser tests (real Chromium against the built product). `npm test` runs them in that order.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/extension/src/**/*.test.ts',
            'apps/web/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // The first test of a compliance file compiles the rule families it touches (a one-off cost
          // of a second or two, several on a loaded 2-core CI machine); the default 5 s failed there.
          testTimeout: 20_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's own default deadline is 1 s, which a loaded 2-core CI machine can miss
          // for work the app does after its answer; a deadline costs time only on failure.
          expect: { poll: { timeout: 10_000 } },
          // PGlite and argon2 are CPU-heavy; two cores means two workers at most.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll's own default deadline is 1 s: too short for a page on a loaded machine.
          expect: { poll: { timeout: 15_000 } },
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
