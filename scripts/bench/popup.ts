import { writeFileSync } from 'node:fs';
import type { ExtensionHandle } from '../../automation/extension';
import { Marks } from './probes';
import { type Summary, summarise } from './stats';

export interface PopupStats {
  /** Navigation start of popup.html → the search field received focus. */
  openToFocus: Summary;
  /** Enter in the search field → the lemma of a cached word painted. */
  cachedLookup: Summary;
}

/**
 * popup.html opened in a new tab (headless Chromium has no toolbar to click). Each sample
 * is a fresh page: the probe reports the search field's first focus (performance.now(),
 * which counts from the document's navigation start), then we type a word the engine has
 * cached, press Enter, and the probe reports Enter's timestamp and the painted lemma.
 */
export async function measurePopup(
  extension: ExtensionHandle,
  cachedWord: string,
  samples: number,
): Promise<PopupStats> {
  const traceFile = process.env.LISAN_BENCH_POPUP_TRACE;
  if (traceFile) await tracePopupOpen(extension, traceFile);
  const focus: number[] = [];
  const lookup: number[] = [];
  for (let index = 0; index < samples; index++) {
    const page = await extension.context.newPage();
    const marks = new Marks(page);
    await page.goto(extension.url('popup.html'));
    focus.push(await marks.takeNumber('popup-focus'));
    const field = page.getByRole('searchbox');
    await field.fill(cachedWord);
    await field.press('Enter');
    const enteredAt = await marks.takeNumber('enter');
    lookup.push((await marks.takePaint()).painted - enteredAt);
    await page.close();
  }
  return { openToFocus: summarise(focus), cachedLookup: summarise(lookup) };
}

/** What a popup trace records: the renderer's main thread, script compile and run, loading. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'blink.user_timing',
  'loading',
];

/**
 * With LISAN_BENCH_POPUP_TRACE=<file>: one more popup open, untimed, as the samples open
 * it, recorded as a Chrome trace (open it in DevTools' Performance panel or Perfetto) to
 * see where the time to focus goes: HTML parse, each script fetched and run, each frame.
 */
async function tracePopupOpen(extension: ExtensionHandle, file: string): Promise<void> {
  const page = await extension.context.newPage();
  const marks = new Marks(page);
  const cdp = await extension.context.newCDPSession(page);
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', (chunk) => events.push(...chunk.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES, excludedCategories: ['*'] },
  });
  await page.goto(extension.url('popup.html'));
  await marks.takeNumber('popup-focus');
  await cdp.send('Tracing.end');
  await complete;
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  await page.close();
}
