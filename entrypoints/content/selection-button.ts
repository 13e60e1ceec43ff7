import { browserSeesNow } from '../../lib/browser-visibility';
import { readerSees } from './reader-sees';
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
export interface SelectionButton {
  contains(target: EventTarget | null | undefined): boolean;
  show(target: WordTarget, label: string): void;
  hide(): void;
}

export function createSelectionButton(onPress: (target: WordTarget) => void): SelectionButton {
  // Closures rather than a class: local names minify, and this ships in every page.
  let host: HTMLElement | null = null;
  // The host's style attribute as we set it: any other is the page's doing.
  let css = '';
  // Where the host stands (page coordinates), and since when.
  let place = '';
  let since = 0;

  const where = () => {
    const rect = host?.getBoundingClientRect();
    return rect ? `${rect.left + scrollX},${rect.top + scrollY}` : '';
  };

  function pressable(event: MouseEvent): boolean {
    // Moved (by the page, or with it): it waits its ARM_MS again.
    if (where() !== place) {
      place = where();
      since = performance.now();
    }
    if (!host || performance.now() - since < ARM_MS) return false;
    if (host.parentNode !== document.documentElement || host.getAttribute('style') !== css) {
      return false;
    }
    // Where IntersectionObserver v2 is missing (Firefox), the same check as the card's.
    if (!readerSees(host, false)) return false;
    // A pointer press must land on the button itself, not through something laid over it.
    // A key press (detail 0) has no point; a page cannot fake one.
    return event.detail === 0 || document.elementFromPoint(event.clientX, event.clientY) === host;
  }

  const button: SelectionButton = {
    contains: (target) => host !== null && target === host,
    show(target, label) {
      button.hide();
      const created = document.createElement('lisan-lookup-button');
      const shadow = created.attachShadow({ mode: 'closed' });
      const style = document.createElement('style');
      style.textContent = STYLE;
      const press = document.createElement('button');
      press.textContent = label;
      press.addEventListener('click', async (event) => {
        if (!event.isTrusted || !pressable(event)) return;
        // Covered, faded or filtered now, even by an overlay that lets clicks through: the
        // browser's own judgement (Chromium) says no. Elsewhere it says nothing (null).
        if ((await browserSeesNow(created)) === false || host !== created) return;
        button.hide();
        onPress(target);
      });
      shadow.append(style, press);
      // Every property !important: page style sheets cannot fade, move or clip the host.
      const top = target.rect.bottom + scrollY + 4;
      const left = Math.max(4, Math.min(target.rect.left, innerWidth - 110)) + scrollX;
      const styled = (opacity: number) =>
        `all:initial;display:block;position:absolute;top:${top}px;left:${left}px;z-index:2147483647;transition:opacity ${ARM_MS}ms ease-in;opacity:${opacity};`.replaceAll(
          ';',
          '!important;',
        );
      created.setAttribute('style', styled(0));
      host = created;
      document.documentElement.append(created);
      // Styled at opacity 0 first, so that the change to 1 fades in.
      void getComputedStyle(created).opacity;
      css = styled(1);
      created.setAttribute('style', css);
      place = where();
      since = performance.now();
    },
    hide() {
      host?.remove();
      host = null;
    },
  };
  return button;
}
