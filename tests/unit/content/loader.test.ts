// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LookupController, LookupPart } from '../../../entrypoints/content/loader';
import type { Moment } from '../../../entrypoints/content/moment';
import { caretAlwaysAt, selectText } from './page-helpers';

/**
 * The loader (entrypoints/content/loader.ts): what every page pays is one listener; the
 * lookup part is loaded once, at the reader's first press or selecting key, and sees each
 * trusted event as the page was at that event, however late it loads.
 */

type Listener = (message: unknown, sender: unknown, reply: (r: unknown) => void) => unknown;

/** A lookup part that writes down what it is handed; its load waits for `finish`. */
function recordingPart() {
  const handled: Moment[] = [];
  const answered: unknown[] = [];
  const controller: LookupController = {
    handle: (moment) => handled.push(moment),
    answer: (message) => {
      answered.push(message);
      return { word: 'كتاب' };
    },
  };
  let finish: (fails?: boolean) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<LookupPart>((resolve, reject) => {
        finish = (fails) =>
          fails
            ? reject(new Error('extension gone'))
            : resolve({ createController: () => controller });
      }),
  );
  return { handled, answered, load, finish: (fails?: boolean) => finish(fails) };
}

/** An event as the reader's input makes it (a test cannot make a trusted one otherwise). */
function trusted<E extends Event>(event: E): E {
  return Object.defineProperty(event, 'isTrusted', { value: true });
}

const press = (detail = 1) => trusted(new MouseEvent('mousedown', { detail, clientX: 5 }));
let listeners: Listener[];

async function startLoader(load: () => Promise<LookupPart>): Promise<void> {
  const { startContentScript } = await import('../../../entrypoints/content/loader');
  startContentScript(load);
}

beforeEach(() => {
  listeners = [];
  const runtime = {
    id: 'extension-id',
    onMessage: { addListener: (listener: Listener) => listeners.push(listener) },
  };
  vi.stubGlobal('chrome', { runtime });
  caretAlwaysAt(document.body, 0);
});

afterEach(() => {
  Reflect.deleteProperty(document, 'caretPositionFromPoint');
  getSelection()?.removeAllRanges();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the content script loader', () => {
  it('loads the lookup part once, at the first trusted press: not for forged events, keys or selection changes', async () => {
    const part = recordingPart();
    await startLoader(part.load);
    window.dispatchEvent(new MouseEvent('mousedown', { detail: 1 }));
    window.dispatchEvent(new MouseEvent('dblclick', { detail: 2 }));
    window.dispatchEvent(trusted(new KeyboardEvent('keydown', { key: 'a' })));
    window.dispatchEvent(trusted(new KeyboardEvent('keyup', { key: 'ArrowLeft' })));
    document.dispatchEvent(trusted(new Event('selectionchange')));
    expect(part.load).not.toHaveBeenCalled();

    window.dispatchEvent(press());
    expect(part.load).toHaveBeenCalledTimes(1);
    part.finish();
    await vi.waitFor(() => expect(part.handled).toHaveLength(1));
    // A second lookup in the frame loads nothing more.
    window.dispatchEvent(press());
    window.dispatchEvent(trusted(new MouseEvent('dblclick', { detail: 2 })));
    expect(part.load).toHaveBeenCalledTimes(1);
    expect(part.handled.map((moment) => moment.event.type)).toEqual([
      'mousedown',
      'mousedown',
      'dblclick',
    ]);
  });

  it('a key that extends the selection loads the part too (the shortcut may follow)', async () => {
    const part = recordingPart();
    await startLoader(part.load);
    window.dispatchEvent(trusted(new KeyboardEvent('keyup', { key: 'ArrowLeft', shiftKey: true })));
    expect(part.load).toHaveBeenCalledTimes(1);
  });

  it('hands the part each trusted event in order, as the page was at that event, though the page changes it before the part loads', async () => {
    const part = recordingPart();
    await startLoader(part.load);
    const words = document.body.appendChild(document.createElement('p'));
    words.textContent = 'في بيت كبير';
    const bait = document.body.appendChild(document.createElement('p'));
    bait.textContent = 'شمس';
    const wordsText = words.firstChild as Text;
    caretAlwaysAt(wordsText, 4);
    selectText(wordsText, 3, 6);

    window.dispatchEvent(press());
    window.dispatchEvent(trusted(new KeyboardEvent('keyup', { key: 'End', shiftKey: true })));
    window.dispatchEvent(trusted(new MouseEvent('dblclick', { detail: 2, clientX: 5 })));
    // The page swaps what is under the pointer and moves the selection while the part loads.
    caretAlwaysAt(bait.firstChild as Text, 1);
    selectText(bait.firstChild as Text, 0, 3);
    part.finish();

    await vi.waitFor(() => expect(part.handled).toHaveLength(3));
    const [pressed, key, doubleClick] = part.handled;
    expect(pressed?.pointer?.caret).toEqual({ node: wordsText, offset: 4 });
    expect(doubleClick?.pointer?.caret).toEqual({ node: wordsText, offset: 4 });
    for (const selection of [key?.selection, doubleClick?.pointer?.selection]) {
      const range = selection?.field === null ? selection.range : null;
      expect(range?.startContainer).toBe(wordsText);
      expect([range?.startOffset, range?.endOffset]).toEqual([3, 6]);
    }
  });

  it("hears touches' ends from the first touch on, and hands over one that came while the part loaded (a long-press)", async () => {
    const part = recordingPart();
    await startLoader(part.load);
    // The browser cancels a long-press's touch once it has selected the word under it.
    const touchCancel = () =>
      trusted(
        Object.defineProperty(new Event('touchcancel'), 'changedTouches', {
          value: [{ clientX: 7, clientY: 9 }],
        }),
      );
    window.dispatchEvent(touchCancel());
    window.dispatchEvent(trusted(new PointerEvent('pointerdown', { pointerType: 'touch' })));
    window.dispatchEvent(touchCancel());
    part.finish();
    await vi.waitFor(() => expect(part.handled).toHaveLength(2));
    expect(part.handled.map((moment) => moment.event.type)).toEqual(['pointerdown', 'touchcancel']);
    expect(part.handled[1]?.touch).toMatchObject({ x: 7, y: 9 });
  });

  it('answers the background from the first page event on: loads the part only for what needs it', async () => {
    const part = recordingPart();
    await startLoader(part.load);
    expect(listeners).toHaveLength(0);
    // Even a forged event: the frame may be asked for its selection by the popup.
    window.dispatchEvent(new Event('keydown'));
    expect(listeners).toHaveLength(1);
    const listener = listeners[0] as Listener;

    // No card to close and no settings kept yet: nothing loads, nothing is answered.
    const reply = vi.fn();
    expect(listener({ type: 'close-card', keep: 'x' }, {}, reply)).toBeUndefined();
    expect(listener({ type: 'page-config', doubleClick: true }, {}, reply)).toBeUndefined();
    expect(part.load).not.toHaveBeenCalled();

    // The popup asks for the selection: the part loads, and the answer follows.
    expect(listener({ type: 'get-selection' }, {}, reply)).toBe(true);
    expect(part.load).toHaveBeenCalledTimes(1);
    part.finish();
    await vi.waitFor(() => expect(reply).toHaveBeenCalledWith({ word: 'كتاب' }));
    expect(part.answered).toEqual([{ type: 'get-selection' }]);
  });

  it('after a failed load (the extension gone) drops what waited, and tries again at the next press', async () => {
    const part = recordingPart();
    await startLoader(part.load);
    window.dispatchEvent(press());
    part.finish(true);
    await vi.waitFor(() => expect(part.load.mock.results[0]?.value).rejects.toThrow());
    window.dispatchEvent(press());
    expect(part.load).toHaveBeenCalledTimes(2);
    part.finish();
    await vi.waitFor(() => expect(part.handled).toHaveLength(1));
  });
});
