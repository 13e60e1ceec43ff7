import type { Page } from '@playwright/test';
import {
  cardFrame,
  cardRevealed,
  dblclickWord,
  framesDrawn,
  isFocused,
  openCards,
} from '../../automation/page-actions';
import { clickOutsideCard, expect, expectTabLoaded, test } from './support/hostile-fixtures';
import type { CallLedger } from './support/hostile-page';
import { READER_PARAGRAPH } from './support/hostile-page';

const UNSEEN = /the page hides or covers this card/;

/**
 * Issue 26: styles a page puts on the card's host (it owns the element) that hide the
 * card though the browser still takes clicks on it. Each gets a card of its own, for a
 * word not looked up before, and the reader then clicks the Examples tab: a hidden card
 * spends nothing and says why; a card the style leaves plainly visible still looks up.
 */
const HIDING: ReadonlyArray<[style: string, word: string]> = [
  ['mask-image: linear-gradient(transparent, transparent) !important', 'كتاب'],
  ['clip-path: inset(0 0 100% 0) !important', 'بيت'],
  ['mix-blend-mode: screen !important; filter: none !important', 'كبير'],
  ['transform: scale(0.02) !important', 'علم'],
];
/** Positive control: styles that leave the card plainly visible. */
const VISIBLE: ReadonlyArray<[style: string, word: string]> = [
  ['outline: 3px solid #e11 !important; border-radius: 0 !important', 'قلم'],
];

async function clickExamplesUnder(page: Page, ledger: CallLedger, style: string, word: string) {
  await dblclickWord(page, READER_PARAGRAPH, word);
  await expectTabLoaded(page, 'Senses');
  await cardRevealed(page);
  const card = await cardFrame(page);
  const examples = card.getByRole('tab', { name: 'Examples' });
  const box = await examples.boundingBox();
  if (!box) throw new Error('the Examples tab has no box');
  const before = ledger.calls().length;
  await page.addStyleTag({ content: `lisan-card { ${style} }` });
  // The reader clicks where the Examples tab is (or was, to the eye).
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // A click the browser no longer gives the card lands on the page, which closes it.
  const pressed = (await openCards(page).count()) === 1;
  if (pressed) await expect(examples).toHaveAttribute('aria-selected', 'true');
  return { card, pressed, spent: () => ledger.calls().length - before };
}

test.describe('hostile page: styles that hide the card', () => {
  test('a masked, clipped, blended or shrunk card spends nothing on a tab; a plainly visible one does', async ({
    setup,
  }) => {
    test.setTimeout(120_000);
    const { page, ledger } = setup;
    for (const [style, word] of HIDING) {
      const { card, pressed, spent } = await clickExamplesUnder(page, ledger, style, word);
      if (pressed) await expect(card.getByText(UNSEEN), style).toBeVisible();
      expect(spent(), style).toBe(0);
      await page.reload();
    }
    for (const [style, word] of VISIBLE) {
      const { card, pressed, spent } = await clickExamplesUnder(page, ledger, style, word);
      expect(pressed, style).toBe(true);
      await expect(card.locator('.lisan-status')).toBeEmpty();
      await expect(card.getByText(UNSEEN)).toHaveCount(0);
      expect(spent(), style).toBe(1);
    }
  });
});

/** Ways a page hides the card while the reader's click still reaches its Save button. */
const SAVE_COVERS: ReadonlyArray<[name: string, word: string]> = [
  ['fade', 'طالب'],
  ['top-layer', 'كتاب'],
];

/** Hides the card the `name` way; returns how to stop. */
async function hideCard(page: Page, name: string): Promise<() => Promise<void>> {
  if (name === 'fade') {
    const style = await page.addStyleTag({ content: 'lisan-card { opacity: 0 !important; }' });
    return () => style.evaluate((element) => (element as Element).remove());
  }
  // An opaque popover in the top layer, above any z-index, that lets clicks through.
  await page.evaluate(() => {
    const cover = document.createElement('div');
    cover.id = 'top-cover';
    cover.popover = 'manual';
    cover.style.cssText =
      'position:fixed;inset:0;width:100vw;height:100vh;margin:0;border:0;background:#fff;pointer-events:none';
    cover.textContent = 'Click the star!';
    document.body.append(cover);
    cover.showPopover();
  });
  // A reader clicks a cover they have seen: Chromium routes a click given before the
  // cover's first frame by stale hit-test data, and may drop it.
  await framesDrawn(page);
  return () => page.evaluate(() => document.getElementById('top-cover')?.remove());
}

/** Opens a card for `word` and returns its Save button and a click where it is. */
async function saveButtonFor(page: Page, word: string) {
  await clickOutsideCard(page);
  await dblclickWord(page, READER_PARAGRAPH, word);
  await expectTabLoaded(page, 'Senses');
  await cardRevealed(page);
  const card = await cardFrame(page);
  const save = card.getByRole('button', { name: 'Save' });
  await expect(save).toBeVisible();
  const box = await save.boundingBox();
  if (!box) throw new Error('Save has no box');
  const click = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return { card, save, click };
}

/** The reader clicks Save on a hidden card: if the click reaches it, it says why it did nothing. */
async function clickHidden(page: Page, name: string, word: string): Promise<void> {
  const { card, save, click } = await saveButtonFor(page, word);
  const uncover = await hideCard(page, name);
  await click();
  // A click that reached Save focused it; one the browser gave the page closed the card.
  if ((await openCards(page).count()) === 1 && (await isFocused(save))) {
    await expect(card.getByText(UNSEEN), name).toBeVisible();
  }
  await uncover();
}

test.describe('hostile page: Save on a card the reader cannot see', () => {
  test('a faded or covered card neither saves nor unsaves; a visible one does both', async ({
    setup,
  }) => {
    const { page } = setup;
    for (const [name, word] of SAVE_COVERS) {
      await clickHidden(page, name, word);
      // Asked afresh (the card again), the notebook does not hold the word.
      const visible = await saveButtonFor(page, word);
      await expect(visible.save, name).toHaveAttribute('aria-pressed', 'false');
      // Positive control: on the visible card, Save saves.
      await visible.click();
      await expect(visible.save, name).toHaveAttribute('aria-pressed', 'true');

      await clickHidden(page, name, word);
      const again = await saveButtonFor(page, word);
      await expect(again.save, name).toHaveAttribute('aria-pressed', 'true');
    }
  });
});
