/**
 * `npm run bench`: builds Lisan (the npm script does), then measures in one headless
 * Chromium run against the sample service on loopback: content-script size, what the
 * content script costs a page load, double-click → card, popup open and lookup, service
 * calls, and the background's heap with a full cache. Prints a table and writes
 * bench-results/bench.json. Targets are informational: the script exits 0 unless it crashes.
 *
 * Methods, one per module under scripts/bench/: size.ts, page-load.ts, card.ts (with the
 * in-page probe of probes.ts), popup.ts, calls.ts, heap.ts.
 */
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { EXTENSION_DIR, launchWithExtension } from '../automation/extension';
import { configureThroughOptions } from '../automation/options';
import { startSampleService } from '../sample-service/server';
import { chromiumVersion, launchPlain } from './bench/browsers';
import { callRows } from './bench/call-rows';
import {
  type CallCounts,
  countCallsWithoutSearch,
  countSearchShapeCalls,
  countServiceCalls,
  type NoSearchCounts,
  type SearchShapeCounts,
} from './bench/calls';
import {
  type CardStats,
  measureColdCards,
  measureKeptFrameCards,
  measureWarmCards,
} from './bench/card';
import { type HeapStats, measureBackgroundHeap, measureWorkerHeap } from './bench/heap';
import { type LemmaListStats, lemmaListRows, measureLemmaList } from './bench/lemmas';
import { addedCost, measurePageLoadCost, type PageLoadCost } from './bench/page-load';
import { measurePopup, type PopupStats } from './bench/popup';
import { installProbe } from './bench/probes';
import { writeReferenceExtension } from './bench/reference-extension';
import { formatRows, formatTable, kb, mb, ms, type Row, writeJson } from './bench/report';
import { BENCH_HOST_RULES, newWordPace, siteOrigins } from './bench/sites';
import { type ContentScriptSize, contentScriptSize, lazyContentSize } from './bench/size';
import { ALL_TABS_WORD, coldWords, NO_SEARCH_WORDS, WARM_WORD } from './bench/words';

const PAGE_LOADS = 30;
const WARM_SAMPLES = 30;
const MIN_COLD_SAMPLES = 30;
const POPUP_SAMPLES = 20;
const CACHE_ENTRIES = 5000;
const OUTPUT = resolve(import.meta.dirname, '../bench-results/bench.json');
const startedAt = Date.now();

/** Issue 13's targets (medians). */
const TARGETS = {
  contentScriptGzipBytes: 4 * 1024,
  pageLoadScriptMs: 0.5,
  coldCardMs: 70,
  firstCardCachedMs: 40,
  warmCardMs: 10,
  popupFocusMs: 50,
  heapAtStartBytes: 1024 * 1024,
  heapFullCacheBytes: 2.5 * 1024 * 1024,
  cachedLookupMs: 2,
} as const;

async function main(): Promise<void> {
  const size = contentScriptSize(EXTENSION_DIR);
  const lazySize = lazyContentSize(EXTENSION_DIR);
  const cold = coldWords();
  if (cold.length < MIN_COLD_SAMPLES) throw new Error(`only ${cold.length} cold words`);

  const service = await startSampleService({ port: 0 });
  const extension = await launchWithExtension(undefined, undefined, [BENCH_HOST_RULES]);
  const plain = await launchPlain();
  const reference = await launchPlain(writeReferenceExtension());
  try {
    // Before anything else touches the worker: what it holds just for having started.
    progress('background heap after start');
    const heapAtStartBytes = await measureWorkerHeap(extension);
    progress('configuring Lisan for the sample service');
    const options = await configureThroughOptions(extension.context, extension.id, {
      apiKey: 'demo',
      serviceUrl: service.baseUrl,
    });
    await options.close();
    const chromium = await chromiumVersion(extension.context);

    progress(`page loads with Lisan, the reference listener and no extension (${PAGE_LOADS} each)`);
    const pageLoad = await measurePageLoadCost(
      { lisan: extension.context, reference: reference.context, none: plain.context },
      `${service.origin}/pages/demo.html`,
      PAGE_LOADS,
    );
    await plain.close();
    await reference.close();

    // Only now: the probe must not weigh on the page-load comparison.
    await installProbe(extension.context);
    // Half the new words at the machine's pace, half at a reader's (card.ts, ClickPace).
    const machineWords = cold.filter((_, index) => index % 2 === 0);
    const readerWords = cold.filter((_, index) => index % 2 === 1);
    // Each page on a site of its own, new words paced under the all-sites cap (sites.ts).
    const freshSite = siteOrigins(service.origin);
    const newWords = { origin: freshSite, beforeWord: newWordPace() };
    progress(`first card on a new page (${cold.length} words, two paces)`);
    const coldCards = await measureColdCards(extension.context, newWords, machineWords);
    const readerColdCards = await measureColdCards(
      extension.context,
      newWords,
      readerWords,
      'reader',
    );
    progress(`first card on a new page, word cached by the background (${cold.length} words)`);
    const cachedWords = { origin: freshSite };
    const firstCachedCards = await measureColdCards(extension.context, cachedWords, machineWords);
    const readerFirstCachedCards = await measureColdCards(
      extension.context,
      cachedWords,
      readerWords,
      'reader',
    );
    progress(`kept card frame, words cached by the background (${cold.length} words)`);
    const keptFrameCards = await measureKeptFrameCards(
      extension.context,
      service.origin,
      WARM_WORD,
      cold,
    );
    progress(`warm card (${WARM_SAMPLES} double-clicks)`);
    const warmCards = await measureWarmCards(
      extension.context,
      service.origin,
      WARM_WORD,
      WARM_SAMPLES,
    );
    progress(`popup (${POPUP_SAMPLES} opens and cached lookups)`);
    const popup = await measurePopup(extension, WARM_WORD, POPUP_SAMPLES);
    progress('service calls');
    const calls = await countServiceCalls(extension, service, ALL_TABS_WORD);
    const searchShapes = await countSearchShapeCalls(extension, service);
    progress('lemma list: first use and heap in the worker');
    const lemmas = await measureLemmaList(extension, EXTENSION_DIR);
    progress(`background heap with ${CACHE_ENTRIES} cache entries`);
    const heap = await measureBackgroundHeap(extension, CACHE_ENTRIES);
    // Again with the full cache (the cache once made `status`, which the card waited for,
    // walk every entry).
    progress(`warm card with ${heap.entriesAfter} cache entries (${WARM_SAMPLES} double-clicks)`);
    const warmCardsFullCache = await measureWarmCards(
      extension.context,
      service.origin,
      WARM_WORD,
      WARM_SAMPLES,
    );
    // Last: the extension then remembers the sample service as one without search.
    progress('service calls without search');
    const noSearchCalls = await countCallsWithoutSearch(extension, service, ...NO_SEARCH_WORDS);

    const results: Results = {
      size,
      lazySize,
      pageLoad,
      heapAtStartBytes,
      coldCards,
      readerColdCards,
      firstCachedCards,
      readerFirstCachedCards,
      keptFrameCards,
      warmCards,
      popup,
      calls,
      searchShapes,
      noSearchCalls,
      heap,
      warmCardsFullCache,
      lemmas,
    };
    const rows = tableRows(results);
    const machine = { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' };
    const durationSeconds = Math.round((Date.now() - startedAt) / 1000);
    console.info('');
    console.info(
      `Lisan benchmark · ${new Date(startedAt).toISOString()} · Chromium ${chromium} (headless) · ` +
        `${machine.cores} cores (${machine.cpu}) · ${durationSeconds} s`,
    );
    console.info('');
    console.info(formatRows(rows));
    console.info('');
    console.info('Where the card time goes (median ms after the double-click):');
    console.info(
      stageTable([
        ['first card', coldCards],
        ['first, reader-paced', readerColdCards],
        ['new to card', keptFrameCards],
        ['warm card', warmCards],
        [`warm, ${heap.entriesAfter} entries`, warmCardsFullCache],
      ]),
    );
    console.info('');
    console.info(
      `"status" message round trip (the popup and options wait for it): median ` +
        `${ms(heap.statusRoundTripBefore.median)} with ${heap.entriesBefore} cache entries, ` +
        `${ms(heap.statusRoundTripAfter.median)} with ${heap.entriesAfter}.`,
    );
    console.info('');

    writeJson(OUTPUT, {
      date: new Date(startedAt).toISOString(),
      chromium,
      headless: true,
      machine: { ...machine, platform: process.platform, node: process.version },
      durationSeconds,
      rows,
      results,
    });
    console.info(`Written to ${OUTPUT}`);
  } finally {
    await plain.close().catch(() => undefined);
    await reference.close().catch(() => undefined);
    await extension.close().catch(() => undefined);
    await service.close();
  }
}

interface Results {
  size: ContentScriptSize;
  /** The content script's lookup part, loaded at a frame's first press. */
  lazySize: ContentScriptSize;
  pageLoad: PageLoadCost<'lisan' | 'reference' | 'none'>;
  heapAtStartBytes: number;
  coldCards: CardStats;
  readerColdCards: CardStats;
  firstCachedCards: CardStats;
  readerFirstCachedCards: CardStats;
  keptFrameCards: CardStats;
  warmCards: CardStats;
  popup: PopupStats;
  calls: CallCounts;
  searchShapes: SearchShapeCounts;
  noSearchCalls: NoSearchCounts;
  heap: HeapStats;
  warmCardsFullCache: CardStats;
  lemmas: LemmaListStats;
}

function tableRows(r: Results): Row[] {
  const heapGrowth = r.heap.heapAfterBytes - r.heap.heapBeforeBytes;
  const { lisan, reference, none } = r.pageLoad.medians;
  const overReference = addedCost(lisan, reference);
  const overNone = addedCost(lisan, none);
  return [
    {
      metric: 'Content script every page runs, the loader (gzip -9)',
      value: `${kb(r.size.gzipBytes)} (raw ${kb(r.size.rawBytes)})`,
      target: `≤ ${kb(TARGETS.contentScriptGzipBytes)}`,
      pass: r.size.gzipBytes <= TARGETS.contentScriptGzipBytes,
    },
    {
      metric: "Content script's lookup part, at a frame's first press (gzip -9)",
      value: `${kb(r.lazySize.gzipBytes)} (raw ${kb(r.lazySize.rawBytes)})`,
      target: '—',
      pass: null,
    },
    {
      metric: `Page load: script time beyond a one-listener extension (median of ${r.pageLoad.loads})`,
      value: `${ms(overReference.scriptMs)} script, ${ms(overReference.taskMs)} tasks`,
      target: `script ≤ ${TARGETS.pageLoadScriptMs} ms`,
      pass: overReference.scriptMs <= TARGETS.pageLoadScriptMs,
    },
    {
      metric: `Page load: beyond no extension (median of ${r.pageLoad.loads})`,
      value: `${ms(overNone.scriptMs)} script, ${ms(overNone.taskMs)} tasks`,
      target: '—',
      pass: null,
    },
    cardRow('First card, new word: dblclick → painted', r.coldCards, TARGETS.coldCardMs),
    cardRow(
      'First card, new word, a reader-paced double-click: dblclick → painted',
      r.readerColdCards,
      TARGETS.coldCardMs,
    ),
    cardRow(
      'First card on a page, word cached: dblclick → painted',
      r.firstCachedCards,
      TARGETS.firstCardCachedMs,
    ),
    cardRow(
      'First card on a page, word cached, reader-paced: dblclick → painted',
      r.readerFirstCachedCards,
      TARGETS.firstCardCachedMs,
    ),
    cardRow('Warm card, cached word: dblclick → painted', r.warmCards, TARGETS.warmCardMs),
    {
      ...cardRow(
        'Card for a word cached, not yet in this card: dblclick → painted',
        r.keptFrameCards,
        TARGETS.warmCardMs,
      ),
      target: '—',
      pass: null,
    },
    cardRow(
      `Warm card, ${r.heap.entriesAfter} cache entries: dblclick → painted`,
      r.warmCardsFullCache,
      TARGETS.warmCardMs,
    ),
    {
      metric: `Popup: navigation → search field focused (n=${r.popup.openToFocus.n})`,
      value: `median ${ms(r.popup.openToFocus.median)}, p95 ${ms(r.popup.openToFocus.p95)}`,
      target: `median ≤ ${TARGETS.popupFocusMs} ms`,
      pass: r.popup.openToFocus.median <= TARGETS.popupFocusMs,
    },
    {
      metric: `Popup: Enter → cached lemma painted (n=${r.popup.cachedLookup.n})`,
      value: `median ${ms(r.popup.cachedLookup.median)}, p95 ${ms(r.popup.cachedLookup.p95)}`,
      target: '—',
      pass: null,
    },
    {
      metric: 'Cached lookup, round trip from an extension page to the worker and back',
      value: `median ${ms(r.calls.cachedRoundTrip.median)}, p95 ${ms(r.calls.cachedRoundTrip.p95)}`,
      target: `median ≤ ${TARGETS.cachedLookupMs} ms`,
      pass: r.calls.cachedRoundTrip.median <= TARGETS.cachedLookupMs,
    },
    {
      metric: 'Background heap after start (after GC)',
      value: mb(r.heapAtStartBytes),
      target: `≤ ${mb(TARGETS.heapAtStartBytes)}`,
      pass: r.heapAtStartBytes <= TARGETS.heapAtStartBytes,
    },
    ...callRows(r.calls, r.searchShapes, r.noSearchCalls),
    {
      metric: `Background heap after GC, ${r.heap.entriesAfter} cache entries`,
      value:
        `${mb(r.heap.heapAfterBytes)} (${heapGrowth >= 0 ? '+' : ''}${mb(heapGrowth)} vs ` +
        `${r.heap.entriesBefore} entries; ${r.heap.lookupsSent} lookups sent)`,
      target: `≤ ${mb(TARGETS.heapFullCacheBytes)}`,
      pass: r.heap.heapAfterBytes <= TARGETS.heapFullCacheBytes,
    },
    {
      metric: 'Extension storage estimate (IndexedDB)',
      value:
        `${r.heap.storageUsageBytes === null ? 'n/a' : mb(r.heap.storageUsageBytes)} ` +
        `(IndexedDB ${r.heap.indexedDbBytes === null ? 'n/a' : mb(r.heap.indexedDbBytes)}, ` +
        `cache content ≈ ${mb(r.heap.cacheApproxBytes)})`,
      target: '—',
      pass: null,
    },
    ...lemmaListRows(r.lemmas),
  ];
}

function cardRow(metric: string, stats: CardStats, targetMs: number): Row {
  return {
    metric: `${metric} (n=${stats.samples})`,
    value: `median ${ms(stats.total.median)}, p95 ${ms(stats.total.p95)}`,
    target: `median ≤ ${targetMs} ms`,
    pass: stats.total.median <= targetMs,
  };
}

function stageTable(columns: readonly (readonly [string, CardStats])[]): string {
  const line = (label: string, pick: (stats: CardStats) => number) => [
    label,
    ...columns.map(([, stats]) => ms(pick(stats))),
  ];
  return formatTable(
    ['stage reached', ...columns.map(([label]) => label)],
    [
      line('card document starts loading', (s) => s.stages.frameStart),
      line('card scripts run (DOMContentLoaded)', (s) => s.stages.scriptsLoaded),
      line('word received, results view mounted', (s) => s.stages.ready),
      line('lemma in the DOM', (s) => s.stages.lemma),
      line('lemma painted', (s) => s.total.median),
    ],
  );
}

function progress(step: string): void {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.info(`· [${seconds} s] ${step}…`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
