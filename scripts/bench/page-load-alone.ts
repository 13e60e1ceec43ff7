/**
 * The content script's measures alone, without the whole bench: its size, what it costs a
 * page load over the one-listener reference, and the first card on a new page for a word
 * the background has cached (where the content script's own start-up shows most).
 *
 *     npm run build && npx tsx scripts/bench/page-load-alone.ts
 *
 * LISAN_EXTENSION_DIR measures another build (e.g. one of main, to compare); PAGE_LOADS
 * and CARD_SAMPLES set the sample counts. Each card page is on a site of its own
 * (sites.ts), so no per-site limit is reached.
 */
import { EXTENSION_DIR, launchWithExtension } from '../../automation/extension';
import { configureThroughOptions } from '../../automation/options';
import { startSampleService } from '../../sample-service/server';
import { launchPlain } from './browsers';
import { type CardStats, measureColdCards } from './card';
import { addedCost, measurePageLoadCost } from './page-load';
import { installProbe } from './probes';
import { writeReferenceExtension } from './reference-extension';
import { BENCH_HOST_RULES, siteOrigins } from './sites';
import { contentScriptSize, lazyContentSize } from './size';
import { WARM_WORD } from './words';

const PAGE_LOADS = Number(process.env.PAGE_LOADS ?? 30);
const CARD_SAMPLES = Number(process.env.CARD_SAMPLES ?? 20);

const size = contentScriptSize(EXTENSION_DIR);
const lazy = lazyContentSize(EXTENSION_DIR);
console.info(`every page: ${size.files.join(', ')}: ${size.gzipBytes} B gzipped`);
console.info(`at the first lookup: ${lazy.files.join(', ') || 'nothing'}: ${lazy.gzipBytes} B`);

const service = await startSampleService({ port: 0 });
const extension = await launchWithExtension(undefined, undefined, [BENCH_HOST_RULES]);
const plain = await launchPlain();
const reference = await launchPlain(writeReferenceExtension());
try {
  const options = await configureThroughOptions(extension.context, extension.id, {
    apiKey: 'demo',
    serviceUrl: service.baseUrl,
  });
  await options.close();
  const pageLoad = await measurePageLoadCost(
    { lisan: extension.context, reference: reference.context, none: plain.context },
    `${service.origin}/pages/demo.html`,
    PAGE_LOADS,
  );
  const added = addedCost(pageLoad.medians.lisan, pageLoad.medians.reference);
  console.info(`page load (median of ${PAGE_LOADS}):`, JSON.stringify(pageLoad.medians));
  console.info(`script beyond the reference: ${added.scriptMs} ms (task ${added.taskMs} ms)`);

  await installProbe(extension.context);
  const words = Array.from({ length: CARD_SAMPLES }, () => WARM_WORD);
  const pages = { origin: siteOrigins(service.origin) };
  // Untimed: puts the word in the background's cache.
  await measureColdCards(extension.context, pages, [WARM_WORD]);
  const machine = await measureColdCards(extension.context, pages, words);
  const reader = await measureColdCards(extension.context, pages, words, 'reader');
  const line = (name: string, stats: CardStats) =>
    console.info(
      `${name}: median ${stats.total.median} ms (p95 ${stats.total.p95}, n ${stats.samples});`,
      `stages ${JSON.stringify(stats.stages)}`,
    );
  line('first card on a page, cached word, machine double-click', machine);
  line('first card on a page, cached word, reader-paced', reader);
} finally {
  await Promise.all([extension.close(), plain.close(), reference.close()]);
  await service.close();
}
