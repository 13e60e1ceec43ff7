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
