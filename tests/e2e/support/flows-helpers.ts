import { expect, type Frame, type Locator, type Page, type Worker } from '@playwright/test';
import type { ExtensionHandle } from '../../../automation/extension';
import { configureThroughOptions } from '../../../automation/options';
import {
  cardFrame,
  dblclickWord,
  framesDrawn,
  openCards,
  wordBox,
} from '../../../automation/page-actions';
import type { SampleService } from '../../../sample-service/server';

/** Lexicon names as the sample service lists them (sample-service/data/lexicons.ts). */
export const RIYADH = 'معجم الرياض للغة العربية المعاصرة';
export const BASIC = 'معجم لسان للمفردات الأساسية';
export const VERBS = 'معجم الأفعال العربية المصرفة';

/** The id and title the background gives its context-menu item (entrypoints/background/menus.ts). */
export const CONTEXT_MENU_ID = 'lisan-look-up';
export const LOOKUP_COMMAND = 'lookup-selection';

/**
 * Sets Lisan up the way a reader does (options page: key "demo", the sample service's URL,
 * optionally some lexicons ticked), then closes the options page.
 */
export async function setUp(
  extension: ExtensionHandle,
  service: SampleService,
  lexicons?: string[],
): Promise<void> {
  const options = await configureThroughOptions(extension.context, extension.id, {
    apiKey: 'demo',
    serviceUrl: service.baseUrl,
    ...(lexicons ? { lexicons } : {}),
  });
  if (lexicons && lexicons.length > 0) {
    // A tick shows at once and is stored a moment later; lookups read what is stored.
    await expect(options.getByRole('region', { name: 'Lexicons' }).getByRole('status')).toHaveText(
      'Lexicon choice saved.',
    );
  }
  await options.close();
}

/** A page of the sample service (sample-service/pages/<name>.html) in a new tab. */
export async function openPage(
  extension: ExtensionHandle,
  service: SampleService,
  name = 'demo',
): Promise<Page> {
  const page = await extension.context.newPage();
  await page.goto(`${service.origin}/pages/${name}.html`);
  return page;
}

/** The API paths the service answered so far, in answer order ('/public/pos', …). */
export function apiPaths(service: SampleService): string[] {
  return service.calls().map((call) => call.path);
}

/** The words the service was asked after the first `since` calls, in order. */
export function queriesSince(service: SampleService, since: number): Array<string | null> {
  return service
    .calls()
    .slice(since)
    .map((call) => call.query);
}

/** The API paths answered after the first `since` calls, sorted (parallel calls race). */
export function newPaths(service: SampleService, since: number): string[] {
  return apiPaths(service).slice(since).sort();
}

/** The card the content script injected into `target` (a page or one of its frames). */
export const cardIn = cardFrame;

/** The card's host element in `target`, while it is shown: a closed card's host is hidden. */
export function cardHost(target: Page | Frame): Locator {
  return openCards(target);
}

/**
 * The selection's "Look up" button: its host element. Its shadow root is closed (the page
 * must not reach the button), so locators cannot see inside; the button fills the host.
 */
export function lookupButton(target: Page | Frame): Locator {
  return target.locator('lisan-lookup-button');
}

/**
 * Presses the "Look up" button as a reader does: once it has faded in. It takes no press
 * in its first 500 ms (a click then was aimed at what was there before), the time it takes
 * to become fully opaque, nor while it is not seen to be visible.
 */
export async function pressLookupButton(target: Page | Frame, how: 'click' | 'tap' = 'click') {
  const button = lookupButton(target);
  await expect(button).toHaveCSS('opacity', '1');
  // Chromium's visibility observer reports the end of the fade with the next frame drawn.
  await framesDrawn(target);
  await (how === 'tap' ? button.tap() : button.click());
}

/** The visible tab panel of a results view (the card's or the popup's). */
export function visiblePanel(view: Page | Frame): Locator {
  return view.getByRole('tabpanel');
}

/** The word the results view is showing (its heading). */
export function shownWord(view: Page | Frame): Locator {
  return view.getByRole('heading', { level: 2 });
}

export interface ExpectedEntry {
  lexicon: string;
  lemma: string;
  /** Texts each shown as a list item of what the lexicon says (senses, examples, synonyms…). */
  items?: string[];
  /** Texts shown anywhere in what the lexicon says (root, pattern…). */
  texts?: string[];
}

/**
 * What one lexicon says of a lemma: in the lemma's entry (an article named by the lemma,
 * with its diacritics), the group whose sources name the lexicon.
 */
export function lexiconReading(panel: Locator, lemma: string, lexicon: string): Locator {
  return panel
    .getByRole('article', { name: lemma, exact: true })
    .getByRole('group', { name: lexicon });
}

/**
 * Asserts what a reader sees of one entry: the lemma with its diacritics as a heading, the
 * lexicon among its sources, and the given list items and texts under that source.
 */
export async function expectEntry(panel: Locator, entry: ExpectedEntry): Promise<void> {
  await expect(
    panel.getByRole('heading', { level: 3, name: entry.lemma, exact: true }).first(),
  ).toBeVisible();
  const reading = lexiconReading(panel, entry.lemma, entry.lexicon);
  await expect(reading.first()).toBeVisible();
  for (const item of entry.items ?? []) {
    await expect(reading.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
  }
  for (const text of entry.texts ?? []) {
    await expect(reading.filter({ hasText: text }).first()).toBeVisible();
  }
}

/** Clicks a results tab and waits until it is the selected one. */
export async function openTab(view: Page | Frame, name: string): Promise<Locator> {
  const tab = view.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return visiblePanel(view);
}

/** Waits until the results view has an answer for its word (no "Looking up…" line). */
export async function expectSettled(view: Page | Frame): Promise<void> {
  await expect(view.getByRole('status').filter({ hasText: 'Looking up' })).toHaveCount(0);
  await expect(visiblePanel(view).locator('.lisan-skeleton')).toHaveCount(0);
}

/**
 * The tab the browser would name for a page: `page` brought to the front, then the one
 * active tab, as Chrome passes it to command and context-menu listeners. (Lisan has no
 * "tabs" permission, so tabs cannot be found by URL.)
 */
export async function activeTabOf(worker: Worker, page: Page): Promise<chrome.tabs.Tab> {
  await page.bringToFront();
  const tabs = await worker.evaluate(() => chrome.tabs.query({ active: true }));
  expect(tabs, 'exactly one active tab').toHaveLength(1);
  const [tab] = tabs;
  if (!tab) throw new Error('no active tab');
  return tab;
}

/**
 * Presses the shortcut as far as the extension can see it: Chrome's commands event is
 * dispatched to the listeners the background registered on `chrome.commands.onCommand`,
 * with the active tab, exactly as Chrome calls them when the keys are pressed. (Playwright's
 * key presses reach the page, not the browser's shortcut handling.)
 */
export async function pressLookupShortcut(worker: Worker, page: Page): Promise<void> {
  const tab = await activeTabOf(worker, page);
  await worker.evaluate(
    ({ command, tab }) => {
      const event = chrome.commands.onCommand as typeof chrome.commands.onCommand & {
        dispatch(command: string, tab: chrome.tabs.Tab): void;
      };
      if (!event.hasListeners()) throw new Error('no commands listener registered');
      event.dispatch(command, tab);
    },
    { command: LOOKUP_COMMAND, tab },
  );
}

export interface MenuClick {
  selectionText?: string;
  /** The frame right-clicked; 0 is the top frame. */
  frameId?: number;
  editable?: boolean;
}

/**
 * Clicks Lisan's context-menu item as far as the extension can see it: Chrome's onClicked
 * event is dispatched to the listeners the background registered on
 * `chrome.contextMenus.onClicked`, with the info Chrome builds for a click on a selection.
 * The item itself must exist (created by the background on install) for this to count.
 */
export async function clickContextMenuItem(
  worker: Worker,
  page: Page,
  click: MenuClick,
): Promise<void> {
  const tab = await activeTabOf(worker, page);
  const info = {
    menuItemId: CONTEXT_MENU_ID,
    frameId: click.frameId ?? 0,
    editable: click.editable ?? false,
    pageUrl: page.url(),
    ...(click.selectionText === undefined ? {} : { selectionText: click.selectionText }),
  };
  await worker.evaluate(
    ({ info, tab }) => {
      const event = chrome.contextMenus.onClicked as typeof chrome.contextMenus.onClicked & {
        dispatch(info: chrome.contextMenus.OnClickData, tab: chrome.tabs.Tab): void;
      };
      if (!event.hasListeners()) throw new Error('no context-menu listener registered');
      event.dispatch(info, tab);
    },
    { info, tab },
  );
}

/** True once the background has created its context-menu item (updating it succeeds). */
export function contextMenuItemExists(worker: Worker): Promise<boolean> {
  return worker.evaluate(
    (id) =>
      chrome.contextMenus.update(id, {}).then(
        () => true,
        () => false,
      ),
    CONTEXT_MENU_ID,
  );
}

/**
 * Selects `word` in a text field as a reader does with the keyboard: the caret before it,
 * then Shift+arrow (towards the end of the text, so ← in right-to-left text) until it is
 * selected. Lisan's shortcut looks up only a selection the reader's own keys or pointer made.
 */
export async function selectInField(field: Locator, word: string): Promise<void> {
  await field.focus();
  const { end, rtl } = await field.evaluate((element, wanted) => {
    const input = element as HTMLInputElement | HTMLTextAreaElement;
    const start = input.value.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in the field`);
    input.setSelectionRange(start, start);
    return { end: start + wanted.length, rtl: getComputedStyle(input).direction === 'rtl' };
  }, word);
  const selectedTo = () =>
    field.evaluate((element) => (element as HTMLInputElement).selectionEnd ?? 0);
  // Arrows move by character clusters (a letter with its marks), so count to the end.
  for (let step = 0; step < word.length && (await selectedTo()) < end; step++) {
    await field.press(rtl ? 'Shift+ArrowLeft' : 'Shift+ArrowRight');
  }
  expect(
    await field.evaluate((element) => {
      const input = element as HTMLInputElement;
      return input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
    }),
  ).toBe(word);
}

/**
 * Watches, from inside the background, the messages Lisan's content scripts send it
 * (a listener that only records and never answers, so the real one still replies).
 * Messages from one frame arrive in the order sent, so what was recorded once a later
 * request is seen is everything sent before it. Returns a reader of what was seen.
 */
export async function watchContentRequests(
  worker: Worker,
): Promise<() => Promise<Array<{ type: string; word?: string }>>> {
  await worker.evaluate(() => {
    const seen: Array<{ type: string; word?: string }> = [];
    (globalThis as { lisanTestSeen?: typeof seen }).lisanTestSeen = seen;
    chrome.runtime.onMessage.addListener((message: { type?: unknown; word?: unknown }) => {
      if (typeof message?.type !== 'string') return undefined;
      seen.push(
        typeof message.word === 'string'
          ? { type: message.type, word: message.word }
          : { type: message.type },
      );
      return undefined;
    });
  });
  return () =>
    worker.evaluate(
      () =>
        (globalThis as { lisanTestSeen?: Array<{ type: string; word?: string }> }).lisanTestSeen ??
        [],
    );
}

/** The words content scripts asked a card for, in order. */
export async function cardRequests(
  seen: () => Promise<Array<{ type: string; word?: string }>>,
): Promise<string[]> {
  return (await seen()).flatMap((message) =>
    message.type === 'card-ticket' ? [message.word ?? ''] : [],
  );
}

/**
 * Drags across `text` right to left, in a page or in one of its frames (dragSelectWord
 * takes a page only), and checks that the browser selected exactly that.
 */
export async function dragSelect(target: Page | Frame, selector: string, text: string) {
  const box = await wordBox(target, selector, text);
  const page = 'mouse' in target ? target : target.page();
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 1, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 1, y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => target.evaluate(() => getSelection()?.toString().trim())).toBe(text);
}

/**
 * Asks the top frame's content script of `page`'s tab for its selected word, from the
 * background, as the popup does. Messages to one frame are handled in order, so once it
 * has answered, it has handled every message sent to it before.
 */
export async function selectionInTopFrame(worker: Worker, page: Page): Promise<unknown> {
  const tab = await activeTabOf(worker, page);
  return worker.evaluate(
    (tabId) => chrome.tabs.sendMessage(tabId, { type: 'get-selection' }, { frameId: 0 }),
    tab.id ?? -1,
  );
}

/**
 * Looks a word up by double-click and waits for its senses (and the notebook row they
 * record: the Save button shows once they have).
 */
export async function lookUpAndRecord(page: Page, selector: string, word: string) {
  // The open card may cover the next word: close it first, as a reader would.
  await page.mouse.click(2, 2);
  await expect(cardHost(page)).toBeHidden();
  await dblclickWord(page, selector, word);
  const card = await cardIn(page);
  await expect(shownWord(card)).toHaveText(word);
  await expect(card.getByRole('button', { name: 'Save' })).toBeVisible();
  return card;
}

/** One of the extension's own pages ('popup.html', 'notebook.html', …) in a new tab. */
export async function openExtensionPage(extension: ExtensionHandle, path: string): Promise<Page> {
  const page = await extension.context.newPage();
  await page.goto(extension.url(path));
  return page;
}

/** Types a word into the popup's search box, presses Enter, and waits for its senses. */
export async function searchInPopup(popup: Page, word: string): Promise<void> {
  await popup.getByRole('searchbox').fill(word);
  await popup.getByRole('searchbox').press('Enter');
  await expect(popup.getByRole('heading', { level: 2 })).toHaveText(word);
  await expect(popup.getByRole('tabpanel').locator('.lisan-skeleton')).toHaveCount(0);
}

/** Double-clicks `word` in `page` and waits for its card to show it, settled. */
export async function settledCardOf(page: Page, selector: string, word: string) {
  await dblclickWord(page, selector, word);
  const card = await cardIn(page);
  await expect(shownWord(card)).toHaveText(word);
  await expectSettled(card);
  return card;
}
