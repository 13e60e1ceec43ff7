import type { Frame, Locator, Page } from '@playwright/test';
import { CARD_INITIAL_HEIGHT, CARD_MAX_HEIGHT } from '../lib/messages/content-protocol';

/**
 * The in-page card of `target` (a page or one of its frames), reached the way the
 * architecture notes say: as a frame. Its iframe sits in a closed shadow root, which no
 * selector reaches, so it is found among the target's child frames by its address, once
 * it has one. The frame is kept between cards, so the one found serves the next cards too.
 */
export async function cardFrame(target: Page | Frame): Promise<Frame> {
  const parent = 'mainFrame' in target ? target.mainFrame() : target;
  const isCard = (frame: Frame) =>
    frame.parentFrame() === parent && !frame.isDetached() && frame.url().includes('/card.html');
  const found = parent.childFrames().find(isCard);
  return found ?? parent.page().waitForEvent('framenavigated', { predicate: isCard });
}

/**
 * Waits until the card in `target` is shown to the reader at its own size. Lisan shows an
 * opened card's host at once at the size of a card still looking up (300 px), and gives
 * it the height the card drew only a fixed delay (REVEAL_MS) after the gesture, so its
 * place and size are only its own from then on: the host is as tall as the drawn card, or
 * shorter (the card scrolls inside) where the room beside the word is short.
 */
export async function cardRevealed(target: Page | Frame): Promise<void> {
  await target.waitForFunction(() =>
    [...document.querySelectorAll('lisan-card')].some(
      (host) => getComputedStyle(host).opacity === '1',
    ),
  );
  const card = await cardFrame(target);
  await card.waitForFunction(
    ({ skeleton, max }) => {
      // A card still looking up is drawn at the skeleton's size itself.
      if (document.querySelector('.lisan-skeleton')) return false;
      const drawn = document.querySelector('main.card')?.getBoundingClientRect().height ?? 0;
      const wanted = Math.min(max, Math.ceil(drawn));
      // The frame is the host's size. Shorter than the card but not the skeleton's size:
      // the room was short (the skeleton's height would then be cut to the same room).
      return innerHeight === wanted || (innerHeight < wanted && innerHeight !== skeleton);
    },
    { skeleton: CARD_INITIAL_HEIGHT, max: CARD_MAX_HEIGHT },
  );
}

/**
 * The cards open (shown) in `target`. Lisan keeps a closed card's frame for the next card
 * and hides its host, so "closed" is "no visible lisan-card", not "no lisan-card".
 */
export function openCards(target: Page | Frame): Locator {
  return target.locator('lisan-card').filter({ visible: true });
}

/**
 * Double-clicks `word` inside the element matched by `selector`, with real (trusted)
 * mouse events at the word's position, as a reader would.
 */
export async function dblclickWord(
  target: Page | Frame,
  selector: string,
  word: string,
): Promise<void> {
  const box = await wordBox(target, selector, word);
  const page = 'mouse' in target ? target : target.page();
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
}

/** Drags across `word` to select it, as a reader selecting text would. */
export async function dragSelectWord(page: Page, selector: string, word: string): Promise<void> {
  const box = await wordBox(page, selector, word);
  const y = box.y + box.height / 2;
  // Right to left: the word is Arabic.
  await page.mouse.move(box.x + box.width - 1, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 1, y, { steps: 5 });
  await page.mouse.up();
}

/** The word's box in the top page's viewport coordinates (frames offset included). */
export async function wordBox(
  target: Page | Frame,
  selector: string,
  word: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  // A reader scrolls to a word before touching it. Coordinates below the fold would miss it
  // (a drag there selects to the end of the page).
  await target.locator(selector).scrollIntoViewIfNeeded();
  const local = await target.locator(selector).evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const index = text.indexOf(wanted);
      if (index < 0) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + wanted.length);
      const rect = range.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }
    throw new Error(`"${wanted}" is not in ${element.tagName}`);
  }, word);
  if ('mouse' in target) return local;
  const frameElement = await target.frameElement();
  const offset = await frameElement.boundingBox();
  if (!offset) throw new Error('the frame is not visible');
  return { ...local, x: local.x + offset.x, y: local.y + offset.y };
}

/**
 * Resolves once `target` has drawn two more frames: what the page just changed is on
 * screen, and Chromium's hit tests and visibility observer see it.
 */
export function framesDrawn(target: Page | Frame): Promise<unknown> {
  return target.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}

/** Whether `element` is the focused element of its own document (a card's frame included). */
export function isFocused(element: Locator): Promise<boolean> {
  return element.evaluate((own) => own === own.ownerDocument.activeElement);
}
