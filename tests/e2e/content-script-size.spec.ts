import { expect, test } from '@playwright/test';
import { EXTENSION_DIR } from '../../automation/extension';
import { contentScriptSize, lazyContentSize } from '../../scripts/bench/size';

/**
 * Issues 11, 13 and 29: what every page and frame loads stays within its budget gzipped
 * (the bench's own measure: each file at gzip level 9), lowered to what it has reached so
 * that it can only shrink. It was one script that grew from 6,023 B (issue 13) to 8,278 B
 * with issue 26's defences (+1.1 KB) and both state machines (+1.2 KB, issue 29 part 4);
 * since issue 29 part 4 it is a loader of one listener (989 B) that imports the rest at
 * the reader's first press or selecting key in a frame, 1,076 B once it also hears a touch's
 * end from the first touch (a long-press may end while the rest loads): the issue's target
 * is 4 KB, the design's 6 KB. The rest has a ratchet of its own: what a frame pays at its first lookup
 * (8,278 B of the single script, 8,313 B as the lazily loaded part, which now also takes
 * each event as the loader read it; 8,250 B with the touch listening moved to the loader;
 * 8,257 B since the browser's visibility judgement may take 2 s, as on a loaded machine).
 * See docs/performance.md. Checked on the build the suites load.
 */
const LOADER_BUDGET_BYTES = 1076;
const LOOKUP_PART_BUDGET_BYTES = 8257;

test('the loader every page runs is within its 1,076 B gzipped budget', () => {
  const { files, gzipBytes } = contentScriptSize(EXTENSION_DIR);
  expect(files).toEqual(['content-script.js']);
  expect(gzipBytes, `${files.join(', ')} gzipped`).toBeLessThanOrEqual(LOADER_BUDGET_BYTES);
});

test('the part a frame loads at its first lookup is within its 8,257 B gzipped budget', () => {
  const { files, gzipBytes } = lazyContentSize(EXTENSION_DIR);
  expect(files).toEqual(['content-lookup.js']);
  expect(gzipBytes, `${files.join(', ')} gzipped`).toBeLessThanOrEqual(LOOKUP_PART_BUDGET_BYTES);
});
