import type { Page } from '@playwright/test';
import { cardFrame, openCards, wordBox } from '../../automation/page-actions';
import { attack, captureState, captureTest as test, waitButtonAge } from './support/capture-page';
import { dragSelect, lookupButton, pressLookupButton, shownWord } from './support/flows-helpers';
import { expect, expectTabLoaded } from './support/hostile-fixtures';

/** The cards content scripts asked the background for (a ticket, or a kept frame shown). */
async function cardRequests(seen: () => Promise<Array<{ type: string }>>): Promise<number> {
  return (await seen()).filter((m) => m.type === 'card-ticket' || m.type === 'card-shown').length;
}

/**
 * Where a click lands on the look-up button, once it is there: found and checked in one
 * round trip to the page, so that a press right after the button appears comes within its
 * first 500 ms even on a loaded machine.
 */
async function buttonCentre(page: Page): Promise<{ x: number; y: number }> {
  const handle = await page.waitForFunction(() => {
    const button = document.querySelector('lisan-lookup-button');
    if (!button) return undefined;
    const box = button.getBoundingClientRect();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    return { x, y, hit: document.elementFromPoint(x, y)?.localName };
  });
  const { x, y, hit } = (await handle.jsonValue()) as { x: number; y: number; hit?: string };
  expect(hit, 'a click there lands on the button').toBe('lisan-lookup-button');
  return { x, y };
}

/**
 * The page owns the look-up button's host element: it can fade it or its own page until
 * the reader cannot see it, and count on the reader clicking where it stands. A press
 * counts only on a button the reader can see, and only once it has been in place 500 ms.
 */
test.describe('hostile page: the look-up button', () => {
  test('30 clicks on a button the page made invisible (or covered) spend nothing; a visible one opens the card', async ({
    capture,
  }) => {
    const { page, ledger, seen } = capture;
    const hidings = [
      ['opacity', 30, 'كتاب'],
      ['filter', 5, 'بيت'],
      ['page-opacity', 5, 'علم'],
      ['overlay', 10, 'طالب'],
    ] as const;
    // A new word each time: a drag that starts inside a selection would move its text.
    for (const [hideButton, clicks, word] of hidings) {
      await attack(page, { hideButton });
      await dragSelect(page, '#reader', word);
      const centre = await buttonCentre(page);
      // Past the first 500 ms, so that only the button's visibility can refuse the clicks.
      await waitButtonAge(page, 600);
      for (let click = 0; click < clicks; click++) await page.mouse.click(centre.x, centre.y);
      await expect(lookupButton(page), `hidden by ${hideButton}`).toHaveCount(1);
      await page.keyboard.press('Escape');
      await page.evaluate(() => {
        document.documentElement.style.removeProperty('opacity');
        document.getElementById('cover')?.remove();
      });
    }
    expect((await captureState(page)).clicks.length).toBeGreaterThanOrEqual(40);

    // Positive control: the page leaves the button alone; the reader waits until it is
    // fully shown and presses it. Its card is the first one asked for.
    await attack(page, { hideButton: '' });
    await dragSelect(page, '#reader', 'قلم');
    await pressLookupButton(page);
    await expectTabLoaded(page, 'Senses');
    await expect(shownWord(await cardFrame(page))).toHaveText('قلم');
    expect(await cardRequests(seen)).toBe(1);
    expect(ledger.queries()).toContain('قلم');
    for (const [, , word] of hidings) expect(ledger.queries()).not.toContain(word);
  });

  test('a press within 500 ms of the button appearing or moving is ignored', async ({
    capture,
  }) => {
    const { page, seen } = capture;
    // A first drag shows where the button stands for this word, and leaves the settings
    // kept, so that the next drag shows the button in its own mouseup.
    await dragSelect(page, '#reader', 'بيت');
    const centre = await buttonCentre(page);
    await page.keyboard.press('Escape');
    await page.evaluate(() => getSelection()?.removeAllRanges());
    await expect(lookupButton(page)).toHaveCount(0);
    await page.evaluate(() => {
      const pressed = window as unknown as { pressedOn: string[] };
      pressed.pressedOn = [];
      addEventListener('click', (event) => {
        pressed.pressedOn.push((event.target as Element).localName);
      });
    });
    await dragThenPress(page, 'بيت', centre);
    const early = await captureState(page);
    const clickedAfter = (early.clicks.at(-1) ?? 0) - early.buttonAt;
    expect(clickedAfter, 'the press came after the button appeared').toBeGreaterThanOrEqual(0);
    expect(clickedAfter, 'the press came before 500 ms').toBeLessThan(500);
    const pressedOn = await page.evaluate(
      () => (window as unknown as { pressedOn: string[] }).pressedOn,
    );
    // (The drag itself clicks the paragraph it began and ended in.)
    expect(pressedOn.at(-1), 'the press landed on the button').toBe('lisan-lookup-button');
    await expect(lookupButton(page)).toHaveCount(1);

    // Once fully shown, the page shifts itself and the button with it, under the pointer.
    await expect(lookupButton(page)).toHaveCSS('opacity', '1');
    await page.evaluate(() => {
      document.documentElement.style.transform = 'translateY(-6px)';
    });
    const moved = await buttonCentre(page);
    await page.mouse.click(moved.x, moved.y);
    await expect(lookupButton(page)).toHaveCount(1);
    expect(await cardRequests(seen)).toBe(0);

    // Positive control: 500 ms after the press that found it moved, a press goes through.
    await page.waitForFunction(() => {
      const { clicks } = (window as unknown as { capture: { clicks: number[] } }).capture;
      return performance.now() - (clicks.at(-1) ?? 0) > 550;
    });
    await page.mouse.click(moved.x, moved.y);
    await expect(openCards(page)).toHaveCount(1);
    await expect(shownWord(await cardFrame(page))).toHaveText('بيت');
    expect(await cardRequests(seen)).toBe(1);
  });
});

/**
 * Drags over `word` of #reader as the reader does, and presses at `press` as soon as the
 * drag ends: the release and the press go to the browser in one batch, without a round
 * trip to the test between them, so the press comes right after the button appears
 * however loaded the machine is.
 */
async function dragThenPress(page: Page, word: string, press: { x: number; y: number }) {
  const box = await wordBox(page, '#reader', word);
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const mouse = (
    type: 'mouseMoved' | 'mousePressed' | 'mouseReleased',
    x: number,
    at: number,
    held: boolean,
  ) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x,
      y: at,
      button: held || type !== 'mouseMoved' ? 'left' : 'none',
      buttons: held ? 1 : 0,
      clickCount: type === 'mouseMoved' ? 0 : 1,
    });
  const [from, to] = [box.x + box.width - 1, box.x + 1];
  await mouse('mouseMoved', from, y, false);
  await mouse('mousePressed', from, y, true);
  for (let step = 1; step <= 5; step++)
    await mouse('mouseMoved', from + ((to - from) * step) / 5, y, true);
  await Promise.all([
    mouse('mouseReleased', to, y, false),
    mouse('mouseMoved', press.x, press.y, false),
    mouse('mousePressed', press.x, press.y, true),
    mouse('mouseReleased', press.x, press.y, false),
  ]);
  await cdp.detach();
}
