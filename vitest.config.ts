import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * One module graph per worker, loaded by Node itself (tsx strips the types), so the rule
 * tables compile once per worker, not once per file: 318 files took 11 min on 2 workers, each
 * paying 4-5 s of start-up, and take under 2 min so. Vite's module runner kept every finished
 * file's modules when shared (a worker went out of memory in CI), Node's own loader keeps
 * each module once. These tests use no vi.mock, which needs Vite's runner.
 */
const SHARED_NATIVE = {
  isolate: false,
  experimental: { viteModuleRunner: false },
  execArgv: ['--import', 'tsx', '--max-old-space-size=4096'],
} satisfies TestProjectInlineConfiguration['test'];

// One runner; projects for pure/unit tests (fast, no I/O), the extension, compliance, web, API tests (real
// server + database) and browser tests (real Chromium against the built product). `npm test` runs them
// in that order.
export default defineConfig({
  test: {
    // Vitest's own default is one worker fewer than the cores: one worker on CI's 2-core machine, which
    // left a core idle through the unit, compliance and web projects (their files are CPU-bound and
    // independent). The browser project still runs one file at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/scripts/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['packages/compliance/**', '**/node_modules/**'],
          environment: 'node',
          // Drafts call the compliance checks too: their first test compiles rules. Shared as below.
          testTimeout: 20_000,
          ...SHARED_NATIVE,
        },
      },
      {
        test: {
          // The extension's own tests stay on Vite's module runner, isolated: its components are JSX,
          // which Vite's React transform reads and tsx, outside the extension's tsconfig, does not.
          name: 'extension',
          include: ['apps/extension/src/**/*.test.ts'],
          environment: 'node',
          // The extension calls the compliance checks too: its first test compiles rules.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'compliance',
          include: ['packages/compliance/src/**/*.test.ts'],
          environment: 'node',
          // The first test of a file compiles the rule families it touches (several seconds on a loaded
          // 2-core CI machine); the default 5 s failed there.
          testTimeout: 20_000,
          ...SHARED_NATIVE,
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
          // Each file makes its own server and database; the modules behind them load once per worker.
          ...SHARED_NATIVE,
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
