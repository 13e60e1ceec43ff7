import type { WordTarget } from './word-target';

/**
 * A press this soon after the button appeared (or was found moved) is not aimed at it: the
 * reader was clicking at whatever was there before. The button fades in for as long.
 */
const ARM_MS = 500;

// In the closed shadow root: the page can neither read nor restyle the button.
const STYLE =
  'button{font:13px system-ui,sans-serif;padding:3px 8px;border-radius:6px;border:1px solid #8886;' +
  'background:#1f4e79;color:#fff;cursor:pointer;box-shadow:0 2px 8px #0004}' +
  'button:focus-visible{outline:2px solid #e8a33d;outline-offset:2px}' +
  '@media(prefers-color-scheme:dark){button{background:#9cc3e6;color:#0b1e30}}';

/**
 * The small "look up" button shown beside a dragged Arabic selection. Pressing it is
 * the request: nothing is looked up (no call is spent) until then, and only a press on a
 * button the reader can see counts.
 */
export class SelectionButton {
  private host: HTMLElement | null = null;
  /** The host's style attribute as we set it: any other is the page's doing. */
  private css = '';
  /** Where the host stands (page coordinates) and since when. */
  private place = '';
  private since = 0;

  constructor(private readonly onPress: (target: WordTarget) => void) {}

  contains(target: EventTarget | null | undefined): boolean {
    return this.host !== null && target === this.host;
  }

  show(target: WordTarget, label: string): void {
    this.hide();
    const host = document.createElement('lisan-lookup-button');
    const shadow = host.attachShadow({ mode: 'closed' });
    const style = document.createElement('style');
    style.textContent = STYLE;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', (event) => {
      if (!event.isTrusted || !this.pressable(event)) return;
      this.hide();
      this.onPress(target);
    });
    shadow.append(style, button);
    // Every property !important: page style sheets cannot fade, move or clip the host.
    const top = target.rect.bottom + scrollY + 4;
    const left = Math.max(4, Math.min(target.rect.left, innerWidth - 110)) + scrollX;
    const css = `all:initial;display:block;position:absolute;top:${top}px;left:${left}px;z-index:2147483647;transition:opacity ${ARM_MS}ms ease-in;opacity:`;
    const important = (value: string) => value.replaceAll(';', '!important;');
    host.setAttribute('style', important(`${css}0;`));
    this.host = host;
    document.documentElement.append(host);
    // Styled at opacity 0 first, so that the change to 1 fades in.
    void getComputedStyle(host).opacity;
    this.css = important(`${css}1;`);
    host.setAttribute('style', this.css);
    this.place = this.where();
    this.since = performance.now();
  }

  hide(): void {
    this.host?.remove();
    this.host = null;
  }

  /** The host's position in the page; moved by the page, it must wait its ARM_MS again. */
  private where(): string {
    const rect = this.host?.getBoundingClientRect();
    return rect ? `${rect.left + scrollX},${rect.top + scrollY}` : '';
  }

  private pressable(event: MouseEvent): boolean {
    const host = this.host;
    const place = this.where();
    if (place !== this.place) {
      this.place = place;
      this.since = performance.now();
    }
    if (!host || performance.now() - this.since < ARM_MS) return false;
    if (host.parentNode !== document.documentElement || host.getAttribute('style') !== this.css) {
      return false;
    }
    for (let element: Element | null = host; element; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.opacity !== '1' || style.visibility !== 'visible' || style.display === 'none') {
        return false;
      }
    }
    // A pointer press must land on the button itself, not through something laid over it.
    // A key press (detail 0) has no point; a page cannot fake one.
    return event.detail === 0 || document.elementFromPoint(event.clientX, event.clientY) === host;
  }
}
