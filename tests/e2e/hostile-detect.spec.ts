import type { Page } from '@playwright/test';
import type { ExtensionHandle } from '../../automation/extension';
import { cardFrame, dblclickWord, openCards, wordBox } from '../../automation/page-actions';
import type { SampleService } from '../../sample-service/server';
import { expect, test } from './support/extension';

/**
 * Issue 11 §3: a page can tell whether Lisan is installed only once the reader has made a
 * real gesture on Arabic text. Before that, the page sees no event, element, message or
 * resource from Lisan: not on load, not on hovering Arabic, not on clicks and double-clicks
 * elsewhere. The page listens as hard as it can: every event type it can enumerate, plus
 * the types named after the extension's id (public: it is the store listing's), in the
 * capture phase on window and document; a MutationObserver on the whole document; the
 * resource timeline.
 */

/** What the page's listeners record; phases are marked by the test as it goes. */
type Note = string;

/** Runs in the page's main world before any of its scripts (page.addInitScript). */
function listenForEverything(extensionId: string): void {
  const notes: Note[] = [];
  (window as unknown as { detected: Note[] }).detected = notes;
  const types = new Set<string>();
  for (const target of [window, document, HTMLElement.prototype]) {
    for (const key in target) if (key.startsWith('on')) types.add(key.slice(2));
  }
  for (const name of ['content-script-started', 'locationchange']) {
    types.add(`${extensionId}:content:wxt:${name}`);
    types.add(`wxt:${name}`);
  }
  const pageOwns = (target: EventTarget | null) => {
    if (target === window || target === document) return true;
    const element = target instanceof Text ? target.parentElement : target;
    return (
      element === document.documentElement ||
      element === document.body ||
      (element instanceof Element && element.closest('[data-page]') !== null)
    );
  };
  const name = (target: EventTarget | null) =>
    target instanceof Node ? target.nodeName.toLowerCase() : String(target);
  // The parser's own insertions of the page's markup (the observer starts before it).
  const parsed = new Set(['html', 'head', 'meta', 'title', 'body', 'main', 'p', '#text']);
  for (const type of types) {
    for (const target of [window, document]) {
      target.addEventListener(
        type,
        (event) => {
          // The page itself dispatches no event: an untrusted one was made by someone else.
          if (!event.isTrusted || event.type === 'message' || !pageOwns(event.target)) {
            notes.push(`event ${event.type} on ${name(event.target)}`);
          }
        },
        true,
      );
    }
  }
  new MutationObserver((records) => {
    for (const record of records) {
      const nodes = [...record.addedNodes, ...record.removedNodes].map((node) => name(node));
      if (record.type === 'childList' && nodes.every((node) => parsed.has(node))) continue;
      notes.push(`mutation ${record.type} of ${name(record.target)}: ${nodes.join(' ')}`);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.name.startsWith(location.origin)) notes.push(`resource ${entry.name}`);
    }
  }).observe({ type: 'resource', buffered: true });
}

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>detector</title></head>
<body><main data-page>
<p id="latin">Plain English words for clicking and double-clicking.</p>
<p id="arabic" dir="rtl" style="font-size:24px">ذهب الطالب إلى المدرسة وقرأ كتاب العلوم</p>
</main></body></html>`;

/** The page above, listening from before its first script, in a tab of its own. */
async function openDetector(extension: ExtensionHandle, service: SampleService): Promise<Page> {
  const page = await extension.context.newPage();
  const url = `${service.origin}/detector.html`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.addInitScript(listenForEverything, extension.id);
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

async function notes(page: Page): Promise<Note[]> {
  return page.evaluate(() => (window as unknown as { detected: Note[] }).detected);
}

async function markPhase(page: Page, phase: string): Promise<void> {
  await page.evaluate((text) => {
    (window as unknown as { detected: Note[] }).detected.push(`phase ${text}`);
  }, phase);
}

test('a page sees nothing from Lisan on load, nor before a real gesture on Arabic text', async ({
  extension,
  service,
}) => {
  const page = await openDetector(extension, service);

  // Gestures that are not on Arabic text, and a pointer resting on an Arabic word.
  await page.locator('#latin').click();
  await page.locator('#latin').dblclick();
  const latin = await wordBox(page, '#latin', 'English');
  await page.mouse.move(latin.x + 2, latin.y + latin.height / 2);
  await page.mouse.down();
  await page.mouse.move(latin.x + latin.width - 2, latin.y + latin.height / 2, { steps: 4 });
  await page.mouse.up();
  const arabic = await wordBox(page, '#arabic', 'كتاب');
  await page.mouse.move(arabic.x + arabic.width / 2, arabic.y + arabic.height / 2);
  await markPhase(page, 'arabic');

  // Positive control: the reader double-clicks an Arabic word, and the card host appears
  // (which the page's observer sees: the listening works).
  await dblclickWord(page, '#arabic', 'كتاب');
  await expect(page.locator('lisan-card')).toHaveCount(1);
  await expect.poll(() => notes(page)).toContainEqual(expect.stringMatching(/lisan-card/));

  const recorded = await notes(page);
  const before = recorded.slice(0, recorded.indexOf('phase arabic'));
  expect(before).toEqual([]);
  expect(recorded.join('\n')).not.toContain(extension.id);
});

test('a press on Arabic text starts loading the card, hidden; the double-click shows that frame', async ({
  extension,
  service,
}) => {
  const page = await openDetector(extension, service);

  // A press on Latin text loads nothing; the positive control below shows a press is seen.
  const latin = await wordBox(page, '#latin', 'English');
  await page.mouse.click(latin.x + latin.width / 2, latin.y + latin.height / 2);
  await markPhase(page, 'latin pressed');

  // The first press of what may be a double-click on Arabic: the card document loads, in a
  // host the reader cannot see yet.
  const arabic = await wordBox(page, '#arabic', 'كتاب');
  await page.mouse.move(arabic.x + arabic.width / 2, arabic.y + arabic.height / 2);
  await page.mouse.down();
  await expect((await cardFrame(page)).locator('main.card')).toBeAttached();
  await expect(page.locator('lisan-card')).toBeHidden();
  await page.mouse.up();
  const recorded = await notes(page);
  expect(recorded.slice(0, recorded.indexOf('phase latin pressed'))).toEqual([]);

  // The double-click shows the word in the frame already loaded: no second host.
  await dblclickWord(page, '#arabic', 'كتاب');
  await expect(openCards(page)).toHaveCount(1);
  await expect(page.locator('lisan-card')).toHaveCount(1);
  const inserted = (await notes(page)).filter((note) =>
    /^mutation childList.*: lisan-card/.test(note),
  );
  expect(inserted).toHaveLength(1);
});
