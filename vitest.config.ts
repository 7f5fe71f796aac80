import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './apps/web/compiled-catalogues.ts';

const coreSource = fileURLToPath(new URL('./packages/core/src/', import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run the core's TypeScript directly; the built dist is for production only.
    alias: [{ find: /^@backroom\/core\/(.*)$/, replacement: `${coreSource}$1.ts` }],
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. The API
    // tests spend much of their time waiting on PostgreSQL, so more workers finish them sooner there
    // (core and server: 226 s with one, 159 s with two, side by side; every project on three: 295 s
    // against 399 s, docs/decisions/084). Each worker has a PostgreSQL database of its own
    // (testing/global-setup.ts).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Pure functions: their files share one process (see the server project).
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // The storefront's message catalogues, compiled as the build compiles them.
        plugins: [compiledCatalogues()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The files share one worker, its modules and its jsdom page: the set-up (importing React,
          // MUI and the screens, making the page) is paid once, not once a file. setup-tests.ts puts
          // back after each file what a file leaves in the page and in modules' memory
          // (docs/decisions/083). Whole project, one run right after the other at load 7 falling to
          // 2.4: 387 s isolated, 164 s shared (import 46 s against 7 s, environment 46 s against 1 s).
          isolate: false,
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // A checkout journey types into many fields; on a busy 2-core machine that outlasts 5 s.
          testTimeout: 30_000,
          // Beside the server's files, in the same three workers: those wait on PostgreSQL and on
          // their schedules' clocks, and the storefront's fill the cores meanwhile (the unit step
          // 295 s against 399 s with these after the others on one worker, quiet machine; 084).
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Each file opens a database and an app of its own and nothing mocks modules, so its files
          // share a process: modules are loaded once, not once a file (docs/decisions/034).
          isolate: false,
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: { name: 'bench', include: ['bench/src/**/*.test.ts'] },
      },
    ],
  },
});
