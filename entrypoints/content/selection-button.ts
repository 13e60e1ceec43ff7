import type { WordTarget } from './word-target';

/**
 * The small "look up" button shown beside a dragged Arabic selection. Pressing it is
 * the request: nothing is looked up (no call is spent) until then.
 */
export class SelectionButton {
  private host: HTMLElement | null = null;

  constructor(private readonly onPress: (target: WordTarget) => void) {}

  contains(target: EventTarget | null | undefined): boolean {
    return this.host !== null && target === this.host;
  }

  show(target: WordTarget, label: string): void {
    this.hide();
    const host = document.createElement('lisan-lookup-button');
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.style.cssText =
      'font:13px system-ui,sans-serif;padding:3px 8px;border-radius:6px;border:1px solid #8886;' +
      'background:#1f4e79;color:#fff;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.25);';
    button.addEventListener('click', (event) => {
      if (!event.isTrusted) return;
      this.hide();
      this.onPress(target);
    });
    shadow.append(button);
    host.style.cssText = [
      'all:initial',
      'position:absolute',
      `top:${target.rect.bottom + scrollY + 4}px`,
      `left:${Math.max(4, Math.min(target.rect.left, innerWidth - 110)) + scrollX}px`,
      'z-index:2147483647',
    ].join(';');
    this.host = host;
    document.documentElement.append(host);
  }

  hide(): void {
    this.host?.remove();
    this.host = null;
  }
}
