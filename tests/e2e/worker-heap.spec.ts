import type { ExtensionHandle } from '../../automation/extension';
import { ARABIC_LETTER } from '../../lib/arabic/detect';
import type { SampleService } from '../../sample-service/server';
import { heapAfterGc, measureWorkerHeap } from '../../scripts/bench/heap';
import { attachToServiceWorker } from '../../scripts/bench/worker-cdp';
import { expect, test } from './support/extension';
import { controlWorker, lookUpInPopup, openPopup, setUp } from './support/resilience-helpers';
import { workerHeapStrings } from './support/worker-heap-strings';

/**
 * Issue 13: the background's heap just after a start, as the bench measures it (forced GC,
 * then the heap in use, over CDP), stays inside the 1 MB target. Chromium starts the worker
 * afresh after ~30 s idle, so the start after a stop counts as much as the first.
 */
// The target itself: the module worker measured 0.85-0.94 MB in five starts at 44fbddb, the
// same build loaded as a classic worker 1.17-1.26 MB, so the test fails the classic worker
// with room for the module worker's spread between runs (0.95 MB did not leave it).
const BUDGET_BYTES = 1024 * 1024;

test('the worker holds at most 1 MB of heap after its first start and after a restart', async ({
  extension,
}) => {
  const firstStart = await measureWorkerHeap(extension);
  expect(firstStart, 'heap after the first start').toBeLessThanOrEqual(BUDGET_BYTES);

  const popup = await extension.context.newPage();
  await popup.goto(extension.url('popup.html'));
  const control = await controlWorker(extension, popup);
  await control.stop();
  // Any message wakes a fresh worker.
  await popup.evaluate(() => chrome.runtime.sendMessage({ type: 'status' }));
  const worker = await attachToServiceWorker(extension.context, popup, extension.id);
  try {
    expect(await heapAfterGc(worker), 'heap after a restart').toBeLessThanOrEqual(BUDGET_BYTES);
  } finally {
    await worker.detach();
  }
});

test('analysing a word of common letters builds no \\p{…} letter pattern in the worker', async ({
  extension,
  service,
}) => {
  // The pattern isArabicLetter builds at its first call (its source, as V8 keeps it); once
  // run, V8 keeps ~20 KB of its machine code.
  const letterPattern = `^${ARABIC_LETTER}$`;
  // رجال is asked as رجل first (the plurals table), after the analyser's readings of it.
  const { afterLookup } = await heapTextsAroundALookup(extension, service, 'رجال');
  expect(afterLookup.some((text) => text.includes('\nآباء plural أب\n'))).toBe(true);
  expect(afterLookup.includes(letterPattern), 'the pattern in the heap').toBe(false);
});

/** The worker's heap texts at start, and after `word` was looked up in the popup. */
async function heapTextsAroundALookup(
  extension: ExtensionHandle,
  service: SampleService,
  word: string,
): Promise<{ atStart: string[]; afterLookup: string[] }> {
  const popup = await openPopup(extension);
  const worker = await attachToServiceWorker(extension.context, popup, extension.id);
  try {
    const atStart = await workerHeapStrings(worker);
    await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
    await lookUpInPopup(popup, word);
    return { atStart, afterLookup: await workerHeapStrings(worker) };
  } finally {
    await worker.detach();
  }
}
