import { browserJudgesVisibility } from '../../lib/browser-visibility';

/**
 * Where the browser cannot judge covers itself (no IntersectionObserver v2: Firefox), the
 * card's host is a popover in the top layer: drawn above every z-index and above all the
 * page put in the top layer before it, whatever the page's styles do afterwards (a cover
 * there before the card, a style sheet changed by script). Only what enters the top layer
 * later can cover it, and no hit test sees it if it lets clicks through: a popover or
 * dialog shown, or fullscreen. The next check after that asks the reader to confirm with
 * one more click inside the card, which is raised above it first.
 */
export interface TopLayer {
  /**
   * Puts the card on top of the top layer (where the browser cannot judge covers), and
   * counts what enters it from now on. False if the page kept it out.
   */
  raise(): boolean;
  /** Something entered the top layer since the card was last raised, or took the card off. */
  overtaken(): boolean;
  /** The card is closed: out of the top layer. */
  lower(): void;
}

export function cardTopLayer(ours: () => HTMLElement | null): TopLayer {
  let overtaken = false;
  let listening = false;
  const onTop = () => ours()?.matches(':popover-open') === true;
  return {
    raise() {
      const host = ours();
      if (browserJudgesVisibility() || !host) return true;
      if (!listening) {
        listening = true;
        // Toggles coalesce: our own raise (closed and opened in one task) reads open → open.
        addEventListener(
          'toggle',
          (event) => {
            if ((event.target === ours()) !== ((event as ToggleEvent).newState === 'open')) {
              overtaken = true;
            }
          },
          true,
        );
        addEventListener('fullscreenchange', () => (overtaken = true), true);
      }
      host.popover = 'manual';
      if (onTop()) host.hidePopover();
      host.showPopover();
      overtaken = false;
      return onTop();
    },
    overtaken: () => overtaken,
    lower() {
      if (onTop()) ours()?.hidePopover();
    },
  };
}
