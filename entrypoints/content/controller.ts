import { selectionLookupWord } from '../../lib/arabic/page';
import { type UiLanguage, uiLanguage } from '../../lib/i18n/languages';
import { type CardFrame, createCardFrame } from './card-frame';
import { arabicAt, caretAt } from './caret';
import { type ControllerEvent, type Effect, START, step } from './controller-state';
import { extensionAlive, listenToBackground, sendToBackground } from './extension-api';
import { parseBackgroundMessage, parsePageConfig, parseTicket } from './guards';
import { runMachine } from './machine';
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
 * Wires the page's trusted events to the card: the decisions are controller-state.ts's
 * (`step`); this adapter reads the page for each event and carries out the effects. Every
 * handler ignores untrusted (script-made) events, so a page cannot make Lisan spend the
 * reader's calls. Made at the first page event in its frame: a press, a key or a
 * selection. From then on the frame answers the background (settings changes, "close your
 * card", the shortcut, the menu); until then it does not listen, and costs the page nothing.
 */
function createController(): PageEventHandlers {
  // Tells the background which frame's card to keep when it closes the others in the tab.
  // Made for the first card, not at load: crypto's first use costs the page load.
  let instance = '';
  const cardInstance = () => (instance ||= crypto.getRandomValues(new Uint32Array(2)).join('-'));
  // The card and the button are made at their first use, not at load: compiling them
  // cost every page load script time (issue 13). Until then they are neither open nor shown.
  let card: CardFrame | undefined;
  const theCard = () =>
    (card ??= createCardFrame(() =>
      run({ type: 'expired', alive: extensionAlive(), bound: theCard().canShow() }),
    ));
  let button: SelectionButton | undefined;
  const theButton = () => (button ??= createSelectionButton((target) => openCard(target)));
  // The selection the reader's own input made: the only one the shortcut looks up.
  const readerSelection = createReaderSelection();

  const triggers = createTriggerConfig(async () =>
    parsePageConfig(await sendToBackground({ type: 'page-config' })),
  );

  const machine = runMachine(START, step, perform);
  const run = (event: ControllerEvent) => machine.run(event);

  // Each case returns what it did (nothing), to end the case in one line.
  function perform(effect: Effect) {
    switch (effect.type) {
      case 'hide-button':
        return button?.hide();
      case 'close-card':
        return card?.close();
      case 'preload':
        theCard().preload();
        return triggers.preload();
      case 'early':
        return card?.early(effect.target.word, effect.target.rect);
      case 'record-selection':
        return readerSelection.record(effect.mine);
      case 'offer-button':
        return offerButton(effect.presses);
      case 'settle-later':
        return void setTimeout(() => run({ type: 'settled' }));
      case 'show':
        sendContext(effect.target.word);
        theCard().show(effect.target.word, effect.target.rect, effect.focus);
        return void sendToBackground({ type: 'card-shown', instance: cardInstance() });
      case 'ask-ticket':
        return void askTicket(effect.target, effect.focus, effect.ask);
      case 'admit':
        return card?.admit(effect.ticket);
      case 'focus-card':
        return card?.focus();
    }
  }

  /** A card for `target`: a living, bound frame shows it at once, else a ticket is asked. */
  function openCard(target: WordTarget, focus = false): void {
    run({ type: 'open', target, focus, alive: extensionAlive(), bound: !!card?.canShow() });
  }

  /** Shown now, at the gesture; the ticket follows (issuing it does not depend on the word). */
  async function askTicket(target: WordTarget, focus: boolean, ask: number): Promise<void> {
    theCard().open(target.rect, focus);
    // A child frame names its top page's origin where its browser tells it: the site
    // whose budget its card spends (the top frame's URL the background has itself). A top
    // frame's list is empty: it names none.
    const ancestors = location.ancestorOrigins as DOMStringList | undefined;
    // The words around it first: the background starts the word's lookup at the ticket, and
    // the sentence must be there by then (messages from one frame arrive in order).
    sendContext(target.word);
    const ticketAnswer = sendToBackground({
      type: 'card-ticket',
      word: target.word,
      instance: cardInstance(),
      top: ancestors?.[ancestors.length - 1],
    });
    run({ type: 'ticket', ask, ticket: parseTicket(await ticketAnswer) });
  }

  /**
   * The text around the word, sent before the card asks for it: the background takes the
   * words next to it for this one lookup, then drops them; and, when history is kept, the
   * notebook cuts its sentence from it (with the page's title and address).
   */
  function sendContext(word: string): void {
    const sentence = textAroundSelection(word);
    const page = triggers.kept()?.keepHistory
      ? { title: document.title.slice(0, 500), url: location.href.slice(0, 2000) }
      : undefined;
    void sendToBackground({ type: 'word-context', word, sentence, ...(page ? { page } : {}) });
  }

  /** The reader's drag or touch ended at `pointer`, the `detail`th click. */
  function released(pointer: Pointer, detail: number): void {
    const onButton = button?.contains(pointer.target) === true;
    run({ type: 'release', detail, onButton, mine: !onButton && selectionIsUnder(pointer) });
  }

  /** The button for the selected word, unless the reader pressed again (`at`) meanwhile. */
  function offerButton(at: number): void {
    const target = selectedWord();
    if (!target) return;
    triggers.whenEnabled('selectionButton', (current) => {
      if (machine.state().presses === at) {
        theButton().show(target, BUTTON_LABEL[uiLanguage(current.uiLanguage)]);
      }
    });
  }

  /** The word double-clicked at `event`, on the node its first press fell on. */
  const wordClicked = (event: MouseEvent) =>
    doubleClickedWord(pointerOf(event, event), machine.state().firstPress?.node ?? null);

  const touchStarted = onTouchSelectionEnd(
    (target) => button?.contains(target) === true,
    (pointer) => released(pointer, 1),
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
        if (target) openCard(target, true);
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
        if (word) openCard({ word, rect });
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
      if (target) triggers.whenEnabled('doubleClick', () => openCard(target));
    },
    mouseup(event) {
      if (event.isTrusted && event.button === 0) released(pointerOf(event, event), event.detail);
    },
    keyup(event) {
      if (event.isTrusted && selectingKey(event)) readerSelection.record(true);
    },
    mousedown(event) {
      if (!event.isTrusted) return;
      const caret = event.detail === 1 ? caretAt(event.clientX, event.clientY) : null;
      const open = card?.isOpen() === true;
      run({
        type: 'press',
        detail: event.detail,
        caret,
        onButton: button?.contains(event.target) === true,
        cardOpen: open,
        onCard: open && card?.contains(event.target) === true,
        arabic: event.detail === 1 && extensionAlive() && arabicAt(caret),
        word:
          event.detail === 2 && card && triggers.kept()?.doubleClick
            ? wordClicked(event)
            : undefined,
      });
    },
    keydown(event) {
      if (!event.isTrusted) return;
      const open = card?.isOpen() === true;
      const focused = open && card?.hasFocus() === true;
      const tabbedIn = machine.state().tabbedIn;
      run({
        type: 'key',
        key: event.key,
        shift: event.shiftKey,
        cardOpen: open,
        cardFocused: focused,
      });
      // Into the card instead of the page's next element.
      if (!tabbedIn && machine.state().tabbedIn && !focused) event.preventDefault();
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
