import { selectionLookupWord } from '../../lib/arabic/page';
import { type UiLanguage, uiLanguage } from '../../lib/i18n/languages';
import { type CardFrame, createCardFrame } from './card-frame';
import { arabicAt } from './caret';
import { type ControllerEvent, type Effect, START, step } from './controller-state';
import { extensionAlive, sendToBackground } from './extension-api';
import { parseBackgroundMessage, parsePageConfig, parseTicket } from './guards';
import type { LookupController } from './loader';
import { runMachine } from './machine';
import type { Moment, Pointer } from './moment';
import { createReaderSelection } from './reader-selection';
import { createSelectionButton, type SelectionButton } from './selection-button';
import { textAroundSelection } from './sentence';
import type { SelectionAt } from './text-field';
import { onTouchSelectionEnd } from './touch-selection';
import { createTriggerConfig } from './trigger-config';
import { doubleClickedWord, selectedWord, selectionIsUnder, type WordTarget } from './word-target';

/** The button's one word, per UI language: a new language fails to compile until it has one. */
const BUTTON_LABEL: Record<UiLanguage, string> = { en: 'Look up', ar: 'ابحث' };

/**
 * Wires the page's trusted events to the card: the decisions are controller-state.ts's
 * (`step`); this adapter reads the page for each event and carries out the effects. The
 * lazily loaded part of the content script (content-lookup.ts): the loader (loader.ts)
 * makes it at the reader's first press or selecting key in the frame, or at a message from
 * the background that needs it, and hands it only trusted events, so a page cannot make
 * Lisan spend the reader's calls.
 */
export function createController(): LookupController {
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
  // The selection as the last release left it, at its event: what 'record-selection' keeps.
  let releasedSelection: SelectionAt | undefined;

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
        return readerSelection.record(effect.mine, releasedSelection);
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
    releasedSelection = pointer.selection;
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

  /** The word double-clicked at `pointer`, on the node its first press fell on. */
  const wordClicked = (pointer: Pointer) =>
    doubleClickedWord(pointer, machine.state().firstPress?.node ?? null);

  const touches = onTouchSelectionEnd(
    (target) => button?.contains(target) === true,
    (pointer) => released(pointer, 1),
  );

  /** The background's messages (shortcut, menu, popup, settings), once this part is loaded. */
  function answer(raw: unknown): unknown {
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
  }

  /** A trusted page event, with what the loader read of the page at its moment. */
  function handle({ event, pointer, selection, touch }: Moment): void {
    const type = event.type;
    if (touch) touches.touchEnded(touch);
    else if (type === 'selectionchange') touches.selectionChanged();
    else if (type === 'keydown') keyPressed(event as KeyboardEvent);
    // Set only for a key that extends the selection (moment.ts).
    else if (type === 'keyup' && selection) readerSelection.record(true, selection);
    else if (!pointer) return;
    else if (type === 'mousedown') pressed(event as MouseEvent, pointer);
    else if (type === 'mouseup' && (event as MouseEvent).button === 0) {
      released(pointer, (event as MouseEvent).detail);
    } else if (type === 'dblclick') {
      const target = wordClicked(pointer);
      if (target) triggers.whenEnabled('doubleClick', () => openCard(target));
    }
  }

  function pressed(event: MouseEvent, pointer: Pointer): void {
    const caret = event.detail === 1 ? pointer.caret : null;
    const open = card?.isOpen() === true;
    run({
      type: 'press',
      detail: event.detail,
      caret,
      onButton: button?.contains(pointer.target) === true,
      cardOpen: open,
      onCard: open && card?.contains(pointer.target) === true,
      arabic: event.detail === 1 && extensionAlive() && arabicAt(caret),
      word:
        event.detail === 2 && card && triggers.kept()?.doubleClick
          ? wordClicked(pointer)
          : undefined,
    });
  }

  function keyPressed(event: KeyboardEvent): void {
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
    // Into the card instead of the page's next element. (A card is open only once this part
    // is loaded, so its keys come in their own event and can still be prevented.)
    if (!tabbedIn && machine.state().tabbedIn && !focused) event.preventDefault();
  }

  return { handle, answer };
}

/** This frame has the focus itself, not through one of its child frames. */
function readerIsHere(): boolean {
  const active = document.activeElement;
  return (
    document.hasFocus() &&
    !(active instanceof HTMLIFrameElement || active instanceof HTMLFrameElement)
  );
}
