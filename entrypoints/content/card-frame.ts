import {
  CARD_INITIAL_HEIGHT,
  CARD_MAX_HEIGHT,
  CARD_WIDTH,
  PARENT_SOURCE,
  type ParentPortMessage,
  type TicketPost,
} from '../../lib/messages/content-protocol';
import { extensionOrigins, extensionUrl } from './extension-api';
import { parseCardMessage, parsePortMessage } from './guards';
import { chooseSide, placeBeside, type Side } from './placement';

/** A card whose first drawing is this late is shown anyway: slow beats invisible. */
const DRAW_WAIT_MS = 1000;
/** Heights below this come from an emptied card, not one being drawn. */
const DRAWN_MIN_HEIGHT = 40;

/**
 * The card: an extension page in an iframe, so the page can neither read nor restyle its
 * content. The shadow root only isolates our host styles from the page's CSS; it is open
 * so that accessibility tools and tests reach the frame like any other.
 *
 * The frame is loaded once and kept: closing hides the host (and empties the card, so the
 * next card never shows the last word), the next card shows it again. Moving an iframe
 * would reload it, so it stays in its host.
 *
 * The first card in a frame is opened with a one-time ticket from the background, posted
 * with one end of a MessageChannel. The card redeems the ticket for a session, keeps the
 * port and says 'bound' through it; later words are sent through the port, with no round
 * trip to the background (and no detour through the browser process, which a window's
 * postMessage to another process takes). Both go only to the card's own origin, so a
 * frame the page has re-pointed never receives a ticket or a port; the page, which can
 * post to the card's window too, has neither a ticket nor our end of the port. One card
 * per frame; the background closes cards in the tab's other frames when a new one opens.
 */
export class CardFrame {
  private host: HTMLElement | null = null;
  private frame: HTMLIFrameElement | null = null;
  private shown = false;
  /** Where the card's messages may come from, fixed when we set the URL (see onCardMessage). */
  private origins: string[] = [];
  /** The card document's origin, as its 'ready' message reported it: the ticket's target. */
  private cardOrigin: string | null = null;
  /** 'ready' messages and load events: a load with no 'ready' was a document not ours. */
  private readies = 0;
  private loads = 0;
  private pending: string | null = null;
  /** Our end of the channel given to the card with the last ticket. */
  private port: MessagePort | null = null;
  /** The card redeemed that ticket and kept the port: it can show words at once. */
  private bound = false;
  private anchor: DOMRect | null = null;
  /** Fixed when a card is shown: the page's scroll and viewport then, and the side chosen. */
  private view = { x: 0, y: 0, width: 0, height: 0 };
  private side: Side = 'below';
  private height = CARD_INITIAL_HEIGHT;
  /** The card has drawn the shown word: until then the host stays hidden (no flash). */
  private drawn = false;
  private drawTimer: ReturnType<typeof setTimeout> | undefined;
  /** The reader asked by keyboard: the card takes the focus. Otherwise the page keeps it. */
  private wantsFocus = false;
  private returnFocusTo: Element | null = null;

  /** `onExpired`: the card's session lapsed; the open card needs a new ticket. */
  constructor(private readonly onExpired: () => void) {
    addEventListener('message', (event) => this.onCardMessage(event));
  }

  isOpen(): boolean {
    return this.shown;
  }

  /** True when the event happened on the card (its host element). */
  contains(target: EventTarget | null): boolean {
    return this.shown && this.host !== null && target === this.host;
  }

  /** The card in this frame is alive and bound: `show` needs no ticket. */
  canShow(): boolean {
    return this.bound && this.host?.isConnected === true && this.loads <= this.readies;
  }

  /** Shows `word` in the bound card (see canShow); `focus` when asked by keyboard. */
  show(word: string, anchor: DOMRect, focus = false): void {
    // Sent first: the card renders in its own process while this one lays out the host.
    this.port?.postMessage({ type: 'show', word } satisfies ParentPortMessage);
    this.reveal(anchor, focus);
  }

  /** Opens a card with a ticket from the background; the card reads the word from it. */
  open(ticket: string, anchor: DOMRect, focus = false): void {
    this.reveal(anchor, focus);
    this.pending = ticket;
    this.deliver();
  }

  /** The focus is in the card. */
  hasFocus(): boolean {
    return this.shown && document.activeElement === this.host;
  }

  /** Moves the keyboard into the open card (the reader pressed Tab or the shortcut). */
  focus(): void {
    if (!this.shown) return;
    this.wantsFocus = true;
    this.frame?.focus();
  }

  close(): void {
    if (!this.host || !this.shown) return;
    this.shown = false;
    this.pending = null;
    this.wantsFocus = false;
    clearTimeout(this.drawTimer);
    this.park();
    this.port?.postMessage({ type: 'hide' } satisfies ParentPortMessage);
    const previous = this.returnFocusTo;
    this.returnFocusTo = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }

  /**
   * Starts loading the card document before any word (the reader pressed on Arabic text:
   * maybe the first click of a double-click), so the first card waits less for it.
   */
  preload(): void {
    // Not in a child frame: while a new card frame loaded there, Chromium moved the focus
    // from that frame to the top page at the reader's next press.
    if (window !== top || this.host?.isConnected) return;
    this.create();
    this.park();
  }

  /**
   * Hidden, yet laid out in the viewport: Chromium pauses the rendering of a frame that is
   * display:none or scrolled away, and resuming it cost the next card a frame or two.
   */
  private park(): void {
    if (!this.host) return;
    this.host.style.cssText = [
      'all:initial',
      'position:fixed',
      'top:0',
      'left:0',
      `width:${this.width()}px`,
      `height:${this.height}px`,
      'visibility:hidden !important',
      'pointer-events:none !important',
    ].join(';');
  }

  private reveal(anchor: DOMRect, focus: boolean): void {
    if (!this.shown) this.returnFocusTo = document.activeElement;
    this.anchor = anchor;
    this.view = { x: scrollX, y: scrollY, width: innerWidth, height: innerHeight };
    this.side = chooseSide(anchor, innerHeight);
    this.height = CARD_INITIAL_HEIGHT;
    this.pending = null;
    // The page may have removed our host, or pointed our frame at a document of its own.
    if (!this.host?.isConnected || this.loads > this.readies) this.create();
    this.shown = true;
    this.drawn = false;
    clearTimeout(this.drawTimer);
    this.drawTimer = setTimeout(() => this.markDrawn(), DRAW_WAIT_MS);
    this.wantsFocus = focus;
    if (focus) this.frame?.focus();
    this.place();
  }

  private markDrawn(): void {
    if (this.drawn || !this.shown) return;
    this.drawn = true;
    this.place();
  }

  private create(): void {
    this.host?.remove();
    const host = document.createElement('lisan-card');
    const shadow = host.attachShadow({ mode: 'open' });
    const frame = document.createElement('iframe');
    const src = extensionUrl('/card.html');
    this.origins = extensionOrigins(src);
    this.cardOrigin = null;
    this.unbind();
    this.readies = 0;
    this.loads = 0;
    this.height = CARD_INITIAL_HEIGHT;
    frame.src = src;
    frame.title = 'Lisan';
    frame.setAttribute('allow', '');
    frame.style.cssText =
      'border:0;width:100%;height:100%;display:block;background:transparent;color-scheme:normal;';
    frame.addEventListener('load', () => {
      this.loads += 1;
      if (this.shown && this.wantsFocus) frame.focus();
    });
    shadow.append(frame);
    this.host = host;
    this.frame = frame;
    document.documentElement.append(host);
  }

  /**
   * Hands the pending ticket, with a new channel, to the card once it has said it listens;
   * only to the card's origin, never to a document the page put in the frame.
   */
  private deliver(): void {
    const target = this.frame?.contentWindow;
    if (!this.pending || !this.cardOrigin || !target) return;
    this.unbind();
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      const message = parsePortMessage(event.data);
      if (message === 'bound') this.bound = true;
      if (message === 'expired') {
        this.unbind();
        if (this.shown) this.onExpired();
      }
    };
    this.port = channel.port1;
    const ticket: TicketPost = { source: PARENT_SOURCE, type: 'ticket', ticket: this.pending };
    target.postMessage(ticket, this.cardOrigin, [channel.port2]);
    this.pending = null;
    if (this.wantsFocus) this.frame?.focus();
  }

  private unbind(): void {
    this.port?.close();
    this.port = null;
    this.bound = false;
  }

  private width(): number {
    return Math.min(CARD_WIDTH, innerWidth - 16);
  }

  /**
   * Absolute document coordinates, so the card scrolls with the word it belongs to. The
   * word's place and the side are those of when the card was shown: a new height (another
   * tab) keeps the edge nearest the word where it is, even if the page scrolled meanwhile.
   */
  private place(): void {
    if (!this.host || !this.anchor || !this.shown) return;
    const width = this.width();
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const { top, left, height } = placeBeside(
      this.anchor,
      { width, height: this.height },
      this.view,
      rtl,
      this.side,
    );
    this.host.style.cssText = [
      'all:initial',
      'position:absolute',
      `top:${top + this.view.y}px`,
      `left:${left + this.view.x}px`,
      `width:${width}px`,
      `height:${height}px`,
      'z-index:2147483647',
      'display:block',
      // Until the card has drawn its word, the page would show through the empty frame.
      // Transparent, not hidden: Chromium does not render a hidden frame, so it never would.
      this.drawn ? 'opacity:1' : 'opacity:0;pointer-events:none',
      'border-radius:10px',
      'box-shadow:0 6px 24px rgba(0,0,0,.25)',
      'overflow:hidden',
    ].join(';');
  }

  /**
   * Only what the card itself posted. The page can script a MessageEvent with any `source`
   * and `origin` (isTrusted is false then), and can point our iframe elsewhere through the
   * open shadow root (so `frame.src` is the page's to rewrite): the origins are the ones
   * of the URL we set.
   */
  private onCardMessage(event: MessageEvent): void {
    if (!event.isTrusted || !this.frame || event.source !== this.frame.contentWindow) return;
    if (!this.origins.includes(event.origin)) return;
    const message = parseCardMessage(event.data);
    if (message?.type === 'ready') {
      // A new card document: it has no session, and the last port went with the old one.
      this.readies += 1;
      this.unbind();
      this.cardOrigin = event.origin;
      this.deliver();
    }
    if (message?.type === 'close') this.close();
    // Sizes reported while hidden would be of a frame with no layout.
    if (message?.type === 'size' && this.shown) {
      const drawing = message.height >= DRAWN_MIN_HEIGHT;
      if (drawing) this.height = Math.min(CARD_MAX_HEIGHT, Math.ceil(message.height));
      if (drawing && !this.drawn) this.markDrawn();
      else this.place();
    }
  }
}
