// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 13: the content script runs on every page and in every frame, so at load it only
 * adds listeners. Reading the extension API (`chrome.runtime`, `browser.runtime`) makes the
 * browser build its bindings, and crypto's first use costs too: both wait for the reader.
 */

type Listener = (message: unknown, sender: unknown, reply: (r: unknown) => void) => unknown;

/** A `chrome`/`browser` whose every property read is written down. */
function recordingApi(reads: string[], listeners: Listener[]) {
  const runtime = {
    id: 'extension-id',
    getURL: (path: string) => `chrome-extension://extension-id${path}`,
    sendMessage: async () => null,
    onMessage: { addListener: (listener: Listener) => listeners.push(listener) },
  };
  return (name: string) =>
    new Proxy(
      { runtime },
      {
        get(target, key) {
          reads.push(`${name}.${String(key)}`);
          return Reflect.get(target, key);
        },
      },
    );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the content script at load', () => {
  it('reads no extension API until the first gesture, then answers the background', async () => {
    const reads: string[] = [];
    const listeners: Listener[] = [];
    const api = recordingApi(reads, listeners);
    vi.stubGlobal('chrome', api('chrome'));
    vi.stubGlobal('browser', api('browser'));
    const random = vi.spyOn(crypto, 'getRandomValues');
    const { startContentScript } = await import('../../../entrypoints/content/controller');

    startContentScript();
    expect(reads).toEqual([]);
    expect(random).not.toHaveBeenCalled();
    expect(listeners).toHaveLength(0);

    // The reader presses somewhere: from now on the frame answers the background.
    window.dispatchEvent(new Event('pointerdown'));
    expect(reads.length).toBeGreaterThan(0);
    expect(listeners).toHaveLength(1);
    const reply = vi.fn();
    listeners[0]?.({ type: 'get-selection' }, {}, reply);
    expect(reply).toHaveBeenCalledWith({ word: null });

    // Listening once is enough: later gestures add no second listener.
    window.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('selectionchange'));
    expect(listeners).toHaveLength(1);
  });

  it('starts listening at a selection made without a press or a key (find in page)', async () => {
    const listeners: Listener[] = [];
    vi.stubGlobal('chrome', recordingApi([], listeners)('chrome'));
    vi.stubGlobal('browser', undefined);
    const { startContentScript } = await import('../../../entrypoints/content/controller');
    startContentScript();
    expect(listeners).toHaveLength(0);
    document.dispatchEvent(new Event('selectionchange'));
    expect(listeners).toHaveLength(1);
  });

  it('listens for touches only once the reader touches the page', async () => {
    // A touch listener at load cost every page load ~0.3 ms of script in Chromium.
    vi.stubGlobal('chrome', recordingApi([], [])('chrome'));
    const onWindow = vi.spyOn(window, 'addEventListener');
    const onDocument = vi.spyOn(document, 'addEventListener');
    // The kinds added so far (the scripts of the tests before this one still listen too).
    const touchListeners = () => {
      const types = [
        ...onWindow.mock.calls.map(([type]) => type).filter((type) => type.startsWith('touch')),
        ...onDocument.mock.calls.map(([type]) => type).filter((type) => type === 'selectionchange'),
      ];
      return [...new Set(types)].sort();
    };
    const { startContentScript } = await import('../../../entrypoints/content/controller');

    startContentScript();
    expect(touchListeners()).toEqual([]);
    window.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'mouse' }));
    expect(touchListeners()).toEqual([]);
    window.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch' }));
    expect(touchListeners()).toEqual(['selectionchange', 'touchcancel', 'touchend']);
  });

  it('listens for page restores only once it keeps settings to forget', async () => {
    // A pageshow listener at load cost every page load ~0.15 ms of script in Chromium.
    vi.stubGlobal('chrome', recordingApi([], [])('chrome'));
    const onWindow = vi.spyOn(window, 'addEventListener');
    const pageShowListeners = () => onWindow.mock.calls.filter(([type]) => type === 'pageshow');
    const { startContentScript } = await import('../../../entrypoints/content/controller');

    startContentScript();
    expect(pageShowListeners()).toEqual([]);
  });
});
