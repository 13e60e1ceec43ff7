import { extensionOrigins, extensionUrl } from './extension-api';
import { parseCardMessage } from './guards';
import { placeBeside } from './placement';

const WIDTH = 360;
const INITIAL_HEIGHT = 300;
const MAX_HEIGHT = 520;

/**
 * The card: an extension page in an iframe, so the page can neither read nor restyle its
 * content. The shadow root only isolates our host styles from the page's CSS; it is open
 * so that accessibility tools and tests reach the frame like any other. The ticket in the
 * URL is single-use and bound to this tab: a page that copies it gains nothing the reader
 * did not already ask for. One card per frame; the background closes cards in the tab's
 * other frames when a new one opens.
 */
export class CardFrame {
  private host: HTMLElement | null = null;
  private frame: HTMLIFrameElement | null = null;
  /** Where the card's messages may come from, fixed when we set the URL (see onCardMessage). */
  private origins: string[] = [];
  private anchor: DOMRect | null = null;
  private height = INITIAL_HEIGHT;
  private returnFocusTo: Element | null = null;

  constructor() {
    addEventListener('message', (event) => this.onCardMessage(event));
  }

  isOpen(): boolean {
    return this.host !== null;
  }

  /** True when the event happened on the card (its host element). */
  contains(target: EventTarget | null): boolean {
    return this.host !== null && target === this.host;
  }

  open(ticket: string, anchor: DOMRect): void {
    this.close();
    this.returnFocusTo = document.activeElement;
    this.anchor = anchor;
    this.height = INITIAL_HEIGHT;

    const host = document.createElement('lisan-card');
    const shadow = host.attachShadow({ mode: 'open' });
    const frame = document.createElement('iframe');
    const src = `${extensionUrl('/card.html')}#t=${encodeURIComponent(ticket)}`;
    this.origins = extensionOrigins(src);
    frame.src = src;
    frame.title = 'Lisan';
    frame.setAttribute('allow', '');
    frame.style.cssText =
      'border:0;width:100%;height:100%;display:block;background:transparent;color-scheme:normal;';
    frame.addEventListener('load', () => frame.focus());
    shadow.append(frame);

    this.host = host;
    this.frame = frame;
    this.place();
    document.documentElement.append(host);
  }

  close(): void {
    if (!this.host) return;
    this.host.remove();
    this.host = null;
    this.frame = null;
    const previous = this.returnFocusTo;
    this.returnFocusTo = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }

  /** Absolute document coordinates, so the card scrolls with the word it belongs to. */
  private place(): void {
    if (!this.host || !this.anchor) return;
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
    if (message?.type === 'close') this.close();
    if (message?.type === 'size') {
      this.height = Math.max(120, Math.min(MAX_HEIGHT, Math.ceil(message.height)));
      this.place();
    }
  }
}
