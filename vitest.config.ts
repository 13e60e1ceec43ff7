import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest(), preact()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    // Component tests opt into happy-dom with a `// @vitest-environment happy-dom` line.
    environment: 'node',
    setupFiles: ['tests/setup/fake-indexeddb.ts'],
    testTimeout: 20_000,
  },
});
