import { commonPluralSingular } from '../../lib/arabic/common-plurals';
import { heapAfterGc, measureWorkerHeap } from '../../scripts/bench/heap';
import { attachToServiceWorker } from '../../scripts/bench/worker-cdp';
import { expect, test } from './support/extension';
import { controlWorker, lookUpInPopup, openPopup, setUp } from './support/resilience-helpers';
import { workerHeapStrings } from './support/worker-heap-strings';

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

test('the common-plurals table enters the worker’s heap at the first lookup, not at start', async ({
  extension,
  service,
}) => {
  // A line near the table's start: V8's snapshot keeps a string's first 1,024 characters.
  expect(commonPluralSingular('آباء')).toBe('أب');
  const line = '\nآباء أب\n';
  const popup = await openPopup(extension);
  const worker = await attachToServiceWorker(extension.context, popup, extension.id);
  try {
    const holdsTable = async () =>
      (await workerHeapStrings(worker)).some((text) => text.includes(line));
    expect(await holdsTable(), 'at start').toBe(false);

    await setUp(extension, { apiKey: 'demo', serviceUrl: service.baseUrl });
    // A plural whose singular the table gives is asked first (رجال → رجل).
    await lookUpInPopup(popup, 'رجال');
    expect(await holdsTable(), 'after looking up a plural').toBe(true);
  } finally {
    await worker.detach();
  }
});
