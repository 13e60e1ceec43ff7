/**
 * `npm run bench:calls`: the service-call rows of `npm run bench` alone (no timing), in
 * one headless Chromium against the sample service: calls per kind of service (rich
 * search, plain search, no search), a noun's Forms, recordings fetched only on Listen.
 */
import { launchWithExtension } from '../automation/extension';
import { configureThroughOptions } from '../automation/options';
import { startSampleService } from '../sample-service/server';
import { callRows } from './bench/call-rows';
import { countCallsWithoutSearch, countSearchShapeCalls, countServiceCalls } from './bench/calls';
import { formatRows } from './bench/report';
import { ALL_TABS_WORD, NO_SEARCH_WORDS } from './bench/words';

async function main(): Promise<void> {
  const service = await startSampleService({ port: 0 });
  const extension = await launchWithExtension();
  try {
    const options = await configureThroughOptions(extension.context, extension.id, {
      apiKey: 'demo',
      serviceUrl: service.baseUrl,
    });
    await options.close();
    const calls = await countServiceCalls(extension, service, ALL_TABS_WORD, 5);
    const shapes = await countSearchShapeCalls(extension, service);
    // Last: the extension then remembers the sample service as one without search.
    const noSearch = await countCallsWithoutSearch(extension, service, ...NO_SEARCH_WORDS);
    console.info(formatRows(callRows(calls, shapes, noSearch)));
  } finally {
    await extension.close().catch(() => undefined);
    await service.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
