import { heapAfterGc, measureWorkerHeap } from '../../scripts/bench/heap';
import { attachToServiceWorker } from '../../scripts/bench/worker-cdp';
import { expect, test } from './support/extension';
import { controlWorker } from './support/resilience-helpers';

/**
 * Issue 13: the background's heap just after a start, as the bench measures it (forced GC,
 * then the heap in use, over CDP), stays well inside the 1 MB target: the figure moves by up
 * to ~0.1 MB between runs (0.70–0.86 MB measured since the worker became a module, against
 * 0.95–1.04 MB before). Chromium starts the worker afresh after ~30 s idle, so the start after
 * a stop counts as much as the first.
 */
const BUDGET_BYTES = 0.9 * 1024 * 1024;

test('the worker holds at most 0.9 MB of heap after its first start and after a restart', async ({
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
