import { CARD_INITIAL_HEIGHT, CARD_WIDTH } from '../../lib/messages/content-protocol';
import {
  PARENT_SOURCE,
  type ParentPortMessage,
  type TicketPost,
} from '../../lib/messages/port-protocol';
import {
  FRAME_START,
  type FrameEffect,
  type FrameEvent,
  frameStep,
  isOurs,
} from './card-frame-state';
import { cardOrigin, extensionUrl } from './extension-api';
import { parsePortMessage } from './guards';
import { runMachine } from './machine';
import { placeBeside, type Side } from './placement';
import { readerSees } from './reader-sees';
import { cardTopLayer } from './top-layer';

/**
 * The host shows the card at once, at the skeleton's size, whatever the answer; it takes
 * the card's own size (the only change that depends on the answer) no sooner than this
 * after the card was asked for, so a remembered word and a new one look the same to the
 * page until then, and the page cannot tell which words the reader looked up before.
 */
export const REVEAL_MS = 250;
/**
 * The card's background until its document paints (it sets its own, from the reader's
 * theme): the system's, so a dark page never flashes a white box.
 */
const EMPTY_CARD = 'color-scheme:light dark;background:light-dark(#fff,#17181c)';

/**
 * The card: an extension page in an iframe inside a closed shadow root, so the page can
 * neither read nor restyle its content, nor reach (or swap) the frame itself.
 *
 * The frame is loaded once and kept: closing hides the host (and empties the card, so the
 * next card never shows the last word), the next card shows it again. Moving an iframe
 * would reload it, so it stays in its host.
 *
 * On the frame's `load`, the pending ticket from the background is posted to the card's
 * own origin with one end of a MessageChannel; everything after that (later words, sizes,
 * close) goes through that port, and the card posts nothing to the page's window. Our
 * card never navigates itself: a second `load` is a document the page navigated the frame
 * to (through `window.frames`), so that frame is hidden and replaced by the next card.
 * One card per frame; the background closes cards in the tab's other frames.
 */
/** The card as the content script drives it (see createCardFrame). */
export interface CardFrame {
  isOpen(): boolean;
  /** True when the event happened on the card (its host element). */
  contains(target: EventTarget | null | undefined): boolean;
  /** The card in this frame is ours, alive and bound: `show` needs no ticket. */
  canShow(): boolean;
  /** Shows `word` in the bound card (see canShow); `focus` when asked by keyboard. */
  show(word: string, anchor: DOMRect, focus?: boolean): void;
  /**
   * The second press of a double-click on `word`, before its dblclick: a bound card gets
   * the word `early` (ParentPortMessage); a loaded frame still waiting for its first
   * ticket is shown as it is, so that it paints before the word comes. Otherwise nothing.
   */
  early(word: string, anchor: DOMRect): void;
  /**
   * Shows a card that waits for its ticket (see `admit`): at the reader's gesture, before
   * the background has answered, so the reader sees it at once.
   */
  open(anchor: DOMRect, focus?: boolean): void;
  /** The ticket from the background for the open card; the card reads the word from it. */
  admit(ticket: string): void;
  /** The focus is in the card. */
  hasFocus(): boolean;
  /** Moves the keyboard into the open card (the reader pressed Tab or the shortcut). */
  focus(): void;
  close(): void;
  /**
   * Starts loading the card document before any word (the reader pressed on Arabic text:
   * maybe the first click of a double-click), so the first card waits less for it. The
   * ticket follows on `open`: the frame has loaded by then, or delivers it on its load.
   */
  preload(): void;
}

/**
 * `onExpired`: the card's session lapsed; the open card needs a new ticket. The decisions
 * are card-frame-state.ts's (`frameStep`); this adapter reads the DOM for each event and
 * carries out the effects on the host, the frame and the port.
 */
export function createCardFrame(onExpired: () => void): CardFrame {
  // Closures rather than a class: local names minify, and this ships in every page.
  let host: HTMLElement | null = null;
  let shadow: ShadowRoot | null = null;
  let frame: HTMLIFrameElement | null = null;
  let src = '';
  /** Our end of the channel given to the card with the last ticket. */
  let port: MessagePort | null = null;
  let shownAnchor: DOMRect | null = null;
  /** Fixed when a card is shown: the page's scroll and viewport then, and the side chosen. */
  let view = { x: 0, y: 0, width: 0, height: 0 };
  let side: Side = 'below';
  let revealTimer: ReturnType<typeof setTimeout> | undefined;
  let returnFocusTo: Element | null = null;
  /** Firefox: the card in the top layer, and whether anything came over it (top-layer.ts). */
  const topLayer = cardTopLayer(() => host);
  const machine = runMachine(FRAME_START, frameStep, perform);
  const run = (event: FrameEvent) => machine.run(event);
  const shown = () => machine.state().shown;

  /** Our host is still in the page, holding our frame at our URL (swapped: not ours). */
  const intact = (): boolean =>
    host?.isConnected === true && frame?.parentNode === shadow && frame.getAttribute('src') === src;

  // Each case returns what it did (nothing), to end the case in one line.
  function perform(effect: FrameEffect) {
    switch (effect[0]) {
      case 'create':
        return create();
      case 'unbind':
        return unbind();
      case 'deliver':
        return deliver(effect[1]);
      case 'send':
        return send(effect[1]);
      case 'reveal':
        return reveal(effect[1], effect[2], effect[3]);
      case 'place':
        return place(effect[1]);
      case 'focus':
        // A frame that is still the page's focused element moves nowhere on focus() alone.
        frame?.blur();
        return frame?.focus();
      case 'hide':
        return hideCard();
      case 'expired':
        return onExpired();
      case 'check':
        return answerVisible(effect[1], effect[2]);
    }
  }

  function unbind(): void {
    port?.close();
    port = null;
  }

  function reveal(anchor: DOMRect, remember: boolean, focus: boolean): void {
    if (remember) returnFocusTo = document.activeElement;
    shownAnchor = anchor;
    view = { x: scrollX, y: scrollY, width: innerWidth, height: innerHeight };
    // The first placement, at a likely card's size, picks the side (placement.ts).
    side = 'below';
    clearTimeout(revealTimer);
    revealTimer = setTimeout(() => run(['revealed']), REVEAL_MS);
    place(CARD_INITIAL_HEIGHT);
    topLayer.raise();
    if (focus) frame?.focus();
  }

  function hideCard(): void {
    clearTimeout(revealTimer);
    hide('visibility:hidden');
    topLayer.lower();
    send({ type: 'hide' });
    const previous = returnFocusTo;
    returnFocusTo = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }

  function create(): void {
    host?.remove();
    unbind();
    const newHost = document.createElement('lisan-card');
    const newShadow = newHost.attachShadow({ mode: 'closed' });
    const newFrame = document.createElement('iframe');
    src = extensionUrl('/card.html');
    newFrame.src = src;
    newFrame.title = 'Lisan';
    newFrame.setAttribute('allow', '');
    newFrame.style.cssText =
      'border:0;width:100%;height:100%;display:block;background:transparent;color-scheme:normal;';
    newFrame.addEventListener('load', () => run(['load', intact()]));
    newShadow.append(newFrame);
    host = newHost;
    shadow = newShadow;
    frame = newFrame;
    hide('visibility:hidden');
    document.documentElement.append(newHost);
  }

  /**
   * Chromium may give the focus back to the page's frame just after Tab moved it into the
   * card's (seen on a page's first card, headless): the page's window gets `focus` while our
   * host is still its active element, the card's document still reports the focus, and the
   * reader's keys go to the page. The focus goes into the card again after the browser's
   * focus change (a move made inside it never reaches the card), unless the page has moved
   * it elsewhere by then. Not a capture listener: `focus` does not bubble, so only the
   * window's own reaches it.
   */
  addEventListener('focus', (event) => {
    if (event.isTrusted) setTimeout(() => card.hasFocus() && card.focus());
  });

  /** Hands `ticket`, with a new channel, to the card document our frame loaded. */
  function deliver(ticket: string): void {
    const target = frame?.contentWindow;
    if (!target) return;
    unbind();
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => run(['port', parsePortMessage(event.data)]);
    port = channel.port1;
    const post: TicketPost = { source: PARENT_SOURCE, type: 'ticket', ticket };
    // To the card's origin only: a document the page put in the frame never receives it.
    target.postMessage(post, cardOrigin(src), [channel.port2]);
  }

  function answerVisible(asked: number, isShown: boolean): void {
    const visible = isShown && readerSees(host, true);
    // Raised now, so that the card asking to confirm is seen above what came over it.
    const overtaken = topLayer.overtaken();
    const unsure = !(isShown && topLayer.raise()) || overtaken;
    send({
      type: 'visible',
      asked,
      visible,
      confirm: (visible && unsure) || undefined,
    });
  }

  function send(message: ParentPortMessage): void {
    port?.postMessage(message);
  }

  function cardWidth(): number {
    return Math.min(CARD_WIDTH, innerWidth - 16);
  }

  /**
   * Out of the reader's way: hidden when closed; transparent (and letting clicks through)
   * when the page dims, hides or filters the shown card.
   */
  function hide(state: 'visibility:hidden' | 'opacity:0'): void {
    host?.setAttribute(
      'style',
      `all:initial;position:fixed;top:0;left:0;width:${cardWidth()}px;height:${CARD_INITIAL_HEIGHT}px;${state} !important;pointer-events:none !important`,
    );
  }

  /**
   * Absolute document coordinates, so the card scrolls with the word it belongs to. The
   * word's place and the side are those of when the card was shown: a new height (another
   * tab) keeps the edge nearest the word where it is, even if the page scrolled meanwhile.
   * Until REVEAL_MS, the skeleton's height (the machine's), so the first size the page sees
   * says nothing of the answer. A card the page dims, hides or filters never takes a click:
   * it stays transparent.
   */
  function place(cardHeight: number): void {
    if (!host || !shownAnchor) return;
    const width = cardWidth();
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const placed = placeBeside(shownAnchor, { width, height: cardHeight }, view, rtl, side);
    // A card that did not fit moved to the word's other side, and stays there.
    side = placed.side;
    const { top, left, height } = placed;
    host.style.cssText = `all:initial;position:absolute;top:${top + view.y}px;left:${left + view.x}px;width:${width}px;height:${height}px;z-index:2147483647;display:block;opacity:1;border-radius:10px;box-shadow:0 6px 24px rgba(0,0,0,.25);overflow:hidden;${EMPTY_CARD}`;
    if (!readerSees(host, false)) hide('opacity:0');
  }

  const card: CardFrame = {
    isOpen: shown,
    contains: (target) => shown() && host !== null && target === host,
    canShow: () => machine.state().bound && isOurs(machine.state(), intact()),
    show: (word, anchor, focus = false) => run(['show', word, anchor, focus, intact()]),
    early: (word, anchor) => run(['early', word, anchor, intact()]),
    open: (anchor, focus = false) => run(['open', anchor, focus, intact()]),
    admit: (ticket) => run(['admit', ticket]),
    hasFocus: () => shown() && document.activeElement === host,
    focus: () => run(['focus']),
    close: () => run(['close']),
    preload: () => run(['preload', window === top, intact()]),
  };
  return card;
}
