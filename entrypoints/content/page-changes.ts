import { browserJudgesVisibility } from '../../lib/browser-visibility';

/**
 * Whether the page changed anything since the card was shown or the reader last
 * confirmed it, where the browser cannot judge covers itself (no IntersectionObserver v2:
 * Firefox). An element that lets clicks through can cover the card unseen by any style
 * or hit test; so there, a later lookup after any change asks the reader to confirm with
 * one more click inside the card (card-visibility.ts). `ours`: the card's host, whose
 * own changes (its place and size) do not count.
 */
export interface PageChanges {
  /** The card is shown: watch from now on (where the browser cannot judge), from nothing. */
  start(): void;
  /** What the reader sees now is what they confirm: changes until now no longer count. */
  settle(): void;
  changed(): boolean;
}

export function watchPageChanges(ours: () => Node | null): PageChanges {
  let changed = false;
  let watcher: MutationObserver | undefined;
  const settle = () => {
    watcher?.takeRecords();
    changed = false;
  };
  return {
    start() {
      if (browserJudgesVisibility()) return;
      if (!watcher) {
        watcher = new MutationObserver((records) => {
          if (records.some((record) => record.target !== ours())) changed = true;
        });
        watcher.observe(document, { subtree: true, childList: true, attributes: true });
        // A popover shown changes no attribute.
        addEventListener('toggle', () => (changed = true), true);
      }
      settle();
    },
    settle,
    changed: () => changed,
  };
}
