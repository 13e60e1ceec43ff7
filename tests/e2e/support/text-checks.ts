import type { Frame, Page } from '@playwright/test';

/** One text of a page that breaks a reading rule, with what was measured. */
export interface TextProblem {
  text: string;
  measured: string;
}

/**
 * Arabic text laid out left to right: every visible text node with Arabic letters and no
 * Latin ones whose element computes `direction: ltr`, and every block (list item,
 * paragraph, cell…) of Arabic text alone that is left to right or aligned left (a sense's
 * "1." on the left, its wrapped lines flush left). Mixed English sentences are not judged.
 */
export function arabicLaidOutLeftToRight(target: Page | Frame): Promise<TextProblem[]> {
  return target.evaluate(() => {
    const arabic = /[\u0621-\u064A]/;
    const latin = /[A-Za-z]/;
    const problems: { text: string; measured: string }[] = [];
    const seenBlocks = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!parent || !arabic.test(text) || latin.test(text)) continue;
      if (!parent.checkVisibility() || parent.closest('.lisan-sr-only, [hidden]')) continue;
      const style = getComputedStyle(parent);
      if (style.direction !== 'rtl') {
        problems.push({ text, measured: `direction ${style.direction} on <${parent.localName}>` });
      }
      let block: Element | null = parent;
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement;
      }
      if (!block || seenBlocks.has(block)) continue;
      seenBlocks.add(block);
      const blockText = block.textContent ?? '';
      if (latin.test(blockText)) continue;
      const blockStyle = getComputedStyle(block);
      const align = blockStyle.textAlign;
      const rightAligned =
        align === 'right' ||
        align === 'center' ||
        (align === 'start' && blockStyle.direction === 'rtl');
      if (blockStyle.direction !== 'rtl' || !rightAligned) {
        problems.push({
          text: blockText.trim().slice(0, 40),
          measured: `<${block.localName}> direction ${blockStyle.direction}, text-align ${align}`,
        });
      }
    }
    return problems;
  });
}

/**
 * Text too small to read at the browser's default settings: Arabic below 14 px, Latin
 * below 12 px, measured on every visible text node (screen-reader-only text aside).
 */
export function textsTooSmall(target: Page | Frame): Promise<TextProblem[]> {
  return target.evaluate(() => {
    const arabic = /[\u0621-\u064A]/;
    const latin = /[A-Za-z0-9]/;
    const problems: { text: string; measured: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!parent || text === '' || !parent.checkVisibility()) continue;
      if (parent.closest('.lisan-sr-only, [hidden], [aria-hidden="true"]')) continue;
      const size = Number.parseFloat(getComputedStyle(parent).fontSize);
      const least = arabic.test(text) ? 14 : latin.test(text) ? 12 : 0;
      if (size < least - 0.01) {
        problems.push({ text: text.slice(0, 40), measured: `${size.toFixed(2)} px < ${least}` });
      }
    }
    return problems;
  });
}
