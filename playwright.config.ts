import { defineConfig } from '@playwright/test';

// The suites load the built extension (.output/chrome-mv3, built by `npm test` before
// them) into Debian's Chromium. See automation/extension.ts.
export default defineConfig({
  testDir: 'tests/e2e',
  // Each run clears its output folder; parallel runs on one checkout need separate ones.
  outputDir: process.env.LISAN_TEST_RESULTS ?? 'test-results',
  fullyParallel: false,
  workers: 2,
  // One retry, reported as "flaky" in the output: on a loaded 2-core machine Chromium drops
  // input to the card's cross-origin frame just after it moved or was covered, and its
  // visibility observer may not report in time (docs/decisions.md). A real fault fails twice.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    { name: 'e2e', grepInvert: /@timing/ },
    // Tests tagged @timing compare how long the card takes for one word against another.
    // They run after every other test, alone, so that a second browser busy on the
    // machine's other core does not slow one side of the comparison.
    { name: 'timing', grep: /@timing/, dependencies: ['e2e'] },
  ],
});
