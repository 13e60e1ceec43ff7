import { defineConfig } from '@playwright/test';

// The suites load the built extension (.output/chrome-mv3, built by `npm test` before
// them) into Debian's Chromium. See automation/extension.ts.
export default defineConfig({
  testDir: 'tests/e2e',
  // Each run clears its output folder; parallel runs on one checkout need separate ones.
  outputDir: process.env.LISAN_TEST_RESULTS ?? 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
});
