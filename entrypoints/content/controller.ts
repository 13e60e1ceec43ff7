import { selectionLookupWord } from '../../lib/arabic/segment';
import { type UiLanguage, uiLanguage } from '../../lib/i18n/languages';
import { createCardFrame } from './card-frame';
import { arabicUnderPointer } from './caret';
import { extensionAlive, onBackgroundMessage, sendToBackground } from './extension-api';
import { parseBackgroundMessage, parsePageConfig, parseTicket } from './guards';
import { createReaderSelection } from './reader-selection';
import { createSelectionButton } from './selection-button';
import { sentenceAroundSelection } from './sentence';
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

/** Keys that move a selection (with Shift), or select all: never the shortcut's own keys. */
const SELECTING_KEY = /^(Arrow|Home|End|Page|a$)/;

/** The button's one word, per UI language: a new language fails to compile until it has one. */
const BUTTON_LABEL: Record<UiLanguage, string> = { en: 'Look up', ar: 'ابحث' };

/**
 * Wires the page's trusted events to the card. Every handler ignores untrusted
 * (script-made) events, so a page cannot make Lisan spend the reader's calls.
 */
export function startContentScript(): void {
  // Tells the background which frame's card to keep when it closes the others in the tab.
  // Made for the first card, not at load: crypto's first use costs the page load.
  let instance = '';
  const cardInstance = () => (instance ||= crypto.getRandomValues(new Uint32Array(2)).join('-'));
  // The word of the open card: asked again with a ticket if the card's session lapsed.
  let shownTarget: WordTarget | null = null;
  // Counts the cards asked for: a ticket that comes back after a later word was asked is stale.
  let asked = 0;
  const card = createCardFrame(() => {
    if (shownTarget) void openCard(shownTarget);
  });
  const button = createSelectionButton((target) => void openCard(target));
  // Mouse presses so far: a selection button whose settings arrive after the reader has
  // pressed the mouse again (a waking service worker can take a while) would be stale.
  let presses = 0;
  // Tab from the page goes into a card that opened without the focus, once per card:
  // the page keeps its other keys (Space, arrows) while the reader reads.
  let tabbedIn = false;
  // The selection the reader's own input made: the only one the shortcut looks up.
  const readerSelection = createReaderSelection();

  const triggers = createTriggerConfig(async () =>
    parsePageConfig(await sendToBackground({ type: 'page-config' })),
  );
  // A page restored from the back/forward cache missed the changes sent meanwhile.
  addEventListener('pageshow', (event) => {
    if (event.persisted) triggers.forget();
  });

  /**
   * A card in a living, bound frame shows the word at once; otherwise the background
   * issues a ticket for it. Either way the background closes the tab's other cards.
   */
  async function openCard(target: WordTarget, focus = false): Promise<void> {
    button.hide();
    // An orphaned script (the extension was updated or removed) keeps its settings and its
    // frame, but the card in that frame is gone.
    if (!extensionAlive()) return;
    if (triggers.kept()?.keepHistory) {
      // Sent before the card asks anything, so the background has it when the card records.
      const sentence = sentenceAroundSelection(target.word);
      const page = { title: document.title.slice(0, 500), url: location.href.slice(0, 2000) };
      void sendToBackground({ type: 'notebook-context', word: target.word, sentence, ...page });
    }
    tabbedIn = false;
    const ask = ++asked;
    shownTarget = target;
    if (card.canShow()) {
      card.show(target.word, target.rect, focus);
      void sendToBackground({ type: 'card-shown', instance: cardInstance() });
      return;
    }
    // Shown now, at the gesture; the ticket follows (issuing it does not depend on the word).
    card.open(target.rect, focus);
    const ticket = parseTicket(
      await sendToBackground({ type: 'card-ticket', word: target.word, instance: cardInstance() }),
    );
    if (ask !== asked) return;
    if (ticket) card.admit(ticket);
    else card.close();
  }

  addEventListener(
    'dblclick',
    (event) => {
      if (!event.isTrusted) return;
      const target = doubleClickedWord(pointerOf(event, event));
      if (!target) return;
      triggers.whenEnabled('doubleClick', () => void openCard(target));
    },
    true,
  );

  /**
   * The reader's drag or touch ended at `pointer`: the selection is theirs if it is there.
   * `offer`: show the button for it (not for the second click of a double-click, which
   * opens the card itself).
   */
  function selectionEnded(pointer: Pointer, offer: boolean): void {
    if (button.contains(pointer.target)) return;
    const mine = selectionIsUnder(pointer);
    readerSelection.record(mine);
    const target = mine && offer ? selectedWord() : null;
    if (!target) return;
    const at = presses;
    triggers.whenEnabled('selectionButton', (current) => {
      if (presses === at) button.show(target, BUTTON_LABEL[uiLanguage(current.uiLanguage)]);
    });
  }

  addEventListener(
    'mouseup',
    (event) => {
      if (event.isTrusted && event.button === 0)
        selectionEnded(pointerOf(event, event), event.detail < 2);
    },
    true,
  );

  onTouchSelectionEnd(button.contains, (pointer) => selectionEnded(pointer, true));

  addEventListener(
    'keyup',
    (event) => {
      if (event.isTrusted && SELECTING_KEY.test(event.key)) readerSelection.record(true);
    },
    true,
  );

  addEventListener(
    'mousedown',
    (event) => {
      if (!event.isTrusted) return;
      presses += 1;
      if (!button.contains(event.target)) button.hide();
      if (card.isOpen() && !card.contains(event.target)) card.close();
      // Perhaps the first press of a double-click on Arabic: the card's frame starts loading.
      else if (event.detail === 1 && extensionAlive() && arabicUnderPointer(event)) {
        card.preload();
        // …and the word finder's segmenter is built (10-40 ms once), not at the dblclick.
        selectionLookupWord('ب');
      }
    },
    true,
  );

  addEventListener(
    'keydown',
    (event) => {
      if (!event.isTrusted) return;
      if (event.key === 'Escape') {
        button.hide();
        card.close();
      } else if (event.key === 'Tab' && !event.shiftKey && card.isOpen() && !tabbedIn) {
        tabbedIn = true;
        if (card.hasFocus()) return;
        event.preventDefault();
        card.focus();
      }
    },
    true,
  );

  onBackgroundMessage((raw) => {
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
        if (message.keep !== instance) card.close();
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
}

/** This frame has the focus itself, not through one of its child frames. */
function readerIsHere(): boolean {
  const active = document.activeElement;
  return (
    document.hasFocus() &&
    !(active instanceof HTMLIFrameElement || active instanceof HTMLFrameElement)
  );
}
