import { expect, test } from '@playwright/test';
import { EXTENSION_DIR } from '../../automation/extension';
import { contentScriptSize } from '../../scripts/bench/size';

/**
 * Issue 11: what every page and frame loads stays within 6 KB gzipped (the bench's own
 * measure: each injected file at gzip level 9). Checked on the build the suites load.
 */
const BUDGET_BYTES = 6 * 1024;

test('the built content script is within its 6 KB gzipped budget', () => {
  const { files, gzipBytes } = contentScriptSize(EXTENSION_DIR);
  expect(files).toEqual(['content-script.js']);
  expect(gzipBytes, `${files.join(', ')} gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);
});
