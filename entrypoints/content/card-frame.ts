import {
  CARD_INITIAL_HEIGHT,
  CARD_MAX_HEIGHT,
  CARD_WIDTH,
  type CardPortMessage,
  PARENT_SOURCE,
  type ParentPortMessage,
  type TicketPost,
} from '../../lib/messages/content-protocol';
import { cardOrigin, extensionUrl } from './extension-api';
import { parsePortMessage } from './guards';
import { chooseSide, placeBeside, type Side } from './placement';
import { readerSees } from './reader-sees';

/** A card whose first drawing is this late is shown anyway: slow beats invisible. */
const DRAW_WAIT_MS = 1000;
/**
 * No change the page can observe on the host before this long after the card was asked
 * for: a remembered answer draws at once and a new one later, and the page must not learn
 * which words the reader looked up before.
 */
export const REVEAL_MS = 250;
/** Heights below this come from an emptied card, not one being drawn. */
const DRAWN_MIN_HEIGHT = 40;

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
export class CardFrame {
  #host: HTMLElement | null = null;
  #shadow: ShadowRoot | null = null;
  #frame: HTMLIFrameElement | null = null;
  #src = '';
  #shown = false;
  #loads = 0;
  #pending: string | null = null;
  /** Our end of the channel given to the card with the last ticket. */
  #port: MessagePort | null = null;
  /** The card redeemed that ticket and kept the port: it can show words at once. */
  #bound = false;
  #anchor: DOMRect | null = null;
  /** Fixed when a card is shown: the page's scroll and viewport then, and the side chosen. */
  #view = { x: 0, y: 0, width: 0, height: 0 };
  #side: Side = 'below';
  #height = CARD_INITIAL_HEIGHT;
  /** The card has drawn the shown word: until then the host stays transparent. */
  #drawn = false;
  #drawTimer: ReturnType<typeof setTimeout> | undefined;
  /** performance.now() before which the host keeps its closed geometry (REVEAL_MS). */
  #revealAt = 0;
  #revealTimer: ReturnType<typeof setTimeout> | undefined;
  /** The reader asked by keyboard: the card takes the focus. Otherwise the page keeps it. */
  #wantsFocus = false;
  #returnFocusTo: Element | null = null;

  /** `onExpired`: the card's session lapsed; the open card needs a new ticket. */
  readonly #onExpired: () => void;

  constructor(onExpired: () => void) {
    this.#onExpired = onExpired;
  }

  isOpen(): boolean {
    return this.#shown;
  }

  /** True when the event happened on the card (its host element). */
  contains(target: EventTarget | null): boolean {
    return this.#shown && this.#host !== null && target === this.#host;
  }

  /** The card in this frame is ours, alive and bound: `show` needs no ticket. */
  canShow(): boolean {
    return this.#bound && this.#isOurs();
  }

  /** Shows `word` in the bound card (see canShow); `focus` when asked by keyboard. */
  show(word: string, anchor: DOMRect, focus = false): void {
    // Sent first: the card renders in its own process while this one lays out the host.
    this.#send({ type: 'show', word });
    this.#reveal(anchor, focus);
  }

  /** Opens a card with a ticket from the background; the card reads the word from it. */
  open(ticket: string, anchor: DOMRect, focus = false): void {
    this.#reveal(anchor, focus);
    this.#pending = ticket;
    this.#deliver();
  }

  /** The focus is in the card. */
  hasFocus(): boolean {
    return this.#shown && document.activeElement === this.#host;
  }

  /** Moves the keyboard into the open card (the reader pressed Tab or the shortcut). */
  focus(): void {
    if (!this.#shown) return;
    this.#wantsFocus = true;
    this.#frame?.focus();
  }

  close(): void {
    if (!this.#host || !this.#shown) return;
    this.#shown = false;
    this.#pending = null;
    this.#wantsFocus = false;
    clearTimeout(this.#drawTimer);
    clearTimeout(this.#revealTimer);
    this.#hide('visibility:hidden');
    this.#send({ type: 'hide' });
    const previous = this.#returnFocusTo;
    this.#returnFocusTo = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }

  /**
   * Starts loading the card document before any word (the reader pressed on Arabic text:
   * maybe the first click of a double-click), so the first card waits less for it. The
   * ticket follows on `open`: the frame has loaded by then, or delivers it on its load.
   */
  preload(): void {
    // Not in a child frame: while a new card frame loaded there, Chromium moved the focus
    // from that frame to the top page at the reader's next press.
    if (window !== top || this.#isOurs()) return;
    this.#create();
  }

  /** Our host, still in the page, holding our frame at our URL, loaded once (not swapped). */
  #isOurs(): boolean {
    const frame = this.#frame;
    return (
      this.#host?.isConnected === true &&
      frame?.parentNode === this.#shadow &&
      frame.getAttribute('src') === this.#src &&
      this.#loads <= 1
    );
  }

  #reveal(anchor: DOMRect, focus: boolean): void {
    if (!this.#shown) this.#returnFocusTo = document.activeElement;
    this.#anchor = anchor;
    this.#view = { x: scrollX, y: scrollY, width: innerWidth, height: innerHeight };
    this.#side = chooseSide(anchor, innerHeight);
    this.#height = CARD_INITIAL_HEIGHT;
    this.#pending = null;
    if (!this.#isOurs()) this.#create();
    this.#shown = true;
    this.#drawn = false;
    this.#revealAt = performance.now() + REVEAL_MS;
    clearTimeout(this.#drawTimer);
    this.#drawTimer = setTimeout(() => this.#markDrawn(), DRAW_WAIT_MS);
    this.#wantsFocus = focus;
    this.#place();
    if (focus) this.#frame?.focus();
  }

  #markDrawn(): void {
    if (this.#drawn || !this.#shown) return;
    this.#drawn = true;
    this.#place();
  }

  #create(): void {
    this.#host?.remove();
    this.#unbind();
    const host = document.createElement('lisan-card');
    const shadow = host.attachShadow({ mode: 'closed' });
    const frame = document.createElement('iframe');
    this.#src = extensionUrl('/card.html');
    this.#loads = 0;
    frame.src = this.#src;
    frame.title = 'Lisan';
    frame.setAttribute('allow', '');
    frame.style.cssText =
      'border:0;width:100%;height:100%;display:block;background:transparent;color-scheme:normal;';
    frame.addEventListener('load', () => {
      this.#loads += 1;
      if (!this.#isOurs()) {
        this.#unbind();
        this.close();
        return;
      }
      this.#deliver();
      if (this.#shown && this.#wantsFocus) frame.focus();
    });
    shadow.append(frame);
    this.#host = host;
    this.#shadow = shadow;
    this.#frame = frame;
    this.#hide('visibility:hidden');
    document.documentElement.append(host);
  }

  /** Hands the pending ticket, with a new channel, to the card document our frame loaded. */
  #deliver(): void {
    const target = this.#frame?.contentWindow;
    if (!this.#pending || this.#loads !== 1 || !target) return;
    this.#unbind();
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => this.#onPortMessage(parsePortMessage(event.data));
    this.#port = channel.port1;
    const ticket: TicketPost = { source: PARENT_SOURCE, type: 'ticket', ticket: this.#pending };
    // To the card's origin only: a document the page put in the frame never receives it.
    target.postMessage(ticket, cardOrigin(this.#src), [channel.port2]);
    this.#pending = null;
  }

  #onPortMessage(message: CardPortMessage | null): void {
    switch (message?.type) {
      case 'bound':
        this.#bound = true;
        break;
      case 'expired':
        this.#unbind();
        if (this.#shown) this.#onExpired();
        break;
      case 'close':
        this.close();
        break;
      case 'size':
        this.#resize(message.height);
        break;
      case 'check-visible': {
        const visible = this.#shown && this.#drawn && readerSees(this.#host, true);
        this.#send({ type: 'visible', asked: message.asked, visible });
      }
    }
  }

  #resize(height: number): void {
    // Sizes reported while hidden would be of a frame with no layout.
    if (!this.#shown) return;
    const drawing = height >= DRAWN_MIN_HEIGHT;
    if (drawing) this.#height = Math.min(CARD_MAX_HEIGHT, Math.ceil(height));
    if (drawing && !this.#drawn) this.#markDrawn();
    else this.#place();
  }

  #send(message: ParentPortMessage): void {
    this.#port?.postMessage(message);
  }

  #unbind(): void {
    this.#port?.close();
    this.#port = null;
    this.#bound = false;
  }

  #width(): number {
    return Math.min(CARD_WIDTH, innerWidth - 16);
  }

  /**
   * The closed geometry, the same whether closed or waiting to be shown, so that opening
   * a card changes no size the page can observe. `state`: hidden when closed; transparent
   * while waiting, since Chromium does not render a hidden frame, so it would never draw.
   */
  #hide(state: 'visibility:hidden' | 'opacity:0'): void {
    this.#host?.setAttribute(
      'style',
      `all:initial;position:fixed;top:0;left:0;width:${this.#width()}px;height:${CARD_INITIAL_HEIGHT}px;${state} !important;pointer-events:none !important`,
    );
  }

  /**
   * Absolute document coordinates, so the card scrolls with the word it belongs to. The
   * word's place and the side are those of when the card was shown: a new height (another
   * tab) keeps the edge nearest the word where it is, even if the page scrolled meanwhile.
   * A card the page dims, hides or filters never takes a click: it stays transparent.
   */
  #place(): void {
    if (!this.#host || !this.#anchor || !this.#shown) return;
    clearTimeout(this.#revealTimer);
    const wait = this.#revealAt - performance.now();
    if (!this.#drawn || wait > 0) {
      this.#hide('opacity:0');
      if (this.#drawn) this.#revealTimer = setTimeout(() => this.#place(), wait);
      return;
    }
    const width = this.#width();
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const { top, left, height } = placeBeside(
      this.#anchor,
      { width, height: this.#height },
      this.#view,
      rtl,
      this.#side,
    );
    this.#host.style.cssText = `all:initial;position:absolute;top:${top + this.#view.y}px;left:${left + this.#view.x}px;width:${width}px;height:${height}px;z-index:2147483647;display:block;opacity:1;border-radius:10px;box-shadow:0 6px 24px rgba(0,0,0,.25);overflow:hidden`;
    if (!readerSees(this.#host, false)) this.#hide('opacity:0');
  }
}
