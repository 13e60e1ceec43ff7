import { extensionOrigins, extensionUrl } from './extension-api';
import { parseCardMessage } from './guards';
import { placeBeside } from './placement';

const WIDTH = 360;
const INITIAL_HEIGHT = 300;
const MAX_HEIGHT = 520;

/**
 * The card: an extension page in an iframe, so the page can neither read nor restyle its
 * content. The shadow root only isolates our host styles from the page's CSS; it is open
 * so that accessibility tools and tests reach the frame like any other.
 *
 * The frame is loaded once and kept: closing hides the host, the next card shows it again
 * and hands the living card its new ticket by postMessage (moving an iframe would reload
 * it, so it stays in its host). The ticket never appears in the frame's URL; it is posted
 * only to the card's own origin, so a frame the page has re-pointed never receives it.
 * Tickets are single-use and bound to this tab. One card per frame; the background closes
 * cards in the tab's other frames when a new one opens.
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
  private anchor: DOMRect | null = null;
  private height = INITIAL_HEIGHT;
  private returnFocusTo: Element | null = null;

  constructor() {
    addEventListener('message', (event) => this.onCardMessage(event));
  }

  isOpen(): boolean {
    return this.shown;
  }

  /** True when the event happened on the card (its host element). */
  contains(target: EventTarget | null): boolean {
    return this.shown && this.host !== null && target === this.host;
  }

  open(ticket: string, anchor: DOMRect): void {
    this.close();
    this.returnFocusTo = document.activeElement;
    this.anchor = anchor;
    this.pending = ticket;
    // The page may have removed our host, or pointed our frame at a document of its own.
    if (!this.host?.isConnected || this.loads > this.readies) this.create();
    this.shown = true;
    this.place();
    this.deliver();
  }

  close(): void {
    if (!this.host || !this.shown) return;
    this.shown = false;
    this.pending = null;
    this.host.style.cssText = 'all:initial;display:none !important';
    const previous = this.returnFocusTo;
    this.returnFocusTo = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }

  private create(): void {
    this.host?.remove();
    const host = document.createElement('lisan-card');
    const shadow = host.attachShadow({ mode: 'open' });
    const frame = document.createElement('iframe');
    const src = extensionUrl('/card.html');
    this.origins = extensionOrigins(src);
    this.cardOrigin = null;
    this.readies = 0;
    this.loads = 0;
    this.height = INITIAL_HEIGHT;
    frame.src = src;
    frame.title = 'Lisan';
    frame.setAttribute('allow', '');
    frame.style.cssText =
      'border:0;width:100%;height:100%;display:block;background:transparent;color-scheme:normal;';
    frame.addEventListener('load', () => {
      this.loads += 1;
      if (this.shown) frame.focus();
    });
    shadow.append(frame);
    this.host = host;
    this.frame = frame;
    document.documentElement.append(host);
  }

  /** Hands the pending ticket to the card, once it has said it listens. */
  private deliver(): void {
    const target = this.frame?.contentWindow;
    if (!this.pending || !this.cardOrigin || !target) return;
    target.postMessage(
      { source: 'lisan-parent', type: 'ticket', ticket: this.pending },
      this.cardOrigin,
    );
    this.pending = null;
    this.frame?.focus();
  }

  /** Absolute document coordinates, so the card scrolls with the word it belongs to. */
  private place(): void {
    if (!this.host || !this.anchor || !this.shown) return;
    const width = Math.min(WIDTH, innerWidth - 16);
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const { top, left } = placeBeside(
      this.anchor,
      { width, height: this.height },
      { width: innerWidth, height: innerHeight },
      rtl,
    );
    this.host.style.cssText = [
      'all:initial',
      'position:absolute',
      `top:${top + scrollY}px`,
      `left:${left + scrollX}px`,
      `width:${width}px`,
      `height:${this.height}px`,
      'z-index:2147483647',
      'display:block',
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
      this.readies += 1;
      this.cardOrigin = event.origin;
      this.deliver();
    }
    if (message?.type === 'close') this.close();
    // Sizes reported while hidden would be of a frame with no layout.
    if (message?.type === 'size' && this.shown) {
      this.height = Math.max(120, Math.min(MAX_HEIGHT, Math.ceil(message.height)));
      this.place();
    }
  }
}
