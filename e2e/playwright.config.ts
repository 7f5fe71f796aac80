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
  // Two cores: see docs/decisions/077 for the measured choice. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    trace: 'retain-on-first-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: nothing is downloaded (never `npx playwright install`).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Nothing reaches outside this machine.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
