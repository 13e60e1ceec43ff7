import { defineConfig } from 'vitest/config';

// The Firefox end-to-end suite (npm run test:firefox): Debian's Firefox ESR with the built
// add-on (.output/firefox-mv2), driven over WebDriver BiDi by puppeteer-core. Firefox
// allows one BiDi session and takes ~20 s to start here, so every file shares one browser:
// one worker, files one after another, modules kept between files (support/firefox.ts).
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
