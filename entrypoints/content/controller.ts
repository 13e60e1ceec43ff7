import { selectionLookupWord } from '../../lib/arabic/page';
import { type UiLanguage, uiLanguage } from '../../lib/i18n/languages';
import { type CardFrame, createCardFrame } from './card-frame';
import { arabicAt, type Caret, caretAt } from './caret';
import { extensionAlive, listenToBackground, sendToBackground } from './extension-api';
import { parseBackgroundMessage, parsePageConfig, parseTicket } from './guards';
import { createReaderSelection } from './reader-selection';
import { createSelectionButton, type SelectionButton } from './selection-button';
import { textAroundSelection } from './sentence';
import { onTouchSelectionEnd } from './touch-selection';
import { createTriggerConfig } from './trigger-config';
import {
  doubleClickedWord,
  type Pointer,
  pointerOf,
  selectedWord,
  selectionIsUnder,
  type WordTarget,
} from './word-target';

/**
 * Keys that really extend a selection: Shift with a moving key, or Ctrl/Cmd+A. A bare
 * arrow or letter changes no selection, so it must not make a page-made one the reader's.
 */
const selectingKey = (event: KeyboardEvent): boolean =>
  event.shiftKey
    ? /^(Arrow|Home|End|Page)/.test(event.key)
    : (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a';

/** The button's one word, per UI language: a new language fails to compile until it has one. */
const BUTTON_LABEL: Record<UiLanguage, string> = { en: 'Look up', ar: 'ابحث' };

/** The page events the content script acts on, and the handler of each. */
type PageEvents = Pick<
  WindowEventMap,
  'pointerdown' | 'mousedown' | 'mouseup' | 'dblclick' | 'keydown' | 'keyup' | 'selectionchange'
>;
type PageEventHandlers = { [Type in keyof PageEvents]?: (event: PageEvents[Type]) => void };
const PAGE_EVENTS: (keyof PageEvents)[] = [
  'pointerdown',
  'mousedown',
  'mouseup',
  'dblclick',
  'keydown',
  'keyup',
  // A selection made without a press or a key (find in page): the shortcut may follow.
  'selectionchange',
];

/**
 * At load, only one listener for the page's events (capture, on the window): the rest is
 * compiled and made at the first of them, so what a page pays at load is little more than
 * the listener (issue 13: compiling the controller at load cost every page ~0.1 ms).
 */
export function startContentScript(): void {
  let handlers: PageEventHandlers | undefined;
  const onPageEvent = (event: Event) => {
    handlers ??= createController();
    // The handler of this event's own type, so of its own event class.
    const handle = handlers[event.type as keyof PageEvents] as ((event: Event) => void) | undefined;
    handle?.(event);
  };
  for (const type of PAGE_EVENTS) addEventListener(type, onPageEvent, true);
}

/**
 * Wires the page's trusted events to the card. Every handler ignores untrusted
 * (script-made) events, so a page cannot make Lisan spend the reader's calls. Made at the
 * first page event in its frame: a press, a key or a selection. From then on the frame
 * answers the background (settings changes, "close your card", the shortcut, the menu);
 * until then it does not listen, and costs the page nothing.
 */
function createController(): PageEventHandlers {
  // Tells the background which frame's card to keep when it closes the others in the tab.
  // Made for the first card, not at load: crypto's first use costs the page load.
  let instance = '';
  const cardInstance = () => (instance ||= crypto.getRandomValues(new Uint32Array(2)).join('-'));
  // The word of the open card: asked again with a ticket if the card's session lapsed.
  let shownTarget: WordTarget | null = null;
  // Counts the cards asked for: a ticket that comes back after a later word was asked is stale.
  let asked = 0;
  // The card was shown at the second press of a double-click: its dblclick confirms it
  // (openCard), else the press became a drag, or the page took the double-click, and it closes.
  let early = false;
  // The card and the button are made at their first use, not at load: compiling them
  // cost every page load script time (issue 13). Until then they are neither open nor shown.
  let card: CardFrame | undefined;
  const theCard = () =>
    (card ??= createCardFrame(() => {
      if (shownTarget) void openCard(shownTarget);
    }));
  let button: SelectionButton | undefined;
  const theButton = () => (button ??= createSelectionButton((target) => void openCard(target)));
  // Mouse presses so far: a selection button whose settings arrive after the reader has
  // pressed the mouse again (a waking service worker can take a while) would be stale.
  let presses = 0;
  // Where the last first press of a click fell: a double-click counts only on the node it
  // started on, not on one the page slipped under the pointer between the presses.
  let firstPress: Caret | null = null;
  // Tab from the page goes into a card that opened without the focus, once per card:
  // the page keeps its other keys (Space, arrows) while the reader reads.
  let tabbedIn = false;
  // The selection the reader's own input made: the only one the shortcut looks up.
  const readerSelection = createReaderSelection();

  const triggers = createTriggerConfig(async () =>
    parsePageConfig(await sendToBackground({ type: 'page-config' })),
  );

  /**
   * A card in a living, bound frame shows the word at once; otherwise the background
   * issues a ticket for it. Either way the background closes the tab's other cards.
   */
  async function openCard(target: WordTarget, focus = false): Promise<void> {
    button?.hide();
    // An orphaned script (the extension was updated or removed) keeps its settings and its
    // frame, but the card in that frame is gone.
    if (!extensionAlive()) return;
    early = false;
    const frame = theCard();
    tabbedIn = false;
    const ask = ++asked;
    shownTarget = target;
    if (frame.canShow()) {
      sendContext(target.word);
      frame.show(target.word, target.rect, focus);
      void sendToBackground({ type: 'card-shown', instance: cardInstance() });
      return;
    }
    // Shown now, at the gesture; the ticket follows (issuing it does not depend on the word).
    frame.open(target.rect, focus);
    // A child frame names its top page's origin where its browser tells it: the site
    // whose budget its card spends (the top frame's URL the background has itself). A top
    // frame's list is empty: it names none.
    const ancestors = location.ancestorOrigins as DOMStringList | undefined;
    const ticketAnswer = sendToBackground({
      type: 'card-ticket',
      word: target.word,
      instance: cardInstance(),
      top: ancestors?.[ancestors.length - 1],
    });
    // After the ticket: the background issues that first (the card waits for it, the
    // context does not); the card asks its lookup two round trips later (issue 13).
    sendContext(target.word);
    const ticket = parseTicket(await ticketAnswer);
    if (ask !== asked) return;
    if (ticket) frame.admit(ticket);
    else frame.close();
  }

  /**
   * The text around the word, sent before the card asks for it: the background takes the
   * words next to it for this one lookup, then drops them; and, when history is kept, the
   * notebook cuts its sentence from it (with the page's title and address).
   */
  function sendContext(word: string): void {
    const sentence = textAroundSelection(word);
    void sendToBackground({ type: 'word-context', word, sentence });
    if (!triggers.kept()?.keepHistory) return;
    const page = { title: document.title.slice(0, 500), url: location.href.slice(0, 2000) };
    void sendToBackground({ type: 'notebook-context', word, sentence, ...page });
  }

  /**
   * The reader's drag or touch ended at `pointer`: the selection is theirs if it is there.
   * `offer`: show the button for it (not for the second click of a double-click, which
   * opens the card itself).
   */
  function selectionEnded(pointer: Pointer, offer: boolean): void {
    if (button?.contains(pointer.target)) return;
    const mine = selectionIsUnder(pointer);
    readerSelection.record(mine);
    const target = mine && offer ? selectedWord() : null;
    if (!target) return;
    const at = presses;
    triggers.whenEnabled('selectionButton', (current) => {
      if (presses === at) theButton().show(target, BUTTON_LABEL[uiLanguage(current.uiLanguage)]);
    });
  }

  /** The word double-clicked at `event`, on the node its first press fell on. */
  const wordClicked = (event: MouseEvent) =>
    doubleClickedWord(pointerOf(event, event), firstPress?.node ?? null);

  const touchStarted = onTouchSelectionEnd(
    (target) => button?.contains(target) === true,
    (pointer) => selectionEnded(pointer, true),
  );

  listenToBackground((raw) => {
    const message = parseBackgroundMessage(raw);
    switch (message?.type) {
      case 'get-selection':
        return { word: selectedWord()?.word ?? null };
      case 'lookup-selection': {
        // Every frame of the tab is asked. Only the one the reader is in acts: a selection
        // left behind in another frame would open a second card and spend a call.
        // And only the reader's own selection: the browser gives the shortcut no text.
        const target = readerIsHere() && readerSelection.isCurrent() ? selectedWord() : null;
        // The reader is at the keyboard: the card takes the focus, Escape gives it back.
        if (target) void openCard(target, true);
        return undefined;
      }
      case 'open-card': {
        // The text the browser says the menu was opened on, never the live selection (the
        // page may have moved it since). The card goes by the selection when it still
        // holds that word, else near the top of the view.
        const word = selectionLookupWord(message.word);
        const selected = selectedWord();
        const rect =
          selected?.word === word
            ? selected.rect
            : new DOMRect(innerWidth / 2, innerHeight / 4, 1, 1);
        if (word) void openCard({ word, rect });
        return undefined;
      }
      case 'close-card':
        if (message.keep !== instance) card?.close();
        return undefined;
      case 'page-config': {
        const { type: _type, ...changed } = message;
        triggers.update(changed);
        return undefined;
      }
      default:
        return undefined;
    }
  });

  return {
    pointerdown: touchStarted,
    dblclick(event) {
      if (!event.isTrusted) return;
      const target = wordClicked(event);
      if (!target) return;
      triggers.whenEnabled('doubleClick', () => void openCard(target));
    },
    mouseup(event) {
      if (event.isTrusted && event.button === 0) {
        selectionEnded(pointerOf(event, event), event.detail < 2);
        // The second release: the browser dispatches its dblclick, if any, in this same
        // task. Not after the first release, whose task may run after the second press.
        if (event.detail > 1) {
          setTimeout(() => {
            if (early) card?.close();
            early = false;
          });
        }
      }
    },
    keyup(event) {
      if (event.isTrusted && selectingKey(event)) readerSelection.record(true);
    },
    mousedown(event) {
      if (!event.isTrusted) return;
      presses += 1;
      if (event.detail === 1) firstPress = caretAt(event.clientX, event.clientY);
      if (!button?.contains(event.target)) button?.hide();
      if (card?.isOpen() && !card.contains(event.target)) card.close();
      // Perhaps the first press of a double-click on Arabic: the card's frame starts
      // loading, and the settings are asked (the double-click shares that question).
      else if (event.detail === 1 && extensionAlive() && arabicAt(firstPress)) {
        theCard().preload();
        triggers.preload();
      }
      // The second press of a double-click: the card is shown now, and a bound card draws
      // the word if it has it (the page sees the same either way); nothing is looked up
      // or recorded before the dblclick confirms it.
      else if (event.detail === 2 && card && triggers.kept()?.doubleClick) {
        const target = wordClicked(event);
        early = target !== null;
        if (!target) return;
        // A ticket still on its way for an earlier word is stale now.
        asked += 1;
        card.early(target.word, target.rect);
      }
    },
    keydown(event) {
      if (!event.isTrusted) return;
      if (event.key === 'Escape') {
        button?.hide();
        card?.close();
      } else if (event.key === 'Tab' && !event.shiftKey && card?.isOpen() && !tabbedIn) {
        tabbedIn = true;
        if (card.hasFocus()) return;
        event.preventDefault();
        card.focus();
      }
    },
  };
}

/** This frame has the focus itself, not through one of its child frames. */
function readerIsHere(): boolean {
  const active = document.activeElement;
  return (
    document.hasFocus() &&
    !(active instanceof HTMLIFrameElement || active instanceof HTMLFrameElement)
  );
}
