import { defineConfig } from '@playwright/test';

// The suites load the built extension (.output/chrome-mv3) into Debian's Chromium;
// `npm run test:e2e` builds first. See tests/e2e/support/extension.ts.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { trace: 'retain-on-failure' },
});
