import { defineConfig } from '@playwright/test';

const ci = Boolean(process.env.CI);

/**
 * The shopper journeys in Debian's Chromium against the built server (`npm run build` first).
 * Each describe block starts a shop of its own (fixtures.ts) in the worker that runs it.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  // Seeds the demo shop once into the template every SQLite shop starts from.
  globalSetup: './src/global-setup.ts',
  // Three on two cores: a journey waits on its server and its page more than it computes, so a
  // third worker fills the cores (79 journeys: 199 s against 218 s with two, quiet machine;
  // docs/decisions/084). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // The tests of a describe block share its shop and run in order; files run side by side.
  fullyParallel: false,
  forbidOnly: ci,
  // No retries: a journey retried alone would run without the journeys before it in its block
  // (the orders they placed, the settings they changed). The first failure keeps its trace instead.
  retries: 0,
  // A journey through checkout at two widths on a busy machine takes minutes, not seconds.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    // playwright-core's own defaults, as the journeys were written against them.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Kept on a test's first failure: each action with its timing, the network, the console and the
    // sources, and the failure's screenshot below. Not the page's DOM before and after each action:
    // recording those snapshots was a tenth of the journeys' CPU (docs/decisions/085);
    // E2E_TRACE_SNAPSHOTS=1 keeps them when a failure needs them. Nor the screencast (084).
    trace: { mode: 'retain-on-first-failure', snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1', screenshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell (package chromium-headless-shell), the build Playwright's own
      // headless mode runs: the same Blink, without the full browser's windowing and GPU process
      // (0.8 of the CPU, docs/decisions/084). Nothing is downloaded (never `npx playwright install`).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // Nothing reaches outside this machine.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
