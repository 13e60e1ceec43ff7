import { CARD_INITIAL_HEIGHT, CARD_MAX_HEIGHT } from '../../lib/messages/content-protocol';
import type { CardPortMessage, ParentPortMessage } from '../../lib/messages/port-protocol';
import type { Step } from './machine';

/**
 * The card frame's decisions as a pure function: `frameStep(state, event)` gives the next
 * state and the effects card-frame.ts then carries out on the host, the frame and the
 * port. Nothing here reads the page: each fact a decision needs (is our frame still in
 * place, unswapped?) comes with the event. Events and effects are short tuples: their
 * tags and positions cost the content script (loaded by every page) less than objects'
 * property names, which minifying keeps.
 */
export interface FrameState {
  /** The card is shown (the host is placed); else it is hidden. */
  shown: boolean;
  /** The frame's `load`s since it was made: ours loads once, a second is the page's. */
  loads: number;
  /** The ticket for the open card, until the frame's first `load` lets it be delivered. */
  pending: string | null;
  /** The card redeemed the last ticket and kept the port: it can show words at once. */
  bound: boolean;
  /** The reader asked by keyboard: the card takes the focus. Otherwise the page keeps it. */
  wantsFocus: boolean;
  /** REVEAL_MS have passed since the card was shown: until then it keeps the skeleton's size. */
  sized: boolean;
  /** The card's last drawn height: the host takes it once `sized`. */
  height: number;
}

export const FRAME_START: FrameState = {
  shown: false,
  loads: 0,
  pending: null,
  bound: false,
  wantsFocus: false,
  sized: false,
  height: CARD_INITIAL_HEIGHT,
};

/** Heights below this come from an emptied card, not one being drawn. */
const DRAWN_MIN_HEIGHT = 40;

/**
 * What happens to the card, as the machine sees it. `intact`: our host is still in the
 * page, holding our frame at our URL (card-frame.ts checks the DOM).
 */
export type FrameEvent =
  /** A card waiting for its ticket, at `anchor`; `focus`: asked by keyboard. */
  | [type: 'open', anchor: DOMRect, focus: boolean, intact: boolean]
  /** `word` in the bound card, at once. */
  | [type: 'show', word: string, anchor: DOMRect, focus: boolean, intact: boolean]
  /** A double-click's second press on `word`, before its dblclick. */
  | [type: 'early', word: string, anchor: DOMRect, intact: boolean]
  /** The background's ticket for the open card. */
  | [type: 'admit', ticket: string]
  /** The frame fired `load`. */
  | [type: 'load', intact: boolean]
  /** What the card said through the port (null: not a message of ours). */
  | [type: 'port', message: CardPortMessage | null]
  /** REVEAL_MS after the card was shown. */
  | [type: 'revealed']
  | [type: 'focus']
  | [type: 'close']
  /** Load the frame before any word; `top`: this is the top frame. */
  | [type: 'preload', top: boolean, intact: boolean];

/** What card-frame.ts does, in order. */
export type FrameEffect =
  /** Drop our port and the old host; make a new host, hidden, its frame loading the card. */
  | [type: 'create']
  /** Close our end of the port. */
  | [type: 'unbind']
  /** Post `ticket` to the frame's card with a new channel (the old port closed). */
  | [type: 'deliver', ticket: string]
  | [type: 'send', message: ParentPortMessage]
  /**
   * Show the host beside `anchor` at the skeleton's size, from the page's scroll and
   * viewport now, raised, and start the REVEAL_MS timer that sends `revealed`.
   * `remember`: keep the page's focused element, to give it back at close; `focus`: move
   * the keyboard into the frame.
   */
  | [type: 'reveal', anchor: DOMRect, remember: boolean, focus: boolean]
  /** Place the shown host at `height`. */
  | [type: 'place', height: number]
  /** Move the keyboard into the frame, even where it is already the page's focused element. */
  | [type: 'focus']
  /** Hide the host, lowered, stop the timer, empty the card, give the focus back. */
  | [type: 'hide']
  /** The card's session lapsed while shown: ask a new ticket. */
  | [type: 'expired']
  /** Answer the card's check-visible number `asked`; `shown`: the card is shown. */
  | [type: 'check', asked: number, shown: boolean];

type FrameStep = Step<FrameState, FrameEffect>;

/** Our frame, in place and loaded at most once (not swapped by the page). */
export const isOurs = (state: FrameState, intact: boolean): boolean => intact && state.loads <= 1;

/*
 * Each rule below changes `next` (frameStep's own copy of the state) and adds its effects
 * to `effects`: one copy per event, and no array of arrays to merge, keep the page's
 * download small.
 */

function create(next: FrameState, effects: FrameEffect[]): void {
  next.loads = 0;
  next.bound = false;
  effects.push(['create']);
}

/** Hands the pending ticket to the card document our frame loaded, once it has loaded. */
function deliver(next: FrameState, effects: FrameEffect[]): void {
  if (!next.pending || next.loads !== 1) return;
  effects.push(['deliver', next.pending]);
  next.pending = null;
  next.bound = false;
}

function reveal(
  next: FrameState,
  effects: FrameEffect[],
  anchor: DOMRect,
  focus: boolean,
  intact: boolean,
): void {
  next.pending = null;
  next.height = CARD_INITIAL_HEIGHT;
  if (!isOurs(next, intact)) create(next, effects);
  // The size is taken at a fixed moment, whatever the card has drawn by then: nothing the
  // page can observe on the host happens when the answer arrives before it.
  effects.push(['reveal', anchor, !next.shown, focus]);
  next.shown = true;
  next.sized = false;
  next.wantsFocus = focus;
}

function close(next: FrameState, effects: FrameEffect[]): void {
  if (!next.shown) return;
  next.shown = false;
  next.pending = null;
  next.wantsFocus = false;
  effects.push(['hide']);
}

function focus(next: FrameState, effects: FrameEffect[]): void {
  if (!next.shown) return;
  next.wantsFocus = true;
  effects.push(['focus']);
}

function unbind(next: FrameState, effects: FrameEffect[]): void {
  next.bound = false;
  effects.push(['unbind']);
}

function fromCard(next: FrameState, effects: FrameEffect[], message: CardPortMessage | null) {
  switch (message?.type) {
    case 'bound':
      next.bound = true;
      return;
    case 'expired':
      unbind(next, effects);
      if (next.shown) effects.push(['expired']);
      return;
    case 'close':
      return close(next, effects);
    case 'size':
      // Sizes reported while hidden would be of a frame with no layout.
      if (!next.shown || message.height < DRAWN_MIN_HEIGHT) return;
      next.height = Math.min(CARD_MAX_HEIGHT, Math.ceil(message.height));
      // Before REVEAL_MS the host is not touched at all: even an unchanged style written
      // then would tell the page when the answer came.
      if (next.sized) effects.push(['place', next.height]);
      return;
    case 'check-visible':
      effects.push(['check', message.asked, next.shown]);
  }
}

export function frameStep(state: FrameState, event: FrameEvent): FrameStep {
  const next = { ...state };
  const effects: FrameEffect[] = [];
  switch (event[0]) {
    case 'open':
      reveal(next, effects, event[1], event[2], event[3]);
      break;
    case 'show':
      // Sent first: the card renders in its own process while this one lays out the host.
      effects.push(['send', { type: 'show', word: event[1] }]);
      reveal(next, effects, event[2], event[3], event[4]);
      break;
    case 'early':
      // A frame still loading would be shown blank: it waits for the dblclick.
      if (next.loads !== 1 || !isOurs(next, event[3])) break;
      if (next.bound) effects.push(['send', { type: 'show', word: event[1], early: true }]);
      reveal(next, effects, event[2], false, event[3]);
      break;
    case 'admit':
      // A card closed while its ticket was on its way stays closed.
      if (!next.shown) break;
      next.pending = event[1];
      deliver(next, effects);
      break;
    case 'load':
      next.loads += 1;
      // A second load is a document the page navigated our frame to: hidden, replaced next time.
      if (!isOurs(next, event[1])) {
        unbind(next, effects);
        close(next, effects);
        break;
      }
      deliver(next, effects);
      if (next.wantsFocus) focus(next, effects);
      break;
    case 'port':
      fromCard(next, effects, event[1]);
      break;
    case 'revealed':
      next.sized = true;
      if (next.shown) effects.push(['place', next.height]);
      break;
    case 'focus':
      focus(next, effects);
      break;
    case 'close':
      close(next, effects);
      break;
    case 'preload':
      // Not in a child frame: while a new card frame loaded there, Chromium moved the focus
      // from that frame to the top page at the reader's next press.
      if (event[1] && !isOurs(next, event[2])) create(next, effects);
  }
  return [next, effects];
}
