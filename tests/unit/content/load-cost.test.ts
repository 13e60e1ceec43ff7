// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 13: the content script runs on every page and in every frame, so at load it only
 * adds listeners. Reading the extension API (`chrome.runtime`, `browser.runtime`) makes the
 * browser build its bindings, and crypto's first use costs too: both wait for the reader.
 * The loader (entrypoints/content/loader.ts) is started here with its lazily loaded part
 * imported from source, as the built loader imports content-lookup.js.
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

/** The loader, started with the lookup part as content-script.ts gives it. */
async function startContentScript(): Promise<void> {
  const { startContentScript: start } = await import('../../../entrypoints/content/loader');
  start(async () => (await import('../../../entrypoints/content-lookup')).default.main());
}

/** An event as the reader's input makes it (a test cannot make a trusted one otherwise). */
function trusted<E extends Event>(event: E): E {
  return Object.defineProperty(event, 'isTrusted', { value: true });
}

afterEach(() => {
  Reflect.deleteProperty(document, 'caretPositionFromPoint');
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
    await startContentScript();
    expect(reads).toEqual([]);
    expect(random).not.toHaveBeenCalled();
    expect(listeners).toHaveLength(0);

    // The reader presses somewhere: from now on the frame answers the background.
    window.dispatchEvent(new Event('pointerdown'));
    expect(reads.length).toBeGreaterThan(0);
    expect(listeners).toHaveLength(1);
    const reply = vi.fn();
    listeners[0]?.({ type: 'get-selection' }, {}, reply);
    // Answered once the lookup part has loaded: a module the test runner transforms on
    // first import, which takes over vi.waitFor's 1 s default on a loaded 2-core machine.
    await vi.waitFor(() => expect(reply).toHaveBeenCalledWith({ word: null }), {
      timeout: 10_000,
    });

    // Listening once is enough: later gestures add no second listener.
    window.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('selectionchange'));
    expect(listeners).toHaveLength(1);
  });

  it('starts listening at a selection made without a press or a key (find in page)', async () => {
    const listeners: Listener[] = [];
    vi.stubGlobal('chrome', recordingApi([], listeners)('chrome'));
    vi.stubGlobal('browser', undefined);
    await startContentScript();
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
    Object.defineProperty(document, 'caretPositionFromPoint', {
      configurable: true,
      value: () => null,
    });
    const loaded = vi.spyOn(
      await import('../../../entrypoints/content/controller'),
      'createController',
    );
    await startContentScript();
    expect(touchListeners()).toEqual([]);
    window.dispatchEvent(trusted(new PointerEvent('pointerdown', { pointerType: 'mouse' })));
    // The press loads the lookup part, which then hears the next one at once.
    await vi.waitFor(() => expect(loaded).toHaveBeenCalled());
    expect(touchListeners()).toEqual([]);
    window.dispatchEvent(trusted(new PointerEvent('pointerdown', { pointerType: 'touch' })));
    // Selection changes the loader hears from the start (loader.ts).
    expect(touchListeners()).toEqual(['touchcancel', 'touchend']);
  });

  it('listens for page restores only once it keeps settings to forget', async () => {
    // A pageshow listener at load cost every page load ~0.15 ms of script in Chromium.
    vi.stubGlobal('chrome', recordingApi([], [])('chrome'));
    const onWindow = vi.spyOn(window, 'addEventListener');
    const pageShowListeners = () => onWindow.mock.calls.filter(([type]) => type === 'pageshow');
    await startContentScript();
    expect(pageShowListeners()).toEqual([]);
  });
});
