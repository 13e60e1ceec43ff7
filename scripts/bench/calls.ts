import { expect, type Page } from '@playwright/test';
import type { ExtensionHandle } from '../../automation/extension';
import { cardFrame, cardRevealed, dblclickWord } from '../../automation/page-actions';
import type { SampleService } from '../../sample-service/server';
import { closeCard, openWordPage } from './card';
import { type Summary, summarise } from './stats';
import { NOUN_FORMS_WORD, PLAIN_WORD, RICH_WORD } from './words';

const TAB_NAMES = ['Senses', 'Examples', 'Root', 'Pattern', 'Forms', 'Related'];

export interface CallCounts {
  /** A word never looked up, every tab opened in the card. */
  newWordAllTabs: number;
  /** The same word again in a new card, every tab opened. */
  sameWordAllTabs: number;
  /** 50 lookups of a cached word, back to back, as runtime messages from the popup page. */
  cachedRepeats: number;
  repeats: number;
  /** Round trip of one cached lookup message (popup → background → popup). */
  cachedRoundTrip: Summary;
}

/** Service calls as the sample service logged them, for what the reader does. */
export async function countServiceCalls(
  extension: ExtensionHandle,
  service: SampleService,
  word: string,
  repeats = 50,
): Promise<CallCounts> {
  const calls = () => service.calls().length;
  const { page } = await openWordPage(extension.context, service.origin, word);

  let before = calls();
  await openEveryTab(page, word);
  const newWordAllTabs = calls() - before;
  await closeCard(page);

  before = calls();
  await openEveryTab(page, word);
  const sameWordAllTabs = calls() - before;
  await page.close();

  const popup = await extension.context.newPage();
  await popup.goto(extension.url('popup.html'));
  before = calls();
  const roundTrips = await popup.evaluate(
    async ({ word, repeats }) => {
      const times: number[] = [];
      for (let index = 0; index < repeats; index++) {
        const start = performance.now();
        const answer = await chrome.runtime.sendMessage({ type: 'lookup', word, tab: 'senses' });
        if (answer?.ok !== true) throw new Error(`lookup failed: ${JSON.stringify(answer)}`);
        times.push(performance.now() - start);
      }
      return times;
    },
    { word, repeats },
  );
  const cachedRepeats = calls() - before;
  await popup.close();

  return {
    newWordAllTabs,
    sameWordAllTabs,
    cachedRepeats,
    repeats,
    cachedRoundTrip: summarise(roundTrips),
  };
}

export interface NoSearchCounts {
  /** Requests for the first word once search is refused: the refusal (404, not charged) included. */
  firstWordAllTabs: number;
  /** Requests for the next new word: the service is known to lack search by then. */
  newWordAllTabs: number;
}

/**
 * The same on a service whose `/public/search` is refused (404): the first word learns it,
 * the next word goes straight to the documented operations. Leaves search refused: run it
 * last (the extension remembers the service as one without search).
 */
export async function countCallsWithoutSearch(
  extension: ExtensionHandle,
  service: SampleService,
  firstWord: string,
  nextWord: string,
): Promise<NoSearchCounts> {
  service.setFaults([{ fault: { kind: 'not-found' }, path: '/public/search' }]);
  const counts: number[] = [];
  for (const word of [firstWord, nextWord]) {
    const { page } = await openWordPage(extension.context, service.origin, word);
    const before = service.calls().length;
    await openEveryTab(page, word);
    counts.push(service.calls().length - before);
    await page.close();
  }
  return { firstWordAllTabs: counts[0] ?? Number.NaN, newWordAllTabs: counts[1] ?? Number.NaN };
}

export interface SearchShapeCounts {
  /** A new word of a lexicon whose search answers in the rich shape, all six tabs. */
  richWordAllTabs: number;
  /** A new word of a lexicon whose search answers in the plain shape, all six tabs. */
  plainWordAllTabs: number;
  /** A noun's Forms tab after its Senses (its plurals come with the search answer). */
  nounFormsAfterSenses: number;
  /** What that Forms tab showed. */
  nounForms: string;
  /** Recordings fetched while the rich word's six tabs were opened (Listen not pressed). */
  recordingsWithoutListen: number;
  /** Recordings fetched after Listen was pressed twice. */
  recordingsAfterListenTwice: number;
}

/** Calls for each kind of search answer the sample service gives (sample-service/search.ts). */
export async function countSearchShapeCalls(
  extension: ExtensionHandle,
  service: SampleService,
): Promise<SearchShapeCounts> {
  const calls = () => service.calls().length;
  const counted = async (word: string, open: (page: Page) => Promise<void>) => {
    const { page } = await openWordPage(extension.context, service.origin, word);
    const before = calls();
    await open(page);
    return { page, spent: calls() - before };
  };

  const audioBefore = service.audioFetches().length;
  const rich = await counted(RICH_WORD, (page) => openEveryTab(page, RICH_WORD));
  const recordingsWithoutListen = service.audioFetches().length - audioBefore;
  const card = await cardFrame(rich.page);
  const listen = card.getByRole('button', { name: /^Listen/ });
  await listen.click();
  await expect.poll(() => service.audioFetches().length - audioBefore).toBe(1);
  await listen.click();
  // The second press plays what the card keeps: give a fetch the time to show, if any.
  await card.waitForTimeout(300);
  const recordingsAfterListenTwice = service.audioFetches().length - audioBefore;
  await rich.page.close();

  const plain = await counted(PLAIN_WORD, (page) => openEveryTab(page, PLAIN_WORD));
  await plain.page.close();

  const { page } = await openWordPage(extension.context, service.origin, NOUN_FORMS_WORD);
  await openTabs(page, NOUN_FORMS_WORD, ['Senses']);
  const before = calls();
  await openTabs(page, NOUN_FORMS_WORD, ['Forms'], false);
  const nounFormsAfterSenses = calls() - before;
  const shown = await (await cardFrame(page))
    .locator('[role="tabpanel"]:not([hidden]) td button')
    .allInnerTexts();
  const nounForms = shown.length > 0 ? shown.join(' · ') : 'none';
  await page.close();

  return {
    richWordAllTabs: rich.spent,
    plainWordAllTabs: plain.spent,
    nounFormsAfterSenses,
    nounForms,
    recordingsWithoutListen,
    recordingsAfterListenTwice,
  };
}

/** Double-clicks the word and opens the six tabs in turn, each until its answer shows. */
async function openEveryTab(page: Page, word: string): Promise<void> {
  await openTabs(page, word, TAB_NAMES);
}

/** Opens `names` in turn (after double-clicking the word, unless the card is open already). */
async function openTabs(
  page: Page,
  word: string,
  names: readonly string[],
  dblclick = true,
): Promise<void> {
  if (!dblclick) return showTabs(page, word, names);
  await dblclickWord(page, '#lisan-bench-word', word);
  await showTabs(page, word, names);
}

async function showTabs(page: Page, word: string, names: readonly string[]): Promise<void> {
  const card = await cardFrame(page);
  // Tabs are clicked as a reader clicks them: on a card they see, at its own size (it
  // takes it 250 ms after the gesture; a tab pressed on a card not seen spends nothing).
  await cardRevealed(page);
  const shownPanel = card.locator('[role="tabpanel"]:not([hidden])');
  for (const name of names) {
    const tab = card.getByRole('tab', { name, exact: true });
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // Anything but the loading skeleton: the tab's answer (entries, "nothing", or an error).
    await expect(shownPanel.locator(':scope > :not(.lisan-skeleton)').first()).toBeAttached();
    if ((await shownPanel.locator('.lisan-error').count()) > 0) {
      throw new Error(`the ${name} tab of ${word} shows an error`);
    }
  }
}
