import { describe, expect, it } from 'vitest';
import {
  type ControllerEvent,
  type ControllerState,
  START,
  step,
} from '../../../entrypoints/content/controller-state';
import type { WordTarget } from '../../../entrypoints/content/word-target';

/**
 * Every transition of the content controller (controller-state.ts): the state it leaves
 * and the effects it asks for, for each event in each state that matters.
 */
// No DOM in the machine: a plain box stands for the word's rect.
const word = (text: string): WordTarget => ({
  word: text,
  rect: { left: 10, top: 20, width: 30, height: 15 } as DOMRect,
});
const caret = { node: {} as Node, offset: 2 };
type Press = Extract<ControllerEvent, { type: 'press' }>;
const press = (over: Partial<Press> = {}): Press => ({
  type: 'press',
  detail: 1,
  caret,
  onButton: false,
  cardOpen: false,
  onCard: false,
  arabic: false,
  ...over,
});
const at = (over: Partial<ControllerState> = {}): ControllerState => ({ ...START, ...over });

describe('a mouse press', () => {
  it('counts, keeps where a first press fell, and hides the button unless on it', () => {
    expect(step(START, press())).toEqual([
      at({ presses: 1, firstPress: caret }),
      [{ type: 'hide-button' }],
    ]);
    const [, onButton] = step(START, press({ onButton: true }));
    expect(onButton).toEqual([]);
    // A second press keeps the first press's node.
    const [second] = step(at({ firstPress: caret, presses: 1 }), press({ detail: 2, caret: null }));
    expect(second.firstPress).toBe(caret);
  });

  it('closes the open card when it lands outside it, and nothing else', () => {
    const [, effects] = step(START, press({ cardOpen: true, arabic: true }));
    expect(effects).toEqual([{ type: 'hide-button' }, { type: 'close-card' }]);
    const [, inside] = step(START, press({ cardOpen: true, onCard: true, arabic: true }));
    expect(inside).toEqual([{ type: 'hide-button' }, { type: 'preload' }]);
  });

  it('preloads the card at a first press on Arabic text, not on other text', () => {
    expect(step(START, press({ arabic: true }))[1]).toContainEqual({ type: 'preload' });
    expect(step(START, press({ arabic: false }))[1]).not.toContainEqual({ type: 'preload' });
  });

  it('shows the card early at the second press on a word, and makes any ticket stale', () => {
    const [state, effects] = step(at({ asked: 3 }), press({ detail: 2, word: word('بيت') }));
    expect(state).toMatchObject({ early: true, asked: 4 });
    expect(effects).toEqual([{ type: 'hide-button' }, { type: 'early', target: word('بيت') }]);
  });

  it('shows nothing at a second press on no word, or with no card or double-clicks off', () => {
    const [none, effects] = step(at({ asked: 3, early: true }), press({ detail: 2, word: null }));
    expect(none).toMatchObject({ early: false, asked: 3 });
    expect(effects).toEqual([{ type: 'hide-button' }]);
    const [off] = step(at({ asked: 3 }), press({ detail: 2 }));
    expect(off).toMatchObject({ early: false, asked: 3 });
  });
});

describe('a release', () => {
  const release = (detail: number, mine: boolean, onButton = false): ControllerEvent => ({
    type: 'release',
    detail,
    mine,
    onButton,
  });

  it('at the end of a drag over the selection, records it and offers the button', () => {
    expect(step(at({ presses: 4 }), release(1, true))[1]).toEqual([
      { type: 'record-selection', mine: true },
      { type: 'offer-button', presses: 4 },
    ]);
  });

  it('away from the selection, records it as not the reader’s', () => {
    expect(step(START, release(1, false))[1]).toEqual([{ type: 'record-selection', mine: false }]);
  });

  it('on the button, leaves the selection as it was', () => {
    expect(step(START, release(1, true, true))[1]).toEqual([]);
  });

  it('at a double-click’s second release, offers no button and settles the early card later', () => {
    expect(step(START, release(2, true))[1]).toEqual([
      { type: 'record-selection', mine: true },
      { type: 'settle-later' },
    ]);
  });
});

describe('settling after a double-click', () => {
  it('closes an early card its dblclick did not confirm', () => {
    expect(step(at({ early: true }), { type: 'settled' })).toEqual([
      at({ early: false }),
      [{ type: 'close-card' }],
    ]);
  });

  it('leaves a confirmed card alone', () => {
    expect(step(START, { type: 'settled' })).toEqual([START, []]);
  });
});

describe('opening a card', () => {
  const open = (alive: boolean, bound: boolean, focus = false): ControllerEvent => ({
    type: 'open',
    target: word('قلم'),
    focus,
    alive,
    bound,
  });

  it('shows the word at once in a bound card', () => {
    const [state, effects] = step(at({ asked: 1, early: true, tabbedIn: true }), open(true, true));
    expect(state).toEqual(at({ asked: 2, shown: word('قلم') }));
    expect(effects).toEqual([
      { type: 'hide-button' },
      { type: 'show', target: word('قلم'), focus: false },
    ]);
  });

  it('otherwise opens the card and asks a ticket, numbered', () => {
    const [state, effects] = step(at({ asked: 1 }), open(true, false, true));
    expect(state.asked).toBe(2);
    expect(effects).toEqual([
      { type: 'hide-button' },
      { type: 'ask-ticket', target: word('قلم'), focus: true, ask: 2 },
    ]);
  });

  it('does nothing but hide the button once the extension is gone', () => {
    expect(step(at({ asked: 1 }), open(false, false))).toEqual([
      at({ asked: 1 }),
      [{ type: 'hide-button' }],
    ]);
  });

  it('asks again for the shown word when the card’s session lapsed, and for none otherwise', () => {
    const [, effects] = step(at({ asked: 2, shown: word('قلم') }), {
      type: 'expired',
      alive: true,
      bound: false,
    });
    expect(effects).toContainEqual({
      type: 'ask-ticket',
      target: word('قلم'),
      focus: false,
      ask: 3,
    });
    expect(step(START, { type: 'expired', alive: true, bound: false })).toEqual([START, []]);
  });
});

describe('a ticket', () => {
  it('is admitted when it answers the last card asked', () => {
    expect(step(at({ asked: 2 }), { type: 'ticket', ask: 2, ticket: 't' })[1]).toEqual([
      { type: 'admit', ticket: 't' },
    ]);
  });

  it('closes the card when refused', () => {
    expect(step(at({ asked: 2 }), { type: 'ticket', ask: 2, ticket: null })[1]).toEqual([
      { type: 'close-card' },
    ]);
  });

  it('is dropped when a later card was asked meanwhile', () => {
    expect(step(at({ asked: 3 }), { type: 'ticket', ask: 2, ticket: 't' })[1]).toEqual([]);
  });
});

describe('a key', () => {
  const key = (name: string, over: Partial<Extract<ControllerEvent, { type: 'key' }>> = {}) =>
    ({
      type: 'key',
      key: name,
      shift: false,
      cardOpen: true,
      cardFocused: false,
      ...over,
    }) as const;

  it('Escape hides the button and closes the card', () => {
    expect(step(START, key('Escape'))[1]).toEqual([
      { type: 'hide-button' },
      { type: 'close-card' },
    ]);
  });

  it('Tab moves the keyboard into an open card once per card', () => {
    const [state, effects] = step(START, key('Tab'));
    expect(state.tabbedIn).toBe(true);
    expect(effects).toEqual([{ type: 'focus-card' }]);
    expect(step(state, key('Tab'))).toEqual([state, []]);
  });

  it('Tab into a card that has the focus already moves nothing, but counts', () => {
    expect(step(START, key('Tab', { cardFocused: true }))).toEqual([at({ tabbedIn: true }), []]);
  });

  it('Shift+Tab, Tab with no card open, and other keys are the page’s', () => {
    for (const event of [key('Tab', { shift: true }), key('Tab', { cardOpen: false }), key('a')]) {
      expect(step(START, event)).toEqual([START, []]);
    }
  });
});
