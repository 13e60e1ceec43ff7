import type { Page } from '@playwright/test';
import type { ExtensionHandle } from '../../automation/extension';
import { round, type Summary, summarise } from './stats';
import { fillerWords } from './words';
import { attachToServiceWorker, type WorkerSession } from './worker-cdp';

export interface HeapStats {
  /** Cache entries before and after filling (answers plus remembered word forms). */
  entriesBefore: number;
  entriesAfter: number;
  lookupsSent: number;
  failedLookups: number;
  /** Service worker JS heap in use after a forced GC, in bytes. */
  heapBeforeBytes: number;
  heapAfterBytes: number;
  /** The engine's own estimate of what its cache holds (UTF-8 of keys and JSON values). */
  cacheApproxBytes: number;
  /** navigator.storage.estimate() of the extension's origin, in bytes. */
  storageUsageBytes: number | null;
  indexedDbBytes: number | null;
  /** Round trip of the `status` message (the popup and options wait for it), before and after filling. */
  statusRoundTripBefore: Summary;
  statusRoundTripAfter: Summary;
}

interface StatusAnswer {
  ok: boolean;
  cache?: { entries: number; approxBytes: number };
}

/**
 * The background's heap once the cache holds `targetEntries` entries. The entries come from
 * lookups of words the sample lexicons lack, sent as runtime messages from the popup page
 * (the sender the background accepts lookups from without a card session). Each costs one
 * call of the key's budget and leaves two entries (the empty answer, and the remembered
 * "no such word"), so 5,000 entries take about 2,500 calls: inside the demo key's 5,000
 * together with the rest of the run. Heap: CDP Runtime.getHeapUsage on the worker's
 * target after HeapProfiler.collectGarbage, before and after filling.
 */
export async function measureBackgroundHeap(
  extension: ExtensionHandle,
  targetEntries: number,
): Promise<HeapStats> {
  const page = await extension.context.newPage();
  await page.goto(extension.url('popup.html'));
  const worker = await attachToServiceWorker(extension.context, page, extension.id);
  try {
    const before = await cacheStats(page);
    const statusRoundTripBefore = await timeStatus(page);
    const heapBeforeBytes = await heapAfterGc(worker);

    // Twice what is needed: the loop stops as soon as the cache holds enough.
    const pool = fillerWords(targetEntries);
    let entries = before.entries;
    let lookupsSent = 0;
    let failedLookups = 0;
    while (entries < targetEntries) {
      // Two entries per word: ask for what is missing, in batches, checking progress.
      const count = Math.min(500, Math.ceil((targetEntries - entries) / 2));
      const words = pool.slice(lookupsSent, lookupsSent + count);
      if (words.length === 0) throw new Error('ran out of filler words');
      failedLookups += await lookUpAll(page, words);
      lookupsSent += words.length;
      const stats = await cacheStats(page);
      if (stats.entries <= entries) throw new Error('the cache stopped growing');
      entries = stats.entries;
    }

    const after = await cacheStats(page);
    const statusRoundTripAfter = await timeStatus(page);
    const heapAfterBytes = await heapAfterGc(worker);
    const storage = await page.evaluate(async () => {
      const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
        usageDetails?: { indexedDB?: number };
      };
      return { usage: estimate.usage ?? null, indexedDb: estimate.usageDetails?.indexedDB ?? null };
    });
    return {
      entriesBefore: before.entries,
      entriesAfter: after.entries,
      lookupsSent,
      failedLookups,
      heapBeforeBytes,
      heapAfterBytes,
      cacheApproxBytes: after.approxBytes,
      storageUsageBytes: storage.usage,
      indexedDbBytes: storage.indexedDb,
      statusRoundTripBefore,
      statusRoundTripAfter,
    };
  } finally {
    await worker.detach();
    await page.close();
  }
}

async function cacheStats(page: Page): Promise<{ entries: number; approxBytes: number }> {
  const answer = (await page.evaluate(() =>
    chrome.runtime.sendMessage({ type: 'status', includeCache: true }),
  )) as StatusAnswer;
  if (!answer.ok || !answer.cache) throw new Error('the background did not answer "status"');
  return answer.cache;
}

/** Sends the lookups a few at a time, as a busy reader could; returns how many failed. */
async function lookUpAll(page: Page, words: string[]): Promise<number> {
  return page.evaluate(async (list) => {
    let next = 0;
    let failed = 0;
    const lanes = Array.from({ length: 8 }, async () => {
      while (next < list.length) {
        const word = list[next++];
        const answer = await chrome.runtime.sendMessage({ type: 'lookup', word, tab: 'senses' });
        if (answer?.ok !== true) failed++;
      }
    });
    await Promise.all(lanes);
    return failed;
  }, words);
}

/** The `status` message, 10 times back to back from the popup page. */
async function timeStatus(page: Page): Promise<Summary> {
  const times = await page.evaluate(async () => {
    const list: number[] = [];
    for (let index = 0; index < 10; index++) {
      const start = performance.now();
      await chrome.runtime.sendMessage({ type: 'status' });
      list.push(performance.now() - start);
    }
    return list;
  });
  return summarise(times);
}

/** The worker's heap after a forced GC, from an extension page it can be reached through. */
export async function measureWorkerHeap(extension: ExtensionHandle): Promise<number> {
  const page = await extension.context.newPage();
  await page.goto(extension.url('popup.html'));
  const worker = await attachToServiceWorker(extension.context, page, extension.id);
  try {
    return await heapAfterGc(worker);
  } finally {
    await worker.detach();
    await page.close();
  }
}

export async function heapAfterGc(worker: WorkerSession): Promise<number> {
  await worker.send('HeapProfiler.collectGarbage');
  const usage = await worker.send<{ usedSize: number }>('Runtime.getHeapUsage');
  return round(usage.usedSize);
}
