import { describe, expect, it } from 'vitest';
import {
  FRAME_START,
  type FrameEvent,
  type FrameState,
  frameStep,
  isOurs,
} from '../../../entrypoints/content/card-frame-state';
import { CARD_INITIAL_HEIGHT, CARD_MAX_HEIGHT } from '../../../lib/messages/content-protocol';

/**
 * Every transition of the card frame (card-frame-state.ts): the state it leaves and the
 * effects it asks of the adapter (card-frame.ts), for each event in each state that matters.
 */
// No DOM in the machine: a plain box stands for the word's rect.
const anchor = { left: 10, top: 20, width: 30, height: 15 } as DOMRect;
const at = (over: Partial<FrameState> = {}): FrameState => ({ ...FRAME_START, ...over });
/** A made frame that loaded our card once and is shown at its skeleton's size. */
const shownCard = (over: Partial<FrameState> = {}) => at({ loads: 1, shown: true, ...over });
const step = (state: FrameState, event: FrameEvent) => frameStep(state, event);
const creating = [['create']];
const closing = [['hide']];

describe('opening a card that waits for its ticket', () => {
  it('makes the frame the first time, remembers the focus, and shows it at the skeleton size', () => {
    expect(step(FRAME_START, ['open', anchor, false, false])).toEqual([
      at({ shown: true }),
      [...creating, ['reveal', anchor, true, false]],
    ]);
  });

  it('keeps our loaded frame, and a keyboard opening moves the focus into it', () => {
    const loaded = at({ loads: 1 });
    expect(step(loaded, ['open', anchor, true, true])).toEqual([
      at({ loads: 1, shown: true, wantsFocus: true }),
      [['reveal', anchor, true, true]],
    ]);
  });

  it('replaces a frame the page removed or swapped, or that loaded twice', () => {
    expect(step(at({ loads: 1 }), ['open', anchor, false, false])[1]).toEqual(
      expect.arrayContaining([['create']]),
    );
    const [state, effects] = step(at({ loads: 2, bound: true }), ['open', anchor, false, true]);
    expect(effects).toContainEqual(['create']);
    expect(state).toMatchObject({ loads: 0, bound: false });
  });

  it('moving an open card keeps the focus it remembered, its size restarts at the skeleton', () => {
    const [state, effects] = step(shownCard({ sized: true, height: 500, pending: 't' }), [
      'open',
      anchor,
      false,
      true,
    ]);
    expect(effects).toEqual([['reveal', anchor, false, false]]);
    expect(state).toMatchObject({ sized: false, height: CARD_INITIAL_HEIGHT, pending: null });
  });
});

describe('the ticket', () => {
  it('is delivered with a new channel at once when our card has loaded', () => {
    expect(step(shownCard({ bound: true }), ['admit', 'T1'])).toEqual([
      shownCard({ bound: false }),
      [['deliver', 'T1']],
    ]);
  });

  it('waits for the first load of a frame still loading, and is delivered then', () => {
    const [waiting, none] = step(at({ shown: true }), ['admit', 'T1']);
    expect([waiting.pending, none]).toEqual(['T1', []]);
    expect(step(waiting, ['load', true])).toEqual([
      at({ shown: true, loads: 1 }),
      [['deliver', 'T1']],
    ]);
  });

  it('is dropped by a card closed while it was on its way', () => {
    expect(step(at({ loads: 1 }), ['admit', 'T1'])).toEqual([at({ loads: 1 }), []]);
  });
});

describe('the frame loading', () => {
  it('the first load, nothing pending, asks for nothing; the focus follows a keyboard card', () => {
    expect(step(at({}), ['load', true])).toEqual([at({ loads: 1 }), []]);
    expect(step(at({ shown: true, wantsFocus: true }), ['load', true])[1]).toEqual([['focus']]);
  });

  it('a second load (the page navigated our frame) unbinds and closes the card', () => {
    expect(step(shownCard({ bound: true, pending: 'T' }), ['load', true])).toEqual([
      at({ loads: 2 }),
      [['unbind'], ...closing],
    ]);
  });

  it('a load of a frame no longer in place delivers nothing', () => {
    const [, effects] = step(at({ shown: true, pending: 'T' }), ['load', false]);
    expect(effects).not.toContainEqual(['deliver', 'T']);
  });
});

describe('showing a word in the bound card', () => {
  it('sends the word before laying out the host', () => {
    const [state, effects] = step(shownCard({ bound: true }), ['show', 'بيت', anchor, false, true]);
    expect(effects).toEqual([
      ['send', { type: 'show', word: 'بيت' }],
      ['reveal', anchor, false, false],
    ]);
    expect(state.bound).toBe(true);
  });
});

describe('the second press of a double-click (early)', () => {
  it('a bound card gets the word early and is shown', () => {
    const [, effects] = step(at({ loads: 1, bound: true }), ['early', 'بيت', anchor, true]);
    expect(effects[0]).toEqual(['send', { type: 'show', word: 'بيت', early: true }]);
    expect(effects[1]).toEqual(['reveal', anchor, true, false]);
  });

  it('a loaded frame awaiting its first ticket is shown without a word', () => {
    const [state, effects] = step(at({ loads: 1 }), ['early', 'بيت', anchor, true]);
    expect(state.shown).toBe(true);
    expect(effects.filter(([type]) => type === 'send')).toEqual([]);
  });

  it('a frame still loading, or not ours, is left alone', () => {
    expect(step(at({}), ['early', 'بيت', anchor, true])).toEqual([at({}), []]);
    expect(step(at({ loads: 1 }), ['early', 'بيت', anchor, false])[1]).toEqual([]);
  });
});

describe('what the card says through the port', () => {
  it('bound: it can show words at once', () => {
    expect(step(shownCard(), ['port', { type: 'bound' }])).toEqual([
      shownCard({ bound: true }),
      [],
    ]);
  });

  it('expired: unbound, and a shown card asks for a new ticket', () => {
    expect(step(shownCard({ bound: true }), ['port', { type: 'expired' }])).toEqual([
      shownCard(),
      [['unbind'], ['expired']],
    ]);
    expect(step(at({ bound: true }), ['port', { type: 'expired' }])[1]).toEqual([['unbind']]);
  });

  it('close: the card closes', () => {
    expect(step(shownCard(), ['port', { type: 'close' }])[1]).toEqual(closing);
  });

  it('size: kept until REVEAL_MS, then placed; capped, and ignored hidden or emptied', () => {
    expect(step(shownCard(), ['port', { type: 'size', height: 412.3 }])).toEqual([
      shownCard({ height: 413 }),
      [],
    ]);
    expect(step(shownCard({ sized: true }), ['port', { type: 'size', height: 9999 }])).toEqual([
      shownCard({ sized: true, height: CARD_MAX_HEIGHT }),
      [['place', CARD_MAX_HEIGHT]],
    ]);
    expect(step(shownCard(), ['port', { type: 'size', height: 39 }])).toEqual([shownCard(), []]);
    expect(step(at({}), ['port', { type: 'size', height: 400 }])).toEqual([at({}), []]);
  });

  it('check-visible: answered, with whether the card is shown', () => {
    expect(step(shownCard(), ['port', { type: 'check-visible', asked: 7 }])[1]).toEqual([
      ['check', 7, true],
    ]);
    expect(step(at(), ['port', { type: 'check-visible', asked: 8 }])[1]).toEqual([
      ['check', 8, false],
    ]);
  });

  it('anything else is ignored', () => {
    expect(step(shownCard(), ['port', null])).toEqual([shownCard(), []]);
  });
});

describe('the reveal moment', () => {
  it('takes the drawn height when the card is shown, only marks it when hidden', () => {
    expect(step(shownCard({ height: 420 }), ['revealed'])).toEqual([
      shownCard({ height: 420, sized: true }),
      [['place', 420]],
    ]);
    expect(step(at({}), ['revealed'])).toEqual([at({ sized: true }), []]);
  });
});

describe('focus and close', () => {
  it('focus moves the keyboard into a shown card only', () => {
    expect(step(shownCard(), ['focus'])).toEqual([shownCard({ wantsFocus: true }), [['focus']]]);
    expect(step(at({}), ['focus'])).toEqual([at({}), []]);
  });

  it('close hides, lowers, empties the card and gives the focus back; once', () => {
    expect(step(shownCard({ pending: 'T', wantsFocus: true, bound: true }), ['close'])).toEqual([
      at({ loads: 1, bound: true }),
      closing,
    ]);
    expect(step(at({ loads: 1 }), ['close'])[1]).toEqual([]);
  });
});

describe('preloading the frame', () => {
  it('makes the frame in the top frame when there is none of ours', () => {
    expect(step(FRAME_START, ['preload', true, false])).toEqual([at({}), creating]);
  });

  it('not in a child frame, nor when our frame is in place', () => {
    expect(step(FRAME_START, ['preload', false, false])[1]).toEqual([]);
    expect(step(at({ loads: 1 }), ['preload', true, true])[1]).toEqual([]);
  });
});

describe('isOurs', () => {
  it('is an intact frame (in place, at our URL) loaded at most once', () => {
    expect(isOurs(at({ loads: 1 }), true)).toBe(true);
    expect(isOurs(at({ loads: 2 }), true)).toBe(false);
    expect(isOurs(at({}), false)).toBe(false);
  });
});

it('never changes the state it was given', () => {
  const state = shownCard({ bound: true, pending: 'T' });
  const copy = { ...state };
  step(state, ['load', true]);
  step(state, ['close']);
  expect(state).toEqual(copy);
});
