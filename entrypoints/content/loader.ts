import { listenToBackground } from './extension-api';
import { type Moment, momentOf, startsLookup } from './moment';

/** The lazily loaded part's controller (controller.ts), as the loader drives it. */
export interface LookupController {
  /** A trusted page event, read at its moment. */
  handle(moment: Moment): void;
  /** A message from the background: the reply, or undefined for none. */
  answer(message: unknown): unknown;
}

/** The lazily loaded part's module (content-lookup.ts). */
export interface LookupPart {
  createController(): LookupController;
}

/** The page events the content script acts on. */
const PAGE_EVENTS = [
  'pointerdown',
  'mousedown',
  'mouseup',
  'dblclick',
  'keydown',
  'keyup',
  // A selection made without a press or a key (find in page): the shortcut may follow.
  'selectionchange',
] as const;

/** A touch's end: where a long-press selection ends (touch-selection.ts). */
const TOUCH_ENDS = ['touchend', 'touchcancel'] as const;

/**
 * What every page and frame runs at load: one listener for the page's events (capture, on
 * the window), nothing else. The part that finds words and shows the card (`load`: an
 * import of content-lookup.js) is loaded at the reader's first press or selecting key in
 * the frame, or at a message from the background that needs it; once, however many
 * lookups follow. Each trusted event is read at its own moment (moment.ts) and handed over
 * in order, queued while the part loads. From the first page event on, the frame answers
 * the background (settings changes, "close your card", the shortcut, the menu, the popup).
 */
export function startContentScript(load: () => Promise<LookupPart>): void {
  let controller: LookupController | undefined;
  let loading: Promise<LookupController | undefined> | undefined;
  const queued: Moment[] = [];

  const loaded = () =>
    (loading ??= load().then(
      (part) => {
        controller = part.createController();
        for (const moment of queued.splice(0)) controller.handle(moment);
        return controller;
      },
      // The extension was updated or removed meanwhile: nothing to show; a later press retries.
      () => {
        queued.length = 0;
        loading = undefined;
        return undefined;
      },
    ));

  function answer(message: unknown): unknown {
    if (controller) return controller.answer(message);
    const type = (message as { type?: unknown } | null)?.type;
    // No card to close and no settings kept before the part exists: nothing to load for.
    if (!loading && (type === 'close-card' || type === 'page-config')) return undefined;
    return loaded().then((part) => part?.answer(message));
  }

  let listening = false;
  let touched = false;
  const onPageEvent = (event: Event) => {
    if (!listening) {
      listening = true;
      listenToBackground(answer);
    }
    // Script-made events count for nothing: a page must not spend the reader's calls.
    if (!event.isTrusted) return;
    // Touch ends are listened for from the first touch, not at load: a touch listener cost
    // every page load ~0.3 ms of script (issue 13). A touch's pointerdown comes before its
    // touchstart, let alone its end, which may come while the part loads.
    if (!touched && (event as PointerEvent).pointerType === 'touch') {
      touched = true;
      for (const type of TOUCH_ENDS) addEventListener(type, onPageEvent, true);
    }
    const moment = momentOf(event);
    if (controller) return controller.handle(moment);
    if (!loading && !startsLookup(moment)) return;
    queued.push(moment);
    void loaded();
  };
  for (const type of PAGE_EVENTS) addEventListener(type, onPageEvent, true);
}
