import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import type { SampleService } from '../../sample-service/server';
import { waitForText } from './support/dom';
import {
  cardFrame,
  dblclickWord,
  expectNoCard,
  expectSenses,
  onDemoPage,
  wordBox,
} from './support/flows';
import { COVER_COLOUR, pixelAt, pointInCard } from './support/pixel';

/**
 * Issue 26, Firefox: no IntersectionObserver v2, and a cover that lets clicks through is
 * seen by no hit test. The card's host is raised into the top layer
 * (entrypoints/content/top-layer.ts): what the page laid before it, or reveals later by
 * a style change alone, is drawn under it; what the page shows in the top layer after
 * it makes the next lookup or Save ask the reader to confirm, on a card raised above it.
 * Each cover is magenta, so a screenshot tells whether the reader sees the card.
 */
let service: SampleService;
let page: Page;
onDemoPage((demo) => {
  [, service, page] = demo;
});

const CONFIRM = 'The page changed around this card';

/** The queries the service answered since the first `since` calls. */
const queriesSince = (since: number) =>
  service
    .calls()
    .slice(since)
    .map((call) => call.query);

describe('Firefox: covers over the card', () => {
  it('covers laid before the card opened, or revealed later by a style change alone, are drawn under it', async () => {
    // A first card makes the host: covers added after it come later in the page.
    await dblclickWord(page, '#plain', 'قلم');
    await expectSenses(await cardFrame(page), 'قلم');
    await page.keyboard.press('Escape');
    await expectNoCard(page);

    const word = await wordBox(page, '#plain', 'قلم');
    await page.evaluate(
      (above, below) => {
        const style = document.createElement('style');
        style.id = 'covers';
        // Opaque, above any z-index, letting every click through.
        const cover =
          'position:fixed;left:0;right:0;z-index:2147483647;background:#f0f;pointer-events:none';
        style.textContent = `.cover{${cover}} #late{display:none} #early{inset:0;margin:0;border:0;width:auto;height:auto;opacity:0}`;
        document.head.append(style);
        // Laid before the card opens, around the word (which the reader still sees).
        for (const [id, where] of [
          ['above', `top:0;height:${above}px`],
          ['below', `top:${below}px;bottom:0`],
          ['late', 'top:0;bottom:0'],
        ]) {
          const element = document.createElement('div');
          element.id = id as string;
          element.className = 'cover';
          element.style.cssText = where as string;
          document.body.append(element);
        }
        // In the top layer before the card, see-through until the style sheet changes.
        const early = document.createElement('div');
        early.id = 'early';
        early.className = 'cover';
        early.popover = 'manual';
        document.body.append(early);
        early.showPopover();
      },
      word.y - 4,
      word.y + word.height + 4,
    );

    await dblclickWord(page, '#plain', 'قلم');
    const card = await cardFrame(page);
    await expectSenses(card, 'قلم');
    // Script changes the style sheet's rules: no element or attribute changes.
    await page.evaluate(() => {
      const rules = (document.getElementById('covers') as HTMLStyleElement).sheet
        ?.cssRules as CSSRuleList;
      (rules[1] as CSSStyleRule).style.display = 'block';
      (rules[2] as CSSStyleRule).style.opacity = '1';
    });
    const examples = await pointInCard(page, card, '[role="tab"]', 'Examples');
    expect(await pixelAt(page, examples)).not.toEqual(COVER_COLOUR);
    // The covers are there: beside the card, the reader sees them.
    expect(await pixelAt(page, { x: 2, y: 2 })).toEqual(COVER_COLOUR);

    // Positive control: the reader sees the card, so a tab press is theirs, asked at once.
    const since = service.calls().length;
    await page.mouse.click(examples.x, examples.y);
    await card.waitForFunction(() =>
      document
        .querySelector('[role="tab"][aria-selected="true"]')
        ?.textContent?.includes('Examples'),
    );
    expect(await card.$('.card-unseen')).toBeNull();
    expect(queriesSince(since).filter((query) => query !== 'قلم')).toEqual([]);
    await page.keyboard.press('Escape');
    await expectNoCard(page);
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('.cover, #covers')) element.remove();
    });
  });

  it('a popover shown over the card with the page’s button under Save saves nothing until the reader confirms on the raised card', async () => {
    await dblclickWord(page, '#plain', 'بيت');
    const card = await cardFrame(page);
    await expectSenses(card, 'بيت');
    const save = await pointInCard(page, card, '[aria-pressed]', 'Save');
    expect(
      await card.$eval('[aria-pressed]', (button) => button.getAttribute('aria-pressed')),
    ).toBe('false');
    await page.evaluate((at) => {
      const cover = document.createElement('div');
      cover.id = 'game';
      cover.popover = 'manual';
      cover.style.cssText =
        'inset:0;margin:0;border:0;width:auto;height:auto;background:#f0f;pointer-events:none';
      const bait = document.createElement('button');
      bait.textContent = 'Win a prize!';
      bait.style.cssText = `position:fixed;left:${at.x - 40}px;top:${at.y - 12}px;width:80px;height:24px`;
      cover.append(bait);
      document.body.append(cover);
      cover.showPopover();
    }, save);
    // The reader presses the page's button; the click falls through to Save.
    await page.mouse.click(save.x, save.y);
    await waitForText(card, '.card-unseen', CONFIRM);
    expect(
      await card.$eval('[aria-pressed]', (button) => button.getAttribute('aria-pressed')),
    ).toBe('false');
    // The card asking to confirm is drawn above the page's popover.
    expect(await pixelAt(page, save)).not.toEqual(COVER_COLOUR);

    // Positive control: the reader, seeing the card now, presses Save: it saves.
    await page.mouse.click(save.x, save.y);
    await card.waitForFunction(
      () => document.querySelector('[aria-pressed]')?.getAttribute('aria-pressed') === 'true',
    );
    await page.evaluate(() => document.getElementById('game')?.remove());
    await page.keyboard.press('Escape');
    await expectNoCard(page);
  });
});
