import type { Caret } from './caret';
import type { Step as MachineStep } from './machine';
import type { WordTarget } from './word-target';

/**
 * The content controller's decisions as a pure function: `step(state, event)` gives the
 * next state and the effects that controller.ts then carries out on the page, the card,
 * the button and the background. Nothing here reads the page: each fact a decision needs
 * (the word under a press, whether the card is open) comes with the event.
 */
export interface ControllerState {
  /** Cards asked for so far: a ticket that comes back after a later word was asked is stale. */
  asked: number;
  /**
   * The card was shown at the second press of a double-click: its dblclick confirms it
   * (open), else the press became a drag, or the page took the double-click, and it closes.
   */
  early: boolean;
  /** Mouse presses so far: a button whose settings come after a later press is stale. */
  presses: number;
  /** Where the last first press fell: a double-click counts only on that node. */
  firstPress: Caret | null;
  /** Tab from the page went into the open card already (once per card). */
  tabbedIn: boolean;
  /** The word of the open card: asked again with a ticket if the card's session lapsed. */
  shown: WordTarget | null;
}

export const START: ControllerState = {
  asked: 0,
  early: false,
  presses: 0,
  firstPress: null,
  tabbedIn: false,
  shown: null,
};

/** The reader's trusted input, and the answers the adapter gets, as the machine sees them. */
export type ControllerEvent =
  /**
   * A mouse press. `caret`: under a first press. `onButton`, `onCard`: it hit the Look up
   * button, the open card's host. `arabic`: a first press beside Arabic letters, the
   * extension alive. `word`: at a second press, where a card exists and double-clicks
   * are on, the word double-clicked (null: none); otherwise undefined.
   */
  | {
      type: 'press';
      detail: number;
      caret: Caret | null;
      onButton: boolean;
      cardOpen: boolean;
      onCard: boolean;
      arabic: boolean;
      word?: WordTarget | null;
    }
  /**
   * The end of a left-button release (`detail`: its click count) or of a touch (1).
   * `onButton`: on the Look up button. `mine`: the selection lies under the pointer.
   */
  | { type: 'release'; detail: number; onButton: boolean; mine: boolean }
  /** The task after a double-click's second release: its dblclick, if any, has come. */
  | { type: 'settled' }
  /** A card for `target` (a gesture, the shortcut, the menu). `bound`: the frame can show it at once. */
  | { type: 'open'; target: WordTarget; focus: boolean; alive: boolean; bound: boolean }
  /** The background's ticket (null: refused) for the card asked as number `ask`. */
  | { type: 'ticket'; ask: number; ticket: string | null }
  /** The card's session lapsed. */
  | { type: 'expired'; alive: boolean; bound: boolean }
  /** A key press. `cardFocused`: the focus is in the card. */
  | { type: 'key'; key: string; shift: boolean; cardOpen: boolean; cardFocused: boolean };

/** What the adapter does, in order. */
export type Effect =
  | { type: 'hide-button' }
  | { type: 'close-card' }
  /** Start loading the card's frame and asking the settings: a double-click may follow. */
  | { type: 'preload' }
  /** Show the card at a double-click's second press, before its dblclick. */
  | { type: 'early'; target: WordTarget }
  /** The selection is the reader's own (`mine`), or no longer. */
  | { type: 'record-selection'; mine: boolean }
  /** Offer the button for the selection, unless the reader pressed again after `presses`. */
  | { type: 'offer-button'; presses: number }
  /** Send `settled` after this task. */
  | { type: 'settle-later' }
  /** The bound card shows the word at once. */
  | { type: 'show'; target: WordTarget; focus: boolean }
  /** The card opens now and asks the background a ticket for card number `ask`. */
  | { type: 'ask-ticket'; target: WordTarget; focus: boolean; ask: number }
  | { type: 'admit'; ticket: string }
  /** Tab from the page: the keyboard goes into the card instead. */
  | { type: 'focus-card' };

type Step = MachineStep<ControllerState, Effect>;

function open(
  state: ControllerState,
  target: WordTarget,
  focus: boolean,
  alive: boolean,
  bound: boolean,
): Step {
  const effects: Effect[] = [{ type: 'hide-button' }];
  // An orphaned script (the extension updated or removed): its card is gone.
  if (!alive) return [state, effects];
  const asked = state.asked + 1;
  effects.push(
    bound ? { type: 'show', target, focus } : { type: 'ask-ticket', target, focus, ask: asked },
  );
  return [{ ...state, asked, early: false, tabbedIn: false, shown: target }, effects];
}

function press(state: ControllerState, event: Extract<ControllerEvent, { type: 'press' }>): Step {
  const next = {
    ...state,
    presses: state.presses + 1,
    firstPress: event.detail === 1 ? event.caret : state.firstPress,
  };
  const effects: Effect[] = event.onButton ? [] : [{ type: 'hide-button' }];
  if (event.cardOpen && !event.onCard) effects.push({ type: 'close-card' });
  // Perhaps the first press of a double-click on Arabic: the frame starts loading.
  else if (event.detail === 1 && event.arabic) effects.push({ type: 'preload' });
  // The second press: the card is shown now; nothing is looked up before the dblclick.
  else if (event.detail === 2 && event.word !== undefined) {
    next.early = event.word !== null;
    if (event.word) {
      // A ticket still on its way for an earlier word is stale now.
      next.asked += 1;
      effects.push({ type: 'early', target: event.word });
    }
  }
  return [next, effects];
}

function released(state: ControllerState, event: Extract<ControllerEvent, { type: 'release' }>) {
  const effects: Effect[] = [];
  if (!event.onButton) {
    effects.push({ type: 'record-selection', mine: event.mine });
    // Not at a double-click's second release: its dblclick opens the card itself.
    if (event.mine && event.detail < 2)
      effects.push({ type: 'offer-button', presses: state.presses });
  }
  // The second release: the browser dispatches its dblclick, if any, in this same task.
  // Not after the first release, whose task may run after the second press.
  if (event.detail > 1) effects.push({ type: 'settle-later' });
  return effects;
}

export function step(state: ControllerState, event: ControllerEvent): Step {
  switch (event.type) {
    case 'press':
      return press(state, event);
    case 'release':
      return [state, released(state, event)];
    case 'settled':
      return [{ ...state, early: false }, state.early ? [{ type: 'close-card' }] : []];
    case 'open':
      return open(state, event.target, event.focus, event.alive, event.bound);
    case 'expired':
      return state.shown ? open(state, state.shown, false, event.alive, event.bound) : [state, []];
    case 'ticket':
      if (event.ask !== state.asked) return [state, []];
      return [
        state,
        [event.ticket ? { type: 'admit', ticket: event.ticket } : { type: 'close-card' }],
      ];
    case 'key':
      if (event.key === 'Escape') return [state, [{ type: 'hide-button' }, { type: 'close-card' }]];
      // Tab goes into a card that opened without the focus, once per card: the page keeps
      // its other keys (Space, arrows) while the reader reads.
      if (event.key !== 'Tab' || event.shift || !event.cardOpen || state.tabbedIn) {
        return [state, []];
      }
      return [{ ...state, tabbedIn: true }, event.cardFocused ? [] : [{ type: 'focus-card' }]];
  }
}
