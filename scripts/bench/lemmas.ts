import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ExtensionHandle } from '../../automation/extension';
import { parseLemmaList, parseVerbIndex } from '../../lib/arabic';
import { LEMMA_LIST_PATH, VERB_INDEX_PATH } from '../../lib/lookup/lemma-source';
import { heapAfterGc } from './heap';
import type { Row } from './report';
import { kb, mb, ms } from './report';
import { attachToServiceWorker } from './worker-cdp';

export interface LemmaListStats {
  rawBytes: number;
  gzipBytes: number;
  words: number;
  /** In the service worker: fetch of the packaged file, text, and parse. */
  firstUseMs: number;
  /** Of which the parse alone. */
  parseMs: number;
  /** Worker JS heap held by the parsed list (after GC, list kept alive vs. before). */
  heapBytes: number;
  /**
   * What the list holds outside the JS heap count: its one-byte text (V8 keeps large
   * strings outside `usedSize`); lookups bisect the text, with no index.
   */
  retainedBytes: number;
}

export const LEMMA_TARGETS = {
  /** All shipped lemma data: the list and the verb stem index (issue 25). */
  gzipBytes: 600 * 1024,
  firstUseMs: 80,
  heapBytes: 4 * 1024 * 1024,
} as const;

/**
 * The shipped lemma list, measured where it runs: its size in the built package, and in
 * the extension's service worker the time of its first use (fetch through
 * runtime.getURL, text, parseLemmaList: the very function the engine uses, sent as its
 * source) and the heap the parsed list holds.
 */
export async function measureLemmaList(
  extension: ExtensionHandle,
  extensionDir: string,
): Promise<LemmaListStats> {
  // The list and the verb stem index load together (packagedLemmaSource): measured so.
  const bytes = Buffer.concat([
    readFileSync(join(extensionDir, LEMMA_LIST_PATH)),
    readFileSync(join(extensionDir, VERB_INDEX_PATH)),
  ]);
  const page = await extension.context.newPage();
  await page.goto(extension.url('popup.html'));
  const worker = await attachToServiceWorker(extension.context, page, extension.id);
  try {
    const before = await heapAfterGc(worker);
    // __name: the helper tsx (esbuild, keepNames) wraps named functions in.
    const expression = `(async () => {
      const __name = (target) => target;
      const parse = ${parseLemmaList.toString()};
      const parseVerbIndex = ${parseVerbIndex.toString()};
      // As packagedLemmaSource reads them: each file as text, its own string.
      const read = async (path) => (await fetch(chrome.runtime.getURL(path))).text();
      const started = performance.now();
      const [listText, verbText] = await Promise.all([
        read(${JSON.stringify(LEMMA_LIST_PATH)}),
        read(${JSON.stringify(VERB_INDEX_PATH)}),
      ]);
      const parsing = performance.now();
      // Parsed, and the verb index's header read: a lookup needs the codec, which this
      // injected source does not carry (the Node line of first-use.ts times the first ranking).
      const list = parse(listText, verbText);
      void list.verbs;
      const done = performance.now();
      globalThis.__lisanBenchLemmaList = list;
      const retainedBytes = listText.length + verbText.length;
      return { firstUseMs: done - started, parseMs: done - parsing, words: list.size, retainedBytes };
    })()`;
    const { result, exceptionDetails } = await worker.send<{
      result: {
        value?: { firstUseMs: number; parseMs: number; words: number; retainedBytes: number };
      };
      exceptionDetails?: { exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (exceptionDetails || !result.value) {
      throw new Error(`lemma list in the worker: ${exceptionDetails?.exception?.description}`);
    }
    const after = await heapAfterGc(worker);
    await worker.send('Runtime.evaluate', {
      expression: 'delete globalThis.__lisanBenchLemmaList',
    });
    return {
      rawBytes: bytes.length,
      gzipBytes: gzipSync(bytes, { level: 9 }).length,
      words: result.value.words,
      firstUseMs: result.value.firstUseMs,
      parseMs: result.value.parseMs,
      heapBytes: after - before,
      retainedBytes: result.value.retainedBytes,
    };
  } finally {
    await worker.detach();
    await page.close();
  }
}

export function lemmaListRows(stats: LemmaListStats): Row[] {
  return [
    {
      metric: `Lemma list and verb stem index in the package (gzip -9), ${stats.words} words`,
      value: `${kb(stats.gzipBytes)} (raw ${kb(stats.rawBytes)})`,
      target: `≤ ${kb(LEMMA_TARGETS.gzipBytes)}`,
      pass: stats.gzipBytes <= LEMMA_TARGETS.gzipBytes,
    },
    {
      metric: 'Lemma list first use in the worker: fetch + parse',
      value: `${ms(stats.firstUseMs)} (parse ${ms(stats.parseMs)})`,
      target: `≤ ${ms(LEMMA_TARGETS.firstUseMs)}`,
      pass: stats.firstUseMs <= LEMMA_TARGETS.firstUseMs,
    },
    {
      metric: 'Lemma list memory in the worker (JS heap after GC + text and index)',
      value: `${mb(stats.heapBytes + stats.retainedBytes)} (heap ${mb(stats.heapBytes)})`,
      target: `≤ ${mb(LEMMA_TARGETS.heapBytes)}`,
      pass: stats.heapBytes + stats.retainedBytes <= LEMMA_TARGETS.heapBytes,
    },
  ];
}
