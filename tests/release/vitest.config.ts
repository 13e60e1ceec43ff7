import { defineConfig } from 'vitest/config';

// The release checks (npm run test:release): `npm run zip`, then the packages' notices and
// a rebuild from the sources package in an empty folder (npm ci there: a few minutes).
export default defineConfig({
  test: {
    include: ['tests/release/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/release/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
